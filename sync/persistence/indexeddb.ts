/**
 * The snapshot storage over the raw IndexedDB API (no library: this runs in the sync worker and
 * should stay small). One database per browser profile and origin; it holds one user's copy at a
 * time (`PersistedMeta.scope`). The portal deletes the whole database on sign-out
 * (`SYNC_DATABASE_NAME`); this side closes its connection when asked to, so that delete is never blocked.
 */
import type { PersistedMeta, PersistedRow, SnapshotStorage, StoredSnapshot } from './storage.ts';

export const SYNC_DATABASE_NAME = 'care-portal-sync';
const ROWS = 'rows';
const META = 'meta';
const META_KEY = 'snapshot';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });

/** undefined where IndexedDB is missing (Node, some private modes): the engine then keeps nothing. */
export function createIndexedDbStorage(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  name = SYNC_DATABASE_NAME,
): SnapshotStorage | undefined {
  if (!factory) return undefined;
  let opening: Promise<IDBDatabase> | undefined;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(ROWS, { keyPath: 'key' });
        request.result.createObjectStore(META);
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another context deletes the database (sign-out): let it, and open afresh if asked again.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => {
        opening = undefined;
        reject(request.error);
      };
      request.onblocked = () => reject(new Error('blocked'));
    });
    return opening;
  }

  return {
    async load(): Promise<StoredSnapshot> {
      const db = await open();
      const transaction = db.transaction([ROWS, META], 'readonly');
      const [rows, meta] = await Promise.all([
        done(transaction.objectStore(ROWS).getAll() as IDBRequest<PersistedRow[]>),
        done(transaction.objectStore(META).get(META_KEY) as IDBRequest<PersistedMeta | undefined>),
      ]);
      return { meta, rows };
    },
    async write(puts, deletes, meta) {
      const db = await open();
      const transaction = db.transaction([ROWS, META], 'readwrite');
      const rows = transaction.objectStore(ROWS);
      for (const row of puts) rows.put(row);
      for (const key of deletes) rows.delete(key);
      if (meta) transaction.objectStore(META).put(meta, META_KEY);
      await finished(transaction);
    },
    async clear() {
      const db = await open();
      const transaction = db.transaction([ROWS, META], 'readwrite');
      transaction.objectStore(ROWS).clear();
      transaction.objectStore(META).clear();
      await finished(transaction);
    },
  };
}

/** Deletes the whole copy (the portal calls it on sign-out, before leaving the page). Resolves within `timeoutMs` whatever happens. */
export function deleteSyncDatabase(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  timeoutMs = 2000,
): Promise<void> {
  if (!factory) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    const request = factory.deleteDatabase(SYNC_DATABASE_NAME);
    request.onsuccess = finish;
    request.onerror = finish;
  });
}
