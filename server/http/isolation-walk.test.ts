/**
 * Organisation isolation, walked over every operation of domain/contracts: each is called by a
 * user of one organisation on the other organisation's objects. An object of another organisation
 * answers 404, exactly like a missing one, and nothing a list answers names the other
 * organisation's rows (its organisation, customers, staff, members, work items, consent terms).
 *
 * Each operation's case is its `isolation` scenario, beside its handlers (`server/testing/scenarios.ts`
 * gathers them): a new operation without one does not compile, and an operation exempt from the
 * walk says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '../../domain/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer } from '../testing/harness.ts';
import {
  callCase,
  createIsolationWorld,
  foreignIds,
  type IsolationCase,
  type IsolationWorld,
} from '../testing/isolation.ts';
import { SCENARIOS } from '../testing/scenarios.ts';

// Walked generically, each case's input is a call of `Operation` (`callCase` sends it to its own operation).
const CHECKS = Object.fromEntries(
  Object.entries(SCENARIOS).map(([name, scenarios]) => [name, scenarios.isolation]),
) as Record<OperationName, IsolationCase>;

describe.each(DIALECTS)('organisation isolation on every operation on %s', (dialect) => {
  let w: IsolationWorld;
  beforeAll(async () => {
    w = await createIsolationWorld(await startTestServer(dialect));
  });
  afterAll(() => w?.t.close());

  it('checks every operation of the contracts', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  const checked = (Object.entries(CHECKS) as [OperationName, IsolationCase][]).filter(
    ([, check]) => !('exempt' in check),
  );
  it.each(checked.map(([name]) => name))('%s', async (name) => {
    const check = CHECKS[name];
    if ('notFound' in check) {
      const answer = await callCase(w, name, check, await check.notFound(w));
      expect(answer.status, `${OPERATIONS[name].method} ${OPERATIONS[name].path}`).toBe(404);
      // Indistinguishable from a missing object: beyond echoing the caller's own path, the answer names nothing of it.
      const { path: _echoedPath, ...rest } = answer.body as { path?: string };
      for (const id of foreignIds(w)) expect(JSON.stringify(rest)).not.toContain(id);
    } else if ('nothingForeign' in check) {
      const answer = await callCase(w, name, check, await check.nothingForeign(w));
      expect(answer.status).toBeLessThan(300);
      const text = JSON.stringify(answer.body);
      for (const id of foreignIds(w)) expect(text, `${name} names ${id} of the other organisation`).not.toContain(id);
    }
  });
});
