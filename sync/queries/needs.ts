/**
 * A member's needs (the member page's Needs tab, in their order), the actions and resource
 * referrals recorded on them, and one need's history (the detail dialog and panel). A need added,
 * changed, reordered or fulfilled by another guide arrives as a change and shows at once.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export const memberNeeds = defineQuery({
  name: 'memberNeeds',
  pages: ({ memberId }: { memberId: string }) => [page(OPERATIONS.userNeeds, { query: { memberId } })],
  query:
    ({ memberId }, { need }) =>
    (q) =>
      q
        .from({ need })
        .where(({ need }) => eq(need.memberId, memberId))
        .orderBy(({ need }) => need.sortOrder, 'asc')
        .orderBy(({ need }) => need.identifiedAt, 'asc')
        .orderBy(({ need }) => need.id, 'asc')
        .select(({ need }) => ({
          id: need.id,
          memberId: need.memberId,
          issueId: need.issueId,
          issueLabel: need.issueLabel,
          zCode: need.zCode,
          categoryId: need.categoryId,
          domainId: need.domainId,
          reason: need.reason,
          identifiedAt: need.identifiedAt,
          expiresAt: need.expiresAt,
          abandonedAt: need.abandonedAt,
          closedById: need.closedById,
          fulfilledAt: need.fulfilledAt,
          fulfilledComment: need.fulfilledComment,
          needRequiresAction: need.needRequiresAction,
          canDelete: need.canDelete,
          sortOrder: need.sortOrder,
          createdById: need.createdById,
          assignedSurveyId: need.assignedSurveyId,
          lastActionAt: need.lastActionAt,
          updatedAt: need.updatedAt,
        })),
});
export type MemberNeedRow = RowOf<typeof memberNeeds>;

/** Every action on the member's needs, or one need's, newest first. */
export const needActions = defineQuery({
  name: 'needActions',
  pages: ({ memberId }: { memberId: string; needId?: string }) => [
    page(OPERATIONS.memberNeedActions, { query: { memberId } }),
  ],
  query:
    ({ memberId, needId }, { needAction }) =>
    (q) =>
      q
        .from({ action: needAction })
        .where(({ action }) => (needId ? eq(action.needId, needId) : eq(action.memberId, memberId)))
        .orderBy(({ action }) => action.createdAt, 'desc')
        .orderBy(({ action }) => action.id, 'asc'),
});
export type NeedActionRow = RowOf<typeof needActions>;

export const memberResourceReferrals = defineQuery({
  name: 'memberResourceReferrals',
  pages: ({ memberId }: { memberId: string; needId?: string }) => [
    page(OPERATIONS.memberResourceReferrals, { query: { memberId } }),
  ],
  query:
    ({ memberId, needId }, { resourceReferral }) =>
    (q) =>
      q
        .from({ referral: resourceReferral })
        .where(({ referral }) => (needId ? eq(referral.needId, needId) : eq(referral.memberId, memberId)))
        .orderBy(({ referral }) => referral.createdAt, 'asc')
        .orderBy(({ referral }) => referral.id, 'asc'),
});
export type ResourceReferralRow = RowOf<typeof memberResourceReferrals>;

/** One need's history; the view orders it with `compareHistoryEntries` (one write's entries share their instant). */
export const needHistory = defineQuery({
  name: 'needHistory',
  pages: ({ needId }: { needId: string }) => [page(OPERATIONS.needHistory, { params: { userNeedId: needId } })],
  query:
    ({ needId }, { needHistoryEntry }) =>
    (q) =>
      q
        .from({ entry: needHistoryEntry })
        .where(({ entry }) => eq(entry.needId, needId))
        .orderBy(({ entry }) => entry.createdAt, 'asc')
        .orderBy(({ entry }) => entry.id, 'asc'),
});
export type NeedHistoryRow = RowOf<typeof needHistory>;
