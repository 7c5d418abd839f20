/**
 * Why a text failed, from the SMS provider's error code (spec part 1 section 8). The table names a
 * reason per code; the words for each reason, in the reader's language, are in
 * `use-member-labels.ts` (the compiler checks every reason has them).
 */

import { failureTextIn, reasonIn, type ReasonOf } from './error-codes.ts';

/** A text whose delivery failed shows the Failed chip. */
export const FAILED_SMS_STATUSES = ['failed', 'undelivered'] as const;

export const SMS_ERROR_REASONS = {
  20003: 'accountNotActive',
  20005: 'accountSuspended',
  20006: 'accountNotFound',
  20008: 'accountNotAuthorized',
  21211: 'invalidPhoneNumber',
  21610: 'invalidMediaUrl',
  21614: 'bodyRequired',
  21617: 'messageTooLong',
  30034: 'numberNotValid',
  11200: 'serviceNotResponding',
  11751: 'attachmentTooLarge',
  12300: 'invalidContent',
  30003: 'deviceUnreachable',
  30005: 'destinationUnknown',
  30006: 'landline',
  30007: 'blockedByProvider',
  30008: 'providerUnknownError',
  30019: 'messageTooLarge',
  30032: 'tollFreeNotVerified',
  60005: 'carrierError',
  63019: 'mediaUploadFailed',
  0: 'unknownCode',
} as const satisfies Readonly<Record<number, string>>;

export type SmsErrorReason = ReasonOf<typeof SMS_ERROR_REASONS>;

export function isFailedSms(smsStatus: string | null | undefined): boolean {
  return (
    smsStatus !== null &&
    smsStatus !== undefined &&
    (FAILED_SMS_STATUSES as readonly string[]).includes(smsStatus.toLowerCase())
  );
}

/** The table's reason for a code; 'unlisted' for no code or one the table does not know. */
export const smsErrorReason = (code: number | null | undefined) => reasonIn(SMS_ERROR_REASONS, code);

/**
 * What the Failed chip says: 'code: message' for a listed code, else the 'unlisted' words alone
 * ('Unknown error. Please contact support').
 *
 * @example
 *   smsFailureText(30007, labels.smsError) // '30007: blocked by provider'
 */
export const smsFailureText = (code: number | null | undefined, describe: (reason: SmsErrorReason) => string) =>
  failureTextIn(SMS_ERROR_REASONS, code, describe);
