/**
 * Starts the real server (real HTTP, real database, embedded identity provider) for a test, and
 * gives it signed-in clients. Tokens are minted with the provider's own signing key, so they are
 * exactly what the provider would issue; token tests tamper with them from there.
 */
import { createServer as createNetServer } from 'node:net';
import pg from 'pg';
import { createServer, type Server } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { IMPERSONATION_HEADER } from '../auth/actor.ts';
import type { Clock } from '../http/context.ts';
import { createTestDatabase, type Dialect, type TestDatabase } from './databases.ts';
import { createOrganisation, type TestOrganisation } from './factories.ts';
import { createTokenMinter, type TokenMinter } from './tokens.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  server: Server;
  baseUrl: string;
  config: ServerConfig;
  testDb: TestDatabase;
  token: TokenMinter;
  /** A JSON request as a signed-in user; `as` adds the impersonation header. */
  /** A new organisation of its own in this server's database: what a test that changes data starts from. */
  organisation(name?: string): Promise<TestOrganisation>;
  request(
    user: { id: string; email?: string } | null,
    method: string,
    path: string,
    options?: { body?: unknown; as?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  testDb?: TestDatabase;
  redisUrl?: string;
  env?: Record<string, string>;
  /** The server's clock (default: the system's). */
  clock?: Clock;
  /** Due work does not tick in tests unless asked: they run it with `server.jobs.runOnce()`. */
  dueWorkIntervalMs?: number | null;
}

export async function startTestServer(dialect: Dialect, options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = options.testDb ?? (await createTestDatabase(dialect));
  const port = await freePort();
  const config = loadConfig(
    {
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: options.env?.LOG_LEVEL ?? 'silent',
      STATIC_DIR: 'dist',
    },
    { redisUrl: options.redisUrl },
  );
  const server = await createServer(config, {
    database: testDb.database,
    clock: options.clock,
    dueWorkIntervalMs: options.dueWorkIntervalMs ?? null,
  });
  await server.listen();
  const baseUrl = `http://127.0.0.1:${port}`;

  const token = await createTokenMinter(testDb.database.db, config);

  return {
    server,
    baseUrl,
    config,
    testDb,
    token,
    organisation: (name) => createOrganisation(testDb.database.db, name),
    async request(user, method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (user) headers.authorization = `Bearer ${await token(user)}`;
      if (opts.as) headers[IMPERSONATION_HEADER] = opts.as;
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    async close() {
      const watchdog = setTimeout(() => void reportSlowClose(server, testDb), SLOW_CLOSE_MS);
      try {
        await server.close();
        if (!options.testDb) await testDb.drop();
      } finally {
        clearTimeout(watchdog);
      }
    },
  };
}

/** A close slower than this is reported: a hook that times out says nothing about why. */
const SLOW_CLOSE_MS = 20_000;

/**
 * What a hanging close waits on: the server's step, its pool's clients and, on PostgreSQL, what
 * the test database's sessions are doing (test data only, so nothing private is printed).
 */
async function reportSlowClose(server: Server, testDb: TestDatabase): Promise<void> {
  const pool = (
    testDb.database.db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }
  ).$client;
  const lines = [
    `test server still closing after ${SLOW_CLOSE_MS / 1000} s, at step: ${server.closing ?? '(server closed; dropping the database)'}`,
  ];
  if (pool?.totalCount !== undefined)
    lines.push(`pool: ${pool.totalCount} clients, ${pool.idleCount} idle, ${pool.waitingCount} waiting`);
  lines.push(`active resources: ${process.getActiveResourcesInfo().join(', ')}`);
  if (testDb.url) {
    const name = new URL(testDb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    try {
      await admin.connect();
      const sessions = await admin.query(
        'select state, wait_event_type, wait_event, left(query, 200) as query from pg_stat_activity where datname = $1',
        [name],
      );
      for (const row of sessions.rows) lines.push(`session: ${JSON.stringify(row)}`);
    } catch (error) {
      lines.push(`pg_stat_activity unavailable: ${(error as Error).message}`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  console.error(lines.join('\n'));
}

/**
 * The usual start of a route suite: the real server, and two organisations to prove isolation
 * with. Tests that change data make their own organisation (`createOrganisation`) rather than
 * relying on what an earlier test left in these, so suites pass in any order.
 */
export async function startWithTwoOrganisations(
  dialect: Dialect,
): Promise<{ t: TestServer; tenant: TestOrganisation; other: TestOrganisation }> {
  const t = await startTestServer(dialect);
  const db = t.testDb.database.db;
  return { t, tenant: await createOrganisation(db, 'Alpha'), other: await createOrganisation(db, 'Beta') };
}

/**
 * Everything the server logs from now on (start it with `env: { LOG_LEVEL: 'info' }` to see every
 * request): for tests that prove what never reaches the log.
 */
export function captureLog(server: Server): () => string {
  // pino keeps its destination under a symbol described 'pino.stream' (not a package we depend on).
  const log = server.app.log as unknown as Record<symbol, { write(line: string): boolean }>;
  const streamSymbol = Object.getOwnPropertySymbols(log).find((s) => s.description === 'pino.stream');
  const stream = streamSymbol ? log[streamSymbol] : undefined;
  if (!stream) throw new Error('logger stream not found');
  const lines: string[] = [];
  stream.write = (line: string) => lines.push(line) > 0;
  return () => lines.join('');
}
