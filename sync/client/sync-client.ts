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
import type { MutationArgs, MutationName } from '../mutations.ts';
import type { LiveQueryName, ParamsOf, RowOf } from '../queries/index.ts';
import type { LIVE_QUERIES } from '../queries/index.ts';
import type { EngineRemote } from './remote.ts';
import { LiveViewStore, type LiveView } from './view.ts';

interface Shared {
  store: LiveViewStore<{ id: string }>;
  refs: number;
  subscription: Promise<number>;
}

export interface LiveHandle<Row> {
  observable: Observable<LiveView<Row>>;
  current(): LiveView<Row>;
  release(): void;
}

export type SyncClient = ReturnType<typeof createSyncClient>;

export function createSyncClient(remote: EngineRemote) {
  const shared = new Map<string, Shared>();

  function live<N extends LiveQueryName>(name: N, params: ParamsOf<(typeof LIVE_QUERIES)[N]>): LiveHandle<RowOf<(typeof LIVE_QUERIES)[N]>> {
    const key = queryKey(name, params);
    let entry = shared.get(key);
    if (!entry) {
      const store = new LiveViewStore<{ id: string }>();
      entry = { store, refs: 0, subscription: remote.subscribe(name, params, store.receive) };
      shared.set(key, entry);
    }
    entry.refs++;
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
        shared.delete(key);
        void held.subscription.then((id) => remote.unsubscribe(id));
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
