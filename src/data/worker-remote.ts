/**
 * The sync engine in its dedicated worker (workers/sync.worker.ts), reached over comlink. The
 * worker owns the socket, the REST paging and the store; this side only relays calls, with the
 * listeners wrapped as comlink proxies so the worker can call back across the boundary.
 */
import * as Comlink from 'comlink';
import type { EngineRemote } from '../../sync/client/index.ts';

export interface SyncEndpoints {
  /** The API base, e.g. https://api.example.org/api (see src/api/base-url.ts). */
  apiBase: string;
  /** Where socket.io listens: the API's origin. */
  socketUrl: string;
  /** How long a page no screen uses stays loaded (the engine's default when absent; the benchmark sets it). */
  pageIdleMs?: number;
}

export interface WorkerRemote extends EngineRemote {
  /** Stops the worker (its socket closes with it). */
  terminate(): void;
}

/**
 * Starts the sync worker. Vite bundles a worker only when it sees the literal
 * `new Worker(new URL('…', import.meta.url), …)` form and swaps in the built file's address, so
 * that form stays literal. It leaves no room for the query the worker reads its configuration from
 * (`?api=`, `?socket=`, `?idle=`), hence `Worker` below is a local subclass that appends the query to
 * whatever address Vite put there.
 */
function startSyncWorker(endpoints: SyncEndpoints): Worker {
  const query = { api: endpoints.apiBase, socket: endpoints.socketUrl, ...(endpoints.pageIdleMs ? { idle: String(endpoints.pageIdleMs) } : {}) };
  const Worker = class extends globalThis.Worker {
    constructor(url: URL, options: WorkerOptions) {
      const configured = new URL(url);
      for (const [key, value] of Object.entries(query)) configured.searchParams.set(key, value);
      super(configured, options);
    }
  };
  return new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * @example
 *   const remote = createWorkerRemote({ apiBase: 'http://localhost:8080/api', socketUrl: 'http://localhost:8080' });
 *   const client = createSyncClient(remote);
 */
export function createWorkerRemote(endpoints: SyncEndpoints): WorkerRemote {
  const worker = startSyncWorker(endpoints);
  const remote = Comlink.wrap<EngineRemote>(worker);
  return {
    subscribe: (name, params, listener) => remote.subscribe(name, params, Comlink.proxy(listener)),
    unsubscribe: (id) => remote.unsubscribe(id),
    // Comlink's Remote<> drops mutate's type parameter; the WorkerRemote signature above keeps callers typed.
    mutate: (name, args) => remote.mutate(name, args as never),
    setSession: (session) => remote.setSession(session),
    wake: () => remote.wake(),
    stats: () => remote.stats(),
    terminate() {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
