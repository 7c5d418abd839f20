import { Suspense, type ComponentType, type JSX } from 'react';
import { preloadable } from '../../platform/preloadable.tsx';

/**
 * A dialog whose module (often the rich-text editor with it) stays out of its screen's first load:
 * fetched on its first opening, or ahead of it with `preload` (the dialog host and the Needs tab fetch
 * theirs once the page is idle). Once the module is in, the dialog renders in the very commit that opens
 * it: `React.lazy` would suspend once even then, and React holds a Suspense reveal up to 300 ms.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<unknown> } {
  const Module = preloadable(load);
  function LazyDialog(props: P & JSX.IntrinsicAttributes) {
    return (
      <Suspense fallback={null}>
        <Module {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog as ComponentType<P>, { preload: Module.preload });
}
