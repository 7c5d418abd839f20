/**
 * A named live query: which REST pages it needs and the @tanstack/db query over the store.
 *
 * @example
 *   export const openTodos = defineQuery({
 *     name: 'openTodos',
 *     pages: ({ guideId }) => [page(OPERATIONS.guideTodos, { params: { guideId } })],
 *     query: ({ guideId }, { todo }) => (q) => q.from({ todo }).where(({ todo }) => and(eq(todo.userId, guideId), isNull(todo.completedAt))),
 *   });
 */
import type { Collection, InitialQueryBuilder, QueryBuilder } from '@tanstack/db';
import type { PageSpec } from '../page-loader.ts';
import type { Collections } from '../store/entity-store.ts';
import type { PageSlot } from '../store/page-slots.ts';
import type { PersonName } from '../store/person-names.ts';

/**
 * What a query reads: one collection per entity kind, the slots of window pages (server-ordered
 * rows), and each user's name alone (join it where a row only shows whose it is).
 */
export type QueryCollections = Collections & {
  pageSlot: Collection<PageSlot, string>;
  personName: Collection<PersonName, string>;
};

export interface LiveQueryDefinition<Params, Row extends { id: string }> {
  name: string;
  pages(params: Params): PageSpec[];
  // The builder's context type is inferred per query; the engine only needs rows with an id.
  query(params: Params, collections: QueryCollections): (q: InitialQueryBuilder) => QueryBuilder<any>;
  /**
   * The rows a screen exists to show (the docket's Follow up list, the member list): when queries
   * wait for the stored copy on a reload, these are built before the header's badges and the side
   * panels' (persistence/restore-turns.ts), so the screen paints first.
   */
  paintsFirst?: true;
  /** Phantom: the row type the query yields. */
  readonly row?: Row;
}

export function defineQuery<Params, Row extends { id: string }>(
  definition: Omit<LiveQueryDefinition<Params, Row>, 'row'>,
): LiveQueryDefinition<Params, Row> {
  return definition;
}

export type ParamsOf<D> = D extends LiveQueryDefinition<infer P, any> ? P : never;
export type RowOf<D> = D extends LiveQueryDefinition<any, infer R> ? R : never;
