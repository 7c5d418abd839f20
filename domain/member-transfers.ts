/**
 * Member transfer requests (spec part 2 sections 3, 4, 5 and 9): who may ask for one, when it
 * approves itself, its state, when an approved one is due, and the request schemas the server
 * validates with and the forms resolve with (its dates' day arithmetic is in `time.ts`).
 *
 * A transfer is pending while neither approved nor denied (and not deleted), then approved or
 * denied by an audit. A requester holding CAN_AUDIT_MEMBER_TRANSFER_REQUESTS has the request
 * approved at once, effective when they say (now by default). A transfer may be requested when the
 * member is assigned to the acting user or the user holds that permission.
 */
import { type } from 'arktype';
import { INSTANT_RANGE, integerString, isoInstant, uuid } from './api/params.ts';
import { requiredText } from './member-info.ts';
import { hasPermission } from './roles.ts';

export const TRANSFER_AUDIT_PERMISSION = 'CAN_AUDIT_MEMBER_TRANSFER_REQUESTS' as const;

/** What a reason's detail is: a day, a text, or one of the member's addresses. */
export const TRANSFER_DETAIL_TYPES = ['date', 'string', 'address'] as const;
export type TransferDetailType = (typeof TRANSFER_DETAIL_TYPES)[number];

export const TRANSFER_LIMITS = {
  /** Comment to the receiving guide and the auditor's comment (part 2 section 9). */
  comment: 500,
  /** A string detail (what the reason's detail label asks). */
  stringDetail: 200,
} as const;

export type TransferApproval = 'approve' | 'deny';
export type TransferStatus = 'pending' | 'approved' | 'denied' | 'deleted';

export interface TransferState {
  approval: TransferApproval | null;
  /** ISO in the API, a Date in the server's rows: only whether it is set matters. */
  deletedAt: string | Date | null;
}

/** Deleted first (a deleted request is no longer anyone's work), then the audit's answer, else pending. */
export function transferStatusOf(request: TransferState): TransferStatus {
  if (request.deletedAt) return 'deleted';
  if (request.approval === 'approve') return 'approved';
  if (request.approval === 'deny') return 'denied';
  return 'pending';
}

export interface TransferRequester {
  userId: string;
  permissions: readonly string[];
}

/** Auditors review (approve or deny) transfer requests. */
export const mayAuditTransfers = (
  user: Pick<TransferRequester, 'permissions'>,
  memberPermissions: readonly string[] = [],
) => hasPermission(user.permissions, TRANSFER_AUDIT_PERMISSION, memberPermissions);

/** The member is assigned to the acting user, or the user holds the audit permission. */
export function mayRequestTransfer(user: TransferRequester, member: { assignedGuideId: string | null }): boolean {
  return member.assignedGuideId === user.userId || mayAuditTransfers(user);
}

/** An auditor's own request is approved as it is made. */
export const transferAutoApproves = (user: Pick<TransferRequester, 'permissions'>) => mayAuditTransfers(user);

/** Only the creator edits a request, and only while it is pending. */
export function mayEditTransfer(user: TransferRequester, request: TransferState & { creatorId: string }): boolean {
  return request.creatorId === user.userId && transferStatusOf(request) === 'pending';
}

/** An approved transfer moves the member once its effective time has come (now or before). */
export function transferIsDue(
  request: TransferState & { effectiveAt: string | null; appliedAt: string | null },
  nowMs: number,
): boolean {
  if (transferStatusOf(request) !== 'approved' || request.appliedAt || !request.effectiveAt) return false;
  return Date.parse(request.effectiveAt) <= nowMs;
}

/** Epoch ms within the range the product stores (domain/api/params.ts). */
const millis = type(`${INSTANT_RANGE.min} <= number.integer <= ${INSTANT_RANGE.max}`).configure({
  message: 'Date is not valid.',
});
const comment = (label: string) => requiredText(label, TRANSFER_LIMITS.comment);
const optionalComment = type('string')
  .pipe((value) => value.trim())
  .to(
    type(`string <= ${TRANSFER_LIMITS.comment}`).configure({
      message: `Comment must be at most ${TRANSFER_LIMITS.comment} characters.`,
    }),
  )
  .pipe((value) => value || null)
  .or('null');
const stringDetail = type('string')
  .pipe((value) => value.trim())
  .to(
    type(`string <= ${TRANSFER_LIMITS.stringDetail}`).configure({
      message: `Detail must be at most ${TRANSFER_LIMITS.stringDetail} characters.`,
    }),
  )
  .pipe((value) => value || null)
  .or('null');
const approval = type("'approve' | 'deny'");

/**
 * What a request says, whoever sends it. The detail the reason asks for (by its detail type) is
 * checked against the reason by the server: `stringDetail` for a text, `numericDetail` (the id of
 * one of the member's addresses) for an address, `timestampDetail` (the day's first instant, ms)
 * for a date.
 */
export const transferRequestFields = type({
  receivingGuideId: uuid,
  transferReasonId: uuid,
  commentToReceivingGuide: comment('Comment to receiving guide'),
  'stringDetail?': stringDetail,
  'numericDetail?': uuid.or('null'),
  'timestampDetail?': millis.or('null'),
});

/** POST /users/member-transfer-requests: the member, and optionally (auditors) the approval and effective time. */
export const createTransferBody = transferRequestFields.and({
  memberId: uuid,
  /** The member's guide as the requester saw it; the server records the member's guide at the time. */
  'originatingGuideId?': uuid.or('null'),
  'approval?': approval.or('null'),
  'effectiveAt?': millis.or('null'),
});

/** PATCH /users/member-transfer-requests/{id}: the creator edits their pending request. */
export const updateTransferBody = transferRequestFields;

/** PATCH /users/member-transfer-requests/audit/{id}: the review. */
export const auditTransferBody = type({
  approval,
  receivingGuideId: uuid,
  effectiveAt: millis,
  'auditorComment?': optionalComment,
});

export const transferRequestsQuery = type({
  /** One request (the feed's transfer entry reads it). */
  'id?': uuid,
  'memberId?': uuid,
  /** Requests whose originating or receiving guide this is. */
  'guideId?': uuid,
  'status?': "'pending' | 'approved' | 'denied'",
  'page-size?': integerString.to('1 <= number <= 500'),
  /** Keyset cursor: requests after this (createdAt, id), newest first. */
  'after-created-at?': isoInstant,
  'after-id?': uuid,
});
