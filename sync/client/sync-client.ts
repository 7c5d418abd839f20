/**
 * The UI thread's handle on the engine. Live queries are shared and reference-counted: the first
 * screen that asks starts the query in the engine, the last one to leave releases it.
 *
 * @example
 *   const client = createSyncClient(remote);
 *   const followUps = client.live('docketFollowUps', params); // { observable, current, release }
 */
import { Observable } from 'rxjs';
import { queryKey } from '../query-key.ts';
import type { MutationArgs, MutationName } from '../mutations/index.ts';
import type { LiveQueryName, ParamsOf, RowOf } from '../queries/index.ts';
import type { LIVE_QUERIES } from '../queries/index.ts';
import type { EngineRemote } from './remote.ts';
import { LiveViewStore, type LiveView } from './view.ts';

interface Shared {
  store: LiveViewStore<{ id: string }>;
  refs: number;
  subscription: Promise<number>;
  /** Set while the query lingers after its last screen left. */
  lingering?: unknown;
}

export interface SyncClientOptions {
  /**
   * How long a query stays subscribed after the last screen leaves it. A screen the user comes
   * straight back to finds its rows (same objects, so nothing re-renders) with no round trip.
   */
  lingerMs?: number;
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

const defaultTimers = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface LiveHandle<Row> {
  observable: Observable<LiveView<Row>>;
  current(): LiveView<Row>;
  release(): void;
}

export type SyncClient = ReturnType<typeof createSyncClient>;

export function createSyncClient(remote: EngineRemote, options: SyncClientOptions = {}) {
  const shared = new Map<string, Shared>();
  const lingerMs = options.lingerMs ?? 30_000;
  const timers = options.timers ?? defaultTimers;

  function releaseNow(key: string, entry: Shared) {
    if (shared.get(key) !== entry || entry.refs > 0) return;
    shared.delete(key);
    void entry.subscription.then((id) => remote.unsubscribe(id));
  }

  function live<N extends LiveQueryName>(
    name: N,
    params: ParamsOf<(typeof LIVE_QUERIES)[N]>,
  ): LiveHandle<RowOf<(typeof LIVE_QUERIES)[N]>> {
    const key = queryKey(name, params);
    let entry = shared.get(key);
    if (!entry) {
      const store = new LiveViewStore<{ id: string }>();
      entry = { store, refs: 0, subscription: remote.subscribe(name, params, store.receive) };
      shared.set(key, entry);
    }
    entry.refs++;
    if (entry.lingering !== undefined) {
      timers.clearTimeout(entry.lingering);
      entry.lingering = undefined;
    }
    const held = entry;
    let released = false;
    return {
      observable: held.store.observable as Observable<LiveView<RowOf<(typeof LIVE_QUERIES)[N]>>>,
      current: () => held.store.current as LiveView<RowOf<(typeof LIVE_QUERIES)[N]>>,
      release() {
        if (released) return;
        released = true;
        held.refs--;
        if (held.refs > 0 || shared.get(key) !== held) return;
        if (lingerMs <= 0) return releaseNow(key, held);
        held.lingering = timers.setTimeout(() => {
          held.lingering = undefined;
          releaseNow(key, held);
        }, lingerMs);
      },
    };
  }

  return {
    live,
    mutate: <N extends MutationName>(name: N, args: MutationArgs<N>) => remote.mutate(name, args),
    setSession: remote.setSession.bind(remote),
    wake: remote.wake.bind(remote),
    stats: remote.stats.bind(remote),
  };
}
