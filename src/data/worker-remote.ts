/**
 * The sync engine in its dedicated worker (workers/sync.worker.ts), reached over comlink. The
 * worker owns the socket, the REST paging and the store; this side only relays calls. The live
 * queries' messages come back through one comlink proxy, a batch per worker task
 * (sync/client/batched-remote.ts).
 */
import * as Comlink from 'comlink';
import { receiveBatches, type BatchedEngineRemote, type EngineRemote } from '../../sync/client/index.ts';

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
  const query = {
    api: endpoints.apiBase,
    socket: endpoints.socketUrl,
    ...(endpoints.pageIdleMs ? { idle: String(endpoints.pageIdleMs) } : {}),
  };
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
  const remote = Comlink.wrap<BatchedEngineRemote>(worker);
  // One proxied listener for every query: the worker sends each task's diffs together.
  const { subscribe, unsubscribe } = receiveBatches({
    listen: (deliver) => remote.listen(Comlink.proxy(deliver)),
    subscribeAs: (subscription, name, params) => remote.subscribeAs(subscription, name, params),
    unsubscribeAs: (subscription) => remote.unsubscribeAs(subscription),
  });
  return {
    subscribe,
    unsubscribe,
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
