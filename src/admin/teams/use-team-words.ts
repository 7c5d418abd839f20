import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TEAM_MESSAGES } from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/** Teams Management's field labels, and the schema's and server's English in the reader's words. */
export function useTeamWords() {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({ name: t`Team name`, clientId: t`Customer`, internalPhoneNumberId: t`Phone number` }),
    [t],
  );
  const known = useMemo<Record<string, string>>(
    () => ({
      [TEAM_MESSAGES.nameRequired]: t`Team name is required.`,
      [TEAM_MESSAGES.nameTooLong]: t`Team name must be at most 100 characters.`,
      [TEAM_MESSAGES.nameTaken]: t`A team with this name already exists.`,
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
