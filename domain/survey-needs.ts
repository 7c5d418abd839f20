/**
 * Survey answers that point to needs (#34 "an option may name a needs issue (and so its Z-code);
 * submitting a survey offers the guide those needs to add in one step, never silently").
 */
import type { SurveyQuestion } from './survey-schemas.ts';
import type { SurveyAnswer } from './surveys.ts';

/**
 * The needs issues the answers on a survey's path name, by key, once each, in the order the survey
 * asks them (its questions, then each question's options). A skipped question names none, and
 * neither does an option not chosen.
 */
export function needIssueKeysNamed(
  questions: readonly SurveyQuestion[],
  answers: ReadonlyMap<string, SurveyAnswer>,
): string[] {
  const keys = new Set<string>();
  for (const question of questions) {
    const answer = answers.get(question.key);
    if (!answer || answer.skipped) continue;
    for (const option of question.options ?? []) {
      if (option.needIssueKey && answer.selectedOptionIds.includes(option.id)) keys.add(option.needIssueKey);
    }
  }
  return [...keys];
}

/** A need's reason as the rich text a need carries: the sentence as one paragraph, escaped. */
export function plainReason(sentence: string): string {
  const escaped = sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
}
