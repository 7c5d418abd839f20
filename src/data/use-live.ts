/**
 * React's view of a named live query. The handle is taken when React subscribes and given back
 * when it unsubscribes, never during render: a render React throws away (StrictMode, an
 * interrupted transition) holds nothing. Equal params (by value, in any property order) share one
 * engine query.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  LOADING_VIEW,
  queryKey,
  type LiveHandle,
  type LiveQueryName,
  type LIVE_QUERIES,
  type LiveView,
  type RowOf,
  type SyncClient,
} from '../../sync/client/index.ts';
import { useServices } from '../services/services.tsx';
import { apiErrorFromSync } from './sync-errors.ts';

type Query<N extends LiveQueryName> = (typeof LIVE_QUERIES)[N];
export type LiveParams<N extends LiveQueryName> = Parameters<Query<N>['pages']>[0];
/** A query's row, derived from its `select` (sync/queries/define.ts). */
export type LiveRow<N extends LiveQueryName> = RowOf<Query<N>>;

interface LiveSource<Row> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): LiveView<Row>;
}

/** One query's source for useSyncExternalStore; shared by every subscriber of one component. */
export function liveSource<N extends LiveQueryName>(
  client: Pick<SyncClient, 'live'>,
  name: N,
  params: LiveParams<N>,
): LiveSource<LiveRow<N>> {
  let handle: LiveHandle<LiveRow<N>> | undefined;
  // What the screen last showed: a hidden screen shown again renders it until it has resubscribed.
  let lastView: LiveView<LiveRow<N>> | undefined;
  let subscribers = 0;
  return {
    subscribe(onChange) {
      handle ??= client.live(name, params as never) as unknown as LiveHandle<LiveRow<N>>;
      subscribers++;
      const held = handle;
      const subscription = held.observable.subscribe(() => onChange());
      return () => {
        subscription.unsubscribe();
        subscribers--;
        if (subscribers === 0 && handle === held) {
          lastView = held.current();
          handle = undefined;
          held.release();
        }
      };
    },
    getSnapshot: () => (handle ? handle.current() : (lastView ?? (LOADING_VIEW as LiveView<LiveRow<N>>))),
  };
}

const IDLE: LiveSource<never> = { subscribe: () => () => undefined, getSnapshot: () => LOADING_VIEW };

/**
 * The current rows of a live query, re-rendering on every change. `undefined` params skip the
 * query (e.g. a tab that is disabled for the chosen day) and read as loading.
 *
 * @example
 *   const activity = useLive('docketActivity', { guideId, day: '2026-11-21', dayStart, dayEnd });
 *   activity.status === 'ready' && activity.rows.map(...)
 */
export function useLive<N extends LiveQueryName>(name: N, params: LiveParams<N> | undefined): LiveView<LiveRow<N>> {
  const { sync } = useServices();
  const key = params === undefined ? undefined : queryKey(name, params);
  // Keep the first params object seen for a key, so a new object with equal values is no change.
  const [held, setHeld] = useState({ key, params });
  let current = held;
  if (held.key !== key) {
    current = { key, params };
    setHeld(current);
  }
  const source = useMemo<LiveSource<LiveRow<N>>>(
    () => (current.params === undefined ? IDLE : liveSource(sync, name, current.params)),
    [sync, name, current],
  );
  return useSyncExternalStore(source.subscribe, source.getSnapshot);
}

/**
 * Shows a live query's failure the way any failed call shows (the global error toast), once per
 * failure; the report names the call that failed (the engine fills the path from its contract).
 */
export function useReportLiveError(view: LiveView<unknown>): void {
  const { apiErrors, clock } = useServices();
  const error = view.status === 'error' ? view.error : undefined;
  useEffect(() => {
    if (error && error.status !== 400)
      apiErrors.publish(apiErrorFromSync(error, error.body?.path ?? '', new Date(clock.now())));
  }, [error, apiErrors, clock]);
}
