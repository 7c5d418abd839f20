/**
 * A value that tells its subscribers when it changes: the shape behind the portal's small plain
 * TypeScript stores (sign-in, acting user, team directory), read by React with useSyncExternalStore.
 */
export interface ObservableState<S> {
  get(): S;
  set(next: S): void;
  subscribe(listener: () => void): () => void;
}

export function createObservableState<S>(initial: S): ObservableState<S> {
  const listeners = new Set<() => void>();
  let state = initial;
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
