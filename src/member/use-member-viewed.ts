import { useEffect, useRef } from 'react';
import { OPERATIONS } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';

/**
 * Posts the member-viewed event once per member the page opens (spec part 1 section 2); its
 * failure is ignored: no toast, nothing logged for the user (section 8).
 */
export function useMemberViewed(memberId: string): void {
  const { api } = useServices();
  // StrictMode runs effects twice on mount: one view is one event.
  const posted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (posted.current === memberId) return;
    posted.current = memberId;
    api.call(OPERATIONS.memberViewed, { params: { memberId } }, { handledStatuses: 'all' }).catch(() => undefined);
  }, [api, memberId]);
}
