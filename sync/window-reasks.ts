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
  /** Its re-ask failed: asked again when followed again. */
  stale: boolean;
  /** The change count (`changes`) when nobody followed it any more: a change of its kinds since makes it stale. */
  leftAt: number;
}

export class WindowReasks {
  private readonly followed = new Map<string, Followed>();
  /**
   * The pages some running query follows: the only ones a change is checked against. (Every page
   * ever followed was checked, and marked stale, on every change: with the hundreds of windows a
   * day of browsing leaves loaded, that grew with what was resident.)
   */
  private readonly active = new Set<string>();
  /** Changes ingested so far, and the count at the last change of each kind. */
  private changes = 0;
  private readonly lastChangeOf = new Map<EntityKind, number>();
  /** Followed-map size after the last sweep of evicted pages. */
  private sweptAt = 0;
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
      if (origin.kind === 'change') this.changed(writes);
    });
  }

  /**
   * A running query follows its windows and answers for these kinds (called once it has asked for
   * its pages); returns its release. A page that went stale while nobody followed it and is still
   * loaded is re-asked now; one loading afresh is the server's latest anyway.
   */
  follow(specs: readonly PageSpec[], kinds: readonly EntityKind[]): () => void {
    this.sweep();
    const keys = specs.filter((spec) => spec.window || spec.answer).map((spec) => spec.key);
    for (const key of keys) {
      const entry = this.followed.get(key) ?? { kinds: new Set(), users: 0, stale: false, leftAt: this.changes };
      this.followed.set(key, entry);
      const stale = entry.stale || (entry.users === 0 && this.changedSince(entry.kinds, entry.leftAt));
      kinds.forEach((kind) => entry.kinds.add(kind));
      entry.users++;
      this.active.add(key);
      if (stale && this.pages.stateOf(key) === 'loaded') this.reask(key, entry);
      else entry.stale = false;
    }
    return () => {
      for (const key of keys) {
        const entry = this.followed.get(key);
        if (!entry || --entry.users > 0) continue;
        entry.leftAt = this.changes;
        this.active.delete(key);
      }
    };
  }

  private changedSince(kinds: ReadonlySet<EntityKind>, count: number): boolean {
    for (const kind of kinds) if ((this.lastChangeOf.get(kind) ?? -1) >= count) return true;
    return false;
  }

  private changed(writes: readonly { entity: EntityKind }[]): void {
    const count = this.changes++;
    for (const write of writes) this.lastChangeOf.set(write.entity, count);
    for (const key of this.active) {
      const entry = this.followed.get(key)!;
      if (!writes.some((write) => entry.kinds.has(write.entity))) continue;
      // An evicted page loads afresh when next needed: nothing to re-ask.
      if (this.pages.stateOf(key) !== 'absent') this.due.add(key);
    }
    if (this.due.size > 0 && this.timer === undefined)
      this.timer = this.clock.setTimeout(() => this.reaskDue(), REASK_MS);
  }

  /** Forgets pages nobody follows that are evicted, now and then (each follow would be a scan per query). */
  private sweep(): void {
    if (this.followed.size < 2 * this.sweptAt + 64) return;
    for (const [key, entry] of this.followed)
      if (entry.users === 0 && this.pages.stateOf(key) === 'absent') this.followed.delete(key);
    this.sweptAt = this.followed.size;
  }

  private reaskDue(): void {
    this.timer = undefined;
    const due = [...this.due];
    this.due.clear();
    for (const key of due) {
      const entry = this.followed.get(key);
      if (!entry) continue;
      // Released since the change: re-asked when followed again (its kinds changed after it was left).
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
