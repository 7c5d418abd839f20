/**
 * A hot read's statement run straight on the driver, by name: no query building and no row
 * mapping (the acting user's row versions, read on every request: `auth/actor.ts`). On PostgreSQL the name makes it a prepared statement (each pooled
 * connection parses it once); PGlite runs it by its text. The text must depend only on the
 * statement's shape, never on values: they go as $1, $2...
 *
 * @example
 *   const [row] = await preparedRows<{ n: string }>(db, 'todo_count', 'select count(*)::text as n from todos where user_id = $1', [id]);
 */
import type { Db } from '../db/connect.ts';

interface PoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  waitReady: unknown;
}

export async function preparedRows<R>(db: Db, name: string, text: string, values: unknown[]): Promise<R[]> {
  const client = (db as unknown as { $client: PoolLike | PgliteLike }).$client;
  const result =
    'waitReady' in client ? await client.query(text, values) : await (client as PoolLike).query({ name, text, values });
  return result.rows as R[];
}
