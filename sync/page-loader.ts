/**
 * REST pages a live query needs. Each page loads once per engine (identical concurrent requests
 * share one fetch); afterwards the socket keeps its rows current, so a screen that comes back finds
 * them already in the store and makes no request.
 */
import type { SyncEntity } from '../domain/index.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { Http, QueryValue } from './ports.ts';
import type { EntityStore } from './store/entity-store.ts';
import { normalize, type StoreWrite } from './store/rows.ts';

export interface PageSpec {
  /** Identity of the page: the same key is never fetched twice. */
  key: string;
  path: string;
  query?: Record<string, QueryValue>;
  /** What the rows in the response's `data` array are. */
  entity: SyncEntity;
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

  ensure(page: PageSpec): Promise<void> {
    const existing = this.loaded.get(page.key);
    if (existing) return existing;
    const loading = this.load(page).catch((error: unknown) => {
      // A failed page may be retried by the next query that needs it.
      this.loaded.delete(page.key);
      throw error;
    });
    this.loaded.set(page.key, loading);
    return loading;
  }

  private async load(page: PageSpec): Promise<void> {
    this.stats.requests++;
    const { body, head } = await this.http.get<{ data: { id: string }[] }>(page.path, page.query);
    const writes: StoreWrite[] = body.data.flatMap((row) => normalize(page.entity, String(row.id), row as unknown as Record<string, unknown>));
    this.store.apply(writes, { kind: 'page', head: head ?? 0 });
    this.feed.noteHead(head);
  }
}
