/**
 * Member transfer requests: request, edit and review. A new request shows with the server's change
 * (its id is the server's, and an auditor's request may move the member in the same write); an
 * edit and a review show at once and are confirmed by the request's change, which the server
 * records last (after the member's and their work's, when an approval moves them).
 */
import { type auditTransferBody, OPERATIONS, type updateTransferBody, type BodyOf } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type CreateMemberTransferArgs = BodyOf<typeof OPERATIONS.createMemberTransferRequest>;

export const createMemberTransferRequest = defineMutation({
  operation: OPERATIONS.createMemberTransferRequest,
  request: (args: CreateMemberTransferArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'memberTransferRequest', id: answer.id }),
});

export type UpdateMemberTransferArgs = BodyOf<typeof OPERATIONS.updateMemberTransferRequest> & { id: string };

export const updateMemberTransferRequest = defineMutation({
  operation: OPERATIONS.updateMemberTransferRequest,
  request: ({ id, ...body }: UpdateMemberTransferArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...body }) => {
    const patch = asSent<typeof updateTransferBody>(body);
    if (!collections.memberTransferRequest.has(id)) return;
    collections.memberTransferRequest.update(id, (draft) => {
      draft.receivingGuideId = patch.receivingGuideId;
      draft.transferReasonId = patch.transferReasonId;
      draft.commentToReceivingGuide = patch.commentToReceivingGuide;
    });
  },
  confirms: (args) => ({ entity: 'memberTransferRequest', id: args.id }),
});

export type AuditMemberTransferArgs = BodyOf<typeof OPERATIONS.auditMemberTransferRequest> & { id: string };

/** The review shows at once; the member moves with the server's changes (it alone knows their open work). */
export const auditMemberTransferRequest = defineMutation({
  operation: OPERATIONS.auditMemberTransferRequest,
  request: ({ id, ...body }: AuditMemberTransferArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...body }, now) => {
    const review = asSent<typeof auditTransferBody>(body);
    if (!review || !collections.memberTransferRequest.has(id)) return;
    collections.memberTransferRequest.update(id, (draft) => {
      draft.approval = review.approval;
      draft.auditorComment = review.auditorComment ?? null;
      if (review.approval === 'approve') {
        draft.approvedAt = now;
        draft.receivingGuideId = review.receivingGuideId;
        draft.effectiveAt = new Date(review.effectiveAt).toISOString();
      } else {
        draft.deniedAt = now;
      }
    });
  },
  confirms: (args) => ({ entity: 'memberTransferRequest', id: args.id }),
});
