/**
 * One running live query: a @tanstack/db live query collection over the store, its ordered keys,
 * and the listeners (screens) that share it. Changes are coalesced and flushed at most once per
 * frame as ordered diff ops; a listener that joins late gets a snapshot first.
 */
import { createLiveQueryCollection, type Collection, type InitialQueryBuilder, type QueryBuilder } from '@tanstack/db';
import type { FrameScheduler, SyncError } from './ports.ts';
import { diffOrderedKeys, type LiveListener, type LiveMessage, type QueryStatus } from './protocol.ts';

type Row = { id: string };

export class LiveQuery {
  private readonly collection: Collection<Row, string>;
  private readonly listeners = new Set<LiveListener<Row>>();
  private readonly unsubscribeChanges: () => void;
  private keys: string[] = [];
  private readonly changed = new Set<string>();
  private dirty = false;
  private flushScheduled = false;
  private status: QueryStatus = 'loading';
  private statusChanged = false;
  private error: SyncError | undefined;
  private everReady = false;

  constructor(
    build: (q: InitialQueryBuilder) => QueryBuilder<any>,
    private readonly scheduleFrame: FrameScheduler,
    /** Called with each flushed message's size, for the benchmark. */
    private readonly onFlush?: (message: LiveMessage<Row>) => void,
  ) {
    this.collection = createLiveQueryCollection({
      query: build,
      getKey: (row: Row) => row.id,
      startSync: true,
    }) as unknown as Collection<Row, string>;
    // The ordered keys are read from the collection itself (below), so no initial state is wanted,
    // only every later change. Left at its default, @tanstack/db would hear only of rows it had sent
    // this subscription: a query started over rows already in the store (a screen opened again, a
    // warm reload) would never hear that one of them stopped matching, and the row stayed on screen.
    const subscription = this.collection.subscribeChanges(
      (changes) => {
        for (const change of changes)
          if (change.type === 'update' || change.type === 'insert') this.changed.add(String(change.key));
        this.markDirty();
      },
      { includeInitialState: false },
    );
    this.unsubscribeChanges = () => subscription.unsubscribe();
    this.keys = this.orderedKeys();
  }

  get size(): number {
    return this.listeners.size;
  }

  rows(): Row[] {
    return this.collection.toArray;
  }

  addListener(listener: LiveListener<Row>): void {
    this.listeners.add(listener);
    listener({
      kind: 'snapshot',
      rows: this.keys.map((key) => this.collection.get(key)!).filter(Boolean),
      status: this.status,
      ...(this.error ? { error: this.error } : {}),
    });
  }

  removeListener(listener: LiveListener<Row>): void {
    this.listeners.delete(listener);
  }

  setStatus(status: QueryStatus, error?: SyncError): void {
    if (status === this.status) return;
    this.status = status;
    this.error = error;
    this.statusChanged = true;
    this.markDirty();
  }

  dispose(): void {
    this.unsubscribeChanges();
    this.listeners.clear();
    void this.collection.cleanup();
  }

  private orderedKeys(): string[] {
    return this.collection.toArray.map((row) => row.id);
  }

  private markDirty(): void {
    this.dirty = true;
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.scheduleFrame(() => this.flush());
  }

  private flush(): void {
    this.flushScheduled = false;
    if (!this.dirty) return;
    this.dirty = false;
    const next = this.orderedKeys();
    if (this.statusChanged && this.status === 'ready' && !this.everReady) {
      // The first full result travels as a snapshot; only what changes after it travels as diffs.
      this.everReady = true;
      this.statusChanged = false;
      this.keys = next;
      this.changed.clear();
      const snapshot: LiveMessage<Row> = {
        kind: 'snapshot',
        rows: next.map((key) => this.collection.get(key)!),
        status: 'ready',
      };
      this.onFlush?.(snapshot);
      for (const listener of this.listeners) listener(snapshot);
      return;
    }
    const ops = diffOrderedKeys(this.keys, next, (key) => this.collection.get(key)!, this.changed);
    this.keys = next;
    this.changed.clear();
    if (ops.length === 0 && !this.statusChanged) return;
    const message: LiveMessage<Row> = {
      kind: 'diff',
      ops,
      ...(this.statusChanged ? { status: this.status, ...(this.error ? { error: this.error } : {}) } : {}),
    };
    this.statusChanged = false;
    this.onFlush?.(message);
    for (const listener of this.listeners) listener(message);
  }
}
