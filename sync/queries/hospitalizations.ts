/**
 * The hospitalizations dashboard: one window of stays (a page the server scoped to the user's
 * customers, filtered, sorted and cut), each row kept live from the store with its member and the
 * member's guide. Which stays and in which order is the server's answer; `hospitalizationPulse`
 * tells the screen when the feed (or an edit) changed a stay, so it asks for the window and the
 * counters again.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type HospitalizationListQuery } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export interface HospitalizationListParams {
  query: HospitalizationListQuery;
}

export function hospitalizationListPage(query: HospitalizationListQuery) {
  return page(OPERATIONS.hospitalizationList, { query }, { window: true });
}

/**
 * @example
 *   useLive('hospitalizationList', { query: { 'page-start': 0, 'page-size': 10, 'sort-by': 'dischargeDate', 'sort-direction': 'DESC' } })
 */
export const hospitalizationList = defineQuery({
  name: 'hospitalizationList',
  paintsFirst: true,
  pages: ({ query }: HospitalizationListParams) => [
    hospitalizationListPage(query),
    page(OPERATIONS.team, { query: { allViewable: true } }),
  ],
  query:
    ({ query }, { pageSlot, hospitalization, user }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .join({ stay: hospitalization }, ({ slot, stay }) => eq(slot.rowId, stay.id), 'inner')
        .join({ member: user }, ({ stay, member }) => eq(stay.memberId, member.id), 'left')
        .join({ guide: user }, ({ member, guide }) => eq(member.assignedGuideId, guide.id), 'left')
        .where(({ slot }) => eq(slot.pageKey, hospitalizationListPage(query).key))
        .orderBy(({ slot }) => slot.index, 'asc')
        .select(({ slot, stay, member, guide }) => ({
          id: stay.id,
          memberId: stay.memberId,
          clientId: stay.clientId,
          memberName: member?.name,
          memberStatusId: member?.memberStatusId,
          assignedGuideId: member?.assignedGuideId,
          /** The member's guide, from the team directory (null when unassigned or unknown). */
          guideName: guide?.name,
          hospital: stay.hospital,
          admitDate: stay.admitDate,
          dischargeDate: stay.dischargeDate,
          guideEnteredDischargedAt: stay.guideEnteredDischargedAt,
          admitComplaint: stay.admitComplaint,
          followUpType: stay.followUpType,
          isEnrolledInBehavioralHealth: stay.isEnrolledInBehavioralHealth,
          note: stay.note,
          /** The row's place in the window (0-based) and how many stays match the query in all. */
          position: slot.index,
          total: slot.total,
        })),
});
export type HospitalizationRow = RowOf<typeof hospitalizationList>;

/**
 * Every stay the engine holds (the window's, and each one the change feed brings). The screen
 * compares successive results: a stay new to it, changed or removed means the window and the
 * counters are stale. Reads no page of its own.
 */
export const hospitalizationPulse = defineQuery({
  name: 'hospitalizationPulse',
  pages: () => [],
  query:
    (_params: Record<string, never>, { hospitalization }) =>
    (q) =>
      q.from({ stay: hospitalization }).select(({ stay }) => ({
        id: stay.id,
        admitDate: stay.admitDate,
        dischargeDate: stay.dischargeDate,
        guideEnteredDischargedAt: stay.guideEnteredDischargedAt,
        note: stay.note,
        isEnrolledInBehavioralHealth: stay.isEnrolledInBehavioralHealth,
        hospital: stay.hospital,
      })),
});
/** What the dashboard shows or counts of a stay: a change in it calls for a fresh window and counters. */
export type HospitalizationPulseRow = RowOf<typeof hospitalizationPulse>;
