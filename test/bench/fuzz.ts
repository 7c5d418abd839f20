/**
 * `npm run bench -- --only fuzz`: every route fuzzed from its contract, 1,000 requests a route
 * (server/testing/contract-fuzz.ts), on PGlite and, with DATABASE_URL, on PostgreSQL. Prints the
 * requests, how they were answered, and the failures: 5xx, stack traces, the planted name in the log.
 */
import { fuzzEveryRoute, type FuzzReport } from '../../server/testing/contract-fuzz.ts';
import { DIALECTS } from '../../server/testing/databases.ts';
import { captureLog, startTestServer } from '../../server/testing/harness.ts';
import { printTable } from './report.ts';

const bucket = (status: number) => (status >= 500 ? '5xx' : status >= 400 ? `${status}` : '2xx/3xx');

export async function benchFuzz(options: { runs: number }): Promise<void> {
  for (const dialect of DIALECTS) {
    const t = await startTestServer(dialect, { env: { LOG_LEVEL: 'info' } });
    const logText = captureLog(t.server);
    const started = performance.now();
    const { reports, leakedToLog } = await fuzzEveryRoute(t, await t.organisation('Fuzzed'), {
      runs: options.runs,
      logText,
    });
    const seconds = (performance.now() - started) / 1000;
    await t.close();
    const total = (pick: (report: FuzzReport) => number) => reports.reduce((sum, report) => sum + pick(report), 0);
    const answers = new Map<string, number>();
    for (const report of reports)
      for (const [status, count] of Object.entries(report.statuses))
        answers.set(bucket(Number(status)), (answers.get(bucket(Number(status))) ?? 0) + count);
    const failures = reports.flatMap((report) => report.failures.map((failure) => `${report.operation}: ${failure}`));
    printTable(
      `Contract fuzzing on ${dialect} (${options.runs} requests a route)`,
      ['measure', 'ours', 'target'],
      [
        ['routes', reports.length, 'every contract'],
        ['requests', `${total((report) => report.runs)} in ${seconds.toFixed(0)} s`, ''],
        [
          'answers',
          [...answers]
            .sort()
            .map(([status, count]) => `${status}: ${count}`)
            .join(', '),
          '',
        ],
        ['5xx or stack traces', failures.length, `0: ${failures.length === 0 ? 'met' : '**missed**'}`],
        ['planted name in the log', leakedToLog ? 'found' : 'never', `never: ${leakedToLog ? '**missed**' : 'met'}`],
      ],
    );
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  }
}
