/**
 * Where the engine's store is kept between page loads: the rows and the change-log position they
 * were read at, for one signed-in user. An interface, so engine tests run on the in-memory copy
 * below and the worker on IndexedDB (`indexeddb.ts`).
 */
import type { EntityKind } from '../../domain/index.ts';

/** Bumped when the stored rows' shape changes (derived fields, normalization): an older copy is dropped, never read. */
export const SNAPSHOT_FORMAT = 2;

export interface PersistedRow {
  /** `${entity}:${id}` */
  key: string;
  entity: EntityKind;
  id: string;
  row: { id: string };
  /**
   * The keys of the pages that held the row when it was saved. A restored row stands for those
   * pages until they have loaded again: one they no longer list is dropped (persistence.ts).
   */
  pages: readonly string[];
}

export interface PersistedMeta {
  format: number;
  /** Whose data this is (`sessionScope`): another user's session never reads it. */
  scope: string;
  /** The change-log position every stored row is at least as new as: the catch-up starts here. */
  cursor: number;
  savedAt: number;
}

export interface StoredSnapshot {
  meta: PersistedMeta | undefined;
  rows: PersistedRow[];
}

export interface SnapshotStorage {
  load(): Promise<StoredSnapshot>;
  /** One atomic batch: rows put, keys deleted, and (last batch of a save) the meta. */
  write(puts: readonly PersistedRow[], deletes: readonly string[], meta: PersistedMeta | undefined): Promise<void>;
  /** Everything goes (sign-out, another user, an old format). */
  clear(): Promise<void>;
}

/** For tests: the same contract in memory; `data` survives "reloads" by handing it to the next engine. */
export function createMemoryStorage(): SnapshotStorage & {
  readonly rows: Map<string, PersistedRow>;
  meta: PersistedMeta | undefined;
  writes: number;
} {
  const rows = new Map<string, PersistedRow>();
  const storage = {
    rows,
    meta: undefined as PersistedMeta | undefined,
    writes: 0,
    async load() {
      return { meta: storage.meta && { ...storage.meta }, rows: [...rows.values()].map((row) => structuredClone(row)) };
    },
    async write(puts: readonly PersistedRow[], deletes: readonly string[], meta: PersistedMeta | undefined) {
      storage.writes++;
      for (const row of puts) rows.set(row.key, structuredClone(row));
      for (const key of deletes) rows.delete(key);
      if (meta) storage.meta = { ...meta };
    },
    async clear() {
      rows.clear();
      storage.meta = undefined;
    },
  };
  return storage;
}
