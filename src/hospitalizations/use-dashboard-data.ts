import { useEffect, useMemo, useRef, useState } from 'react';
import { OPERATIONS, type ResponseOf } from '../../domain/index.ts';
import type { HospitalizationListParams } from '../../sync/client/index.ts';
import { useServices } from '../app/services.tsx';
import { useLive, useReportLiveError } from '../data/index.ts';
import { useKeptView } from '../members/kept-view.ts';
import { filterQueryOf, listQueryOf, type DashboardState } from './dashboard-state.ts';
import { fingerprintsOf, isStale, type Fingerprints } from './pulse.ts';

export type MetaCounts = ResponseOf<typeof OPERATIONS.hospitalizationMetaCounts>;

/** How long the pulse settles before the window is judged stale (a burst of feed messages asks once). */
const SETTLE_MS = 250;

/**
 * The dashboard's data: the window of stays (kept on screen while the next one loads), the
 * counters, and the live refresh. When the feed (or another user) changes a stay, the window and
 * the counters are asked for again, so a new admission shows without a reload.
 */
export function useDashboardData(state: DashboardState) {
  const { api } = useServices();
  const [refresh, setRefresh] = useState(0);
  const params = useMemo<HospitalizationListParams>(() => ({ query: listQueryOf(state, refresh) }), [state, refresh]);
  const live = useLive('hospitalizationList', params);
  useReportLiveError(live);
  const shown = useKeptView(live, params);

  // The ids the window shows, read when the pulse settles (the window updates after the store).
  const shownIds = useRef<ReadonlySet<string>>(new Set());
  shownIds.current = new Set(shown.view.rows.map((row) => row.id));
  const pulse = useLive('hospitalizationPulse', {});
  const settled = useRef<Fingerprints | null>(null);
  useEffect(() => {
    if (pulse.status !== 'ready') return;
    const next = fingerprintsOf(pulse.rows);
    const before = settled.current;
    if (before === null) {
      settled.current = next;
      return;
    }
    const timer = setTimeout(() => {
      settled.current = next;
      if (isStale(before, next, shownIds.current)) setRefresh((count) => count + 1);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pulse]);

  const filterKey = JSON.stringify(filterQueryOf(state));
  const [counts, setCounts] = useState<MetaCounts | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api
      .call(
        OPERATIONS.hospitalizationMetaCounts,
        { query: JSON.parse(filterKey) as ReturnType<typeof filterQueryOf> },
        { signal: abort.signal, handledStatuses: 'all' },
      )
      .then(
        (answer) => setCounts(answer),
        // Unknown counters read '--' (spec); a failure of the table is reported by the table.
        () => !abort.signal.aborted && setCounts(null),
      );
    return () => abort.abort();
  }, [api, filterKey, refresh]);

  return { shown, counts };
}
