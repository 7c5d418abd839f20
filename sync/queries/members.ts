/**
 * The member list: one window of members (a page the server searched, filtered, sorted and cut),
 * each row kept live from the store. Which members and in which order is the server's answer;
 * what each row shows (name, status, guide, last event) follows user changes in place.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** The list's query as the server takes it (search, filters, sort, `page-start`, `page-size`). */
export type MemberListQuery = Omit<NonNullable<QueryOf<typeof OPERATIONS.memberList>>, 'forMap' | 'includeCount'>;

export interface MemberListParams {
  query: MemberListQuery;
}

export function memberListPage(query: MemberListQuery) {
  return page(OPERATIONS.memberList, { query: { ...query, includeCount: true } }, { window: true });
}

/**
 * @example
 *   useLive('memberList', { query: { searchTerm: 'ros', 'page-start': 0, 'page-size': 10, orderBy: 'name', orderDirection: 'ASC' } })
 */
export const memberList = defineQuery({
  name: 'memberList',
  paintsFirst: true,
  pages: ({ query }: MemberListParams) => [
    memberListPage(query),
    page(OPERATIONS.team, { query: { allViewable: true } }),
  ],
  query:
    ({ query }, { pageSlot, user }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .join({ member: user }, ({ slot, member }) => eq(slot.rowId, member.id), 'inner')
        .join({ guide: user }, ({ member, guide }) => eq(member.assignedGuideId, guide.id), 'left')
        .where(({ slot }) => eq(slot.pageKey, memberListPage(query).key))
        .orderBy(({ slot }) => slot.index, 'asc')
        .select(({ slot, member, guide }) => ({
          id: member.id,
          name: member.name,
          firstName: member.firstName,
          lastName: member.lastName,
          clientId: member.clientId,
          memberStatusId: member.memberStatusId,
          outreachPhase: member.outreachPhase,
          lastEventAt: member.lastEventAt,
          lastEventType: member.lastEventType,
          shortAddress: member.shortAddress,
          assignedGuideId: member.assignedGuideId,
          /** The assigned guide's name, from the team directory's rows (null when unassigned or unknown). */
          assignedGuideName: guide?.name,
          /** The row's place in the window (0-based) and how many members match the query in all. */
          position: slot.index,
          total: slot.total,
        })),
});
export type MemberListRow = RowOf<typeof memberList>;
