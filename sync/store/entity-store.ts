/**
 * The normalized in-memory store: one @tanstack/db collection per entity, keyed by id, fed only by
 * this class (the collections' sync hooks are driven by hand: begin, write, commit).
 *
 * Invariant: a row never goes back in time. Each key remembers the change sequence it was last
 * written at; a change at or below it is a duplicate and is dropped, and a REST page read at head H
 * never overwrites a key already written by a change newer than H.
 */
import type { Collection } from '@tanstack/db';
import { ENTITY_KINDS, type EntityKind } from '../../domain/index.ts';
import { handFedCollection, type WriteHandle } from './hand-fed.ts';
import { namesPeople, PersonNames } from './person-names.ts';
import { MERGED_KINDS, type StoreRows, type StoreWrite } from './rows.ts';

export type Collections = { [E in EntityKind]: Collection<StoreRows[E], string> };

type NamedRow = Record<string, unknown> & { id: string };

/** Where a write comes from: a change (with its sequence) or a page (read at a head). */
export type WriteOrigin = { kind: 'change'; seq: number } | { kind: 'page'; head: number };

export class EntityStore {
  readonly collections: Collections;
  /** Each user's name, filled in on the rows that name them (`person-names.ts`). */
  readonly names = new PersonNames();
  private readonly handles = new Map<EntityKind, () => WriteHandle<object>>();
  /** Synced rows by entity, to tell an insert from an update and to merge partial members. */
  private readonly synced = new Map<EntityKind, Map<string, object>>();
  /** Per kind, the sequence each id was last written at (kept apart by kind: no key string made per write). */
  private readonly versions = new Map<EntityKind, Map<string, number>>();
  private readonly writeListeners = new Set<(writes: readonly StoreWrite[], origin: WriteOrigin) => void>();
  private readonly forgetListeners = new Set<(keys: readonly { entity: EntityKind; id: string }[]) => void>();

  constructor() {
    const made = {} as Record<EntityKind, Collection<object, string>>;
    for (const entity of ENTITY_KINDS) {
      this.synced.set(entity, new Map());
      const { collection, handle } = handFedCollection<object>(entity, (row) => (row as { id: string }).id);
      made[entity] = collection;
      this.handles.set(entity, handle);
    }
    this.collections = made as unknown as Collections;
  }

  versionOf(entity: EntityKind, id: string): number {
    return this.versions.get(entity)?.get(id) ?? -1;
  }

  /** Called after every applied batch with the writes that took effect (mutations wait on this for their confirming change). */
  onWrite(listener: (writes: readonly StoreWrite[], origin: WriteOrigin) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /** Called with the rows `forget` let go (no write announces them): a copy of the store drops them too. */
  onForget(listener: (keys: readonly { entity: EntityKind; id: string }[]) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Applies writes in one sync transaction per collection. Returns how many rows changed. */
  apply(writes: readonly StoreWrite[], origin: WriteOrigin): number {
    return this.applyAll([{ writes, origin }]);
  }

  /**
   * Applies several changes (a socket message: one server transaction) as one batch: each change's
   * writes are checked against the versions at its own sequence, then every collection gets one
   * sync transaction, so each live query runs its graph once for the batch instead of once per
   * change. The write listeners still hear each change apart, in order, after the batch is in.
   */
  applyChanges(changes: readonly { writes: readonly StoreWrite[]; seq: number }[]): number {
    return this.applyAll(changes.map(({ writes, seq }) => ({ writes, origin: { kind: 'change', seq } })));
  }

  private applyAll(groups: readonly { writes: readonly StoreWrite[]; origin: WriteOrigin }[]): number {
    const byEntity = new Map<EntityKind, StoreWrite[]>();
    const appliedGroups: { applied: StoreWrite[]; origin: WriteOrigin }[] = [];
    for (const { writes, origin } of groups) {
      const applied: StoreWrite[] = [];
      for (const write of writes) {
        let versions = this.versions.get(write.entity);
        if (!versions) this.versions.set(write.entity, (versions = new Map()));
        const known = versions.get(write.id) ?? -1;
        if (origin.kind === 'change') {
          if (origin.seq <= known) continue;
          versions.set(write.id, origin.seq);
        } else {
          if (known > origin.head) continue;
          versions.set(write.id, Math.max(known, origin.head));
        }
        const list = byEntity.get(write.entity);
        if (list) list.push(write);
        else byEntity.set(write.entity, [write]);
        applied.push(write);
      }
      appliedGroups.push({ applied, origin });
    }
    let changed = 0;
    const renamed: string[] = [];
    for (const [entity, list] of byEntity) {
      const handle = this.handles.get(entity)?.();
      const rows = this.synced.get(entity)!;
      if (!handle) continue;
      const isPerson = entity === 'user';
      const named = namesPeople(entity);
      handle.begin();
      for (const { id, row } of list) {
        const existing = rows.get(id);
        if (!row) {
          if (!existing) continue;
          rows.delete(id);
          if (named) this.names.drop(entity, existing as NamedRow);
          handle.write({ type: 'delete', value: existing });
          if (isPerson && this.names.follow(id, null)) renamed.push(id);
        } else {
          // Embedded kinds (users) arrive as summaries and as full records: merge rather than replace.
          let value: object = MERGED_KINDS.has(entity) && existing ? { ...existing, ...row } : row;
          if (named) value = this.names.fill(entity, value as NamedRow, existing as NamedRow | undefined);
          rows.set(id, value);
          handle.write({ type: existing ? 'update' : 'insert', value });
          // At once, so the rows after it in this batch (a member after their guide) are filled with the name.
          if (isPerson && this.names.follow(id, value)) renamed.push(id);
        }
        changed++;
      }
      handle.commit();
    }
    // A person named or renamed after rows naming them went in (earlier in this batch, or before): those rows follow.
    // Users come first in a page's writes (a todo's member before the todo), so the rows after them need none.
    if (renamed.length) this.renameRows(renamed);
    if (changed)
      for (const { applied, origin } of appliedGroups)
        if (applied.length) this.writeListeners.forEach((listener) => listener(applied, origin));
    return changed;
  }

  /**
   * Lets rows go that no loaded page holds any more (memory stays bounded however long a guide
   * browses). Not a server delete: the versions go too, so a page that brings them back later is
   * taken as it is.
   */
  forget(keys: readonly { entity: EntityKind; id: string }[]): number {
    const byEntity = new Map<EntityKind, string[]>();
    for (const { entity, id } of keys) {
      this.versions.get(entity)?.delete(id);
      const ids = byEntity.get(entity);
      if (ids) ids.push(id);
      else byEntity.set(entity, [id]);
    }
    const removed: { entity: EntityKind; id: string }[] = [];
    for (const [entity, ids] of byEntity) {
      const handle = this.handles.get(entity)?.();
      const rows = this.synced.get(entity)!;
      if (!handle) continue;
      const named = namesPeople(entity);
      handle.begin();
      for (const id of ids) {
        const existing = rows.get(id);
        if (!existing) continue;
        rows.delete(id);
        if (named) this.names.drop(entity, existing as NamedRow);
        handle.write({ type: 'delete', value: existing });
        removed.push({ entity, id });
      }
      handle.commit();
      if (entity === 'user') this.renameRows(ids.filter((id) => this.names.follow(id, null)));
    }
    if (removed.length) this.forgetListeners.forEach((listener) => listener(removed));
    return removed.length;
  }

  /** Writes again the rows naming these people whose name fields no longer say their names, one transaction a kind. */
  private renameRows(people: readonly string[]): void {
    if (!people.length) return;
    for (const [entity, ids] of this.names.namedRows(people)) {
      const handle = this.handles.get(entity)?.();
      const rows = this.synced.get(entity)!;
      if (!handle) continue;
      let open = false;
      for (const id of ids) {
        const existing = rows.get(id) as NamedRow | undefined;
        if (!existing) continue;
        const value = this.names.renamed(entity, existing);
        if (value === existing) continue;
        if (!open) handle.begin();
        open = true;
        rows.set(id, value);
        handle.write({ type: 'update', value });
      }
      if (open) handle.commit();
    }
  }

  /** The synced (server-confirmed) row, without optimistic overlays. */
  syncedRow<E extends EntityKind>(entity: E, id: string): StoreRows[E] | undefined {
    return this.synced.get(entity)?.get(id) as StoreRows[E] | undefined;
  }

  count(entity: EntityKind): number {
    return this.synced.get(entity)?.size ?? 0;
  }
}
