import type { Temporal } from 'temporal-polyfill';
import type { FollowUpFilter } from '../../domain/index.ts';
import type { FollowUpRow, LiveView } from '../../sync/client/index.ts';
import { FollowUpFilters } from './FollowUpFilters.tsx';
import { FollowUpTable } from './FollowUpTable.tsx';
import { LiveListState } from '../app/LiveListState.tsx';

export interface FollowUpPanelProps {
  guideId: string;
  view: LiveView<FollowUpRow>;
  filters: { available: readonly FollowUpFilter[]; selected: readonly FollowUpFilter[]; onChange: (selected: FollowUpFilter[]) => void };
  today: Temporal.PlainDate;
  timeZone: string;
}

/** The Follow up tab: its filters, then the table (spec part 1 section 2). */
export function FollowUpPanel({ guideId, view, filters, today, timeZone }: FollowUpPanelProps) {
  return (
    <div className="flex flex-col gap-3">
      <FollowUpFilters {...filters} />
      <LiveListState status={view.status} count={view.rows.length}>
        <FollowUpTable guideId={guideId} rows={view.rows} today={today} timeZone={timeZone} />
      </LiveListState>
    </div>
  );
}
