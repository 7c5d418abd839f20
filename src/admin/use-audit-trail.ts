import { useEffect, useState } from 'react';
import { AUDIT_PAGE_SIZE, OPERATIONS, type AuditEntryView, type AuditTrailFilters } from '../../domain/index.ts';
import type { LiveStatus } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';

export interface AuditPage {
  status: LiveStatus;
  rows: readonly AuditEntryView[];
  count: number;
}

/**
 * One page of the audit trail. An examiner's read, not synced by the engine (the trail is not an
 * entity and changes on every call): each filter and page is one request, started in an effect
 * and abandoned when the filters change. The rows of the last page stay while the next loads.
 */
export function useAuditPage(filters: AuditTrailFilters, page: number, attempt: number): AuditPage {
  const { api } = useServices();
  const [state, setState] = useState<AuditPage>({ status: 'loading', rows: [], count: 0 });

  useEffect(() => {
    const abort = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    api
      .call(
        OPERATIONS.auditTrail,
        { query: { ...filters, 'page-start': page * AUDIT_PAGE_SIZE, 'page-size': AUDIT_PAGE_SIZE } },
        { signal: abort.signal, handledStatuses: 'all' },
      )
      .then(
        (answer) => setState({ status: 'ready', rows: answer.data, count: answer.count }),
        () => !abort.signal.aborted && setState({ status: 'error', rows: [], count: 0 }),
      );
    return () => abort.abort();
  }, [api, filters, page, attempt]);

  return state;
}
