import { useCallback, useEffect, useRef } from 'react';
import { useServices } from '../services/services.tsx';

/**
 * `callback`, called only once calls have stopped for `delayMs` (with the last call's arguments).
 * Timed by the app's clock, so tests drive it with a fake one; a pending call is dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): (...args: Args) => void {
  const { clock } = useServices();
  const latest = useRef(callback);
  const pending = useRef<unknown>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      if (pending.current !== undefined) clock.clearTimeout(pending.current);
      pending.current = undefined;
    },
    [clock],
  );
  return useCallback(
    (...args: Args) => {
      if (pending.current !== undefined) clock.clearTimeout(pending.current);
      pending.current = clock.setTimeout(() => {
        pending.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [clock, delayMs],
  );
}
