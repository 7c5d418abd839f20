import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { USER_IMPORT_MESSAGES } from '../../../../domain/index.ts';
import type { UserWords } from '../use-user-words.ts';

/**
 * A row error in the reader's words: the field's label and the message, whether the create's own
 * (User Administration's words) or the import's.
 */
export function useImportWords(words: UserWords) {
  const { t } = useLingui();
  return useMemo(() => {
    const known: Record<string, string> = {
      [USER_IMPORT_MESSAGES.teamUnknown]: t`No team has this name.`,
      [USER_IMPORT_MESSAGES.appAccessInvalid]: t`App access must be yes or no.`,
      [USER_IMPORT_MESSAGES.tooManyRows]: t`At most 1,000 users can be imported at once.`,
      [USER_IMPORT_MESSAGES.noRows]: t`The file has no users to import.`,
    };
    const labels: Record<string, string> = { ...words.labels, row: t`Row` };
    return {
      rowError: (error: { property: string; message: string }) =>
        `${labels[error.property] ?? error.property}: ${known[error.message] ?? words.message(error.message)}`,
    };
  }, [t, words]);
}
