import { useCallback, useMemo } from 'react';
import { clearImpersonation, storeImpersonatedUserId } from '../auth/impersonation.ts';
import { DOCKET_PATH } from './paths/docket-paths.ts';
import { useShellEnvironment } from '../services/shell-environment.tsx';

export interface ImpersonationControls {
  /** Acts as `userId` from now on; false when this browser cannot keep it (blocked storage). */
  start(userId: string): boolean;
  /** Back to the real user. */
  stop(): void;
}

/**
 * Starting or ending impersonation changes who the acting user is, so the page loads afresh on the
 * docket: the verify answer, the sync worker's store and the socket (whose handshake carries the
 * impersonated id) are all rebuilt for the new user instead of patched in place.
 */
export function useImpersonation(): ImpersonationControls {
  const { sessionStorage, loadPage } = useShellEnvironment();
  const start = useCallback(
    (userId: string) => {
      if (!storeImpersonatedUserId(sessionStorage, userId)) return false;
      loadPage(DOCKET_PATH);
      return true;
    },
    [sessionStorage, loadPage],
  );
  const stop = useCallback(() => {
    clearImpersonation(sessionStorage);
    loadPage(DOCKET_PATH);
  }, [sessionStorage, loadPage]);
  return useMemo(() => ({ start, stop }), [start, stop]);
}
