/**
 * The authorization matrix: every operation of domain/contracts, called by every caller (the
 * guide, another guide, a supervisor, a super admin, a user without app access, a member) on every
 * object (the guide's own, another guide's, another organisation's), against the expected answer
 * written down per cell (`server/testing/authorization.ts`: 'ok' is any 2xx). Each operation's row
 * is its `authorization` scenario, beside its handlers (`server/testing/scenarios.ts` gathers them;
 * a new operation without its row does not compile).
 *
 * Reading a grid: `guide: 'ok 403 404'` says the guide may act on their own object, is refused
 * another guide's (403) and finds nothing of another organisation (404). Callers a row leaves out
 * are refused: no app access 403, a member's token 401. Writes make their object per cell, so one
 * cell's success never changes what a later cell finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationName } from '../../domain/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import {
  createMatrixWorld,
  mismatches,
  runMatrix,
  unexpectedSuccesses,
  type MatrixRow,
  type MatrixWorld,
} from '../testing/authorization.ts';
import { SCENARIOS } from '../testing/scenarios.ts';

// Each row's input is typed by its own operation in its scenario file; walked generically, every
// row is a call of `Operation` (`runMatrix` sends it to its own operation).
const MATRIX = Object.fromEntries(
  Object.entries(SCENARIOS).map(([name, scenarios]) => [name, scenarios.authorization]),
) as unknown as Record<OperationName, MatrixRow>;

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  let t: TestServer;
  let world: MatrixWorld;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    world = await createMatrixWorld(t);
  });
  afterAll(() => t?.close());

  it('answers every cell as written down, and no refused cell succeeds', async () => {
    const started = performance.now();
    const outcomes = await runMatrix(world, MATRIX);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const surprises = unexpectedSuccesses(outcomes);
    console.log(
      `authorization matrix on ${dialect}: ${Object.keys(MATRIX).length} operations, ${outcomes.length} cells in ${seconds} s, unexpected 2xx: ${surprises.length}`,
    );
    expect(mismatches(outcomes)).toEqual([]);
    expect(surprises).toEqual([]);
  }, 600_000);
});
