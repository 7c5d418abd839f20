/**
 * `npm run bench -- --only durability`: 20 crash cycles on PGlite and, with DATABASE_URL, on
 * PostgreSQL (`server/durability/crash-cycles.ts`). Each cycle sends 1,000 idempotent writes 24 at a
 * time to the real server in a child process, kills it with SIGKILL partway, starts it again,
 * retries every unacknowledged write with its key, and checks the database. Prints the totals and
 * the targets: 0 acknowledged writes lost, 0 duplicates, nothing half-written, no change-log gap.
 */
import { runCrashCycles } from '../../server/durability/crash-cycles.ts';
import { DIALECTS } from '../../server/testing/databases.ts';
import { fmt, printTable, summary } from './report.ts';

export async function benchDurability(options: { cycles: number; writes?: number }): Promise<void> {
  const writes = options.writes ?? 1000;
  for (const dialect of DIALECTS) {
    const started = performance.now();
    const reports = await runCrashCycles({
      dialect,
      cycles: options.cycles,
      writes,
      concurrency: 24,
      seed: 14,
      log: (line) => console.log(`  ${line}`),
    });
    const seconds = (performance.now() - started) / 1000;
    const total = (pick: (r: (typeof reports)[number]) => number) => reports.reduce((sum, r) => sum + pick(r), 0);
    const met = (value: number) => `0: ${value === 0 ? 'met' : '**missed**'}`;
    const restart = summary(reports.map((r) => r.restartMs));
    printTable(
      `Crash durability on ${dialect}: ${reports.length} kill -9 cycles of ${writes} writes (${seconds.toFixed(0)} s)`,
      ['measure', 'ours', 'target'],
      [
        ['writes', total(() => writes), ''],
        ['acknowledged before a kill', total((r) => r.acknowledged), ''],
        ['in flight at a kill', total((r) => r.inFlight), ''],
        ['retried after the restart', total((r) => r.retried), ''],
        ['retries answered from the stored claim (committed, unacknowledged)', total((r) => r.replayed), ''],
        ['kill to answering again, p50 / max', `${fmt(restart.p50 / 1000, 1)} s / ${fmt(restart.max / 1000, 1)} s`, ''],
        ['refused or failed answers', total((r) => r.refused), met(total((r) => r.refused))],
        ['acknowledged writes lost', total((r) => r.lost), met(total((r) => r.lost))],
        ['duplicates', total((r) => r.duplicates), met(total((r) => r.duplicates))],
        [
          'half-written (note, feed item, changes, claim)',
          total((r) => r.halfWritten),
          met(total((r) => r.halfWritten)),
        ],
        ['change-log gaps', total((r) => r.changeLogGaps), met(total((r) => r.changeLogGaps))],
        ['replays answering another row', total((r) => r.replayMismatches), met(total((r) => r.replayMismatches))],
        [
          'audit chains broken',
          reports.filter((r) => r.auditChainBroken).length,
          met(reports.filter((r) => r.auditChainBroken).length),
        ],
      ],
    );
  }
}
