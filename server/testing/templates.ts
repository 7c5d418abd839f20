/**
 * Migrated templates, so a test's fresh database starts from a copy instead of an empty one
 * migrated through 30-odd files:
 * - PostgreSQL: a template database (`create database … template …`, about 0.3 s instead of 1.2 s).
 * - PGlite: a dump of a migrated data directory, taken after a checkpoint (`loadDataDir`, about 0.55 s
 *   with `pgliteStart` instead of 4 s: a new empty instance spends about 3 s creating its cluster,
 *   then 1 s migrating). The dump is kept on disk (`node_modules/.cache/care-portal/`), so other
 *   processes and later runs reuse it.
 * Each is keyed by a fingerprint of the committed migrations (and the PGlite version), so a changed
 * migration makes a new one and a stale one is never used. It is made once, on first need, by
 * whichever process asks first; the copies still go through the migrator, which finds nothing to apply.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type PgliteStart } from '../db/connect.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, '../db/migrations');
const cacheFolder = path.join(here, '../../node_modules/.cache/care-portal');

let fingerprint: string | undefined;

/** Changes whenever a migration or the migration journal does. */
function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const file of files(migrationsFolder))
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

/**
 * The name of a migrated PostgreSQL database beside the one `adminUrl` names, made on first need
 * under an advisory lock (several test processes may ask at once). Older templates are dropped
 * when a new one is made, so changed migrations do not pile databases up.
 */
export const postgresTemplate: (adminUrl: string) => Promise<string> = keptUnlessFailed((adminUrl) =>
  ensureTemplate(adminUrl),
);

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

const pgliteDist = path.join(here, '../../node_modules/@electric-sql/pglite/dist');

/** A dump of a migrated PGlite data directory, from the disk cache or made (and cached) on first need. */
export const pgliteTemplate: () => Promise<Blob> = keptUnlessFailed<void, Blob>(() => readOrMakePgliteDump());

/**
 * How a test's PGlite starts. Its WebAssembly compiled once a process and its file bundle read once
 * (each instance otherwise compiles both afresh), and 16 MB of shared buffers instead of 128 MB (a
 * test's data is small; setting up the default's buffers was most of a start): 0.95 s of wall time
 * and 1.1 s of CPU an instance to 0.55 s and 0.7 s (2026-12-04).
 */
export const pgliteStart: () => Promise<PgliteStart> = keptUnlessFailed<void, PgliteStart>(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  return {
    pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(pgliteDist, 'pglite.wasm'))),
    initdbWasmModule: await WebAssembly.compile(readFileSync(path.join(pgliteDist, 'initdb.wasm'))),
    fsBundle: new Blob([readFileSync(path.join(pgliteDist, 'pglite.data'))]),
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'],
  };
});

async function readOrMakePgliteDump(): Promise<Blob> {
  const { version } = JSON.parse(readFileSync(path.join(pgliteDist, '../package.json'), 'utf8')) as {
    version: string;
  };
  // `c`: made after a checkpoint (older dumps replay WAL on every start).
  const file = path.join(cacheFolder, `pglite-${version}-${migrationsFingerprint()}-c.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: make it below.
  }
  const database = await openDatabase({ dataDir: 'memory://', pgliteStart: await pgliteStart() });
  // drizzle's PGlite database holds its client as `$client`.
  const { $client: client } = database.db as unknown as { $client: PGlite };
  // A checkpoint first, so a copy starts from a clean one instead of replaying the migrations' WAL.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(cacheFolder, { recursive: true });
  // Dumps of older migrations go (44 MB each).
  for (const stale of readdirSync(cacheFolder))
    if (stale.startsWith('pglite-') && stale.endsWith('.tar')) rmSync(path.join(cacheFolder, stale), { force: true });
  // Written aside and renamed: another process never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * Each key's answer, asked for once per process: later test databases skip the lookup. A failure
 * is not kept: the next test database asks again.
 */
function keptUnlessFailed<K, V>(make: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const kept = new Map<K, Promise<V>>();
  return (key) => {
    let answer = kept.get(key);
    if (!answer) {
      answer = make(key);
      answer.catch(() => kept.delete(key));
      kept.set(key, answer);
    }
    return answer;
  };
}

/** pool.end() resolves before its sockets close; a database in use can be neither renamed nor copied. */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if ((open.rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
