/**
 * REST pages the live queries need. A page is a list operation's contract and its input; its rows
 * are of the kind the contract lists. Each page loads once (identical concurrent requests share
 * one fetch); afterwards the socket keeps its rows current, so a screen that comes back finds them
 * in the store and makes no request.
 *
 * Memory stays bounded: a page no running query has used for `idleMs` is evicted, and the rows
 * only it held leave the store. Which rows a page holds: those it brought. A row a change brings
 * that no page held yet is held for its kind until no loaded page lists that kind (holding too much
 * costs memory for a while; holding too little would hide a row from a page that is still loaded).
 *
 * A window or an answer (what the server cut or computed) can be read again while loaded
 * (`reread`): the queries that declare `reasksOn` have theirs re-asked when a change of those kinds
 * arrives (window-reasks.ts).
 */
import { wireRequest, type CallInput, type EntityKind, type Operation } from '../domain/index.ts';
import type { ChangeFeed } from './change-feed.ts';
import { toSyncError, type Clock, type Http } from './ports.ts';
import { queryKey } from './query-key.ts';
import type { EntityStore, WriteOrigin } from './store/entity-store.ts';
import type { PageAnswers } from './store/page-answers.ts';
import type { PageSlots } from './store/page-slots.ts';
import { normalize, type StoreWrite } from './store/rows.ts';

/** An operation answering `{ data: [...] }` rows of one entity kind. */
export type ListOperation = Operation & { method: 'GET'; lists: EntityKind };
/** A read answering one value the server computed (the dashboard's counters), kept whole (`answer`). */
export type AnswerOperation = Operation & { method: 'GET' };

export interface PageSpec {
  /** Identity of the page (the operation's path and its input): the same page is never fetched twice while loaded. */
  key: string;
  /** A list operation, except for an answer page. */
  operation: ListOperation | AnswerOperation;
  input: object;
  /** Read the whole list, page after page by the operation's keyset: no silent cap on what a screen shows. */
  whole?: boolean;
  /**
   * A window: one page the server searched, sorted and cut (offset paging, with its count). Its
   * rows' order and total go into the page slots, so a query can show exactly that window.
   */
  window?: boolean;
  /**
   * Not rows but one value the server computed (counters under the screen's filters), kept whole in
   * the page answers (`store/page-answers.ts`) for a query to read.
   */
  answer?: boolean;
  /**
   * Grows by keyset (infinite loading of earlier feed items): at least this many rows, or all there
   * are. The page's identity leaves it out, so asking for more extends the loaded page from its
   * cursor instead of reading it again.
   */
  upTo?: number;
}

/**
 * @example
 *   pages: ({ guideId }) => [page(OPERATIONS.guideTodos, { params: { guideId } }, { whole: true })]
 */
export function page<O extends ListOperation>(
  operation: O,
  input: CallInput<O>,
  options: { whole?: boolean; window?: boolean; upTo?: number } = {},
): PageSpec {
  if ((options.whole || options.upTo !== undefined) && !operation.keyset)
    throw new Error(`${operation.path} has no keyset: it cannot be read whole or grown`);
  if ([options.whole, options.window, options.upTo !== undefined].filter(Boolean).length > 1)
    throw new Error('A page is read whole, as a window, or grown: one of them');
  const whole = options.whole ?? false;
  const window = options.window ?? false;
  const growing = options.upTo !== undefined;
  const key = queryKey(operation.path, {
    ...input,
    whole,
    ...(window ? { window } : {}),
    ...(growing ? { growing } : {}),
  });
  return {
    key,
    operation,
    input,
    whole,
    window,
    ...(growing ? { upTo: options.upTo } : {}),
  };
}

/**
 * A page of one computed value (no rows): the server's answer, kept whole while loaded.
 *
 * @example
 *   pages: ({ query }) => [answer(OPERATIONS.hospitalizationMetaCounts, { query })]
 */
export function answer<O extends AnswerOperation>(operation: O, input: CallInput<O>): PageSpec {
  if (operation.lists) throw new Error(`${operation.path} lists rows: read it with page()`);
  return { key: queryKey(operation.path, { ...input, answer: true }), operation, input, answer: true };
}

/** The largest page any list operation serves (domain/api/params.ts `pagination`). */
const MAX_PAGE_SIZE = 500;
/** How long a page no query uses stays loaded (a screen the user returns to within it makes no request). */
export const DEFAULT_PAGE_IDLE_MS = 120_000;

interface LoadedPage {
  spec: PageSpec;
  loading: Promise<void>;
  settled: boolean;
  /** Running queries that need this page. */
  users: number;
  idleSince: number | undefined;
  /** `entity:id` of the rows this page holds. */
  rows: Set<string>;
  /** A growing page: the keyset after its last row, how many rows it has read, and whether it reached the end. */
  grown: { after: object; read: number; exhausted: boolean };
}

export class PageLoader {
  private readonly pages = new Map<string, LoadedPage>();
  /** Row key -> keys of the pages holding it. */
  private readonly holders = new Map<string, Set<string>>();
  /**
   * Rows a change brought that no page held (a new todo, a new feed item, and the summaries they
   * embed), by the kind of the changed row: held while any loaded page read whole or grown lists
   * that kind. Not added to each such page: with hundreds of member pages loaded, holding a new row
   * in every one of them was 40% of applying a change at 100,000 resident.
   */
  private readonly heldForKind = new Map<EntityKind, Set<string>>();
  /** How many loaded pages read whole or grown list each kind (the pages that would show a new row of it). */
  private readonly listing = new Map<EntityKind, number>();
  readonly stats = { requests: 0, evictedPages: 0, evictedRows: 0, windowRefreshes: 0 };
  private readonly loadedListeners = new Set<(spec: PageSpec) => void>();

  constructor(
    private readonly store: EntityStore,
    private readonly slots: PageSlots,
    private readonly answers: PageAnswers,
    private readonly feed: ChangeFeed,
    private readonly http: Http,
    private readonly clock: Clock,
    private readonly idleMs = DEFAULT_PAGE_IDLE_MS,
  ) {
    store.onWrite((writes, origin) => this.holdChanged(writes, origin));
  }

  /**
   * Called once a page's first load is complete (every page of a whole read, the window, the first
   * rows of a growing list): what the server lists for it is in the store. The stored copy drops
   * restored rows the page no longer lists (persistence/persistence.ts).
   */
  onLoaded(listener: (spec: PageSpec) => void): () => void {
    this.loadedListeners.add(listener);
    return () => this.loadedListeners.delete(listener);
  }

  /** The keys of the pages holding a row (named `entity:id`) now: the stored copy keeps them with it. */
  pagesHolding(rowKey: string): readonly string[] {
    return [...(this.holders.get(rowKey) ?? [])];
  }

  /** The pages whose first load is complete. */
  loadedSpecs(): PageSpec[] {
    return [...this.pages.values()].filter((entry) => entry.settled).map((entry) => entry.spec);
  }

  /** Whether the page is held: loading its first time, loaded, or neither (never asked, evicted, failed). */
  stateOf(key: string): 'loading' | 'loaded' | 'absent' {
    const entry = this.pages.get(key);
    return !entry ? 'absent' : entry.settled ? 'loaded' : 'loading';
  }

  get loadedPages(): number {
    return this.pages.size;
  }

  /** A running query needs the page: loads it unless loaded (or loading), and keeps it while used. */
  acquire(spec: PageSpec): Promise<void> {
    let entry = this.pages.get(spec.key);
    if (!entry) {
      const created: LoadedPage = {
        spec,
        loading: Promise.resolve(),
        settled: false,
        users: 0,
        idleSince: undefined,
        rows: new Set(),
        grown: { after: {}, read: 0, exhausted: false },
      };
      created.loading = this.load(created).then(
        () => {
          created.settled = true;
          if (this.pages.get(spec.key) === created) this.loadedListeners.forEach((listener) => listener(spec));
        },
        (error: unknown) => {
          // A failed page may be tried again by the next query that needs it.
          this.drop(created);
          throw error;
        },
      );
      this.pages.set(spec.key, created);
      if (listsWhole(spec)) this.startListing(spec.operation.lists!);
      entry = created;
    } else if (spec.upTo !== undefined && spec.upTo > (entry.spec.upTo ?? 0)) {
      // Asked for more of a growing page: read on from where it stopped, after what is loading now.
      const growing = entry;
      growing.spec = spec;
      growing.settled = false;
      growing.loading = growing.loading
        .then(() => this.load(growing))
        .then(
          () => void (growing.settled = true),
          (error: unknown) => {
            this.drop(growing);
            throw error;
          },
        );
    }
    entry.users++;
    entry.idleSince = undefined;
    return entry.loading;
  }

  /** The query that needed the page has stopped; the page goes once idle for `idleMs`. */
  release(key: string): void {
    const entry = this.pages.get(key);
    if (!entry || --entry.users > 0) return;
    entry.idleSince = this.clock.now();
    this.clock.setTimeout(() => this.evictIdle(), this.idleMs);
  }

  /** Evicts every page idle for `idleMs` and lets go of the rows no other page holds. */
  evictIdle(): void {
    const now = this.clock.now();
    const forgotten: { entity: EntityKind; id: string }[] = [];
    for (const entry of [...this.pages.values()]) {
      if (entry.users > 0 || !entry.settled || entry.idleSince === undefined || now - entry.idleSince < this.idleMs)
        continue;
      this.stats.evictedPages++;
      forgotten.push(...this.drop(entry));
    }
    this.stats.evictedRows += this.store.forget(forgotten);
  }

  private drop(entry: LoadedPage): { entity: EntityKind; id: string }[] {
    if (this.pages.get(entry.spec.key) !== entry) return [];
    this.pages.delete(entry.spec.key);
    if (entry.spec.window) this.slots.clear(entry.spec.key);
    if (entry.spec.answer) this.answers.clear(entry.spec.key);
    const orphans: string[] = [];
    for (const rowKey of entry.rows) {
      const holding = this.holders.get(rowKey);
      holding?.delete(entry.spec.key);
      if (holding && holding.size > 0) continue;
      this.holders.delete(rowKey);
      if (!this.heldForSomeKind(rowKey)) orphans.push(rowKey);
    }
    if (listsWhole(entry.spec)) orphans.push(...this.stopListing(entry.spec.operation.lists!));
    return orphans.map((rowKey) => {
      const split = rowKey.indexOf(':');
      return { entity: rowKey.slice(0, split) as EntityKind, id: rowKey.slice(split + 1) };
    });
  }

  private startListing(kind: EntityKind): void {
    this.listing.set(kind, (this.listing.get(kind) ?? 0) + 1);
    if (!this.heldForKind.has(kind)) this.heldForKind.set(kind, new Set());
  }

  /** The last page listing the kind has gone: the rows held for it that no page holds go too. */
  private stopListing(kind: EntityKind): string[] {
    const left = (this.listing.get(kind) ?? 1) - 1;
    if (left > 0) {
      this.listing.set(kind, left);
      return [];
    }
    this.listing.delete(kind);
    const held = this.heldForKind.get(kind) ?? new Set<string>();
    this.heldForKind.delete(kind);
    return [...held].filter((rowKey) => !this.holders.get(rowKey)?.size && !this.heldForSomeKind(rowKey));
  }

  private heldForSomeKind(rowKey: string): boolean {
    for (const held of this.heldForKind.values()) if (held.has(rowKey)) return true;
    return false;
  }

  private hold(entry: LoadedPage, rowKey: string): void {
    entry.rows.add(rowKey);
    const holding = this.holders.get(rowKey) ?? new Set();
    holding.add(entry.spec.key);
    this.holders.set(rowKey, holding);
  }

  /**
   * A change's rows (the entity and the summaries it embeds) are held by the pages that hold the
   * entity; an entity no page holds yet is held for its kind while a page read whole or grown lists
   * it (a window holds only the rows the server put in it).
   */
  private holdChanged(writes: readonly StoreWrite[], origin: WriteOrigin): void {
    if (origin.kind !== 'change') return;
    const top = writes.at(-1);
    if (!top || top.row === null) return;
    const topKey = `${top.entity}:${top.id}`;
    const holding = this.holders.get(topKey);
    if (holding?.size) {
      const takers = [...holding].flatMap((key) => this.pages.get(key) ?? []);
      for (const write of writes)
        if (write.row !== null) for (const entry of takers) this.hold(entry, `${write.entity}:${write.id}`);
      return;
    }
    const forKind = this.heldForKind.get(top.entity);
    if (forKind) for (const write of writes) if (write.row !== null) forKind.add(`${write.entity}:${write.id}`);
  }

  /**
   * Reads a loaded page again, after what it is loading now: the server may cut the window (or
   * compute the answer) differently since. Rejects when the read fails; the page then keeps what it
   * held. A page not loaded is not read (it loads afresh when a query needs it).
   */
  reread(key: string): Promise<void> {
    const entry = this.pages.get(key);
    if (!entry) return Promise.resolve();
    this.stats.windowRefreshes++;
    const read = entry.loading.then(() => (this.pages.get(key) === entry ? this.load(entry) : undefined));
    entry.loading = read.catch(() => undefined);
    return read;
  }

  private async load(entry: LoadedPage): Promise<void> {
    const { spec } = entry;
    if (spec.answer) return this.loadAnswer(entry);
    const input = spec.input as { query?: Record<string, unknown> };
    const size = Number(input.query?.['page-size'] ?? MAX_PAGE_SIZE);
    const grown = entry.grown;
    for (;;) {
      if (spec.upTo !== undefined && (grown.exhausted || grown.read >= spec.upTo)) return;
      const rows = await this.loadOne(entry, { ...input, query: { ...input.query, ...grown.after } });
      grown.read += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < size) {
        grown.exhausted = true;
        return;
      }
      if (!spec.whole && spec.upTo === undefined) return;
      const next = spec.operation.keyset!(last as never);
      // A server that ignored the cursor would answer the same page forever.
      if (queryKey('', next) === queryKey('', grown.after))
        throw new Error(`${spec.operation.path} did not advance past its keyset cursor`);
      grown.after = next;
    }
  }

  /** One page: its rows go into the store at the head the server read before them. */
  private async loadOne(entry: LoadedPage, input: object): Promise<{ id: string }[]> {
    const { body, head } = await this.call(entry, input);
    const { data: rows, count } = entry.spec.operation.one
      ? { data: [body as { id: string }], count: 1 }
      : (body as { data: { id: string }[]; count?: number });
    const writes: StoreWrite[] = rows.flatMap((row) =>
      normalize(entry.spec.operation.lists!, String(row.id), row as unknown as Record<string, unknown>),
    );
    for (const write of writes) this.hold(entry, `${write.entity}:${write.id}`);
    this.store.apply(writes, { kind: 'page', head: head ?? 0 });
    // The rows are in the store before their slots, so the window never shows a slot without its row.
    if (entry.spec.window && this.pages.get(entry.spec.key) === entry)
      this.slots.set(
        entry.spec.key,
        rows.map((row) => String(row.id)),
        count ?? rows.length,
      );
    this.feed.noteHead(head);
    return rows;
  }

  /** An answer page: the server's value goes whole to the page answers. */
  private async loadAnswer(entry: LoadedPage): Promise<void> {
    const { body, head } = await this.call(entry, entry.spec.input);
    if (this.pages.get(entry.spec.key) === entry) this.answers.set(entry.spec.key, body);
    this.feed.noteHead(head);
  }

  private call(entry: LoadedPage, input: object) {
    this.stats.requests++;
    const operation = entry.spec.operation as ListOperation;
    return this.http.call(operation, input as CallInput<ListOperation>).catch((error: unknown) => {
      // A failure the server did not describe (the network) still names the call in the error report.
      const failure = toSyncError(error);
      if (failure.body && !failure.body.path)
        failure.body.path = wireRequest(operation, input as CallInput<ListOperation>).path;
      throw failure;
    });
  }
}

/** A page read whole or grown: it lists its kind, so a new row of that kind is held for it. */
function listsWhole(spec: PageSpec): boolean {
  return !spec.window && !spec.answer;
}
