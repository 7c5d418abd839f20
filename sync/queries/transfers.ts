/**
 * Member transfer requests, kept live: a member's requests (the feed's transfer entries and the
 * review form read them) and a guide's pending ones (the docket's Pending events tab).
 */
import { and, eq, isNull, or } from '@tanstack/db';
import { OPERATIONS, type TransferApproval } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery } from './define.ts';

export interface MemberTransferRow {
  id: string;
  memberId: string;
  memberName: string | null;
  originatingGuideId: string | null;
  receivingGuideId: string;
  creatorId: string;
  transferReasonId: string;
  commentToReceivingGuide: string;
  stringDetail: string | null;
  numericDetail: string | null;
  timestampDetail: string | null;
  approval: TransferApproval | null;
  effectiveAt: string | null;
  auditorId: string | null;
  auditorComment: string | null;
  approvedAt: string | null;
  deniedAt: string | null;
  deletedAt: string | null;
  appliedAt: string | null;
  createdAt: string;
}

/**
 * A request's fields as the rows carry them (the member's name comes from the join). The builder's
 * row reference is typed per query; this only copies its fields.
 */
const transferFields = (request: any) => ({
  id: request.id,
  memberId: request.memberId,
  originatingGuideId: request.originatingGuideId,
  receivingGuideId: request.receivingGuideId,
  creatorId: request.creatorId,
  transferReasonId: request.transferReasonId,
  commentToReceivingGuide: request.commentToReceivingGuide,
  stringDetail: request.stringDetail,
  numericDetail: request.numericDetail,
  timestampDetail: request.timestampDetail,
  approval: request.approval,
  effectiveAt: request.effectiveAt,
  auditorId: request.auditorId,
  auditorComment: request.auditorComment,
  approvedAt: request.approvedAt,
  deniedAt: request.deniedAt,
  deletedAt: request.deletedAt,
  appliedAt: request.appliedAt,
  createdAt: request.createdAt,
});

/** Every request about the member (a handful), newest first. */
export const memberTransferRequests = defineQuery<{ memberId: string }, MemberTransferRow>({
  name: 'memberTransferRequests',
  pages: ({ memberId }) => [page(OPERATIONS.memberTransferRequests, { query: { memberId } }, { whole: true })],
  query:
    ({ memberId }, { memberTransferRequest, user }) =>
    (q) =>
      q
        .from({ request: memberTransferRequest })
        .join({ member: user }, ({ request, member }) => eq(request.memberId, member.id), 'left')
        .where(({ request }) => and(eq(request.memberId, memberId), isNull(request.deletedAt)))
        .orderBy(({ request }) => request.createdAt, 'desc')
        .orderBy(({ request }) => request.id, 'desc')
        .select(({ request, member }) => ({ ...transferFields(request), memberName: member?.name })),
});

/** One request, by id (a feed entry's): its state follows every change. */
export const memberTransferRequest = defineQuery<{ requestId: string }, MemberTransferRow>({
  name: 'memberTransferRequest',
  pages: ({ requestId }) => [page(OPERATIONS.memberTransferRequests, { query: { id: requestId } })],
  query:
    ({ requestId }, { memberTransferRequest: requests, user }) =>
    (q) =>
      q
        .from({ request: requests })
        .join({ member: user }, ({ request, member }) => eq(request.memberId, member.id), 'left')
        .where(({ request }) => eq(request.id, requestId))
        .select(({ request, member }) => ({ ...transferFields(request), memberName: member?.name })),
});

export interface PendingTransferRow {
  id: string;
  memberId: string;
  memberName: string | null;
  memberStatusId: number | null;
  createdAt: string;
  status: 'pending';
}

/**
 * The guide's transfer requests awaiting review: those moving a member away from the guide or to
 * them, oldest first. A review (or a deletion) takes the row away at once.
 */
export const pendingTransferRequests = defineQuery<{ guideId: string }, PendingTransferRow>({
  name: 'pendingTransferRequests',
  pages: ({ guideId }) => [
    page(OPERATIONS.memberTransferRequests, { query: { guideId, status: 'pending' } }, { whole: true }),
  ],
  query:
    ({ guideId }, { memberTransferRequest, user }) =>
    (q) =>
      q
        .from({ request: memberTransferRequest })
        .join({ member: user }, ({ request, member }) => eq(request.memberId, member.id), 'left')
        .where(({ request }) =>
          and(
            or(eq(request.originatingGuideId, guideId), eq(request.receivingGuideId, guideId)),
            isNull(request.approval),
            isNull(request.deletedAt),
          ),
        )
        .orderBy(({ request }) => request.createdAt, 'asc')
        .orderBy(({ request }) => request.id, 'asc')
        .select(({ request, member }) => ({
          id: request.id,
          memberId: request.memberId,
          memberName: member?.name,
          memberStatusId: member?.memberStatusId,
          createdAt: request.createdAt,
          status: 'pending' as const,
        })),
});
