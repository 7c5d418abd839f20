import type { Temporal } from 'temporal-polyfill';
import type { QueryStatus } from '../../../sync/client/index.ts';
import type { PendingRow } from './pending-sources.ts';
import { PendingEventsTable } from './PendingEventsTable.tsx';
import { LiveListState } from '../../shared/screen/LiveListState.tsx';

export interface PendingEventsPanelProps {
  guideId: string;
  status: QueryStatus;
  rows: readonly PendingRow[];
  /** Pending events or Late events. */
  tab: 'pendingEvents' | 'lateEvents';
  caption: string;
  today: Temporal.PlainDate;
  timeZone: string;
}

/** The Pending events or Late events tab: the live rows in their table, or the list's state. */
export function PendingEventsPanel({ guideId, status, rows, tab, caption, today, timeZone }: PendingEventsPanelProps) {
  return (
    <LiveListState status={status} count={rows.length}>
      <PendingEventsTable guideId={guideId} rows={rows} tab={tab} caption={caption} today={today} timeZone={timeZone} />
    </LiveListState>
  );
}
