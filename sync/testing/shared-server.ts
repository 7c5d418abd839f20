/**
 * One real server for the engine's test files of this worker (server-engine.ts uses it): vitest runs
 * them one after another over a module graph they share (`isolate: false`), so the first file starts
 * it and the files after it reuse it; it closes once no file has used it for half a minute (the
 * protocol tests' files run between them). A database and an app take seconds to start, an
 * organisation milliseconds, and each test has an organisation of its own, so nothing a file leaves
 * behind is seen by another. Its clock is the running test's (`useClock`).
 */
import { startTestServer, type TestServer } from '../../server/testing/harness.ts';
import type { Clock } from '../ports.ts';

const IDLE_CLOSE_MS = 30_000;
let shared: Promise<TestServer> | undefined;
let sharers = 0;
let idleClose: ReturnType<typeof setTimeout> | undefined;
let testClock: Clock | undefined;

/** The server's time from now on: the test's clock, or the system's between tests. */
export function useClock(clock: Clock | undefined): void {
  testClock = clock;
}

export function acquireServer(): Promise<TestServer> {
  sharers++;
  clearTimeout(idleClose);
  if (!shared) {
    // The server's time is the test's: what it stamps and what its carrier schedules follow `clock.advance`.
    const starting = startTestServer('pglite', { clock: { now: () => new Date(testClock?.now() ?? Date.now()) } });
    starting.catch(() => (shared = undefined));
    shared = starting;
  }
  return shared;
}

export function releaseServer(): void {
  sharers--;
  const closing = shared;
  if (sharers > 0 || !closing) return;
  idleClose = setTimeout(() => {
    if (sharers > 0 || shared !== closing) return;
    shared = undefined;
    void closing.then((t) => t.close());
  }, IDLE_CLOSE_MS);
  // The run may end meanwhile: the worker goes, and the in-memory database with it.
  idleClose.unref();
}
