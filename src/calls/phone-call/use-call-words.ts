import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CALL_MESSAGES, type OutcomeLock } from '../../../domain/index.ts';
import type { DescribeServerError } from '../../../ui/index.ts';
import { useInteractionIssueWords } from '../../shared/member/use-interaction-words.ts';

/** The Phone call dialog's words for the rules' keys and the server's messages, in the reader's language. */
export function useCallWords(labels: Readonly<Record<string, string>>): {
  lock(lock: OutcomeLock): string;
  server: DescribeServerError;
} {
  const { t } = useLingui();
  const base = useInteractionIssueWords(labels);
  return useMemo(() => {
    const locks: Record<OutcomeLock, string> = {
      resourcing: t`not for a resourcing call`,
      notConnected: t`the call did not connect`,
      twoMinuteMark: t`available at the 2-minute mark`,
      engagementLength: t`available once the engagement length is reached`,
      deprecated: t`no longer offered`,
    };
    const own: Readonly<Record<string, string>> = {
      [CALL_MESSAGES.noteTooShort]: t`Note must be atleast 50 characters`,
      [CALL_MESSAGES.outcomeLocked]: t`This outcome cannot be chosen for this call yet.`,
      [CALL_MESSAGES.doNotCall]: t`This number is marked do not contact.`,
      'The number is not one of the member’s.': t`The number is not one of the member’s.`,
    };
    return {
      lock: (lock) => locks[lock],
      server: (path, constraints) =>
        constraints.map((constraint) => own[constraint.message] ?? base.server(path, [constraint])).join(' '),
    };
  }, [t, base]);
}
