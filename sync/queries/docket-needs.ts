/**
 * The docket's Needs tab (spec part 1 section 2): the open needs of the guide's members, each with
 * its member's name, in id order (the tab sorts them by due date). Which of them are Expiring Soon or Need Action depends on the clock, so the
 * screen splits them each minute (`docketNeedTask`); the engine keeps the set live: a need
 * fulfilled, stopped or given an action (its `lastActionAt`), or a member moved to another guide,
 * changes or leaves the rows at once.
 */
import { and, eq, isNull } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export const docketNeeds = defineQuery({
  name: 'docketNeeds',
  pages: ({ guideId }: { guideId: string }) => [page(OPERATIONS.userNeeds, { query: { guideId } })],
  query:
    ({ guideId }, { need, user }) =>
    (q) => {
      // The guide's members first, so the join meets only them (a filter on the joined side would
      // re-run the whole join on every change).
      const members = q.from({ member: user }).where(({ member }) => eq(member.assignedGuideId, guideId));
      return (
        q
          .from({ need })
          .join({ member: members }, ({ need, member }) => eq(need.memberId, member.id), 'inner')
          .where(({ need }) => and(isNull(need.fulfilledAt), isNull(need.abandonedAt)))
          // By an identity that never changes: a row never moves in the engine's list, so a change is
          // one update op; the tab orders by due date itself (`needsWithTasks`).
          .orderBy(({ need }) => need.id, 'asc')
          .select(({ need, member }) => ({
            id: need.id,
            memberId: need.memberId,
            memberName: member.name,
            issueLabel: need.issueLabel,
            expiresAt: need.expiresAt,
            fulfilledAt: need.fulfilledAt,
            abandonedAt: need.abandonedAt,
            needRequiresAction: need.needRequiresAction,
            lastActionAt: need.lastActionAt,
          }))
      );
    },
});
export type DocketNeedRow = RowOf<typeof docketNeeds>;
