/**
 * Crash durability in `npm test`: one kill -9 cycle of 400 idempotent writes on each database
 * (`crash-cycles.ts`; `npm run bench -- --only durability` runs 20). Every acknowledged write is
 * there exactly once after the restart and the retries, nothing is half-written, and the change log
 * has no gap.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { runCrashCycles } from './crash-cycles.ts';

describe.each(DIALECTS)('crash durability on %s', (dialect) => {
  it('keeps every acknowledged write exactly once across kill -9 and retries', async () => {
    const reports = await runCrashCycles({
      dialect,
      cycles: 1,
      writes: 400,
      concurrency: 24,
      log: (line) => console.log(line),
    });
    expect(reports).toHaveLength(1);
    for (const report of reports) {
      // The kill landed mid-run: some writes were acknowledged and some were left to retry.
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.retried).toBeGreaterThan(0);
      expect(report).toMatchObject({
        refused: 0,
        lost: 0,
        duplicates: 0,
        halfWritten: 0,
        changeLogGaps: 0,
        replayMismatches: 0,
        auditChainBroken: false,
      });
    }
  }, 600_000);
});
