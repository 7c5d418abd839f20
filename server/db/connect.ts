/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite (PostgreSQL in WASM) under the
 * data directory. Both get the same drizzle schema and the same committed SQL migrations, so every
 * query runs unchanged on either.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How a test's PGlite starts: its WebAssembly compiled once a process, and settings for small data. */
export interface PgliteStart {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
  startParams: string[];
}

/**
 * `dataDir` of 'memory://' keeps PGlite in memory (tests); `pgliteDump`, a dump of a migrated
 * PGlite data directory, starts it from that copy instead of an empty cluster (tests: see
 * server/testing/templates.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgliteDump?: Blob;
  /** Tests start hundreds of instances: `server/testing/templates.ts`'s `pgliteStart`. */
  pgliteStart?: PgliteStart;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // Several instances may start at once: one migrates while the others wait on the lock.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock(727274)');
      await migrate(drizzle(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      lockClient.release();
    }
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Db, dialect: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: inMemory ? undefined : path.join(options.dataDir, 'pglite'),
    loadDataDir: options.pgliteDump,
    ...options.pgliteStart,
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, dialect: 'pglite', close: () => client.close() };
}
