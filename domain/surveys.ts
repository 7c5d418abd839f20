/**
 * Assigned surveys (spec part 2 sections 3, 4, 5): a survey's content as the creator publishes it
 * (part 3 "Survey creator record"), a member's answers, and the rules the server enforces and the
 * completion dialog follows: the path through the questions, when a survey is complete or late,
 * who may reopen it, and what makes an answer valid.
 */
import type { QuestionType, SurveyCheckpoint, SurveyContent, SurveyPrompt, SurveyQuestion } from './survey-schemas.ts';
import { addDays, startOfDayMillis, todayIn } from './time.ts';

export * from './survey-schemas.ts';

/** Types answered by choosing options (sent as a list of option ids); the rest as a text response. */
export const OPTION_TYPES: readonly QuestionType[] = ['select', 'multiselect', 'checkbox', 'radio'];
export const isOptionQuestion = (question: Pick<SurveyQuestion, 'type'>) => OPTION_TYPES.includes(question.type);

export const FINAL_CHECKPOINT_KEY = '__final__';

/**
 * A prompt as the guide reads it, or none when empty: a plain string (saved before prompts had
 * titles) is its text.
 */
export function promptOf(prompt: SurveyPrompt | string | null | undefined): SurveyPrompt | null {
  const value = typeof prompt === 'string' ? { title: '', text: prompt } : prompt;
  return value && (value.title.trim() || value.text.trim()) ? value : null;
}

/** An answer's id: one per (assigned survey, question), so saving again replaces it. */
export const surveyResponseId = (assignedSurveyId: string, questionId: string) => `${assignedSurveyId}:${questionId}`;

/** An answer as stored: a list of option ids, or a text response, or skipped (an empty answer). */
export interface SurveyAnswer {
  skipped: boolean;
  selectedOptionIds: readonly string[];
  textResponse: string | null;
}

export type PathEnd =
  | {
      kind: 'checkpoint';
      checkpoint: SurveyCheckpoint;
      /**
       * Where the checkpoint's Next leads: on (the path goes on once it is passed), back to the
       * path's question at `index` to answer it again (a revisit), or nowhere (a completion checkpoint).
       */
      next: { kind: 'on' } | { kind: 'revisit'; index: number } | null;
    }
  /** The flow waits for an answer to this question. */
  | { kind: 'open'; questionKey: string }
  /** The content leads back to a question already on the path, or to a key that is nowhere. */
  | { kind: 'error'; reason: 'cycle' | 'unknown-key'; key: string };

export interface PassedCheckpoint {
  checkpoint: SurveyCheckpoint;
  /** How many of the path's questions come before it: it shows between questions `before - 1` and `before`. */
  before: number;
}

export interface SurveyPath {
  /** The questions asked, in order (info questions included, unmet dependent questions left out). */
  questions: SurveyQuestion[];
  /** The checkpoints that do not complete the survey and that the path went on past, in order. */
  passed: PassedCheckpoint[];
  end: PathEnd;
}

function finalCheckpoint(content: SurveyContent): SurveyCheckpoint {
  return { key: FINAL_CHECKPOINT_KEY, isCompletionCheckpoint: true, ...content.defaultFinalCheckpoint };
}

const answered = (answer: SurveyAnswer | undefined): answer is SurveyAnswer => answer !== undefined;

/**
 * The path through the survey given the answers so far (part 2 section 4, part 3 "Preview flow"):
 * the chosen option's next question, then the question's next question, else the next in order.
 * A completion checkpoint ends the flow. Any other checkpoint has a Next: it leads to the
 * checkpoint's own next question, else on in order after the question that led to it. The path
 * goes on past such a checkpoint once the guide pressed its Next (`passedKeys`) or answered a
 * question after it; otherwise it ends there. A key already on the path is a cycle, an error,
 * unless a checkpoint leads there: that Next is a revisit, taking the guide back to answer that
 * question again (the path ends at the checkpoint until a changed answer leads elsewhere).
 */
export function surveyPath(
  content: SurveyContent,
  answers: ReadonlyMap<string, SurveyAnswer>,
  passedKeys: ReadonlySet<string> = new Set(),
): SurveyPath {
  const index = new Map(content.questions.map((question, i) => [question.key, i]));
  const checkpoints = new Map(content.checkpoints.map((checkpoint) => [checkpoint.key, checkpoint]));
  const questions: SurveyQuestion[] = [];
  const passed: PassedCheckpoint[] = [];
  // The keys walked through (dependent questions passed over too), in order, so a walk past a
  // checkpoint that turns out not passed can be taken back.
  const seen = new Set<string>();
  const visited: string[] = [];

  /** Walks from `current`; `after` is the content index of the question that led there (-1 at the start). */
  const walk = (current: string | undefined, after: number): PathEnd => {
    while (current !== undefined) {
      const checkpoint = checkpoints.get(current);
      if (checkpoint) return atCheckpoint(checkpoint, after);
      const at = index.get(current);
      if (at === undefined) return { kind: 'error', reason: 'unknown-key', key: current };
      if (seen.has(current)) return { kind: 'error', reason: 'cycle', key: current };
      seen.add(current);
      visited.push(current);
      const question = content.questions[at]!;
      after = at;
      if (!dependencyMet(question, answers)) {
        current = content.questions[at + 1]?.key;
        continue;
      }
      questions.push(question);
      const answer = answers.get(question.key);
      // Skipping is saving an empty answer: a required question still waits for a real one.
      const waiting = !answered(answer) || (answer.skipped && isQuestionRequired(question));
      if (question.type !== 'info' && waiting) return { kind: 'open', questionKey: question.key };
      current = nextKey(question, answer) ?? content.questions[at + 1]?.key;
    }
    return { kind: 'checkpoint', checkpoint: finalCheckpoint(content), next: null };
  };

  const atCheckpoint = (checkpoint: SurveyCheckpoint, after: number): PathEnd => {
    if (checkpoint.isCompletionCheckpoint) return { kind: 'checkpoint', checkpoint, next: null };
    const onward = checkpoint.nextQuestionKey ?? content.questions[after + 1]?.key;
    const revisit = onward === undefined ? -1 : questions.findIndex((question) => question.key === onward);
    if (revisit >= 0) return { kind: 'checkpoint', checkpoint, next: { kind: 'revisit', index: revisit } };
    // A checkpoint already passed on this path would lead on in a loop: it ends the path here.
    if (passed.some((earlier) => earlier.checkpoint.key === checkpoint.key))
      return { kind: 'checkpoint', checkpoint, next: null };
    const mark = questions.length;
    const visitedMark = visited.length;
    passed.push({ checkpoint, before: mark });
    const end = walk(onward, after);
    if (passedKeys.has(checkpoint.key) || questions.slice(mark).some((question) => answers.has(question.key)))
      return end;
    // Not passed: forget the walk beyond it.
    questions.splice(mark);
    for (const key of visited.splice(visitedMark)) seen.delete(key);
    passed.splice(passed.findIndex((earlier) => earlier.checkpoint.key === checkpoint.key));
    return { kind: 'checkpoint', checkpoint, next: { kind: 'on' } };
  };

  const end = walk(content.initialQuestionKey, -1);
  return { questions, passed, end };
}

function dependencyMet(question: SurveyQuestion, answers: ReadonlyMap<string, SurveyAnswer>): boolean {
  if (!question.dependentQuestionKey || !question.dependentOptionId) return true;
  return answers.get(question.dependentQuestionKey)?.selectedOptionIds.includes(question.dependentOptionId) ?? false;
}

function nextKey(question: SurveyQuestion, answer: SurveyAnswer | undefined): string | undefined {
  const chosen = question.options?.find(
    (option) => answer?.selectedOptionIds.includes(option.id) && option.nextQuestionKey,
  );
  return chosen?.nextQuestionKey ?? question.nextQuestionKey ?? undefined;
}

/** Answered questions the path no longer reaches: their answers are deleted (part 2 section 4). */
export function answersOffPath(path: SurveyPath, answeredKeys: Iterable<string>): string[] {
  const onPath = new Set(path.questions.map((question) => question.key));
  return [...answeredKeys].filter((key) => !onPath.has(key));
}

export interface SurveyProgress {
  completedAt: string | null;
  dueAt: string | null;
  checkpoint: Pick<SurveyCheckpoint, 'isCompletionCheckpoint'> | null;
}

/** Complete when the latest checkpoint reached on submitting is a completion checkpoint. */
export const isSurveyComplete = (survey: SurveyProgress) => survey.checkpoint?.isCompletionCheckpoint === true;

/**
 * A survey paused at a checkpoint that does not complete it is due again `dueDateOffsetDays` days
 * later: the start of that day in the member's zone. An offset of 0 (the default) or none leaves the
 * due date as it was, and so does a completion checkpoint.
 */
export function dueAfterCheckpoint(
  checkpoint: Pick<SurveyCheckpoint, 'isCompletionCheckpoint' | 'dueDateOffsetDays'>,
  dueAt: Date | null,
  now: Date,
  timeZone: string,
): Date | null {
  const days = checkpoint.dueDateOffsetDays ?? 0;
  if (checkpoint.isCompletionCheckpoint || days <= 0) return dueAt;
  return new Date(startOfDayMillis(addDays(todayIn(now.getTime(), timeZone), days), timeZone));
}

/** Late when past due and not complete. */
export function isSurveyLate(survey: SurveyProgress, nowMs: number): boolean {
  return !isSurveyComplete(survey) && survey.dueAt !== null && Date.parse(survey.dueAt) < nowMs;
}

/** A survey's state as every screen shows it (the Survey tab and its goal card alike). */
export type SurveyState = 'complete' | 'late' | 'paused' | 'inProgress' | 'notStarted';

/**
 * A survey's state: Complete (a completion checkpoint), Late (past due, not complete), Paused at a
 * checkpoint that does not complete it, In progress with answers, else Not started.
 */
export function surveyState(survey: SurveyProgress, answered: boolean, nowMs: number): SurveyState {
  if (isSurveyComplete(survey)) return 'complete';
  if (isSurveyLate(survey, nowMs)) return 'late';
  if (survey.checkpoint) return 'paused';
  return answered ? 'inProgress' : 'notStarted';
}

/**
 * Reopen only for a permitted user and only if completed in the current calendar month, in the
 * viewer's time zone (part 2 section 4).
 */
export function canReopenSurvey(survey: SurveyProgress, permitted: boolean, nowMs: number, timeZone: string): boolean {
  if (!permitted || !isSurveyComplete(survey) || !survey.completedAt) return false;
  return monthOf(Date.parse(survey.completedAt), timeZone) === monthOf(nowMs, timeZone);
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();
function monthOf(ms: number, timeZone: string): string {
  let format = monthFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    monthFormatters.set(timeZone, format);
  }
  return format.format(ms);
}

/** Why an answer cannot be saved, as the dialog words it (part 2 section 5); null when valid. */
export type AnswerProblem =
  | { kind: 'required' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'not-a-number' }
  | { kind: 'date-before'; earliest: string }
  | { kind: 'date-after'; latest: string }
  | { kind: 'not-a-date' }
  | { kind: 'unknown-option' }
  | { kind: 'multiselect-unsupported' };

/** Requiredness defaults to true in the answer view. */
export const isQuestionRequired = (question: SurveyQuestion) =>
  question.type !== 'info' && question.isRequired !== false;

/**
 * Checks an answer against its question. `today` is yyyy-MM-dd in the viewer's zone: date
 * questions accept only days within their offsets from it.
 */
export function answerProblem(question: SurveyQuestion, answer: SurveyAnswer, today: string): AnswerProblem | null {
  if (question.type === 'multiselect') return { kind: 'multiselect-unsupported' };
  if (question.type === 'info') return null;
  const empty =
    answer.skipped ||
    (isOptionQuestion(question) ? answer.selectedOptionIds.length === 0 : !answer.textResponse?.trim());
  if (empty) return isQuestionRequired(question) ? { kind: 'required' } : null;

  if (isOptionQuestion(question)) {
    const ids = new Set(question.options?.map((option) => option.id));
    if (answer.selectedOptionIds.some((id) => !ids.has(id))) return { kind: 'unknown-option' };
    if (question.type !== 'checkbox' && answer.selectedOptionIds.length > 1) return { kind: 'unknown-option' };
    return null;
  }
  const text = answer.textResponse!.trim();
  if (question.type === 'number' || question.type === 'slider') {
    const value = Number(text);
    if (!Number.isFinite(value)) return { kind: 'not-a-number' };
    if (question.min != null && value < question.min) return { kind: 'min', min: question.min };
    if (question.max != null && value > question.max) return { kind: 'max', max: question.max };
    return null;
  }
  if (question.type === 'date' || question.type === 'date-time') return dateProblem(question, text, today);
  return null;
}

function dateProblem(question: SurveyQuestion, text: string, today: string): AnswerProblem | null {
  const day = text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return { kind: 'not-a-date' };
  const { minDateOffset, maxDateOffset } = question.validation ?? {};
  if (minDateOffset != null) {
    const earliest = addDays(today, minDateOffset);
    if (day < earliest) return { kind: 'date-before', earliest };
  }
  if (maxDateOffset != null) {
    const latest = addDays(today, maxDateOffset);
    if (day > latest) return { kind: 'date-after', latest };
  }
  return null;
}

/** The English words of a problem; the portal words them in the reader's language. */
export function answerProblemText(problem: AnswerProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'A value is required';
    case 'min':
      return `Value must be at ${problem.min} or more.`;
    case 'max':
      return `Value must be ${problem.max} or less.`;
    case 'not-a-number':
      return 'Value must be a number.';
    case 'date-before':
      return `The date must be on or after ${problem.earliest}`;
    case 'date-after':
      return `The date must be on or before ${problem.latest}`;
    case 'not-a-date':
      return 'Value must be a date.';
    case 'unknown-option':
      return 'Choose one of the options.';
    case 'multiselect-unsupported':
      return 'Multi-select questions are not supported.';
  }
}

/**
 * Each key's latest version, in the order given: what may be assigned (publishing freezes a
 * version; the older ones stay for the members who were given them).
 */
export function latestVersions<S extends { key: string; version: number }>(surveys: readonly S[]): S[] {
  const latest = new Map<string, number>();
  for (const survey of surveys) latest.set(survey.key, Math.max(latest.get(survey.key) ?? 0, survey.version));
  return surveys.filter((survey) => survey.version === latest.get(survey.key));
}
