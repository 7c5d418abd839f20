/**
 * The engine wired for a browser (fetch, socket.io, one frame throttle for every query) behind the
 * EngineRemote interface. The sync worker exposes it over comlink; the benchmark's main-thread
 * variant runs the very same wiring on the UI thread, so the two differ only in where they run.
 *
 * With a snapshot storage (IndexedDB, in the worker) the store outlives the page: the first
 * session restores what this user saw before (queries asked for meanwhile wait for it, so the
 * first screen paints from it, then are built one task each) and catches up from the change log;
 * signing out wipes it.
 */
import { createLocalRemote } from './client/local-remote.ts';
import type { EngineRemote } from './client/remote.ts';
import { createFrameThrottle } from './frame-throttle.ts';
import { createPersistence } from './persistence/persistence.ts';
import { queriesAfterRestore } from './persistence/restore-turns.ts';
import { createSessionKeeper } from './persistence/session-keeper.ts';
import type { SnapshotStorage } from './persistence/storage.ts';
import { systemClock, type Connectivity } from './ports.ts';
import { LIVE_QUERIES, type LiveQueryName } from './queries/index.ts';
import { createFetchHttp, type Session } from './transport/http.ts';
import { createSocketSource } from './transport/socket-source.ts';

export interface BrowserEngineOptions {
  apiBase: string;
  socketUrl: string;
  /** Where the store is kept between page loads; none: nothing is kept. */
  storage?: SnapshotStorage;
  connectivity?: Connectivity;
  /** How long a page no screen uses stays loaded (the engine's default when absent). */
  pageIdleMs?: number;
}

export function createBrowserEngine(endpoints: BrowserEngineOptions): EngineRemote {
  let session: Session | undefined;
  const http = createFetchHttp({ apiBase: endpoints.apiBase.replace(/\/$/, ''), session: () => session });
  const socket = createSocketSource({ url: endpoints.socketUrl, session: () => session });
  const frames = createFrameThrottle(systemClock);
  /** The stored copy follows the session (set below, once the engine exists). */
  let keepFor: (next: Session | undefined) => void = () => undefined;
  const remote = createLocalRemote(
    {
      // One throttle for every query: the diffs one change causes flush in the same task, and so
      // reach the UI thread in one message (client/batched-remote.ts) and one React commit.
      http,
      changes: socket,
      clock: systemClock,
      frameScheduler: () => frames,
      ...(endpoints.connectivity ? { connectivity: endpoints.connectivity } : {}),
      ...(endpoints.pageIdleMs ? { pageIdleMs: endpoints.pageIdleMs } : {}),
    },
    (next) => {
      // A renewed token goes to the live socket; a new sign-in connects; signing out disconnects.
      const renewed = session && next && session.token !== next.token;
      session = next;
      if (!next) socket.disconnect();
      else if (renewed) socket.refreshToken(next.token);
      else socket.connect();
      keepFor(next);
    },
  );
  // The browser knows at once that the network is gone; socket.io's heartbeat takes up to 45 s
  // (25 s between pings, 20 s to wait) to notice. Meanwhile the socket looks alive, so nothing is
  // read from the change log until it gives up. Offline closes it; back online it reconnects, and
  // the engine catches up as on any reconnect.
  endpoints.connectivity?.watch?.((online) => {
    if (!session) return;
    if (online) socket.connect();
    else socket.disconnect();
  });
  const persistence =
    endpoints.storage &&
    createPersistence({
      store: remote.engine.store,
      feed: remote.engine.feed,
      pages: remote.engine.pages,
      storage: endpoints.storage,
      clock: systemClock,
    });
  void persistence?.preload();
  const keeper = persistence && createSessionKeeper(persistence, remote.engine.feed, systemClock);
  if (keeper) keepFor = (next) => keeper.onSession(next);
  const ready = () => keeper?.ready;
  const queue = queriesAfterRestore(ready);
  /** The first screen's queries: when each was asked and built are User Timing measures (the warm-reload benchmark reads them); a bounded few, so the timeline does not grow all day. */
  let measured = 0;

  return {
    ...remote,
    subscribe: async (name, params, listener) => {
      const asked = performance.now();
      await queue.turn(LIVE_QUERIES[name as LiveQueryName]?.paintsFirst === true);
      const id = await remote.subscribe(name, params, listener);
      if (measured++ < FIRST_SCREEN_QUERIES)
        performance.measure(`sync:query:${name}`, { start: asked, end: performance.now() });
      return id;
    },
    mutate: async (name, args) => {
      await ready();
      return remote.mutate(name, args);
    },
  };
}

/** How many of the worker's first queries are timed (the docket asks for nine). */
const FIRST_SCREEN_QUERIES = 16;
