/**
 * The hospitalizations dashboard: one window of stays (a page the server scoped to the user's
 * customers, filtered, sorted and cut), each row kept live from the store with its member and the
 * member's guide, and the counters under the same filters. Which stays, in which order, and how
 * many is the server's answer: both queries declare `reasksOn: ['hospitalization']`, so a stay the
 * feed (or an edit) brings has the engine ask for the window and the counters again.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type HospitalizationListQuery, type QueryOf } from '../../domain/index.ts';
import { answer, page } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

export interface HospitalizationListParams {
  query: HospitalizationListQuery;
}

/** The counters' filters (the table's, without the special filter, the sort or the page). */
export interface HospitalizationCountsParams {
  query: NonNullable<QueryOf<typeof OPERATIONS.hospitalizationMetaCounts>>;
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
  // A stay admitted, discharged, edited or cancelled may enter, leave or move in the window.
  // (Member changes are not followed: a member's every call and text changes it.)
  reasksOn: ['hospitalization'],
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

export function hospitalizationCountsPage(query: HospitalizationCountsParams['query']) {
  return answer(OPERATIONS.hospitalizationMetaCounts, { query });
}

/**
 * The counters (members newly admitted, newly discharged, in all) under the table's filters: one
 * row, the server's count, asked again with the window when a stay changes.
 *
 * @example
 *   useLive('hospitalizationCounts', { query: { 'behavioral-health-filter': true } })
 */
export const hospitalizationCounts = defineQuery({
  name: 'hospitalizationCounts',
  reasksOn: ['hospitalization'],
  pages: ({ query }: HospitalizationCountsParams) => [hospitalizationCountsPage(query)],
  query:
    ({ query }, { pageAnswer }) =>
    (q) =>
      q
        .from({ counts: answersOf(pageAnswer, OPERATIONS.hospitalizationMetaCounts) })
        .where(({ counts }) => eq(counts.id, hospitalizationCountsPage(query).key))
        .select(({ counts }) => ({
          id: counts.id,
          newlyAdmitted: counts.value.newlyAdmitted,
          newlyDischarged: counts.value.newlyDischarged,
          totalMembers: counts.value.totalMembers,
        })),
});
export type HospitalizationCountsRow = RowOf<typeof hospitalizationCounts>;

/**
 * Every stay the engine holds (the window's, and each one the change feed brings). No screen reads
 * it since the dashboard's queries re-ask themselves (`reasksOn`); the ADT benchmark times a
 * message's way into the store with it (test/bench/adt.ts). Reads no page of its own.
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
export type HospitalizationPulseRow = RowOf<typeof hospitalizationPulse>;
