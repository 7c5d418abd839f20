/**
 * The Goals tab's needs: the member's needs as rows the goal rules read (`domain/goals.ts`). The
 * tab derives its cards live from this, the member's assigned surveys (`memberSurveys`) and
 * consent terms (`memberConsentTerms`), all already in the store, so a need fulfilled, a consent
 * answered on the public site or a survey completed turns its card over at once; the server's
 * `GET /users/goals-tracking/{memberId}` answers the same goals by the same rules.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export const memberGoalNeeds = defineQuery({
  name: 'memberGoalNeeds',
  pages: ({ memberId }: { memberId: string }) => [page(OPERATIONS.userNeeds, { query: { memberId } })],
  query:
    ({ memberId }, { need }) =>
    (q) =>
      q
        .from({ need })
        .where(({ need }) => eq(need.memberId, memberId))
        .orderBy(({ need }) => need.sortOrder, 'asc')
        .orderBy(({ need }) => need.id, 'asc')
        .select(({ need }) => ({
          id: need.id,
          memberId: need.memberId,
          issueLabel: need.issueLabel,
          identifiedAt: need.identifiedAt,
          expiresAt: need.expiresAt,
          fulfilledAt: need.fulfilledAt,
          abandonedAt: need.abandonedAt,
          closedById: need.closedById,
          fulfilledComment: need.fulfilledComment,
          needRequiresAction: need.needRequiresAction,
          lastActionAt: need.lastActionAt,
          sortOrder: need.sortOrder,
        })),
});
export type GoalNeedRow = RowOf<typeof memberGoalNeeds>;
