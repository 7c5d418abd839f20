/**
 * A @tanstack/db collection the engine feeds by hand: its sync hook only hands over the write
 * handle (begin, write, commit) and marks the collection ready; every row comes from the store.
 * Indexed eagerly, since live queries join on these collections.
 */
import { BasicIndex, createCollection, type Collection } from '@tanstack/db';

export interface WriteHandle<T> {
  begin(): void;
  write(message: { type: 'insert' | 'update' | 'delete'; value: T }): void;
  commit(): void;
}

export function handFedCollection<T extends object>(
  id: string,
  getKey: (row: T) => string,
): { collection: Collection<T, string>; handle: () => WriteHandle<T> } {
  let handle: WriteHandle<T> | undefined;
  const collection = createCollection<T, string>({
    id,
    getKey,
    startSync: true,
    autoIndex: 'eager',
    defaultIndexType: BasicIndex,
    sync: {
      sync: (given) => {
        handle = given as unknown as WriteHandle<T>;
        given.markReady();
      },
    },
  });
  return {
    collection,
    handle: () => {
      if (!handle) throw new Error(`The ${id} collection has not started its sync`);
      return handle;
    },
  };
}
