import { useEffect } from 'react';

/**
 * How long a screen's first load keeps the network and the main thread to itself (its own scripts,
 * the sync worker's bootstrap, the first rows) before code it may need later is fetched.
 */
export const PREFETCH_AFTER_MS = 5000;

/**
 * Runs `task` once the page has had `PREFETCH_AFTER_MS` to itself and the browser is idle, so code
 * left out of the first load (issue #13) is in before anyone asks for it, without slowing that load.
 * Returns a cancel.
 */
export function whenIdleAfterStart(task: () => void, delayMs = PREFETCH_AFTER_MS): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback: there the task runs after the delay.
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: delayMs });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Fetches a lazily loaded module once the page is idle (see `whenIdleAfterStart`). `load` must be
 * stable (a module-level function); a failure is left for the real use to meet and report.
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => whenIdleAfterStart(() => void load().catch(() => undefined)), [load]);
}
