/**
 * Catalogues: small lists the server answers whole and the sync engine does not keep (the member
 * list's filter options). Each is asked for at most once per session and operation, however many
 * screens read it; a session is one API client, made once per page load (signing out, or starting
 * or ending an impersonation, loads the page afresh). A failed load is logged, not shown (spec part
 * 3 section 8: "Filters fetch failure is only logged"), and forgotten, so the next reader tries again.
 */
import type { CallInput, Operation, ResponseOf } from '../../domain/index.ts';
import type { ApiClient } from '../api/index.ts';

/** Operations a catalogue can be read from: a GET that needs no path parameters. */
export type CatalogueOperation = Operation & { method: 'GET'; params?: undefined; body?: undefined };

export type CatalogueState<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

interface Entry {
  promise: Promise<unknown>;
  /** Set once the promise has settled well, so a screen mounted later reads the data at once. */
  data?: { value: unknown };
}

export interface CatalogueCache {
  /** The catalogue's answer, asking the server only the first time. */
  load<O extends CatalogueOperation>(operation: O): Promise<ResponseOf<O>>;
  /** What is known without waiting: the data once loaded, else loading. */
  peek<O extends CatalogueOperation>(operation: O): CatalogueState<ResponseOf<O>>;
}

const LOADING = { status: 'loading' } as const;

/**
 * @example
 *   const catalogues = createCatalogueCache(api);
 *   const { data } = await catalogues.load(OPERATIONS.memberListFilters);
 */
export function createCatalogueCache(
  api: Pick<ApiClient, 'call'>,
  logger: Pick<Console, 'warn'> = console,
): CatalogueCache {
  const entries = new Map<Operation, Entry>();
  return {
    load<O extends CatalogueOperation>(operation: O): Promise<ResponseOf<O>> {
      const known = entries.get(operation);
      if (known) return known.promise as Promise<ResponseOf<O>>;
      // Every failure is ours to handle ('all'): the global error toast stays quiet.
      const entry: Entry = { promise: api.call(operation, {} as CallInput<O>, { handledStatuses: 'all' }) };
      entries.set(operation, entry);
      entry.promise.then(
        (value) => {
          entry.data = { value };
        },
        (error: unknown) => {
          logger.warn(`Loading the catalogue ${operation.method} ${operation.path} failed`, error);
          if (entries.get(operation) === entry) entries.delete(operation);
        },
      );
      return entry.promise as Promise<ResponseOf<O>>;
    },
    peek<O extends CatalogueOperation>(operation: O): CatalogueState<ResponseOf<O>> {
      const data = entries.get(operation)?.data;
      return data ? { status: 'ready', data: data.value as ResponseOf<O> } : LOADING;
    },
  };
}

const sessions = new WeakMap<Pick<ApiClient, 'call'>, CatalogueCache>();

/** The session's catalogues: one cache per API client. */
export function cataloguesOf(api: Pick<ApiClient, 'call'>): CatalogueCache {
  let cache = sessions.get(api);
  if (!cache) {
    cache = createCatalogueCache(api);
    sessions.set(api, cache);
  }
  return cache;
}
