/**
 * The portal's sync client for a real browser: the engine in its worker (or, for the benchmark's
 * comparison, on the main thread), started by the page's entry (src/main.tsx) and bound to the tab's session
 * by app/bootstrap.ts.
 */
import { createSyncClient, type EngineRemote, type SyncClient } from '../../sync/client/index.ts';
import { bindSyncSession, type SyncSessionOptions } from './sync-session.ts';
import { createWorkerRemote, type SyncEndpoints } from './worker-remote.ts';

/** `localStorage.setItem('syncEngine', 'main')` runs the engine on the main thread instead of the worker. */
export const SYNC_ENGINE_STORAGE_KEY = 'syncEngine';

export type EnginePlacement = 'worker' | 'main';

/** Set by the benchmark only: expose the page's sync client as `globalThis.__syncClient`. */
export const SYNC_CLIENT_HOOK_STORAGE_KEY = 'syncClientHook';

/**
 * Set by the benchmark only: how long a page no screen uses stays loaded, in ms. Its store must
 * hold 100,000 entities while it measures, and loading them takes longer than the default idle time.
 */
export const SYNC_PAGE_IDLE_STORAGE_KEY = 'syncPageIdleMs';

function readFlag(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function enginePlacement(storage: Pick<Storage, 'getItem'>): EnginePlacement {
  return readFlag(storage, SYNC_ENGINE_STORAGE_KEY) === 'main' ? 'main' : 'worker';
}

/**
 * The main-thread engine, loaded only when asked for: the store, the socket client and their
 * dependencies stay out of the portal's bundle (the worker has its own copy). Calls made before it
 * has loaded wait for it, in order.
 */
function lazyMainThreadRemote(endpoints: SyncEndpoints): EngineRemote {
  const loading = import('./main-thread-remote.ts').then((module) => module.createMainThreadRemote(endpoints));
  return {
    subscribe: async (name, params, listener) => (await loading).subscribe(name, params, listener),
    unsubscribe: async (id) => (await loading).unsubscribe(id),
    mutate: async (name, args) => (await loading).mutate(name, args),
    setSession: async (session) => (await loading).setSession(session),
    wake: async () => (await loading).wake(),
    stats: async () => (await loading).stats(),
  };
}

/**
 * Starts the sync engine (its worker, unless the flag puts it on the main thread). Called first thing on a page
 * load, before the page's language, configuration and session: the worker's own start (its code evaluated, the
 * stored copy read) is the longest step before a reload's first row, and needs none of them.
 */
export function startSyncEngine({
  apiBase,
  localStorage,
}: {
  /** The API base, e.g. https://api.example.org/api; socket.io listens on the same origin. */
  apiBase: string;
  localStorage: Pick<Storage, 'getItem'>;
}): EngineRemote {
  const pageIdleMs = Number(readFlag(localStorage, SYNC_PAGE_IDLE_STORAGE_KEY)) || undefined;
  const endpoints = { apiBase, socketUrl: new URL(apiBase).origin, ...(pageIdleMs ? { pageIdleMs } : {}) };
  return enginePlacement(localStorage) === 'main' ? lazyMainThreadRemote(endpoints) : createWorkerRemote(endpoints);
}

export interface BrowserSyncOptions extends SyncSessionOptions {
  remote: EngineRemote;
  localStorage: Pick<Storage, 'getItem'>;
}

/** The page's sync client over a started engine (`startSyncEngine`), bound to the tab's session. */
export function createBrowserSync({ localStorage, ...session }: BrowserSyncOptions): SyncClient {
  bindSyncSession(session);
  const client = createSyncClient(session.remote);
  // The benchmark (test/bench/browser.ts) loads the store through the page's client (members, feeds,
  // calls); only a page that asked for it, by a flag the bench sets, exposes it.
  if (readFlag(localStorage, SYNC_CLIENT_HOOK_STORAGE_KEY))
    (globalThis as { __syncClient?: SyncClient }).__syncClient = client;
  return client;
}
