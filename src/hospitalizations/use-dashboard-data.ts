import { useMemo } from 'react';
import type { HospitalizationListParams } from '../../sync/client/index.ts';
import { useLive, useReportLiveError, type LiveParams, type LiveRow } from '../data/index.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import { filterQueryOf, listQueryOf, type DashboardState } from './dashboard-state.ts';

export type DashboardCounts = LiveRow<'hospitalizationCounts'>;

/**
 * The dashboard's data: the window of stays and the counters, two live queries the engine asks
 * again when a stay changes (`reasksOn` in sync/queries/hospitalizations.ts), so a new admission
 * shows without a reload. Each keeps its last rows on screen while the next one (another page,
 * sort or filter) loads.
 */
export function useDashboardData(state: DashboardState) {
  const listParams = useMemo<HospitalizationListParams>(() => ({ query: listQueryOf(state) }), [state]);
  const live = useLive('hospitalizationList', listParams);
  useReportLiveError(live);
  const shown = useKeptView(live, listParams);

  const countsParams = useMemo<LiveParams<'hospitalizationCounts'>>(() => ({ query: filterQueryOf(state) }), [state]);
  const liveCounts = useLive('hospitalizationCounts', countsParams);
  const counts = useKeptView(liveCounts, countsParams).view;
  // Unknown counters read '--' (spec); a failure of the table is reported by the table.
  return { shown, counts: counts.status === 'error' ? null : (counts.rows[0] ?? null) };
}
