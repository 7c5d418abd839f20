import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PHONE_NUMBER_MESSAGES } from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/** Phone Number Management's field labels, and the schema's and server's English in the reader's words. */
export function usePhoneNumberWords() {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({
      displayName: t`Display name`,
      description: t`Description`,
      number: t`Phone number`,
      timezone: t`Time zone`,
      isDefault: t`Default number`,
      isFeedbackNumber: t`Feedback number`,
      sid: t`SID`,
      friendlyName: t`Friendly name`,
      supportUserIds: t`Support users`,
    }),
    [t],
  );
  const known = useMemo<Record<string, string>>(
    () => ({
      [PHONE_NUMBER_MESSAGES.displayNameRequired]: t`Display name is required.`,
      [PHONE_NUMBER_MESSAGES.displayNameTooLong]: t`Display name must be at most 100 characters.`,
      [PHONE_NUMBER_MESSAGES.descriptionTooLong]: t`Description must be at most 500 characters.`,
      [PHONE_NUMBER_MESSAGES.numberRequired]: t`Phone number is required.`,
      [PHONE_NUMBER_MESSAGES.numberInvalid]: t`Enter a valid phone number.`,
      [PHONE_NUMBER_MESSAGES.numberTaken]: t`This phone number is already in use.`,
      [PHONE_NUMBER_MESSAGES.timezoneInvalid]: t`Choose a time zone from the list.`,
      [PHONE_NUMBER_MESSAGES.sidTooLong]: t`SID must be at most 64 characters.`,
      [PHONE_NUMBER_MESSAGES.friendlyNameTooLong]: t`Friendly name must be at most 100 characters.`,
      [PHONE_NUMBER_MESSAGES.supportUserUnknown]: t`A support user is not a staff member of this organisation.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  return useMemo(
    () => ({
      labels,
      ...words,
    }),
    [labels, words],
  );
}
