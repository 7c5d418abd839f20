/**
 * The completion dialog's pure parts: an answer as the form holds it (a draft), as the server
 * stores it, and back. The state a survey card shows is `surveyState` in `domain/surveys.ts`.
 */
import { isOptionQuestion, type SurveyAnswer, type SurveyQuestion } from '../../domain/index.ts';

/** What the form holds for one question: chosen option ids, or the typed text. */
export interface AnswerDraft {
  optionIds: readonly string[];
  text: string;
}

export const EMPTY_DRAFT: AnswerDraft = { optionIds: [], text: '' };

export function draftOf(answer: SurveyAnswer | undefined): AnswerDraft {
  if (!answer || answer.skipped) return EMPTY_DRAFT;
  return { optionIds: answer.selectedOptionIds, text: answer.textResponse ?? '' };
}

/** The answer a draft saves as: an empty draft is sent as skipped (part 2 section 4). */
export function answerOf(question: SurveyQuestion, draft: AnswerDraft): SurveyAnswer {
  if (isOptionQuestion(question))
    return draft.optionIds.length
      ? { skipped: false, selectedOptionIds: draft.optionIds, textResponse: null }
      : SKIPPED;
  const text = draft.text.trim();
  return text ? { skipped: false, selectedOptionIds: [], textResponse: text } : SKIPPED;
}

const SKIPPED: SurveyAnswer = { skipped: true, selectedOptionIds: [], textResponse: null };

export function sameAnswer(a: SurveyAnswer, b: SurveyAnswer | undefined): boolean {
  if (!b) return false;
  return (
    a.skipped === b.skipped &&
    (a.textResponse ?? null) === (b.textResponse ?? null) &&
    a.selectedOptionIds.join('\n') === b.selectedOptionIds.join('\n')
  );
}
