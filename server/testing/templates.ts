/**
 * A migrated PostgreSQL template, so a test's fresh database is a copy (`create database …
 * template …`, about 0.3 s) instead of an empty database migrated through 30-odd files (1.2 s).
 * The template is keyed by a fingerprint of the committed migrations, so a changed migration makes
 * a new one and a stale one is never used. It is made once, on first need, by whichever process
 * asks first; the copies still go through the migrator, which finds nothing to apply.
 *
 * PGlite has no such shortcut worth taking: a new instance spends its time instantiating the
 * WebAssembly module, and one loaded from a dump of a migrated data directory measured no faster.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/connect.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

let fingerprint: string | undefined;

/** Changes whenever a migration or the migration journal does. */
function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const file of files(migrationsFolder)) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

/**
 * The name of a migrated PostgreSQL database beside the one `adminUrl` names, made on first need
 * under an advisory lock (several test processes may ask at once). Older templates are dropped
 * when a new one is made, so changed migrations do not pile databases up.
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = ensureTemplate(adminUrl);
    // A failure is not kept: the next test database asks again.
    template.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, template);
  }
  return template;
}

/** Per admin URL, the template this process found or made: later databases skip the lookup. */
const templates = new Map<string, Promise<string>>();

async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = `care_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727275)');
    const found = await admin.query('select datname from pg_database where datname like $1', ['care_template_%']);
    const names = found.rows.map((row: { datname: string }) => row.datname);
    if (!names.includes(name)) {
      for (const stale of names) await admin.query(`drop database if exists ${stale} with (force)`);
      await admin.query(`create database ${name}_partial`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}_partial`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      await database.close();
      await waitUntilUnused(admin, `${name}_partial`);
      // Renamed only once migrated: a template under its final name is always complete.
      await admin.query(`alter database ${name}_partial rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727275)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** pool.end() resolves before its sockets close; a database in use can be neither renamed nor copied. */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if ((open.rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
