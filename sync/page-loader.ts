/**
 * REST pages a live query needs. A page is a list operation's contract and its input; its rows
 * are of the kind the contract lists. Each page loads once per engine (identical concurrent
 * requests share one fetch); afterwards the socket keeps its rows current, so a screen that comes
 * back finds them already in the store and makes no request.
 */
import type { CallInput, EntityKind, Operation } from '../domain/index.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { Http } from './ports.ts';
import { queryKey } from './query-key.ts';
import type { EntityStore } from './store/entity-store.ts';
import { normalize, type StoreWrite } from './store/rows.ts';

/** An operation answering `{ data: [...] }` rows of one entity kind. */
export type ListOperation = Operation & { method: 'GET'; lists: EntityKind };

export interface PageSpec {
  /** Identity of the page (the operation's path and its input): the same page is never fetched twice. */
  key: string;
  operation: ListOperation;
  input: object;
}

/**
 * @example
 *   pages: ({ guideId }) => [page(OPERATIONS.guideTodos, { params: { guideId } })]
 */
export function page<O extends ListOperation>(operation: O, input: CallInput<O>): PageSpec {
  return { key: queryKey(operation.path, input), operation, input };
}

export class PageLoader {
  private readonly loaded = new Map<string, Promise<void>>();
  readonly stats = { requests: 0 };

  constructor(
    private readonly store: EntityStore,
    private readonly feed: ChangeFeed,
    private readonly http: Http,
  ) {}

  isLoaded(key: string): boolean {
    return this.loaded.has(key);
  }

  ensure(spec: PageSpec): Promise<void> {
    const existing = this.loaded.get(spec.key);
    if (existing) return existing;
    const loading = this.load(spec).catch((error: unknown) => {
      // A failed page may be retried by the next query that needs it.
      this.loaded.delete(spec.key);
      throw error;
    });
    this.loaded.set(spec.key, loading);
    return loading;
  }

  private async load(spec: PageSpec): Promise<void> {
    this.stats.requests++;
    const { body, head } = await this.http.call(spec.operation, spec.input as CallInput<ListOperation>);
    const rows = (body as { data: { id: string }[] }).data;
    const writes: StoreWrite[] = rows.flatMap((row) => normalize(spec.operation.lists, String(row.id), row as unknown as Record<string, unknown>));
    this.store.apply(writes, { kind: 'page', head: head ?? 0 });
    this.feed.noteHead(head);
  }
}
