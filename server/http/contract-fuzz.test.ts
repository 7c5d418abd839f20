/**
 * Every route fuzzed from its contract's schemas plus hostile values (server/testing/contract-fuzz.ts):
 * a small sample here, 1,000 runs a route in `npm run bench -- --only fuzz`. No answer may be a
 * 5xx or carry a stack trace, and a name planted in the requests never reaches the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzEveryRoute } from '../testing/contract-fuzz.ts';
import { DIALECTS } from '../testing/databases.ts';
import { captureLog, startTestServer, type TestServer } from '../testing/harness.ts';

const RUNS_PER_ROUTE = 12;

describe.each(DIALECTS)('every route, fuzzed from its contract, on %s', (dialect) => {
  let t: TestServer;
  let logText: () => string;
  beforeAll(async () => {
    t = await startTestServer(dialect, { env: { LOG_LEVEL: 'info' } });
    logText = captureLog(t.server);
  });
  afterAll(async () => t?.close());

  it(`answers ${RUNS_PER_ROUTE} fuzzed requests a route without a 5xx, a stack trace or a planted name in the log`, async () => {
    const { reports, leakedToLog } = await fuzzEveryRoute(t, await t.organisation('Fuzzed'), {
      runs: RUNS_PER_ROUTE,
      logText,
    });
    const failures = reports.flatMap((report) => report.failures.map((failure) => `${report.operation}: ${failure}`));
    expect(failures).toEqual([]);
    expect(leakedToLog).toBe(false);
    // The sample reached the handlers, not only the validators: some requests were accepted.
    const accepted = reports.reduce(
      (sum, report) =>
        sum +
        Object.entries(report.statuses)
          .filter(([status]) => Number(status) < 300)
          .reduce((n, [, count]) => n + count, 0),
      0,
    );
    expect(accepted).toBeGreaterThan(0);
  }, 240_000);
});
