/**
 * Windows and answers the server cut or computed (a page of stays under the screen's filters and
 * sort, with its total; the counters) cannot follow changes by themselves: whether a new or changed
 * row belongs in them, and where, only the server knows. A query that declares `reasksOn: [kinds]`
 * has them re-asked when the engine ingests a change of one of those kinds (a socket event or a
 * change-log page), so a screen just reads the query.
 *
 * - Coalesced: the first such change schedules one re-ask `REASK_MS` later; the changes until then
 *   join it (one message from a hospital's feed writes the stay, its follow-up and a notification).
 * - Only for pages in use: a page no running query follows is only marked stale, and re-asked when
 *   a query follows it again (a screen come back to within the page's idle time would otherwise
 *   show the window as it was before the change).
 * - A failed re-ask keeps what the page held and leaves it stale.
 */
import type { EntityKind } from '../domain/index.ts';
import type { PageLoader, PageSpec } from './page-loader.ts';
import type { Clock } from './ports.ts';
import type { EntityStore } from './store/entity-store.ts';

/** How long a burst of changes gathers before its one re-ask. */
export const REASK_MS = 250;

interface Followed {
  /** The kinds the queries following the page declared. */
  kinds: Set<EntityKind>;
  /** Running queries following it. */
  users: number;
  /** A change of its kinds arrived while nobody followed it (or its re-ask failed). */
  stale: boolean;
}

export class WindowReasks {
  private readonly followed = new Map<string, Followed>();
  /** Pages due for the scheduled re-ask. */
  private readonly due = new Set<string>();
  private timer: unknown;
  readonly stats = { reasks: 0 };

  constructor(
    store: EntityStore,
    private readonly pages: PageLoader,
    private readonly clock: Clock,
  ) {
    // Only changes: a page's own rows (a re-ask landing) are the server's answer, not news.
    store.onWrite((writes, origin) => {
      if (origin.kind === 'change') this.changed(new Set(writes.map((write) => write.entity)));
    });
  }

  /**
   * A running query follows its windows and answers for these kinds (called once it has asked for
   * its pages); returns its release. A page that went stale while nobody followed it and is still
   * loaded is re-asked now; one loading afresh is the server's latest anyway.
   */
  follow(specs: readonly PageSpec[], kinds: readonly EntityKind[]): () => void {
    const keys = specs.filter((spec) => spec.window || spec.answer).map((spec) => spec.key);
    for (const key of keys) {
      const entry = this.followed.get(key) ?? { kinds: new Set(), users: 0, stale: false };
      this.followed.set(key, entry);
      kinds.forEach((kind) => entry.kinds.add(kind));
      entry.users++;
      if (entry.stale && this.pages.stateOf(key) === 'loaded') this.reask(key, entry);
      else entry.stale = false;
    }
    return () => {
      for (const key of keys) {
        const entry = this.followed.get(key);
        if (entry) entry.users--;
      }
    };
  }

  private changed(kinds: ReadonlySet<EntityKind>): void {
    for (const [key, entry] of this.followed) {
      // An evicted page loads afresh when next needed: nothing to re-ask, nothing to remember.
      if (this.pages.stateOf(key) === 'absent') {
        if (entry.users === 0) this.followed.delete(key);
        continue;
      }
      if (![...entry.kinds].some((kind) => kinds.has(kind))) continue;
      if (entry.users === 0) entry.stale = true;
      else this.due.add(key);
    }
    if (this.due.size > 0 && this.timer === undefined)
      this.timer = this.clock.setTimeout(() => this.reaskDue(), REASK_MS);
  }

  private reaskDue(): void {
    this.timer = undefined;
    const due = [...this.due];
    this.due.clear();
    for (const key of due) {
      const entry = this.followed.get(key);
      if (!entry) continue;
      // Released since the change: re-asked when followed again.
      if (entry.users === 0) entry.stale = true;
      else this.reask(key, entry);
    }
  }

  private reask(key: string, entry: Followed): void {
    entry.stale = false;
    this.stats.reasks++;
    this.pages.reread(key).catch(() => {
      entry.stale = true;
    });
  }
}
