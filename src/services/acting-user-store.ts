import { createObservableState } from '../platform/observable-state.ts';
import type { ApiClient } from '../api/index.ts';
import { VERIFY_PATH, type VerifyResponse } from './verify-response.ts';

/** The loading status of one data area (spec part 1 section 4): initial, loading, success, failed. */
export type ActingUserState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'success'; data: VerifyResponse }
  | { status: 'failed'; error: unknown };

export interface ActingUserStore {
  getState(): ActingUserState;
  subscribe(listener: () => void): () => void;
  /** Loads once; later calls while loading or loaded are no-ops (reset() first to reload). */
  load(): Promise<void>;
  reset(): void;
}

/**
 * Holds the verified acting user for the protected shell. Plain TypeScript behind
 * useSyncExternalStore; the sync engine will feed user updates into the same shape later.
 *
 * @example
 *   const actingUser = createActingUserStore(api);
 *   await actingUser.load();
 */
export function createActingUserStore(api: Pick<ApiClient, 'get'>): ActingUserStore {
  const store = createObservableState<ActingUserState>({ status: 'initial' });
  // Bumped by reset(): an answer to a request made before the reset belongs to a past session.
  let generation = 0;
  const setState = store.set;

  return {
    getState: store.get,
    subscribe: store.subscribe,
    async load() {
      if (store.get().status !== 'initial') return;
      const started = generation;
      setState({ status: 'loading' });
      let next: ActingUserState;
      try {
        // 401 and 500 are the shell's to show (spec part 1 section 7), not the global error toast's.
        next = { status: 'success', data: await api.get<VerifyResponse>(VERIFY_PATH, { handledStatuses: [401, 500] }) };
      } catch (error) {
        next = { status: 'failed', error };
      }
      if (started === generation) setState(next);
    },
    reset() {
      generation += 1;
      setState({ status: 'initial' });
    },
  };
}
