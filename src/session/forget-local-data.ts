/**
 * What a sign-out leaves behind on this device: nothing. The sync engine keeps the user's data in
 * IndexedDB between page loads (sync/persistence); signing out deletes that database before the
 * page leaves for the identity provider, so the next person on this browser starts empty. The
 * worker closes its connection when asked, so the delete is not blocked; it gives up after 2 s
 * rather than hold the sign-out (the worker wipes its copy as well when the session ends).
 */
import { deleteSyncDatabase } from '../../sync/persistence/indexeddb.ts';

export function forgetLocalData(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<void> {
  return deleteSyncDatabase(factory);
}
