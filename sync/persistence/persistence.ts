/**
 * Keeps the engine's normalized store and its change-log position between page loads, so a
 * reload paints from what was seen before and only catches up from the change log.
 *
 * - Restore: rows go into the store as if read at the stored cursor, and the feed's cursor starts
 *   there; the catch-up (`GET /sync/changes?since=cursor`) replays everything after it in order,
 *   so a row stored newer than the cursor still ends right. Only a snapshot of the same scope
 *   (user, organisation, impersonation) and format, younger than `maxAgeMs`, is read; anything
 *   else is wiped first.
 * - Save: off the hot path. Writes only mark keys dirty; a save runs `saveDelayMs` later (or
 *   `saveDelayMs` after the previous one) and writes in batches of `batchSize` rows, one
 *   IndexedDB transaction each, the cursor last: an interrupted save leaves the older cursor,
 *   which every stored row is at least as new as.
 * - Mirror: a row the store let go (evicted, or deleted by a change) leaves the copy too, so no
 *   deleted row comes back on the next load. At most `maxRows` are kept.
 * - Confirm: a restored row is provisional until a page or a change writes it. The change log only
 *   tells this user what they may hear of, so a row can leave a list without a change reaching
 *   them (one private to another user, a window the server cut differently). When a page that held
 *   it at save time has loaded again without it, it is dropped: the screen ends as a cold load
 *   would show it. A row no page held goes when a page listing its kind has loaded without it.
 */
import type { EntityKind } from '../../domain/index.ts';
import type { ChangeFeed } from '../change-feed.ts';
import type { PageLoader, PageSpec } from '../page-loader.ts';
import type { Clock } from '../ports.ts';
import type { EntityStore } from '../store/entity-store.ts';
import type { StoreWrite } from '../store/rows.ts';
import { SNAPSHOT_FORMAT, type PersistedRow, type SnapshotStorage, type StoredSnapshot } from './storage.ts';

export interface PersistenceOptions {
  store: EntityStore;
  feed: ChangeFeed;
  storage: SnapshotStorage;
  clock: Clock;
  /** Which pages hold each row, and when a page has loaded: restored rows are confirmed against them. */
  pages?: Pick<PageLoader, 'onLoaded' | 'pagesHolding' | 'loadedSpecs'>;
  saveDelayMs?: number;
  batchSize?: number;
  maxRows?: number;
  maxAgeMs?: number;
  logger?: Pick<Console, 'warn'>;
}

export interface RestoreResult {
  restoredRows: number;
  cursor: number | undefined;
}

const rowKey = (entity: EntityKind, id: string) => `${entity}:${id}`;
const splitKey = (key: string) => {
  const at = key.indexOf(':');
  return { entity: key.slice(0, at) as EntityKind, id: key.slice(at + 1) };
};

export type Persistence = ReturnType<typeof createPersistence>;

/**
 * A User Timing measure (in the worker's own timeline): the warm-reload benchmark reads these to
 * tell how much of a reload went to reading the copy and to restoring it.
 */
function measureSince(name: string, start: number): void {
  globalThis.performance?.measure?.(name, { start, end: globalThis.performance.now() });
}
const now = () => globalThis.performance?.now?.() ?? 0;

export function createPersistence(options: PersistenceOptions) {
  const { store, feed, storage, clock } = options;
  const saveDelayMs = options.saveDelayMs ?? 2000;
  const batchSize = options.batchSize ?? 500;
  const maxRows = options.maxRows ?? 50_000;
  const maxAgeMs = options.maxAgeMs ?? 7 * 24 * 3600_000;
  const logger = options.logger ?? console;

  /** Read as soon as the worker starts, before any session: the disk read overlaps sign-in. */
  let preloaded: Promise<StoredSnapshot> | undefined;
  let scope: string | undefined;
  const persisted = new Set<string>();
  const dirty = new Set<string>();
  let timer: unknown;
  let saving: Promise<void> | undefined;
  /** Bumped by every wipe: a save started before it stops between batches. */
  let generation = 0;
  let restoring = false;
  /** Restored rows no page or change has written since: row key -> the pages that held it when saved. */
  const provisional = new Map<string, readonly string[]>();

  store.onWrite((writes: readonly StoreWrite[]) => {
    // Writes before the session's scope is known (an early socket event) are kept too, and saved once it is.
    if (restoring) return;
    for (const write of writes) {
      const key = rowKey(write.entity, write.id);
      dirty.add(key);
      provisional.delete(key);
    }
    scheduleSave();
  });
  // Rows the store let go without a write (evicted pages) leave the copy too. Told, not found by
  // scanning every stored key at each save: at 50,000 stored rows that scan was a worker task of
  // its own every two seconds, in the way of the next socket event.
  store.onForget((keys) => {
    for (const { entity, id } of keys) {
      const key = rowKey(entity, id);
      provisional.delete(key);
      if (persisted.has(key)) dirty.add(key);
    }
    scheduleSave();
  });
  options.pages?.onLoaded((spec) => dropUnconfirmed(spec));

  /** The page has loaded: restored rows it held and did not bring again are no longer the server's. */
  function dropUnconfirmed(spec: PageSpec): void {
    if (provisional.size === 0) return;
    const gone: { entity: EntityKind; id: string }[] = [];
    for (const [key, pages] of provisional) {
      const { entity, id } = splitKey(key);
      if (!pages.includes(spec.key) && !(pages.length === 0 && entity === spec.operation.lists)) continue;
      // The page brought it again (before the copy was read, at a newer head): confirmed.
      if (options.pages?.pagesHolding(key).includes(spec.key)) {
        provisional.delete(key);
        continue;
      }
      // Another page that held it has not loaded yet: it may still list it.
      const waiting = pages.filter((page) => page !== spec.key);
      if (waiting.length) {
        provisional.set(key, waiting);
        continue;
      }
      provisional.delete(key);
      gone.push({ entity, id });
    }
    // The store tells the copy (onForget above).
    if (gone.length) store.forget(gone);
  }

  function preload(): Promise<StoredSnapshot> {
    if (preloaded) return preloaded;
    const started = now();
    preloaded = storage.load().then(
      (snapshot) => {
        measureSince('sync:copy-read', started);
        return snapshot;
      },
      (error: unknown) => {
        logger.warn('Reading the stored sync data failed', error instanceof Error ? error.name : typeof error);
        return { meta: undefined, rows: [] };
      },
    );
    return preloaded;
  }

  function scheduleSave(): void {
    if (timer !== undefined || scope === undefined) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void save();
    }, saveDelayMs);
  }

  /**
   * Starts keeping the store for this scope: restores a matching snapshot into the (still empty)
   * store, or wipes a stale or foreign one. Call before the first query runs.
   */
  async function start(nextScope: string): Promise<RestoreResult> {
    const snapshot = await preload();
    preloaded = undefined;
    const meta = snapshot.meta;
    const usable =
      meta && meta.format === SNAPSHOT_FORMAT && meta.scope === nextScope && clock.now() - meta.savedAt <= maxAgeMs;
    if (!usable) {
      if (meta || snapshot.rows.length) await wipeStorage();
      scope = nextScope;
      if (dirty.size) scheduleSave();
      return { restoredRows: 0, cursor: undefined };
    }
    // Rows already newer in the store (a page or event that beat a slow disk) are kept by the store's
    // versions. The restore's own writes are on disk already: they are not marked for saving.
    restoring = true;
    const applying = now();
    try {
      store.apply(
        snapshot.rows.map((stored) => ({ entity: stored.entity, id: stored.id, row: stored.row })),
        { kind: 'page', head: meta.cursor },
      );
    } finally {
      restoring = false;
      measureSince('sync:copy-restore', applying);
    }
    for (const stored of snapshot.rows) {
      persisted.add(stored.key);
      provisional.set(stored.key, stored.pages);
    }
    // A page that loaded before the copy arrived has had its say already: what it no longer lists goes now.
    for (const loaded of options.pages?.loadedSpecs() ?? []) dropUnconfirmed(loaded);
    // The catch-up starts at the copy's position, even if a page that beat the disk set a later one.
    feed.rewindTo(meta.cursor);
    scope = nextScope;
    if (dirty.size) scheduleSave();
    return { restoredRows: snapshot.rows.length, cursor: meta.cursor };
  }

  async function save(): Promise<void> {
    if (saving) {
      // One save at a time; what became dirty meanwhile goes in the next.
      await saving;
      return scheduleSave();
    }
    saving = runSave().finally(() => (saving = undefined));
    return saving;
  }

  async function runSave(): Promise<void> {
    const current = scope;
    const cursor = feed.position;
    if (current === undefined || cursor === undefined) return;
    const mine = generation;
    const keys = [...dirty];
    dirty.clear();
    // Read every row now, in one task: each is at least as new as `cursor`, whatever arrives later.
    const puts: PersistedRow[] = [];
    const deletes: string[] = [];
    for (const key of keys) {
      const { entity, id } = splitKey(key);
      const row = store.syncedRow(entity, id);
      if (row) {
        if (!persisted.has(key) && persisted.size + puts.length >= maxRows) continue;
        puts.push({ key, entity, id, row, pages: options.pages?.pagesHolding(key) ?? [] });
      } else if (persisted.has(key)) deletes.push(key);
    }
    try {
      for (let i = 0; i < Math.max(puts.length, deletes.length) || i === 0; i += batchSize) {
        if (generation !== mine) return;
        const last = i + batchSize >= Math.max(puts.length, deletes.length);
        const putBatch = puts.slice(i, i + batchSize);
        const deleteBatch = deletes.slice(i, i + batchSize);
        await storage.write(
          putBatch,
          deleteBatch,
          last ? { format: SNAPSHOT_FORMAT, scope: current, cursor, savedAt: clock.now() } : undefined,
        );
        for (const row of putBatch) persisted.add(row.key);
        for (const key of deleteBatch) persisted.delete(key);
      }
    } catch (error) {
      // Quota or a closed database: the copy stays at its last complete save; the next save tries again.
      for (const key of keys) dirty.add(key);
      logger.warn('Saving the sync data failed', error instanceof Error ? error.name : typeof error);
    }
  }

  async function wipeStorage(): Promise<void> {
    generation++;
    persisted.clear();
    provisional.clear();
    await storage
      .clear()
      .catch((error: unknown) =>
        logger.warn('Wiping the stored sync data failed', error instanceof Error ? error.name : typeof error),
      );
  }

  return {
    preload,
    start,
    /** Saves what is dirty now (tests, and a tab about to hide). */
    flush: async () => {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      await saving;
      await save();
    },
    /** Signed out, or another user: nothing is kept, and nothing more is saved. */
    async wipe(): Promise<void> {
      scope = undefined;
      preloaded = undefined;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      dirty.clear();
      await wipeStorage();
    },
    get scope() {
      return scope;
    },
    get size() {
      return persisted.size;
    },
  };
}
