import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VISIT_MESSAGES } from '../../../domain/index.ts';
import type { ArktypeResolverOptions, DescribeServerError } from '../../../ui/index.ts';
import { useFormIssueWords } from './use-member-info-words.ts';

/**
 * The Note and Visit dialogs' messages in the reader's words: the spec's visit texts, and the
 * schemas' required and too-long messages worded by the Member info words, for the form's own
 * checks and a 400's property errors alike.
 */
export function useInteractionIssueWords(labels: Readonly<Record<string, string>>): {
  resolver: ArktypeResolverOptions;
  server: DescribeServerError;
} {
  const { t } = useLingui();
  const base = useFormIssueWords(labels);
  return useMemo(() => {
    const own: Readonly<Record<string, string>> = {
      [VISIT_MESSAGES.otherLocation]: t`Enter where the visit took place.`,
      [VISIT_MESSAGES.noteTooShort]: t`Note must be atleast 50 characters`,
      [VISIT_MESSAGES.endAfterStart]: t`The end must be after the start.`,
      [VISIT_MESSAGES.tooLong]: t`A visit lasts at most 12 hours.`,
      [VISIT_MESSAGES.quarterHours]: t`Times go in 15-minute steps.`,
      'This outcome cannot be chosen for this visit.': t`This outcome cannot be chosen for this visit.`,
      'The address is not one of the member’s.': t`The address is not one of the member’s.`,
      'The scheduled event is not one of the member’s.': t`The scheduled event is not one of the member’s.`,
    };
    return {
      resolver: { describe: (issue) => own[issue.message] ?? base.resolver.describe?.(issue) },
      server: (path, constraints) =>
        constraints.map((constraint) => own[constraint.message] ?? base.server(path, [constraint])).join(' '),
    };
  }, [t, base]);
}
