import { useLingui } from '@lingui/react/macro';
import type { AnswerProblem, SurveyState } from '../../domain/index.ts';

/** The dialog's words for an answer's problem (part 2 section 5), in the reader's language. */
export function useAnswerProblemWords(): (problem: AnswerProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem.kind) {
      case 'required':
        return t`A value is required`;
      case 'min':
        return t`Value must be at ${problem.min} or more.`;
      case 'max':
        return t`Value must be ${problem.max} or less.`;
      case 'not-a-number':
        return t`Value must be a number.`;
      case 'date-before':
        return t`The date must be on or after ${problem.earliest}`;
      case 'date-after':
        return t`The date must be on or before ${problem.latest}`;
      case 'not-a-date':
        return t`Value must be a date.`;
      case 'unknown-option':
        return t`Choose one of the options.`;
      case 'multiselect-unsupported':
        return t`Multi-select questions are not supported.`;
    }
  };
}

export function useSurveyStateWords(): Record<SurveyState, string> {
  const { t } = useLingui();
  return {
    complete: t`Complete`,
    late: t`Late`,
    paused: t`Paused`,
    inProgress: t`In progress`,
    notStarted: t`Not started`,
  };
}
