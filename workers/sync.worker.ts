/**
 * The sync worker: owns the socket, the REST paging and the store, and exposes the engine to the
 * UI thread over comlink. Its API base and socket URL come from its own address's query. The store
 * is kept in IndexedDB between page loads (sync/persistence), and the worker's
 * network state queues offline writes.
 */
import * as Comlink from 'comlink';
import { batchLiveMessages, createBrowserEngine, createIndexedDbStorage } from '../sync/index.ts';

const query = new URL(self.location.href).searchParams;
const apiBase = new URL(query.get('api') ?? '/api', self.location.origin).toString();
const socketUrl = query.get('socket') ?? self.location.origin;
/** The benchmark's longer page idle time (src/data/browser-sync.ts); the engine's default otherwise. */
const pageIdleMs = Number(query.get('idle')) || undefined;

/**
 * navigator.onLine follows the network in a worker, but Chromium fires no online or offline event
 * there (seen with Playwright's offline emulation): it is also checked once a second while watched.
 */
function watchNetwork(listener: (online: boolean) => void): () => void {
  let last = self.navigator.onLine;
  const check = () => {
    if (self.navigator.onLine === last) return;
    last = self.navigator.onLine;
    listener(last);
  };
  const timer = setInterval(check, 1000);
  self.addEventListener('online', check);
  self.addEventListener('offline', check);
  return () => {
    clearInterval(timer);
    self.removeEventListener('online', check);
    self.removeEventListener('offline', check);
  };
}

const connectivity = {
  online: () => self.navigator.onLine,
  whenOnline: () =>
    new Promise<void>((resolve) => {
      if (self.navigator.onLine) return resolve();
      const stop = watchNetwork((online) => {
        if (!online) return;
        stop();
        resolve();
      });
    }),
  watch: watchNetwork,
};

/** createIndexedDbStorage() is undefined where IndexedDB is missing: the store then lives in memory only. */
const storage = createIndexedDbStorage();
// Live-query messages go to the UI thread a batch per task (sync/client/batched-remote.ts).
Comlink.expose(
  batchLiveMessages(
    createBrowserEngine({
      apiBase,
      socketUrl,
      connectivity,
      ...(storage ? { storage } : {}),
      ...(pageIdleMs ? { pageIdleMs } : {}),
    }),
  ),
);
