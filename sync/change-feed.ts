/**
 * Socket events are hints; the change log is the truth. The feed keeps the last sequence it has
 * applied contiguously (the cursor). A message whose changes are not the next ones, a reconnect, or the tab
 * waking up triggers `GET /sync/changes?since=cursor`, page by page until the head. Duplicates are
 * dropped by the store's per-key versions, so no update is lost or applied twice.
 */
import { isEntityKind, OPERATIONS, type ChangeRow } from '../domain/index.ts';
import type { Clock, Http } from './ports.ts';
import type { EntityStore } from './store/entity-store.ts';
import { normalize } from './store/rows.ts';

export class ChangeFeed {
  private cursor: number | undefined;
  private healing: Promise<void> | undefined;
  private healAgain = false;
  /** Heals failed in a row (the network is down or reset the call): the retry backs off with them. */
  private failuresInARow = 0;
  private retryTimer: unknown;
  /** Bumped by `rewindTo`: a heal that started before it must not move the cursor past what it skipped. */
  private rewinds = 0;
  /** The socket has joined its rooms: from then on it brings every change meant for us. */
  private subscribed = false;
  /** Counters for tests and the benchmark. */
  readonly stats = { events: 0, messages: 0, duplicates: 0, heals: 0, healedChanges: 0, failedHeals: 0 };

  /** With a clock, a heal that fails is tried again on its own (1 s, doubling to 30 s) until one succeeds. */
  constructor(
    private readonly store: EntityStore,
    private readonly http: Http,
    private readonly clock?: Clock,
  ) {}

  get position(): number | undefined {
    return this.cursor;
  }

  /**
   * A page was read at this head: the first one tells where the log starts for us. If the socket
   * joined its rooms after that read, a change committed in between reached no socket and no page:
   * only the log from here brings it.
   */
  noteHead(head: number | undefined): void {
    if (head === undefined || this.cursor !== undefined) return;
    this.cursor = head;
    if (this.subscribed) this.healSoon();
  }

  /**
   * The socket (re)joined its rooms. What was committed while it was away (or before it first
   * joined, after the page that set the cursor was read) comes from the log: no event will tell.
   */
  socketConnected(): void {
    this.subscribed = true;
    this.healSoon();
  }

  socketDisconnected(): void {
    this.subscribed = false;
  }

  /**
   * Rows read at an older position joined the store (the stored copy, restored after a page had
   * already set the cursor): the log is read again from there. Replaying changes already applied
   * is harmless, the store's versions drop them.
   */
  rewindTo(position: number): void {
    if (this.cursor !== undefined && this.cursor <= position) return;
    this.cursor = position;
    this.rewinds++;
  }

  /**
   * Applies one socket message (one server transaction's changes, in sequence order) as one store
   * batch; asks for healing when it reveals a gap, before it or inside it (a change of the
   * transaction that went to a room we are not in, or was lost).
   */
  receive(changes: readonly ChangeRow[]): void {
    this.stats.events += changes.length;
    this.stats.messages++;
    const cursor = this.cursor;
    const fresh = cursor === undefined ? changes : changes.filter((change) => change.seq > cursor);
    this.stats.duplicates += changes.length - fresh.length;
    if (fresh.length === 0) return;
    this.applyChanges(fresh);
    if (this.cursor === undefined) return;
    let gap = false;
    for (const change of fresh) {
      if (change.seq === this.cursor + 1) this.cursor = change.seq;
      else gap = true;
    }
    if (gap) this.healSoon();
  }

  /**
   * A heal nobody waits for (a gap, a reconnect): its failure is counted and retried, never left
   * as an unhandled rejection, so a reset connection cannot leave the store behind until the next event.
   */
  healSoon(): void {
    this.heal().catch(() => undefined);
  }

  private retryLater(): void {
    if (!this.clock || this.retryTimer !== undefined) return;
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(this.failuresInARow - 1, 5));
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = undefined;
      this.healSoon();
    }, delay);
  }

  /** Changes into the store as one batch. A kind this build does not know (a newer server): its sequence still counts, its row is not ours to keep. */
  private applyChanges(changes: readonly ChangeRow[]): void {
    const known = changes.filter((change) => isEntityKind(change.entity));
    if (known.length === 0) return;
    this.store.applyChanges(
      known.map((change) => ({
        writes: normalize(change.entity, change.id, change.op === 'delete' ? null : change.data),
        seq: change.seq,
      })),
    );
  }

  /** Reads the change log from the cursor to the head. Concurrent calls share one run. */
  heal(): Promise<void> {
    if (this.healing) {
      this.healAgain = true;
      return this.healing;
    }
    this.healing = this.runHeal()
      .then(
        () => {
          this.failuresInARow = 0;
        },
        (error: unknown) => {
          this.stats.failedHeals++;
          this.failuresInARow++;
          this.retryLater();
          throw error;
        },
      )
      .finally(() => {
        this.healing = undefined;
        if (this.healAgain) {
          this.healAgain = false;
          this.healSoon();
        }
      });
    return this.healing;
  }

  private async runHeal(): Promise<void> {
    if (this.cursor === undefined) return;
    this.stats.heals++;
    const rewinds = this.rewinds;
    for (;;) {
      const { body } = await this.http.call(OPERATIONS.syncChanges, { query: { since: this.cursor, limit: 1000 } });
      if (this.rewinds !== rewinds) {
        // Rewound meanwhile: this answer starts after the new cursor; the next heal reads from it.
        this.healAgain = true;
        return;
      }
      // A page of the log is one batch too: a catch-up of 1,000 changes is one store transaction per kind.
      this.stats.healedChanges += body.changes.length;
      this.applyChanges(body.changes);
      for (const change of body.changes) this.cursor = Math.max(this.cursor ?? 0, change.seq);
      if (!body.hasMore) {
        // Changes private to other users never reach us: the head is where we are now.
        this.cursor = Math.max(this.cursor ?? 0, body.head);
        return;
      }
    }
  }
}
