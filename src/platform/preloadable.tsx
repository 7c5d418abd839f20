import { lazy, type ComponentType, type JSX } from 'react';

/**
 * A lazily loaded component that renders at once when its module is already in. `React.lazy` suspends
 * on a component's first render even when its module was fetched before (its loader's promise is a new
 * one, settled a microtask later), and React then holds the boundary's content back for up to 300 ms
 * after its fallback showed (its throttle on Suspense reveals): the member map, prefetched while the
 * list was idle, still painted about 300 ms after the click (test/bench/RESULTS.md). `preload()` fetches
 * the module once; once it is in, the component renders it directly, with no Suspense in between.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch is tried again on the next use (the lazy below reports this one).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P & JSX.IntrinsicAttributes) {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable as ComponentType<P>, { preload });
}
