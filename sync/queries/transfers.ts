/**
 * Member transfer requests, kept live: a member's requests (the feed's transfer entries and the
 * review form read them) and a guide's pending ones (the docket's Pending events tab).
 */
import { and, eq, isNull, or, type Ref } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import type { StoreRow } from '../store/rows.ts';
import { defineQuery, type RowOf } from './define.ts';

/**
 * A request's fields as the rows carry them (the member's name comes from the join), from the
 * builder's reference to its row.
 */
const transferFields = (request: Ref<StoreRow<'memberTransferRequest'>>) => ({
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
export const memberTransferRequests = defineQuery({
  name: 'memberTransferRequests',
  pages: ({ memberId }: { memberId: string }) => [
    page(OPERATIONS.memberTransferRequests, { query: { memberId } }, { whole: true }),
  ],
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
export type MemberTransferRow = RowOf<typeof memberTransferRequests>;

/** One request, by id (a feed entry's): its state follows every change. */
export const memberTransferRequest = defineQuery({
  name: 'memberTransferRequest',
  pages: ({ requestId }: { requestId: string }) => [
    page(OPERATIONS.memberTransferRequests, { query: { id: requestId } }),
  ],
  query:
    ({ requestId }, { memberTransferRequest: requests, user }) =>
    (q) =>
      q
        .from({ request: requests })
        .join({ member: user }, ({ request, member }) => eq(request.memberId, member.id), 'left')
        .where(({ request }) => eq(request.id, requestId))
        .select(({ request, member }) => ({ ...transferFields(request), memberName: member?.name })),
});

/**
 * The guide's transfer requests awaiting review: those moving a member away from the guide or to
 * them, oldest first. A review (or a deletion) takes the row away at once.
 */
export const pendingTransferRequests = defineQuery({
  name: 'pendingTransferRequests',
  pages: ({ guideId }: { guideId: string }) => [
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
export type PendingTransferRow = RowOf<typeof pendingTransferRequests>;
