import { memo } from 'react';
import type { Temporal } from 'temporal-polyfill';
import type { FollowUpFilter } from '../../domain/index.ts';
import { Badge } from '../../ui/index.ts';
import { useLive, useReportLiveError, type LiveParams } from '../data/index.ts';
import { FollowUpFilters } from './FollowUpFilters.tsx';
import { FollowUpTable } from './FollowUpTable.tsx';
import { LiveListState } from '../shared/screen/LiveListState.tsx';

/** The Follow up tab's query; `undefined` on a future day, whose tab is disabled. */
export type FollowUpParams = LiveParams<'docketFollowUps'> | undefined;

export interface FollowUpPanelProps {
  guideId: string;
  params: FollowUpParams;
  filters: {
    available: readonly FollowUpFilter[];
    selected: readonly FollowUpFilter[];
    onChange: (selected: FollowUpFilter[]) => void;
  };
  today: Temporal.PlainDate;
  timeZone: string;
}

/**
 * The Follow up tab: its filters, then the table (spec part 1 section 2). The panel and the tab's
 * count read the query themselves (one engine query, shared): a new follow-up re-renders them, not
 * the tab group around them.
 */
export function FollowUpPanel({ guideId, params, filters, today, timeZone }: FollowUpPanelProps) {
  const view = useLive('docketFollowUps', params);
  return (
    <div className="flex flex-col gap-3">
      <MemoFollowUpFilters {...filters} />
      <LiveListState status={view.status} count={view.rows.length}>
        <FollowUpTable guideId={guideId} rows={view.rows} today={today} timeZone={timeZone} />
      </LiveListState>
    </div>
  );
}

const MemoFollowUpFilters = memo(FollowUpFilters);

/** The Follow up tab's count, once its rows are known; shown on every tab, so it reports the query's failure. */
export function FollowUpCount({ params }: { params: FollowUpParams }) {
  const view = useLive('docketFollowUps', params);
  useReportLiveError(view);
  return view.status === 'ready' ? <Badge tone="info">{view.rows.length}</Badge> : null;
}
