import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedChange } from '../db/changes.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/databases.ts';
import { createDueWorkRunner, type DueWork } from './runner.ts';

const change = (seq: number): PublishedChange => ({
  seq,
  entity: 'alert',
  id: `a${seq}`,
  op: 'delete',
  data: null,
  organisationId: 'o',
  privateTo: null,
  created: false,
});

describe.each(DIALECTS)('the due-work runner on %s', (dialect) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
  });
  afterAll(() => testDb?.drop());

  const runnerWith = (handlers: DueWork[], published: PublishedChange[][], errors: object[] = []) =>
    createDueWorkRunner({
      db: testDb.database.db,
      clock: { now: () => new Date(Date.UTC(2026, 2, 10)) },
      publish: (changes) => published.push([...changes]),
      handlers,
      intervalMs: 60_000,
      log: { error: (details) => errors.push(details) },
    });

  it("runs every handler at the clock's time; a failing one is logged and the others still run; changes are published once, after commit", async () => {
    const seen: string[] = [];
    const published: PublishedChange[][] = [];
    const errors: object[] = [];
    const runner = runnerWith(
      [
        { name: 'first', run: async (_db, now) => void seen.push(`first ${now.toISOString()}`) },
        {
          name: 'broken',
          run: async () => Promise.reject(Object.assign(new Error('secret member name'), { code: 'E1' })),
        },
        { name: 'last', run: async () => (seen.push('last'), [change(1), change(2)]) },
      ],
      published,
      errors,
    );
    await runner.runOnce();
    expect(seen).toEqual(['first 2026-03-10T00:00:00.000Z', 'last']);
    expect(published).toEqual([[change(1), change(2)]]);
    expect(errors).toHaveLength(1);
    // The failure's class and code, never its message.
    expect(JSON.stringify(errors[0])).toContain('broken');
    expect(JSON.stringify(errors[0])).not.toContain('secret member name');
  });

  it.runIf(dialect === 'postgres')('one instance at a time: a tick finding the advisory lock taken skips', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    const calls: string[] = [];
    const a = runnerWith([{ name: 'slow', run: async () => (calls.push('a'), entered(), await gate) }], []);
    const b = runnerWith([{ name: 'other', run: async () => void calls.push('b') }], []);
    const first = a.runOnce();
    await holding;
    await b.runOnce();
    release();
    await first;
    expect(calls).toEqual(['a']);
    await b.runOnce();
    expect(calls).toEqual(['a', 'b']);
  });
});
