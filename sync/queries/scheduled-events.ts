/**
 * Scheduled events and priority contacts: the member page's Pending events, the docket's Pending
 * events and Late events (one query: which of its rows are late depends on the clock, so the
 * screen splits them with `isLateEvent` as time passes), and the Outreach tab.
 */
import { and, coalesce, eq, gte, inArray, isUndefined, lt, lte, or, type InitialQueryBuilder } from '@tanstack/db';
import { OPERATIONS, OUTREACH_CONTACT_TYPES } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import type { DocketDay } from './docket.ts';
import { defineQuery, type QueryCollections, type RowOf } from './define.ts';

// Every open event of the guide: Pending, Late and Outreach share the one read.
const guideEventsPage = (guideId: string) => page(OPERATIONS.guideScheduledEvents, { params: { guideId }, query: {} });

/** Whose open events: a guide's dated on or before the docket's day, or one member's. */
type OpenEventsOf = { guideId: string; day: string } | { memberId: string };

/** Open events by date and time (anytime last), each with its member's name and status. */
const openEvents =
  (of: OpenEventsOf) =>
  ({ scheduledEvent, user }: QueryCollections) =>
  (q: InitialQueryBuilder) =>
    q
      .from({ event: scheduledEvent })
      .join({ member: user }, ({ event, member }) => eq(event.memberId, member.id), 'left')
      .where(({ event }) =>
        'memberId' in of
          ? and(eq(event.memberId, of.memberId), eq(event.resolved, false))
          : and(eq(event.userId, of.guideId), eq(event.resolved, false), lte(event.date, of.day)),
      )
      .orderBy(({ event }) => event.date, 'asc')
      .orderBy(({ event }) => event.time, { direction: 'asc', nulls: 'last' })
      .orderBy(({ event }) => event.id, 'asc')
      .select(({ event, member }) => ({
        id: event.id,
        type: event.type,
        /** yyyy-MM-dd and 'HH:mm' (null: anytime), wall-clock values in the reader's zone. */
        date: event.date,
        time: event.time,
        note: event.note,
        visitLocationAddressId: event.visitLocationAddressId,
        visitLocation: event.visitLocation,
        resolved: event.resolved,
        snoozedUntil: event.snoozedUntil,
        userId: event.userId,
        memberId: event.memberId,
        memberName: member?.name,
        memberStatusId: member?.memberStatusId,
      }));

/** The open events of the guide dated on or before the docket's day, by date and time. */
export const docketScheduledEvents = defineQuery({
  name: 'docketScheduledEvents',
  pages: ({ guideId }: Pick<DocketDay, 'guideId' | 'day'>) => [guideEventsPage(guideId)],
  query: ({ guideId, day }, collections) => openEvents({ guideId, day })(collections),
});
export type ScheduledEventRow = RowOf<typeof docketScheduledEvents>;

/** The member's open events (the member page's Pending events), by date and time. */
export const memberScheduledEvents = defineQuery({
  name: 'memberScheduledEvents',
  pages: ({ memberId }: { memberId: string }) => [page(OPERATIONS.memberScheduledEvents, { params: { memberId } })],
  query: ({ memberId }, collections) => openEvents({ memberId })(collections),
});

/** The Outreach tab's day and month (`outreachWindow` in domain/scheduled-events.ts). */
export interface OutreachParams {
  guideId: string;
  dayStart: number;
  dayEnd: number;
  /** yyyy-MM. */
  month: string;
}

/**
 * The guide's priority contacts still to reach, in their sort order: the rule of
 * `priorityContactDone` as two anti-joins, so a contact leaves the moment a visit, call, note or
 * message of the member today, or an event of the member this month, reaches the store (the
 * guide's interactions and events), or the member's last event moves into today (another guide's
 * call, visit or text: the member's row carries it, so their interactions need not be read).
 */
export const docketOutreach = defineQuery({
  name: 'docketOutreach',
  pages: ({ guideId, dayStart, dayEnd }: OutreachParams) => [
    page(OPERATIONS.guidePriorityContacts, { params: { guideId } }),
    guideEventsPage(guideId),
    page(OPERATIONS.guideInteractions, {
      params: { guideId },
      query: { startEpochTime: dayStart, endEpochTime: dayEnd - 1, 'page-size': 500 },
    }),
  ],
  query:
    ({ guideId, dayStart, dayEnd, month }, { priorityContact, interaction, scheduledEvent, user }) =>
    (q) => {
      const contactedToday = q
        .from({ interaction })
        .where(({ interaction }) =>
          and(
            eq(interaction.guideId, guideId),
            gte(interaction.timestampMs, dayStart),
            lt(interaction.timestampMs, dayEnd),
            inArray(interaction.interactionType, [...OUTREACH_CONTACT_TYPES]),
          ),
        )
        .select(({ interaction }) => ({ id: interaction.id, memberId: interaction.memberId }));
      const scheduledThisMonth = q
        .from({ event: scheduledEvent })
        .where(({ event }) => and(gte(event.date, `${month}-01`), lte(event.date, `${month}-31`)))
        .select(({ event }) => ({ id: event.id, memberId: event.memberId }));
      // ISO instants of the same shape compare as text; a member without a last event reads ''.
      const [todayStarts, todayEnds] = [new Date(dayStart).toISOString(), new Date(dayEnd).toISOString()];
      return q
        .from({ contact: priorityContact })
        .join({ member: user }, ({ contact, member }) => eq(contact.memberId, member.id), 'left')
        .join({ touched: contactedToday }, ({ contact, touched }) => eq(contact.memberId, touched.memberId), 'left')
        .join({ booked: scheduledThisMonth }, ({ contact, booked }) => eq(contact.memberId, booked.memberId), 'left')
        .where(({ contact, member, touched, booked }) =>
          and(
            eq(contact.guideId, guideId),
            isUndefined(touched?.id),
            isUndefined(booked?.id),
            or(lt(coalesce(member?.lastEventAt, ''), todayStarts), gte(coalesce(member?.lastEventAt, ''), todayEnds)),
          ),
        )
        .orderBy(({ contact }) => contact.sortOrder, 'asc')
        .orderBy(({ contact }) => contact.id, 'asc')
        .select(({ contact, member }) => ({
          id: contact.id,
          memberId: contact.memberId,
          sortOrder: contact.sortOrder,
          priorityLevel: contact.priorityLevel,
          memberName: member?.name,
          memberStatusId: member?.memberStatusId,
          outreachPhase: member?.outreachPhase,
          lastEventAt: member?.lastEventAt,
          lastEventType: member?.lastEventType,
        }));
    },
});
export type OutreachRow = RowOf<typeof docketOutreach>;
