/**
 * Prepared statements for the hot routes, built once per database handle and kept by name. Building
 * a drizzle query (its SQL text, its selection's mapping) costs more CPU than PostgreSQL needs to
 * run an indexed one, and every call of a docket or member-list read built its own; a prepared
 * statement is built once, and on PostgreSQL its name lets each pooled connection parse it once
 * (and plan it generically once it has run a few times). PGlite runs the same statement by its text.
 *
 * A statement's text must not depend on the values, only on its shape: the caller names each shape
 * (which optional filters are present) and passes the values as placeholders.
 *
 * @example
 *   const byId = prepared(db, 'todo_by_id', (d) => d.select().from(todos).where(eq(todos.id, sql.placeholder('id'))).prepare('todo_by_id'));
 *   const [row] = await byId.execute({ id });
 */
import type { Db } from './connect.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db, name)));
  return statement;
}
