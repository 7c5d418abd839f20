import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/databases.ts';
import type { Db, Tx } from './connect.ts';
import { together } from './together.ts';

describe.each(DIALECTS)('together on %s', (dialect) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
  });
  afterAll(() => testDb?.drop());

  const three = (db: Db | Tx) =>
    together(db, [
      () => db.execute(sql`select 1 as n`),
      () => db.execute(sql`select 2 as n, pg_sleep(0.05)`),
      () => db.execute(sql`select 3 as n`),
    ]);
  const numbers = (results: { rows: unknown[] }[]) => results.map((r) => Number((r.rows[0] as { n: number }).n));

  it('answers each query in its place, on the pool and in a transaction, and never gives one connection two queries at once', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const db = testDb.database.db;
      expect(numbers((await three(db)) as never)).toEqual([1, 2, 3]);
      expect(numbers((await db.transaction((tx) => three(tx))) as never)).toEqual([1, 2, 3]);
      // node-postgres warns (once a process) when a client is handed a query while it runs another.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
