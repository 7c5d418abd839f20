import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FeedItemType } from '../../domain/index.ts';
import type { FeedFilter } from './feed-filters.ts';
import type { CallErrorReason } from './call-chips.ts';
import type { SmsErrorReason } from './sms-errors.ts';

export interface MemberLabels {
  feedFilter: Readonly<Record<FeedFilter, string>>;
  /** A feed item's kind in words (a kind this build does not know reads 'Error - Unknown type' instead). */
  feedItemKind(type: FeedItemType): string;
  direction(incoming: boolean | null): string | undefined;
  /** The Failed chip's reason for an SMS error (spec part 1 section 8's table). */
  smsError(reason: SmsErrorReason): string;
  callError(reason: CallErrorReason): string;
}

/** The member page's words for codes and kinds, in the reader's language. */
export function useMemberLabels(): MemberLabels {
  const { t } = useLingui();
  return useMemo(() => {
    const kinds: Record<FeedItemType, string> = {
      call: t`Call`,
      message: t`Text message`,
      visit: t`Visit`,
      note: t`Note`,
      member_status_change_request: t`Status change request`,
      member_transfer_request: t`Transfer request`,
      assigned_workflow_phase: t`Workflow phase`,
    };
    const callErrors: Record<CallErrorReason, string> = {
      deviceUnreachable: t`The phone is off or out of range`,
      destinationUnknown: t`The destination is unknown`,
      numberNotSupported: t`The carrier does not support the number, or it is invalid`,
      applicationError: t`A problem on the application server`,
      unlisted: t`Unknown Error. Please contact support.`,
    };
    const smsErrors: Record<SmsErrorReason, string> = {
      accountNotActive: t`Account not active`,
      accountSuspended: t`Account suspended`,
      accountNotFound: t`Account not found`,
      accountNotAuthorized: t`Account is not authorized to send messages`,
      invalidPhoneNumber: t`Invalid phone number`,
      invalidMediaUrl: t`Invalid media URL`,
      bodyRequired: t`Message body is required`,
      messageTooLong: t`Message is too long`,
      numberNotValid: t`Number not valid`,
      serviceNotResponding: t`Telephone service not responding`,
      attachmentTooLarge: t`Attachment too large`,
      invalidContent: t`Invalid message content`,
      deviceUnreachable: t`Device off or out of range`,
      destinationUnknown: t`Destination unknown`,
      landline: t`Landline does not support SMS`,
      blockedByProvider: t`Blocked by provider`,
      providerUnknownError: t`Unknown error`,
      messageTooLarge: t`Message too large`,
      tollFreeNotVerified: t`Toll-free number not verified`,
      carrierError: t`Carrier error`,
      mediaUploadFailed: t`Media upload failed`,
      unknownCode: t`Unknown code`,
      unlisted: t`Unknown error. Please contact support`,
    };
    return {
      feedFilter: { call: t`Calls`, message: t`Texts`, visit: t`Visits`, note: t`Notes`, task: t`Tasks` },
      feedItemKind: (type) => kinds[type],
      direction: (incoming) => (incoming === null ? undefined : incoming ? t`Incoming` : t`Outgoing`),
      smsError: (reason) => smsErrors[reason],
      callError: (reason) => callErrors[reason],
    };
  }, [t]);
}
