import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_TERM_MESSAGES } from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/** A consent term's field labels (English and Spanish texts by path) and its messages in the reader's words. */
export function useTermWords() {
  const { t } = useLingui();
  const labels = useMemo(() => {
    const texts = (language: string) => ({
      [`texts.${language}.name`]: t`Name`,
      [`texts.${language}.shortName`]: t`Short name`,
      [`texts.${language}.text`]: t`Consent text`,
      [`texts.${language}.infoText`]: t`More information`,
      [`texts.${language}.acceptText`]: t`Accept button`,
      [`texts.${language}.rejectText`]: t`Reject button`,
    });
    return {
      key: t`Key`,
      sortOrder: t`Order`,
      identityRequired: t`The member confirms their identity`,
      isActive: t`Offered to members`,
      ...texts('en'),
      ...texts('es'),
    } as Record<string, string>;
  }, [t]);
  const known = useMemo<Record<string, string>>(
    () => ({
      [CUSTOMER_TERM_MESSAGES.keyInvalid]: t`Key must be lower-case words joined by hyphens, at most 60 characters.`,
      [CUSTOMER_TERM_MESSAGES.keyTaken]: t`Another consent of this customer has this key.`,
      [CUSTOMER_TERM_MESSAGES.nameRequired]: t`Name is required.`,
      [CUSTOMER_TERM_MESSAGES.shortNameRequired]: t`Short name is required.`,
      [CUSTOMER_TERM_MESSAGES.textRequired]: t`Consent text is required.`,
      [CUSTOMER_TERM_MESSAGES.acceptTextRequired]: t`Accept button text is required.`,
      [CUSTOMER_TERM_MESSAGES.tooLong]: t`This text is too long.`,
      [CUSTOMER_TERM_MESSAGES.sortOrder]: t`Enter a whole number from 0 to 1000.`,
      [CUSTOMER_TERM_MESSAGES.tooMany]: t`A customer has at most 50 consents.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  return useMemo(() => ({ labels, ...words }), [labels, words]);
}
