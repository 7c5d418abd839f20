/**
 * A named live query: which REST pages it needs and the @tanstack/db query over the store. The row
 * type is the query's own (`RowOf`), derived from its `select` as @tanstack/db's `GetResult` does:
 * a field the query does not select, or selects under another name, does not compile on screen.
 *
 * @example
 *   export const openTodos = defineQuery({
 *     name: 'openTodos',
 *     pages: ({ guideId }: { guideId: string }) => [page(OPERATIONS.guideTodos, { params: { guideId } })],
 *     query: ({ guideId }, { todo }) => (q) => q.from({ todo }).where(({ todo }) => and(eq(todo.userId, guideId), isNull(todo.completedAt))),
 *   });
 *   export type OpenTodoRow = RowOf<typeof openTodos>;
 */
import type {
  Collection,
  Context,
  GetResult,
  InitialQueryBuilder,
  Prettify,
  QueryBuilder,
  WithoutVirtualProps,
} from '@tanstack/db';
import { definitionMarks, type EntityKind } from '../../domain/index.ts';
import type { PageSpec } from '../page-loader.ts';
import type { Collections } from '../store/entity-store.ts';
import type { PageAnswer } from '../store/page-answers.ts';
import type { PageSlot } from '../store/page-slots.ts';

/** What this module's `define` functions made: the registry gathers them from its modules' exports. */
const DEFINITIONS = definitionMarks();

/**
 * What a query reads: one collection per entity kind (a row naming a person carries their name:
 * `todo.memberName`, see `store/person-names.ts`), the slots of window pages (server-ordered rows),
 * and the answers of answer pages (values the server computed: `answersOf` types them).
 */
export type QueryCollections = Collections & {
  pageSlot: Collection<PageSlot, string>;
  pageAnswer: Collection<PageAnswer, string>;
};

/**
 * The row a query of context C yields: @tanstack/db's `GetResult` (the `select`'s shape, a left
 * join's fields possibly undefined) less the virtual props (`$synced`, `$key`…) screens do not read.
 */
export type QueryRow<C extends Context> = Prettify<WithoutVirtualProps<GetResult<C>>>;

export interface LiveQueryDefinition<Params, C extends Context> {
  name: string;
  pages(params: Params): PageSpec[];
  /** The query; its builder's context `C` is inferred, and with it the row type (`RowOf`). */
  query(params: Params, collections: QueryCollections): (q: InitialQueryBuilder) => QueryBuilder<C>;
  /**
   * The rows a screen exists to show (the docket's Follow up list, the member list): when queries
   * wait for the stored copy on a reload, these are built before the header's badges and the side
   * panels' (persistence/restore-turns.ts), so the screen paints first.
   */
  paintsFirst?: true;
  /**
   * The entity kinds whose changes may change what the server put in this query's windows and
   * answers (which rows, their order, the total, the counters): a change of one of them has those
   * pages asked again (coalesced, only while the query runs; window-reasks.ts). Rows already in a
   * window follow their changes in place without it.
   */
  reasksOn?: readonly EntityKind[];
}

/**
 * Params are taken from the callbacks' annotation (`pages: ({ guideId }: DocketDay) => …`, or the
 * query's first parameter when `pages` reads none); the context from what `query` returns. (The
 * registry checks that every row has a string `id`, `RowsKeyedById` in index.ts: a check here would
 * stop TypeScript inferring the context.)
 */
export function defineQuery<Params, C extends Context>(
  definition: LiveQueryDefinition<Params, C>,
): LiveQueryDefinition<Params, C> {
  return DEFINITIONS.mark(definition);
}

/** An area module's live queries, by export name; its other exports (helpers, constants) left out. */
export type QueriesIn<M> = {
  [K in keyof M as M[K] extends LiveQueryDefinition<never, Context> ? K : never]: M[K];
};

/** The live queries an area module exports, for the registry (`LIVE_QUERIES`, index.ts). */
export function queriesIn<M extends object>(module: M): QueriesIn<M> {
  return DEFINITIONS.markedExports(module) as QueriesIn<M>;
}

export type ParamsOf<D> = D extends LiveQueryDefinition<infer P, infer _C> ? P : never;
export type RowOf<D> = D extends LiveQueryDefinition<infer _P, infer C> ? QueryRow<C> : never;
