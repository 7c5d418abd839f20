/**
 * The Pending events and Late events tabs list items of several kinds (spec part 1 section 2:
 * scheduled calls, messages and visits, workflow reminders, status change requests, transfer
 * requests). Each kind comes from a source: a live query and how its rows read as pending rows.
 * A source added here shows in both tabs, sorted in the pending-event sort order with the others.
 */
import {
  eventDueMs,
  isLateEvent,
  isPhaseAvailable,
  isPhaseLate,
  pendingKindOfEvent,
  type FeedItemType,
  type PendingEventKind,
} from '../../../domain/index.ts';
import type { DocketDay, LiveQueryName } from '../../../sync/client/index.ts';
import type { LiveParams, LiveRow } from '../../data/index.ts';
import { MEMBER_PAGE_PARAMS } from '../../shared/paths/member-page-paths.ts';
import { docketMemberPath } from '../../shared/paths/docket-paths.ts';
import { dateTimeFormat, isoDayIn } from '../../shared/format/date-time.ts';

/** One row of the tabs, whatever its source. */
export type PendingRow =
  | (PendingRowBase & { source: 'scheduledEvent'; event: LiveRow<'docketScheduledEvents'> })
  /** Any other item (a request): its 'View request' opens it. */
  | (PendingRowBase & { source: 'request'; requestHref: string })
  /** A member's workflow phase: its 'View workflow' opens the member page at the workflow card. */
  | (PendingRowBase & { source: 'workflowPhase'; workflowHref: string });

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
      // Undefined when the store holds no row of the member (the query's left join).
      memberName: event.memberName ?? null,
      memberStatusId: event.memberStatusId ?? null,
      date: event.date,
      time: event.time,
      dueMs: eventDueMs(event.date, event.time, timeZone),
      late: isLateEvent(event, nowMs, timeZone),
      event,
    })),
});

/**
 * A request awaiting review, dated when it was made; never late. 'View request' opens the member
 * page at the request's feed item, whose entry offers View or Review.
 */
function requestRow(
  kind: 'statusChangeRequest' | 'transferRequest',
  feedItemType: FeedItemType,
  { docketDay, timeZone }: PendingContext,
) {
  return (
    request: Pick<
      LiveRow<'pendingStatusChangeRequests' | 'pendingTransferRequests'>,
      'id' | 'memberId' | 'memberName' | 'memberStatusId' | 'createdAt'
    >,
  ): PendingRow => {
    const createdMs = Date.parse(request.createdAt);
    const query = new URLSearchParams({
      [MEMBER_PAGE_PARAMS.feedItemType]: feedItemType,
      [MEMBER_PAGE_PARAMS.feedItemId]: request.id,
    });
    return {
      source: 'request',
      key: `${kind}:${request.id}`,
      kind,
      memberId: request.memberId,
      memberName: request.memberName ?? null,
      memberStatusId: request.memberStatusId ?? null,
      date: isoDayIn(createdMs, timeZone),
      time: timeIn(createdMs, timeZone),
      dueMs: createdMs,
      late: false,
      requestHref: `${docketMemberPath(docketDay.guideId, request.memberId)}?${query}`,
    };
  };
}

export const statusChangeRequestSource = defineSource({
  id: 'statusChangeRequest',
  query: 'pendingStatusChangeRequests',
  params: ({ docketDay }) => ({ guideId: docketDay.guideId }),
  rows: (rows, context) => rows.map(requestRow('statusChangeRequest', 'member_status_change_request', context)),
});

export const transferRequestSource = defineSource({
  id: 'transferRequest',
  query: 'pendingTransferRequests',
  params: ({ docketDay }) => ({ guideId: docketDay.guideId }),
  rows: (rows, context) => rows.map(requestRow('transferRequest', 'member_transfer_request', context)),
});

/**
 * The open workflow phases of the guide's members: one attached to an event is dated by that
 * event (late as it is); one not attached, once available, by its due date (anytime), or the day
 * after a 'Remind me later', shown from that day and late once its due date has passed. 'View
 * workflow' leads to the member page's workflow card.
 */
export const workflowPhaseSource = defineSource({
  id: 'workflowPhase',
  query: 'docketWorkflowPhases',
  params: ({ docketDay }) => ({ guideId: docketDay.guideId }),
  rows: (rows, { docketDay, nowMs, timeZone }) =>
    rows.flatMap((phase): PendingRow[] => {
      const base = {
        source: 'workflowPhase' as const,
        key: `workflowPhase:${phase.id}`,
        kind: 'workflowPhase' as const,
        memberId: phase.memberId,
        memberName: phase.memberName ?? null,
        memberStatusId: phase.memberStatusId ?? null,
        workflowHref: `${docketMemberPath(docketDay.guideId, phase.memberId)}#workflow-phases`,
      };
      if (phase.eventId !== undefined && phase.eventDate !== undefined) {
        const event = {
          date: phase.eventDate,
          time: phase.eventTime ?? null,
          resolved: phase.eventResolved ?? false,
          snoozedUntil: phase.eventSnoozedUntil ?? null,
        };
        if (event.resolved || event.date > docketDay.day) return [];
        return [
          {
            ...base,
            date: event.date,
            time: event.time,
            dueMs: eventDueMs(event.date, event.time, timeZone),
            late: isLateEvent(event, nowMs, timeZone),
          },
        ];
      }
      // After 'Remind me later' it comes back the next day; otherwise on its due day.
      const date = phase.remindLaterAt
        ? isoDayIn(Date.parse(phase.remindLaterAt) + 86_400_000, timeZone)
        : phase.dueDate;
      if (!isPhaseAvailable({ availableDate: phase.availableDate, completedAt: null }, nowMs) || date > docketDay.day)
        return [];
      return [
        {
          ...base,
          date,
          time: null,
          dueMs: eventDueMs(date, null, timeZone),
          late: isPhaseLate({ dueDate: phase.dueDate, completedAt: null }, isoDayIn(nowMs, timeZone)),
        },
      ];
    }),
});

/** Every source, in no particular order (the tabs sort). */
// Each source is typed by its own query; the list holds them side by side.
export const PENDING_SOURCES: readonly PendingSource<any>[] = [
  scheduledEventSource,
  statusChangeRequestSource,
  transferRequestSource,
  workflowPhaseSource,
];

/** 'HH:mm' in a time zone. */
function timeIn(epochMs: number, timeZone: string): string {
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(epochMs),
  );
}
