/**
 * Independent queries at once on the pool, one after another in a transaction. A transaction has
 * one connection, which takes one query at a time: handed several at once, node-postgres queues
 * them with a deprecation warning, and pg 9 will refuse them.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './connect.ts';

type Results<Q extends readonly (() => unknown)[]> = { -readonly [K in keyof Q]: Awaited<ReturnType<Q[K]>> };

/**
 * @example
 *   const [phones, emails] = await together(db, [() => db.select().from(phoneNumbers), () => db.select().from(emailAddresses)]);
 */
export async function together<const Q extends readonly (() => unknown)[]>(
  db: Db | Tx | Pick<Tx, 'select'>,
  queries: Q,
): Promise<Results<Q>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as Results<Q>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<Q>;
}
