/** Test support for webhooks: what an organisation's rows hold, so a test can show a replay or a refusal wrote nothing. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/changes.ts';
import type { Db } from '../db/connect.ts';

/**
 * Each table's rows of the organisation as a count and a digest, so an update shows as well as an
 * insert (the change log, its head and the idempotency claims among them). The audit trail is left
 * out: a test's own reads add to it. `except` leaves more tables out.
 */
export async function organisationPrint(
  db: Db,
  organisationId: string,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name = 'organisation_id' order by c.table_name`),
  );
  const print: Record<string, string> = {};
  for (const { name } of tables) {
    if (name.startsWith('audit') || except.includes(name)) continue;
    const digest = sql`
      select count(*) || ':' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as print
      from ${sql.identifier(name)} r where r.organisation_id = ${organisationId}`;
    print[name] = rowsOf<{ print: string }>(await db.execute(digest))[0]?.print ?? '';
  }
  return print;
}

/** The organisation's rows in one table. */
export async function countOf(db: Db, table: string, organisationId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id = ${organisationId}`,
    ),
  );
  return rows[0]?.n ?? 0;
}
