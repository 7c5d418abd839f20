import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element scrolls into view (within 300 px), e.g. a sentinel under a
 * list whose end loads more. The observer is made afresh whenever `enabled` or `generation`
 * change, so a sentinel still in view after a load triggers the next one.
 */
export function useOnVisible(
  target: RefObject<Element | null>,
  onVisible: () => void,
  enabled: boolean,
  generation: unknown,
): void {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, generation]);
}
