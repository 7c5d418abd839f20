/**
 * Starts the real server (real HTTP, real database, embedded identity provider) for a test, and
 * gives it signed-in clients. Tokens are minted with the provider's own signing key, so they are
 * exactly what the provider would issue; token tests tamper with them from there.
 */
import { createServer as createNetServer } from 'node:net';
import type { HTTPMethods } from 'fastify';
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

/** `fetch`'s shape, for requests to the test server. */
export type Transport = (url: URL, init?: RequestInit) => Promise<Response>;

export interface TestServer {
  server: Server;
  baseUrl: string;
  config: ServerConfig;
  testDb: TestDatabase;
  token: TokenMinter;
  /** A new organisation of its own in this server's database: what a test that changes data starts from. */
  organisation(name?: string): Promise<TestOrganisation>;
  /** How `request` reaches the server: in process; a test may wrap it (the mass-assignment walk does). */
  transport: Transport;
  /**
   * A JSON request as a signed-in user (its token reused while valid); `as` adds the impersonation
   * header; `raw` is a body sent as it is, with the `content-type` of `headers` (text by default).
   */
  request(
    user: { id: string; email?: string } | null,
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; as?: string; headers?: Record<string, string> },
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
  const signedIn = reusedTokens(token);

  const testServer: TestServer = {
    server,
    baseUrl,
    config,
    testDb,
    token,
    organisation: (name) => createOrganisation(testDb.database.db, name),
    transport: inProcess(server),
    // In process (`transport`, Fastify's inject): the same hooks, parsers and handlers as a socket,
    // without the socket; the walks send thousands of requests. Tests of the wire use `baseUrl`.
    async request(user, method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (user) headers.authorization = `Bearer ${await signedIn(user)}`;
      if (opts.as) headers[IMPERSONATION_HEADER] = opts.as;
      if (opts.raw !== undefined) headers['content-type'] ??= 'text/plain';
      else if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const response = await testServer.transport(new URL(`${baseUrl}/api${path}`), {
        method,
        headers,
        body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
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
  return testServer;
}

/** A `fetch` to this server that never leaves the process (Fastify's inject). */
function inProcess(server: Server): Transport {
  return async (url, init = {}) => {
    const response = await server.app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: typeof init.body === 'string' || init.body instanceof Uint8Array ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, String(one));
    // A Response refuses a body (even an empty one) with a null-body status.
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/**
 * A user's plain token, signed once and reused while it has a minute left: RS256 signing is most of
 * a request's cost in the walks, and a genuine client also reuses its token. Tests of tokens
 * themselves mint their own with `token(user, claims)`.
 */
function reusedTokens(token: TokenMinter): (user: { id: string; email?: string }) => Promise<string> {
  const minted = new Map<string, { token: Promise<string>; until: number }>();
  return (user) => {
    const key = `${user.id} ${user.email ?? ''}`;
    const held = minted.get(key);
    if (held && held.until > Date.now()) return held.token;
    const made = { token: token(user), until: Date.now() + 9 * 60_000 };
    minted.set(key, made);
    return made.token;
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
