/**
 * The transfer forms' values, checks and requests (spec part 2 section 5 "Transfer"): the request
 * form asks for a reason, then the detail its type names (a day, a text or one of the member's
 * addresses), the receiving guide and a comment to them (required, at most 500); the review asks
 * for the approval, the effective day, the receiving guide and an optional comment (at most 500).
 * Days default to today and travel as the day's first instant in the user's time zone.
 */
import { type } from 'arktype';
import {
  dayOfMillis,
  isoDay,
  startOfDayMillis,
  TRANSFER_LIMITS,
  type BodyOf,
  type OPERATIONS,
  type TransferDetailType,
} from '../../domain/index.ts';

export interface TransferRequestValues {
  transferReasonId: string;
  /** The detail, by the reason's type (only that one is sent). */
  timestampDetail: string;
  stringDetail: string;
  numericDetail: string;
  receivingGuideId: string;
  commentToReceivingGuide: string;
}

export interface TransferReviewValues {
  approval: '' | 'approve' | 'deny';
  effectiveDate: string;
  receivingGuideId: string;
  auditorComment: string;
}

/** What an existing request says, as the request form shows it. */
export interface TransferRequestSource {
  transferReasonId: string;
  receivingGuideId: string;
  commentToReceivingGuide: string;
  stringDetail: string | null;
  numericDetail: string | null;
  timestampDetail: string | null;
}

const trimmedText = (max: number) =>
  type('string')
    .pipe((value) => value.trim())
    .to(`0 < string <= ${max}`);
const chosen = type('string > 0');
const anything = type('string');

/** The request form's schema: the detail the chosen reason asks for is required; the others are not checked. */
export function requestFormSchema(detailType: TransferDetailType | undefined) {
  return type({
    transferReasonId: chosen,
    timestampDetail: detailType === 'date' ? isoDay : anything,
    stringDetail: detailType === 'string' ? trimmedText(TRANSFER_LIMITS.stringDetail) : anything,
    numericDetail: detailType === 'address' ? chosen : anything,
    receivingGuideId: chosen,
    commentToReceivingGuide: trimmedText(TRANSFER_LIMITS.comment),
  });
}

export const reviewFormSchema = type({
  approval: "'approve' | 'deny'",
  effectiveDate: isoDay,
  receivingGuideId: chosen,
  auditorComment: type('string')
    .pipe((value) => value.trim())
    .to(`string <= ${TRANSFER_LIMITS.comment}`),
});

/** A new request starts empty with its day on today; an edit starts from what the request says. */
export function requestValues(today: string, timeZone: string, request?: TransferRequestSource): TransferRequestValues {
  if (!request)
    return {
      transferReasonId: '',
      timestampDetail: today,
      stringDetail: '',
      numericDetail: '',
      receivingGuideId: '',
      commentToReceivingGuide: '',
    };
  return {
    transferReasonId: request.transferReasonId,
    timestampDetail: request.timestampDetail ? dayOfMillis(Date.parse(request.timestampDetail), timeZone) : today,
    stringDetail: request.stringDetail ?? '',
    numericDetail: request.numericDetail ?? '',
    receivingGuideId: request.receivingGuideId,
    commentToReceivingGuide: request.commentToReceivingGuide,
  };
}

type RequestFields = Omit<BodyOf<typeof OPERATIONS.createMemberTransferRequest>, 'memberId'>;

/** The request's fields: only the detail the reason asks for, a day as its first instant (ms) in the user's zone. */
export function requestFields(
  values: TransferRequestValues,
  detailType: TransferDetailType,
  timeZone: string,
): RequestFields {
  return {
    transferReasonId: values.transferReasonId,
    receivingGuideId: values.receivingGuideId,
    commentToReceivingGuide: values.commentToReceivingGuide.trim(),
    stringDetail: detailType === 'string' ? values.stringDetail.trim() : null,
    numericDetail: detailType === 'address' ? values.numericDetail : null,
    timestampDetail: detailType === 'date' ? startOfDayMillis(values.timestampDetail, timeZone) : null,
  };
}

export function reviewValues(today: string, receivingGuideId: string): TransferReviewValues {
  return { approval: '', effectiveDate: today, receivingGuideId, auditorComment: '' };
}

export function reviewFields(
  values: TransferReviewValues,
  timeZone: string,
): BodyOf<typeof OPERATIONS.auditMemberTransferRequest> {
  return {
    approval: values.approval === 'deny' ? 'deny' : 'approve',
    receivingGuideId: values.receivingGuideId,
    effectiveAt: startOfDayMillis(values.effectiveDate, timeZone),
    auditorComment: values.auditorComment.trim() || null,
  };
}
