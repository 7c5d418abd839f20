/**
 * The real server (`server/main.ts`) as a child process we can kill -9: Node itself with tsx's
 * loader (not the tsx wrapper, whose PID is not the server's), on a fixed port and data, so a
 * restart serves the same issuer and database as the process it replaces.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;

export interface ServerProcessOptions {
  port: number;
  /** PostgreSQL; unset: PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Demo members to seed on an empty database (the e2e tests sign in as the demo accounts); none by default. */
  seedMembers?: number;
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** SIGKILL: no shutdown hook runs, open transactions die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its database cleanly. */
  stop(): Promise<void>;
  /** The process's stdout and stderr so far (to explain a failed start). */
  output(): string;
}

export function baseUrlOf(port: number): string {
  return `http://127.0.0.1:${port}`;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const baseUrl = baseUrlOf(options.port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      SEED_MEMBERS: String(options.seedMembers ?? 0),
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'dist',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitUntilUp(`${baseUrl}/api/client-config`, child, () => output);
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return { baseUrl, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), output: () => output };
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output().slice(-4000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${output().slice(-4000)}`);
}
