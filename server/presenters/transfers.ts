/** API shapes of transfer requests and reasons; the change log carries exactly these. */
import type { EntityShape, transferReasonSchema } from '../../domain/index.ts';
import type { memberTransferReasons, memberTransferRequests } from '../db/schema/index.ts';
import type { MemberSummary } from './people.ts';

export type TransferRequestRow = typeof memberTransferRequests.$inferSelect;
export type TransferReasonRow = typeof memberTransferReasons.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentTransferRequest(
  r: TransferRequestRow,
  member: MemberSummary | null | undefined,
): EntityShape<'memberTransferRequest'> {
  return {
    id: r.id,
    memberId: r.memberId,
    clientId: r.clientId,
    originatingGuideId: r.originatingGuideId,
    receivingGuideId: r.receivingGuideId,
    creatorId: r.creatorId,
    transferReasonId: r.transferReasonId,
    commentToReceivingGuide: r.commentToReceivingGuide,
    stringDetail: r.stringDetail,
    numericDetail: r.numericDetail,
    timestampDetail: iso(r.timestampDetail),
    approval: r.approval,
    effectiveAt: iso(r.effectiveAt),
    auditorId: r.auditorId,
    auditorComment: r.auditorComment,
    approvedAt: iso(r.approvedAt),
    deniedAt: iso(r.deniedAt),
    deletedAt: iso(r.deletedAt),
    appliedAt: iso(r.appliedAt),
    createdAt: r.createdAt.toISOString(),
    member: member ?? null,
  };
}

export function presentTransferReason(r: TransferReasonRow): typeof transferReasonSchema.infer {
  return { id: r.id, key: r.key, text: r.text, detailType: r.detailType, detailLabel: r.detailLabel };
}
