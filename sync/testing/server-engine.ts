/**
 * The engine under test on the real server: one server for the engine's test files
 * (shared-server.ts: server/testing/harness.ts, the real app on a database copied from the migrated
 * PGlite template), a new organisation per test (the server's factories make it and whatever the
 * test seeds), and an engine signed in as one of its users. HTTP goes through the server's handlers in process (Fastify's inject); the
 * socket is a real socket.io connection to the server, so the changes the engine hears are the
 * ones the server publishes to that user's rooms.
 *
 * Time: the engine's clock is the test's (`clock.advance`), and the server reads the same clock, so
 * its timestamps, due work and simulated carrier follow the test (two writes without an `advance`
 * between them are stamped alike).
 *
 * @example
 *   const sync = engineOnServer({ seed: ({ db, org }) => createTodo(db, org) });
 *   it('...', async () => {
 *     const todos = await sync.open<FollowUpRow>('docketFollowUps', { guideId: sync.org.guide.id, ... });
 *     await sync.confirm(sync.engine.mutate('snoozeTodo', { todoId: ... }));
 *   });
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import type { Db } from '../../server/db/connect.ts';
import type { TestOrganisation, TestUser } from '../../server/testing/factories.ts';
import type { TestServer } from '../../server/testing/harness.ts';
import { createSyncEngine, type SyncEngine } from '../engine.ts';
import type { Http } from '../ports.ts';
import { createSocketSource, type SocketSource } from '../transport/socket-source.ts';
import { screen, type Screen } from './engine-screen.ts';
import { heldEvents, heldRequests, lazilySignedIn, signedIn } from './held-ports.ts';
import { manualClock, manualFrames } from './manual-ports.ts';
import { acquireServer, releaseServer, useClock } from './shared-server.ts';

/** How long `settled` waits for the engine's requests and the socket's events before it fails the test. */
const SETTLE_TIMEOUT_MS = 10_000;

export interface Seeding {
  t: TestServer;
  db: Db;
  org: TestOrganisation;
  /** The server's API as a user of the organisation, for what no factory makes (or should make). */
  as(user: TestUser): Http;
}

export interface ServerEngine {
  /** The server (shared by the engine's test files; set in `beforeAll`). */
  t: TestServer;
  db: Db;
  /** This test's organisation. */
  org: TestOrganisation;
  /** Who the engine is signed in as. */
  user: TestUser;
  engine: SyncEngine;
  frames: ReturnType<typeof manualFrames>;
  clock: ReturnType<typeof manualClock>;
  /** Subscribes a screen to a live query and lets its pages land. */
  open<Row extends { id: string }>(name: Parameters<SyncEngine['subscribe']>[0], params: object): Promise<Screen<Row>>;
  /** Waits for a write, then for everything it set off (its changes, the reads they cause) to land. */
  confirm(done: Promise<unknown>): Promise<void>;
  /** Waits until no request of the engine is in flight and it has applied every change the server has for its user. */
  settled(): Promise<void>;
  /** The server's API as another user, by contract: a write made elsewhere (another guide, a supervisor). */
  as(user: TestUser): Http;
  /** The engine's requests so far, as `GET /users/…` (the path filled in, no query). */
  requests: string[];
  /**
   * The engine's requests wait until `release()`: before reaching the server (what is optimistic
   * shows), or with `'answers'` after it has answered (an answer read before a change, handed over after it).
   */
  hold(what?: 'requests' | 'answers'): void;
  release(): void;
  /** The engine's next request fails as a dropped connection would, before it reaches the server (status 0). */
  dropNextRequest(): void;
  /** The socket's events wait (a slow socket) until `releaseSocket()`, which delivers them in order. */
  holdSocket(): void;
  releaseSocket(): void;
  /** Starts over as another user of the organisation: a new engine, store and socket (the same clock). */
  signIn(user: TestUser): Promise<void>;
}

export interface ServerEngineOptions {
  /** Fills this test's organisation before the engine starts (the server's factories, or its API). */
  seed?: (seeding: Seeding) => Promise<unknown>;
  /** The user the engine signs in as (default: the organisation's guide). */
  signedInAs?: (org: TestOrganisation) => TestUser;
}

/** The real server (shared-server.ts), and a new organisation and engine over it before each test. */
export function engineOnServer(options: ServerEngineOptions = {}): ServerEngine {
  let server: TestServer | undefined;
  let socket: SocketSource | undefined;
  let testClock: ReturnType<typeof manualClock> | undefined;
  const current = {} as ServerEngine;

  beforeAll(async () => {
    server = await acquireServer();
  });
  afterAll(() => releaseServer());

  beforeEach(async () => {
    const t = server!;
    const db = t.testDb.database.db;
    // The test's time starts before its seed, so what the seed writes through the API is stamped by it.
    testClock = manualClock();
    useClock(testClock);
    const org = await t.organisation();
    const as = (user: TestUser) => lazilySignedIn(t, user);
    await options.seed?.({ t, db, org, as });
    Object.assign(current, { t, db, org, as });
    await signIn(options.signedInAs?.(org) ?? org.guide);
  });

  /** A new engine (new store and socket, the test's clock) signed in as `user`, replacing the test's current one. */
  async function signIn(user: TestUser): Promise<void> {
    socket?.disconnect();
    const t = server!;
    const clock = testClock!;
    const frames = manualFrames();
    const http = signedIn(t, await t.token(user, {}, { expiresInSeconds: 3600 }));
    const gate = heldRequests(http);
    const source = createSocketSource({ url: t.baseUrl, session: () => ({ token: http.token }) });
    socket = source;
    const events = heldEvents(source);
    const engine = createSyncEngine({
      http: gate.http,
      changes: events.changes,
      clock,
      frameScheduler: () => frames.schedule,
    });
    await connected(source);

    const settled = async () => {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      const waiting = (why: string) => {
        if (Date.now() > deadline) throw new Error(`the engine did not settle in ${SETTLE_TIMEOUT_MS} ms: ${why}`);
      };
      for (;;) {
        // Quiet for a few turns in a row: a request that lands may start another (a heal, a re-ask).
        for (let quiet = 0; quiet < 3;) {
          await pause(2);
          frames.run();
          quiet = gate.inFlight() === 0 ? quiet + 1 : 0;
          waiting(`${gate.inFlight()} requests in flight`);
        }
        const cursor = engine.stats().cursor;
        // Held events are the test's to release: nothing more is waited for.
        if (cursor === undefined || events.holding()) return;
        const { body } = await http.call(OPERATIONS.syncChanges, { query: { since: cursor, limit: 1 } });
        if (body.changes.length === 0) return;
        // The socket is still carrying a change meant for this user.
        waiting(`the cursor is at ${cursor}, the server has ${body.head}`);
        await pause(5);
      }
    };

    Object.assign(current, {
      user,
      engine,
      frames,
      clock,
      async open<Row extends { id: string }>(name: Parameters<SyncEngine['subscribe']>[0], params: object) {
        const view = screen<Row>();
        engine.subscribe(name, params as never, view.listener as never);
        await settled();
        return view;
      },
      async confirm(done: Promise<unknown>) {
        await done;
        await settled();
      },
      settled,
      requests: gate.requests,
      hold: (what: 'requests' | 'answers' = 'requests') => gate.hold(what),
      release: () => gate.release(),
      dropNextRequest: () => gate.dropNext(),
      holdSocket: () => events.hold(),
      releaseSocket: () => events.release(),
      signIn,
    } satisfies Omit<ServerEngine, 't' | 'db' | 'org' | 'as'>);
  }

  afterEach(() => {
    socket?.disconnect();
    socket = undefined;
    useClock(undefined);
  });

  return current;
}

function connected(socket: SocketSource): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket did not connect in 10 s')), 10_000);
    socket.onStatus((status) => {
      if (status !== 'connected') return;
      clearTimeout(timer);
      resolve();
    });
    socket.connect();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
