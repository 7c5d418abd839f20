/**
 * A lazily loaded module's export, fetched once and then remembered (`loaded`, read synchronously
 * so a component can render it without a frame's wait). A failed fetch (offline, a deploy in
 * between) is forgotten, so the next call tries again; React.lazy would keep the failure for good.
 *
 * @example
 *   const loadPopup = loadOnce(async () => (await import('./MenuPopup.tsx')).MenuPopup);
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  readonly loaded: T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.defineProperty(fetchOnce, 'loaded', { get: () => loaded }) as LoadOnce<T>;
}
