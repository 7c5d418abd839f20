import { useEffect, useState } from 'react';
import { loadOnce } from '../../ui/load-once.ts';
import { whenIdleAfterStart } from '../platform/idle-prefetch.ts';
import type { SessionWarning } from './SessionWarning.tsx';

type Warning = typeof SessionWarning;

/** A failed fetch (offline, a deploy in between) is tried again this often while the warning is due. */
const RETRY_MS = 5000;

/** The warning's module, fetched once; a failure is forgotten, so the next call tries again. */
const loadSessionWarning = loadOnce(
  async (): Promise<Warning> => (await import('./SessionWarning.tsx')).SessionWarning,
);

/**
 * The warning's component once its module is in: fetched when the page is first idle (it is then
 * there, offline too, long before 20 idle minutes are up), or at once when the warning is `due`.
 * Not React.lazy: a lazy component that failed to load fails for good and takes its error boundary
 * (here the whole shell) with it; this one is retried while due, and the logout never waits on it.
 */
export function useSessionWarning(due: boolean): Warning | undefined {
  const [warning, setWarning] = useState<Warning | undefined>(() => loadSessionWarning.loaded);
  useEffect(() => {
    if (warning) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      void loadSessionWarning().then(
        (component) => live && setWarning(() => component),
        () => {
          if (live && due) retry = setTimeout(load, RETRY_MS);
        },
      );
    const cancelPrefetch = due ? (load(), undefined) : whenIdleAfterStart(load);
    return () => {
      live = false;
      clearTimeout(retry);
      cancelPrefetch?.();
    };
  }, [due, warning]);
  return warning;
}
