/**
 * Test databases: a fresh in-memory PGlite, or, when DATABASE_URL is set, a fresh PostgreSQL
 * database created beside it and dropped afterwards. Tests run against every dialect available.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/connect.ts';
import { pgliteStart, pgliteTemplate, postgresTemplate, waitUntilUnused } from './templates.ts';

export type Dialect = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the environment points at one (CI sets DATABASE_URL). */
export const DIALECTS: Dialect[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Set for PostgreSQL: the URL of the fresh database (other instances can share it). */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'pglite') {
    const database = await openDatabase({
      dataDir: 'memory://',
      pgliteDump: await pgliteTemplate(),
      pgliteStart: await pgliteStart(),
    });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const fresh = await createPostgresDatabase(adminUrl, 'care_test', await postgresTemplate(adminUrl));
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
  return {
    database,
    url: fresh.url,
    async drop() {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A PostgreSQL database beside the one `adminUrl` names, empty or a copy of `template`, and how to
 * drop it. Used by the server tests and by the e2e suite's server.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // Wait for the pool's sockets to go, so a forced drop never kills a connection that would
      // then report an unhandled error.
      await waitUntilUnused(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
