/**
 * Starts the real server as a child process, one per Playwright worker, each on a free port with a
 * fresh database of its own (so two workers never see each other's changes), waits for them to
 * answer, and returns the teardown that stops them. Tests find theirs through E2E_BASE_URLS (one
 * address per worker, in worker order), which Playwright's workers inherit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
}

/**
 * With DATABASE_URL set (CI), the server runs on a fresh PostgreSQL database made for this run and
 * dropped afterwards, so the e2e suite covers the production path; otherwise on PGlite.
 */
async function freshPostgres(adminUrl: string | undefined): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!adminUrl) return { drop: async () => undefined };
  const { createPostgresDatabase } = await import('../../server/testing/databases.ts');
  return createPostgresDatabase(adminUrl, 'care_e2e');
}

/** The built app the servers serve: dist/, or E2E_DIST (absolute, or from the checkout) when two builds share one tree. */
const DIST = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist');

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error(`${DIST}/ is missing: run \`npx vite build\` first (npm run test:e2e does).`);
  const servers = await Promise.allSettled(Array.from({ length: config.workers }, () => startServer()));
  const started = servers.flatMap((server) => (server.status === 'fulfilled' ? [server.value] : []));
  const failed = servers.find((server) => server.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((server) => server.stop()));
    throw failed.reason;
  }
  process.env.E2E_BASE_URLS = started.map((server) => server.baseUrl).join(',');
  return async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
}

/** One server with its own database, seeded as the demo is. */
async function startServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'care-portal-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const database = await freshPostgres(process.env.DATABASE_URL);

  // Node itself with tsx's loader (not the tsx wrapper or npx), so the PID we hold is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url ?? '',
      // Each server is its own deployment (own database, same organisations): on a shared Redis its
      // socket events must not reach the other servers' browsers.
      REDIS_CHANNEL_PREFIX: `e2e-${port}:`,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(dataDir, 'db'),
      SEED_MEMBERS: '150',
      LOG_LEVEL: 'warn',
      STATIC_DIR: DIST,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitUntilUp(`${baseUrl}/api/client-config`, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    await database.drop().catch(() => undefined);
    throw error;
  }

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}
