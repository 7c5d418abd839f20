/**
 * The portal's sync client for a real browser: the engine in its worker (or, for the benchmark's
 * comparison, on the main thread), bound to the tab's session. Called once by app/bootstrap.ts.
 */
import { createSyncClient, type EngineRemote, type SyncClient } from '../../sync/client/index.ts';
import { bindSyncSession, type SyncSessionOptions } from './sync-session.ts';
import { createWorkerRemote, type SyncEndpoints } from './worker-remote.ts';

/** `localStorage.setItem('syncEngine', 'main')` runs the engine on the main thread instead of the worker. */
export const SYNC_ENGINE_STORAGE_KEY = 'syncEngine';

export type EnginePlacement = 'worker' | 'main';

export function enginePlacement(storage: Pick<Storage, 'getItem'>): EnginePlacement {
  try {
    return storage.getItem(SYNC_ENGINE_STORAGE_KEY) === 'main' ? 'main' : 'worker';
  } catch {
    return 'worker';
  }
}

export interface BrowserSyncOptions extends Omit<SyncSessionOptions, 'remote'> {
  /** The API base, e.g. https://api.example.org/api; socket.io listens on the same origin. */
  apiBase: string;
  localStorage: Pick<Storage, 'getItem'>;
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

export function createBrowserSync({ apiBase, localStorage, ...session }: BrowserSyncOptions): SyncClient {
  const endpoints = { apiBase, socketUrl: new URL(apiBase).origin };
  const remote = enginePlacement(localStorage) === 'main' ? lazyMainThreadRemote(endpoints) : createWorkerRemote(endpoints);
  bindSyncSession({ remote, ...session });
  return createSyncClient(remote);
}
