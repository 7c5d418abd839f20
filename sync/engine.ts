/**
 * The sync engine: the store, the change feed, the page loader, the running live queries and the
 * mutations, wired to injected ports. It runs in the sync worker in the app, and in Node in tests
 * and the benchmark.
 *
 * @example
 *   const engine = createSyncEngine({ http, changes: socketSource, clock: systemClock, frameScheduler: () => createFrameThrottle(systemClock) });
 *   const stop = engine.subscribe('docketFollowUps', params, (message) => render(message));
 */
import { ENTITY_KINDS } from '../domain/index.ts';
import { ChangeFeed } from './change-feed.ts';
import { queryKey } from './query-key.ts';
import { LiveQuery } from './live-query.ts';
import {
  MUTATIONS,
  runMutation,
  type MutationArgs,
  type MutationContext,
  type MutationDefinition,
  type MutationName,
} from './mutations/index.ts';
import { PageLoader } from './page-loader.ts';
import { QueryLoads } from './query-loads.ts';
import {
  type ChangeSource,
  type Clock,
  type ConnectionStatus,
  type Connectivity,
  type FrameScheduler,
  type Http,
} from './ports.ts';
import type { LiveListener, LiveMessage } from './protocol.ts';
import { LIVE_QUERIES, type LiveQueryName, type ParamsOf, type RowOf } from './queries/index.ts';
import { EntityStore } from './store/entity-store.ts';
import { PageAnswers } from './store/page-answers.ts';
import { PageSlots } from './store/page-slots.ts';
import { WindowReasks } from './window-reasks.ts';

export interface SyncEngineOptions {
  http: Http;
  changes: ChangeSource;
  clock: Clock;
  /**
   * Makes the scheduler one live query flushes its diffs with. The browser gives every query the
   * same one (browser-engine.ts): the diffs one change causes then flush together, in one task,
   * and the UI thread renders them at once; a quiet scheduler flushes at once either way.
   */
  frameScheduler: () => FrameScheduler;
  newKey?: () => string;
  /** The browser's network state: writes made offline are queued until it is back (mutations/run.ts). */
  connectivity?: Connectivity;
  /** How long a page no query uses stays loaded before its rows may leave the store. */
  pageIdleMs?: number;
  /** Sees every flushed message (the benchmark measures sizes and latencies with it). */
  onFlush?: (query: string, message: LiveMessage<{ id: string }>) => void;
}

export interface EngineStats {
  requests: number;
  loadedPages: number;
  evictedPages: number;
  evictedRows: number;
  /** Changes the socket brought, and the messages they came in (one per server transaction and room). */
  events: number;
  messages: number;
  duplicates: number;
  heals: number;
  healedChanges: number;
  /** Heals the network failed (each retried on its own until one succeeds). */
  failedHeals: number;
  /** Windows and answers asked again because a change of a kind their query follows arrived. */
  reasks: number;
  cursor: number | undefined;
  liveQueries: number;
  rows: Record<string, number>;
  connection: ConnectionStatus;
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export { queryKey };

export function createSyncEngine(options: SyncEngineOptions) {
  const store = new EntityStore();
  const slots = new PageSlots();
  const answers = new PageAnswers();
  const collections = {
    ...store.collections,
    pageSlot: slots.collection,
    pageAnswer: answers.collection,
  };
  const feed = new ChangeFeed(store, options.http, options.clock);
  const pages = new PageLoader(store, slots, answers, feed, options.http, options.clock, options.pageIdleMs);
  const loads = new QueryLoads(pages, options.clock);
  const reasks = new WindowReasks(store, pages, options.clock);
  const running = new Map<string, LiveQuery>();
  /** The pages each running query holds, released with it. */
  const pagesOf = new Map<LiveQuery, string[]>();
  /** Stops a running query's re-asks (a query that declares `reasksOn`). */
  const unfollowOf = new Map<LiveQuery, () => void>();
  let connection: ConnectionStatus = 'initial';
  const mutationContext: MutationContext = {
    store,
    feed,
    http: options.http,
    clock: options.clock,
    newKey: options.newKey ?? (() => globalThis.crypto.randomUUID()),
    ...(options.connectivity ? { connectivity: options.connectivity } : {}),
  };

  // One socket message (one server transaction) is one store batch and one diff round.
  options.changes.onChanges((changes) => feed.receive(changes));
  options.changes.onStatus((status) => {
    const wasDisconnected = connection === 'disconnected';
    connection = status;
    // Whatever happened while we were away (or before the first connect) is in the change log.
    if (status === 'connected') feed.socketConnected();
    else if (status === 'disconnected') feed.socketDisconnected();
    // Pages that failed meanwhile load now.
    if (status === 'connected' && wasDisconnected) loads.retryNow();
  });

  function subscribe<N extends LiveQueryName>(
    name: N,
    params: ParamsOf<(typeof LIVE_QUERIES)[N]>,
    listener: LiveListener<RowOf<(typeof LIVE_QUERIES)[N]>>,
  ): () => void {
    const definition = LIVE_QUERIES[name];
    const key = queryKey(name, params);
    let live = running.get(key);
    if (!live) {
      const created = new LiveQuery(
        definition.query(params as never, collections),
        options.frameScheduler(),
        options.onFlush && ((m) => options.onFlush!(name, m)),
      );
      live = created;
      running.set(key, created);
      const needed = definition.pages(params as never);
      pagesOf.set(
        created,
        needed.map((page) => page.key),
      );
      loads.start(created, needed);
      if (definition.reasksOn) unfollowOf.set(created, reasks.follow(needed, definition.reasksOn));
    }
    const typedListener = listener as LiveListener<{ id: string }>;
    live.addListener(typedListener);
    const current = live;
    return () => {
      current.removeListener(typedListener);
      // The rows stay in the store (kept current by the socket); only the query is released.
      if (current.size === 0 && running.get(key) === current) {
        running.delete(key);
        loads.stop(current);
        unfollowOf.get(current)?.();
        unfollowOf.delete(current);
        current.dispose();
        pagesOf.get(current)?.forEach((pageKey) => pages.release(pageKey));
        pagesOf.delete(current);
      }
    };
  }

  function mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<void> {
    return runMutation(mutationContext, MUTATIONS[name] as MutationDefinition<MutationArgs<N>>, args);
  }

  function stats(): EngineStats {
    return {
      requests: pages.stats.requests,
      loadedPages: pages.loadedPages,
      evictedPages: pages.stats.evictedPages,
      evictedRows: pages.stats.evictedRows,
      ...feed.stats,
      reasks: reasks.stats.reasks,
      cursor: feed.position,
      liveQueries: running.size,
      rows: { ...Object.fromEntries(ENTITY_KINDS.map((e) => [e, store.count(e)])), pageSlot: slots.size },
      connection,
    };
  }

  return { subscribe, mutate, heal: () => feed.heal(), stats, store, feed, pages };
}
