/**
 * The Pending events and Late events tabs list items of several kinds (spec part 1 section 2:
 * scheduled calls, messages and visits, workflow reminders, status change requests, transfer
 * requests). Each kind comes from a source: a live query and how its rows read as pending rows.
 * A source added here shows in both tabs, sorted in the pending-event sort order with the others.
 */
import { eventDueMs, isLateEvent, pendingKindOfEvent, type PendingEventKind } from '../../../domain/index.ts';
import type { DocketDay, LiveQueryName } from '../../../sync/client/index.ts';
import type { LiveParams, LiveRow } from '../../data/index.ts';

/** One row of the tabs, whatever its source. */
export type PendingRow =
  | (PendingRowBase & { source: 'scheduledEvent'; event: LiveRow<'docketScheduledEvents'> })
  /** Any other item (a request): its 'View request' opens it. */
  | (PendingRowBase & { source: 'request'; requestHref: string });

interface PendingRowBase {
  /** Unique across sources. */
  key: string;
  kind: PendingEventKind;
  memberId: string;
  memberName: string | null;
  memberStatusId: number | null;
  /** yyyy-MM-dd and 'HH:mm' (null: anytime), wall-clock values in the docket's zone. */
  date: string;
  time: string | null;
  /** When it falls due (epoch ms), for sorting by date and time. */
  dueMs: number;
  late: boolean;
}

export interface PendingContext {
  docketDay: DocketDay;
  nowMs: number;
  timeZone: string;
}

export interface PendingSource<Q extends LiveQueryName = LiveQueryName> {
  id: string;
  query: Q;
  params(context: PendingContext): LiveParams<Q>;
  rows(rows: readonly LiveRow<Q>[], context: PendingContext): PendingRow[];
}

const defineSource = <Q extends LiveQueryName>(source: PendingSource<Q>) => source;

/** The guide's scheduled events up to the day: late by their date and time, unless snoozed. */
export const scheduledEventSource = defineSource({
  id: 'scheduledEvent',
  query: 'docketScheduledEvents',
  params: ({ docketDay }) => ({ guideId: docketDay.guideId, day: docketDay.day }),
  rows: (rows, { nowMs, timeZone }) =>
    rows.map((event) => ({
      source: 'scheduledEvent' as const,
      key: `scheduledEvent:${event.id}`,
      kind: pendingKindOfEvent(event.type),
      memberId: event.memberId,
      memberName: event.memberName,
      memberStatusId: event.memberStatusId,
      date: event.date,
      time: event.time,
      dueMs: eventDueMs(event.date, event.time, timeZone),
      late: isLateEvent(event, nowMs, timeZone),
      event,
    })),
});

/** Every source, in no particular order (the tabs sort). Status change and transfer requests join here. */
// Each source is typed by its own query; the list holds them side by side.
export const PENDING_SOURCES: readonly PendingSource<any>[] = [scheduledEventSource];
