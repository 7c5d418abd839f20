/**
 * Member status change requests: a member's requests (the feed's request items and the request
 * form read them) and the pending ones about a guide's members (the docket's Pending events tab).
 * Both are live: an audit, an edit or the job applying a request updates every open screen.
 */
import { and, eq, isNull, type Ref } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import type { StoreRow } from '../store/rows.ts';
import { defineQuery, type RowOf } from './define.ts';

/** The select both reads share: a request's fields, from the builder's reference to its row. */
const requestFields = (request: Ref<StoreRow<'memberStatusChangeRequest'>>) => ({
  id: request.id,
  memberId: request.memberId,
  memberStatusId: request.memberStatusId,
  effectiveAt: request.effectiveAt,
  interactionId: request.interactionId,
  creatorId: request.creatorId,
  creatorName: request.creatorName,
  creatorComment: request.creatorComment,
  approval: request.approval,
  approvedAt: request.approvedAt,
  deniedAt: request.deniedAt,
  auditorName: request.auditorName,
  auditorComment: request.auditorComment,
  appliedAt: request.appliedAt,
  createdAt: request.createdAt,
});

/** Every request about the member, newest first. */
export const memberStatusChangeRequests = defineQuery({
  name: 'memberStatusChangeRequests',
  pages: ({ memberId }: { memberId: string }) => [
    page(OPERATIONS.statusChangeRequests, { query: { memberId, 'page-size': 200 } }, { whole: true }),
  ],
  query:
    ({ memberId }, { memberStatusChangeRequest }) =>
    (q) =>
      q
        .from({ request: memberStatusChangeRequest })
        .where(({ request }) => eq(request.memberId, memberId))
        .orderBy(({ request }) => request.createdAt, 'desc')
        .orderBy(({ request }) => request.id, 'desc')
        .select(({ request }) => requestFields(request)),
});
export type StatusChangeRequestRow = RowOf<typeof memberStatusChangeRequests>;

/** One request, by id (a feed item's): its chip follows every change. */
export const statusChangeRequest = defineQuery({
  name: 'statusChangeRequest',
  pages: ({ requestId }: { requestId: string }) => [
    page(OPERATIONS.statusChangeRequests, { query: { id: requestId } }),
  ],
  query:
    ({ requestId }, { memberStatusChangeRequest }) =>
    (q) =>
      q
        .from({ request: memberStatusChangeRequest })
        .where(({ request }) => eq(request.id, requestId))
        .select(({ request }) => requestFields(request)),
});

/** Requests waiting for review about the guide's members, oldest first (the docket's Pending events). */
export const pendingStatusChangeRequests = defineQuery({
  name: 'pendingStatusChangeRequests',
  pages: ({ guideId }: { guideId: string }) => [
    page(OPERATIONS.statusChangeRequests, { query: { guideId, status: 'pending', 'page-size': 200 } }, { whole: true }),
  ],
  query:
    ({ guideId }, { memberStatusChangeRequest, user }) =>
    (q) =>
      q
        .from({ request: memberStatusChangeRequest })
        .join({ member: user }, ({ request, member }) => eq(request.memberId, member.id), 'inner')
        .where(({ request, member }) => and(isNull(request.approval), eq(member.assignedGuideId, guideId)))
        .orderBy(({ request }) => request.createdAt, 'asc')
        .orderBy(({ request }) => request.id, 'asc')
        .select(({ request, member }) => ({
          id: request.id,
          memberId: request.memberId,
          memberName: member.name,
          memberStatusId: member.memberStatusId,
          createdAt: request.createdAt,
          effectiveAt: request.effectiveAt,
          status: 'pending' as const,
        })),
});
export type PendingStatusChangeRequestRow = RowOf<typeof pendingStatusChangeRequests>;
