/**
 * Migration 0003 (organisations) on a database made before it: the existing customers and every
 * row move into one organisation, and each customer's change log is renumbered into the
 * organisation's single sequence. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, createPostgresDatabase } from '../testing/databases.ts';
import { readChanges, rowsOf } from './changes.ts';
import type { Db } from './connect.ts';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE = '0002_consent';
const ORGANISATION = '00000000-0000-4000-8000-000000000010';

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Opened {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function open(dialect: 'pglite' | 'postgres'): Promise<Opened> {
  if (dialect === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    const db = drizzle(client);
    return {
      db: db as unknown as Db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const fresh = await createPostgresDatabase(process.env.DATABASE_URL ?? '', 'care_migration');
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  const db = drizzle(pool);
  return {
    db: db as unknown as Db,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await fresh.drop();
    },
  };
}

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const user = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

/** Two customers as separate tenants, the way databases looked before organisations. */
async function oldShapedData(db: Db): Promise<void> {
  await db.execute(
    sql`insert into clients (id, name, display_name) values (${A}, 'a', 'Customer A'), (${B}, 'b', 'Customer B')`,
  );
  await db.execute(sql`insert into users (id, client_id, role, first_name, last_name, login_email, auth_subject, has_app_access) values
    (${user(1)}, ${A}, 'GUIDE', 'Gia', 'A', 'gia@a.example', ${user(1)}, true),
    (${user(2)}, ${B}, 'GUIDE', 'Gus', 'B', 'gus@b.example', ${user(2)}, true),
    (${user(3)}, ${A}, 'PATIENT', 'Mia', 'A', null, null, false)`);
  await db.execute(
    sql`insert into todos (id, client_id, user_id, member_id, type, date) values (gen_random_uuid(), ${A}, ${user(1)}, ${user(3)}, 'CALL_BACK', now())`,
  );
  await db.execute(sql`insert into tenant_sequences (client_id, head) values (${A}, 3), (${B}, 2)`);
  await db.execute(sql`insert into change_log (client_id, seq, entity, entity_id, op, data) values
    (${A}, 1, 'todo', 'a1', 'upsert', '{}'), (${A}, 2, 'todo', 'a2', 'upsert', '{}'), (${A}, 3, 'todo', 'a3', 'delete', null),
    (${B}, 1, 'todo', 'b1', 'upsert', '{}'), (${B}, 2, 'todo', 'b2', 'upsert', '{}')`);
  await db.execute(
    sql`insert into idempotency_keys (client_id, key, user_id, route, status_code) values (${A}, 'same-key', ${user(1)}, 'POST x', 200), (${B}, 'same-key', ${user(2)}, 'POST x', 200)`,
  );
  await db.execute(
    sql`insert into audit_log (real_user_id, acting_user_id, method, route, status_code) values (${user(1)}, ${user(1)}, 'POST', '/x', 200)`,
  );
}

describe.each(DIALECTS)('the organisations migration on %s', (dialect) => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('puts existing customers and rows into one organisation and renumbers the change log', async () => {
    const before = migrationsUpTo(BEFORE);
    folders.push(before);
    const database = await open(dialect);
    try {
      await database.migrate(before);
      await oldShapedData(database.db);
      await database.migrate(migrations);
      const db = database.db;
      const one = async <R>(query: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(query));
      expect(await one(sql`select id from organisations`)).toEqual([{ id: ORGANISATION }]);
      for (const table of ['clients', 'users', 'todos', 'change_log', 'audit_log']) {
        const stray = await one<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id is distinct from ${ORGANISATION}`,
        );
        expect(stray, table).toEqual([{ n: 0 }]);
      }
      expect(await one(sql`select organisation_id, head::int as head from organisation_sequences`)).toEqual([
        { organisation_id: ORGANISATION, head: 5 },
      ]);
      // Customer by customer, each in its own order.
      const page = await readChanges(db, ORGANISATION, user(1), 0, 10);
      expect(page.changes.map((c) => [c.seq, c.id])).toEqual([
        [1, 'a1'],
        [2, 'a2'],
        [3, 'a3'],
        [4, 'b1'],
        [5, 'b2'],
      ]);
      expect(page.head).toBe(5);
      expect(await one(sql`select count(*)::int as n from idempotency_keys`)).toEqual([{ n: 0 }]);
      expect(await one(sql`select to_regclass('tenant_sequences') as t`)).toEqual([{ t: null }]);
    } finally {
      await database.close();
    }
  });

  it('on an empty database creates no organisation', async () => {
    const database = await open(dialect);
    try {
      await database.migrate(migrations);
      expect(rowsOf(await database.db.execute(sql`select id from organisations`))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
