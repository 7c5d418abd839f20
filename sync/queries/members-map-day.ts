/**
 * A guide's day on the map (issue #35, beyond the spec): the day's scheduled visits and calls in
 * time order (the docket's scheduled events of the guide, open or just resolved, dated that day),
 * each with its member's place and the planned address; the guide's visits recorded that day (a
 * stop whose member was visited is done); and the places of the day's members (their located
 * addresses, read with the map's `forMap=true` list by id). Live: a visit recorded anywhere
 * reaches the store as an interaction and as its event resolved, and the stop turns done.
 */
import { and, eq, gte, inArray, lt } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';
import { memberMapPage } from './members-map.ts';

export interface MemberMapDayParams {
  guideId: string;
  /** yyyy-MM-dd. */
  day: string;
  /** The day's bounds in epoch ms in the viewer's zone: [dayStart, dayEnd). */
  dayStart: number;
  dayEnd: number;
}

/** The event types a day on the map shows: the ones that take the guide somewhere or to the phone. */
export const DAY_STOP_TYPES = ['visit', 'call'] as const;

// The same reads as the docket's Pending tab and Activity list (one request serves both screens).
const guideEventsPage = (guideId: string) => page(OPERATIONS.guideScheduledEvents, { params: { guideId }, query: {} });
const dayInteractionsPage = ({ guideId, dayStart, dayEnd }: MemberMapDayParams) =>
  page(OPERATIONS.guideInteractions, {
    params: { guideId },
    query: { startEpochTime: dayStart, endEpochTime: dayEnd - 1, 'page-size': 500 },
  });

/**
 * The day's scheduled visits and calls of the guide, by time (anytime last), with the member's
 * name, status, place, the place of the address a visit is planned at, and the planned address (the event's address, else its free text, else the
 * member's first address).
 *
 * @example
 *   useLive('memberMapDayStops', { guideId, day: '2026-12-03', dayStart, dayEnd })
 */
export const memberMapDayStops = defineQuery({
  name: 'memberMapDayStops',
  pages: ({ guideId }: MemberMapDayParams) => [guideEventsPage(guideId)],
  query:
    ({ guideId, day }, { scheduledEvent, user, address }) =>
    (q) =>
      q
        .from({ event: scheduledEvent })
        .join({ member: user }, ({ event, member }) => eq(event.memberId, member.id), 'left')
        .join({ place: address }, ({ event, place }) => eq(event.visitLocationAddressId, place.id), 'left')
        .where(({ event }) =>
          and(eq(event.userId, guideId), eq(event.date, day), inArray(event.type, [...DAY_STOP_TYPES])),
        )
        .orderBy(({ event }) => event.time, { direction: 'asc', nulls: 'last' })
        .orderBy(({ event }) => event.id, 'asc')
        .select(({ event, member, place }) => ({
          id: event.id,
          type: event.type,
          /** 'HH:mm' wall-clock (null: anytime). */
          time: event.time,
          resolved: event.resolved,
          memberId: event.memberId,
          memberName: member?.name,
          memberStatusId: member?.memberStatusId,
          coords: member?.coords,
          visitCoords: event.visitCoords,
          visitLocation: event.visitLocation,
          addressLine1: place?.line1,
          addressCity: place?.city,
          addressState: place?.state,
          addressZip: place?.zip,
          memberShortAddress: member?.shortAddress,
        })),
});
export type MemberMapDayStop = RowOf<typeof memberMapDayStops>;

/** The guide's visits recorded on the day (a stop whose member was visited that day is done). */
export const memberMapDayVisits = defineQuery({
  name: 'memberMapDayVisits',
  pages: (params: MemberMapDayParams) => [dayInteractionsPage(params)],
  query:
    ({ guideId, dayStart, dayEnd }, { interaction }) =>
    (q) =>
      q
        .from({ interaction })
        .where(({ interaction }) =>
          and(
            eq(interaction.guideId, guideId),
            eq(interaction.interactionType, 'visit'),
            gte(interaction.timestampMs, dayStart),
            lt(interaction.timestampMs, dayEnd),
          ),
        )
        .orderBy(({ interaction }) => interaction.timestampMs, 'asc')
        .select(({ interaction }) => ({
          id: interaction.id,
          memberId: interaction.memberId,
          memberName: interaction.memberName,
          timestampMs: interaction.timestampMs,
        })),
});
export type MemberMapDayVisit = RowOf<typeof memberMapDayVisits>;

/**
 * Where the day's members are: their located addresses, read by id with the map's list
 * (`forMap=true`), so a member of the day is placed even when no other screen brought them.
 */
export const memberMapPlaces = defineQuery({
  name: 'memberMapPlaces',
  pages: ({ ids }: { ids: string[] }) => (ids.length ? [memberMapPage({ ids })] : []),
  query:
    ({ ids }, { user }) =>
    (q) =>
      q
        .from({ member: user })
        .where(({ member }) => inArray(member.id, ids))
        .select(({ member }) => ({ id: member.id, coords: member.coords })),
});
export type MemberMapPlace = RowOf<typeof memberMapPlaces>;
