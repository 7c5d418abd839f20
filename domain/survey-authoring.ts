/**
 * The survey creator's rules (spec part 3 sections 2, 3, 4): a creator record's draft, the key made
 * from the name, the question list's renumbering, the type-change and last-option rules, Duplicate,
 * and the warnings shown before publishing. Pure: the creator screen and the server both use them.
 *
 * A draft has the published content's shape (`SurveyContent`), so the preview walks it with the same
 * `surveyPath` the guides' dialog and the server walk. Question keys are `question-{n}` in list
 * order and checkpoint keys `checkpoint-{n}`; renumbering rewrites every reference to a key.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';
import {
  checkpointSchema,
  surveyQuestionSchema,
  type QuestionType,
  type SurveyCheckpoint,
  type SurveyContent,
  type SurveyOption,
  type SurveyPrompt,
  type SurveyQuestion,
} from './survey-schemas.ts';

/** The types the creator offers (part 3 section 3; multiselect is not answerable). */
export const CREATOR_QUESTION_TYPES = [
  'text',
  'textarea',
  'checkbox',
  'date',
  'select',
  'multiselect',
  'radio',
] as const satisfies readonly QuestionType[];

/** Types whose options the creator edits; changing to one of them makes two blank options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['checkbox', 'radio', 'select'];

export const SURVEY_AUTHORING_LIMITS = {
  questions: 500,
  checkpoints: 50,
  options: 100,
  records: 1000,
  nameLength: 200,
  summaryLength: 2000,
} as const;

const words = type('string <= 2000');

/** A draft: the published shape, except that an empty draft has no first question yet. */
export const surveyDraftSchema = type({
  initialQuestionKey: 'string <= 100',
  questions: surveyQuestionSchema.array().atMostLength(SURVEY_AUTHORING_LIMITS.questions),
  checkpoints: checkpointSchema.array().atMostLength(SURVEY_AUTHORING_LIMITS.checkpoints),
  defaultFinalCheckpoint: { title: words, message: words, 'summary?': words.or('null') },
});
export type SurveyDraft = typeof surveyDraftSchema.infer;

const recordName = type(`0 < string <= ${SURVEY_AUTHORING_LIMITS.nameLength}`);

/** A creator record's fields as Save sends them; the key is made from the name by the server. */
export const surveyRecordFields = type({
  name: recordName,
  displayName: recordName,
  summary: type(`0 < string <= ${SURVEY_AUTHORING_LIMITS.summaryLength}`),
  isActionSurvey: 'boolean',
  learnMoreRecordId: uuid.or('null'),
  content: surveyDraftSchema,
});
/** A create may name its key (Duplicate's `-copy`); else the server makes it from the name. */
export const createSurveyRecordBody = type({ id: uuid, 'key?': type('0 < string <= 220').and(/^[^\s]+$/) }).and(
  surveyRecordFields,
);
export const surveyRecordParams = type({ id: uuid });

/** The Survey Key: lower-cased, spaces to hyphens (part 3 "Survey creator record"). */
export function surveyKeyFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export const questionKey = (n: number) => `question-${n}`;
export const checkpointKey = (n: number) => `checkpoint-${n}`;

export function emptyDraft(): SurveyDraft {
  return {
    initialQuestionKey: '',
    questions: [],
    checkpoints: [],
    defaultFinalCheckpoint: { title: 'Survey complete', message: 'Thank you.', summary: null },
  };
}

/** A blank option; ids are unique within the question. */
function blankOption(existing: readonly SurveyOption[]): SurveyOption {
  const taken = new Set(existing.map((option) => option.id));
  let n = existing.length + 1;
  while (taken.has(`option-${n}`)) n += 1;
  return { id: `option-${n}`, text: '', nextQuestionKey: null };
}

function twoBlankOptions(): SurveyOption[] {
  const first = blankOption([]);
  return [first, blankOption([first])];
}

/**
 * Keys and order after a change to the list: question `i` becomes `question-{i+1}`, and every
 * reference (first question, next keys, dependencies) follows its question; a reference to a
 * question no longer there is cleared. Checkpoint keys are left as they are.
 */
export function renumber(draft: SurveyDraft, previousKeys: readonly string[]): SurveyDraft {
  const renamed = new Map<string, string>();
  previousKeys.forEach((key, i) => {
    if (i < draft.questions.length) renamed.set(draft.questions[i]!.key, questionKey(i + 1));
  });
  const checkpoints = new Set(draft.checkpoints.map((checkpoint) => checkpoint.key));
  const questionKeys = new Set(previousKeys);
  const follow = (key: string | null | undefined): string | null => {
    if (!key) return null;
    if (renamed.has(key)) return renamed.get(key)!;
    if (checkpoints.has(key)) return key;
    // A question key no longer in the list: the branch is cleared. Any other key is kept (a warning).
    return questionKeys.has(key) ? null : key;
  };
  const questions = draft.questions.map((question, i) => ({
    ...question,
    key: questionKey(i + 1),
    nextQuestionKey: follow(question.nextQuestionKey),
    dependentQuestionKey: question.dependentQuestionKey ? follow(question.dependentQuestionKey) : null,
    ...(question.options
      ? { options: question.options.map((option) => ({ ...option, nextQuestionKey: follow(option.nextQuestionKey) })) }
      : {}),
  }));
  const followed = draft.checkpoints.map((checkpoint) =>
    checkpoint.nextQuestionKey ? { ...checkpoint, nextQuestionKey: follow(checkpoint.nextQuestionKey) } : checkpoint,
  );
  return { ...draft, questions, checkpoints: followed, initialQuestionKey: questions[0]?.key ?? '' };
}

const keysOf = (draft: SurveyDraft) => draft.questions.map((question) => question.key);

/** Adds a text question at the end: sortOrder (its place) is count + 1. */
export function addQuestion(draft: SurveyDraft): SurveyDraft {
  const question: SurveyQuestion = {
    key: questionKey(draft.questions.length + 1),
    type: 'text',
    text: '',
    title: null,
    isRequired: true,
    nextQuestionKey: null,
  };
  const questions = [...draft.questions, question];
  return { ...draft, questions, initialQuestionKey: questions[0]!.key };
}

/** Deletes a question; the rest are renumbered and branches to it cleared. */
export function deleteQuestion(draft: SurveyDraft, key: string): SurveyDraft {
  const previous = keysOf(draft).filter((k) => k !== key);
  const questions = draft.questions.filter((question) => question.key !== key);
  // Clear references to the deleted key before renaming (it is not among `previous`).
  const cleared = clearReferences({ ...draft, questions }, key);
  return renumber(cleared, previous);
}

function clearReferences(draft: SurveyDraft, key: string): SurveyDraft {
  const clear = (value: string | null | undefined) => (value === key ? null : (value ?? null));
  return {
    ...draft,
    questions: draft.questions.map((question) => ({
      ...question,
      nextQuestionKey: clear(question.nextQuestionKey),
      dependentQuestionKey: clear(question.dependentQuestionKey),
      ...(question.options
        ? { options: question.options.map((option) => ({ ...option, nextQuestionKey: clear(option.nextQuestionKey) })) }
        : {}),
    })),
    checkpoints: draft.checkpoints.map((checkpoint) =>
      checkpoint.nextQuestionKey === key ? { ...checkpoint, nextQuestionKey: null } : checkpoint,
    ),
  };
}

/** Moves the question at `from` to `to`; keys and sort orders are renumbered, branches follow. */
export function moveQuestion(draft: SurveyDraft, from: number, to: number): SurveyDraft {
  if (from === to || from < 0 || to < 0 || from >= draft.questions.length || to >= draft.questions.length) return draft;
  const questions = [...draft.questions];
  const [moved] = questions.splice(from, 1);
  questions.splice(to, 0, moved!);
  return renumber(
    { ...draft, questions },
    questions.map((question) => question.key),
  );
}

/** Replaces one question's fields (not its key). */
export function updateQuestion(
  draft: SurveyDraft,
  key: string,
  change: Partial<Omit<SurveyQuestion, 'key'>>,
): SurveyDraft {
  return {
    ...draft,
    questions: draft.questions.map((question) => (question.key === key ? { ...question, ...change, key } : question)),
  };
}

/**
 * Changing the type (part 3 section 4): to checkbox, radio or select makes two blank options; any
 * other type clears the options and the date offsets.
 */
export function changeQuestionType(question: SurveyQuestion, type: QuestionType): SurveyQuestion {
  if (CHOICE_TYPES.includes(type)) return { ...question, type, options: twoBlankOptions() };
  const { options: _options, validation: _validation, ...rest } = question;
  return { ...rest, type };
}

export function addOption(question: SurveyQuestion): SurveyQuestion {
  const options = question.options ?? [];
  return { ...question, options: [...options, blankOption(options)] };
}

/** Removing the last option replaces it with one blank option. */
export function removeOption(question: SurveyQuestion, optionId: string): SurveyQuestion {
  const options = (question.options ?? []).filter((option) => option.id !== optionId);
  return { ...question, options: options.length > 0 ? options : [blankOption([])] };
}

export function updateOption(question: SurveyQuestion, optionId: string, change: Partial<Omit<SurveyOption, 'id'>>) {
  return {
    ...question,
    options: (question.options ?? []).map((option) => (option.id === optionId ? { ...option, ...change } : option)),
  };
}

/** Adds a checkpoint (dueDateOffsetDays defaults to 0). */
export function addCheckpoint(draft: SurveyDraft): SurveyDraft {
  const taken = new Set(draft.checkpoints.map((checkpoint) => checkpoint.key));
  let n = draft.checkpoints.length + 1;
  while (taken.has(checkpointKey(n))) n += 1;
  const checkpoint: SurveyCheckpoint = {
    key: checkpointKey(n),
    title: '',
    message: '',
    summary: null,
    isCompletionCheckpoint: false,
    dueDateOffsetDays: 0,
  };
  return { ...draft, checkpoints: [...draft.checkpoints, checkpoint] };
}

export function updateCheckpoint(draft: SurveyDraft, key: string, change: Partial<Omit<SurveyCheckpoint, 'key'>>) {
  return {
    ...draft,
    checkpoints: draft.checkpoints.map((checkpoint) =>
      checkpoint.key === key ? { ...checkpoint, ...change } : checkpoint,
    ),
  };
}

/** Deletes a checkpoint; branches to it are cleared. */
export function deleteCheckpoint(draft: SurveyDraft, key: string): SurveyDraft {
  return clearReferences({ ...draft, checkpoints: draft.checkpoints.filter((c) => c.key !== key) }, key);
}

/** The half of a prompt that is missing: a prompt has both its title and its text, or neither. */
export function promptGap(prompt: SurveyPrompt | string | null | undefined): 'title' | 'text' | null {
  if (!prompt || typeof prompt === 'string') return null;
  const hasTitle = prompt.title.trim() !== '';
  if (hasTitle === (prompt.text.trim() !== '')) return null;
  return hasTitle ? 'text' : 'title';
}

/** Whether any question's or option's prompt is half written (Save waits, the server refuses it). */
export const hasPromptGaps = (draft: SurveyDraft) =>
  draft.questions.some(
    (question) =>
      promptGap(question.prompt) !== null ||
      (question.options ?? []).some((option) => promptGap(option.prompt) !== null),
  );

/** A prompt as the creator stores an edit of it: none once both halves are empty. */
export const promptEdit = (prompt: SurveyPrompt): SurveyPrompt | null =>
  prompt.title === '' && prompt.text === '' ? null : prompt;

/** Duplicate (part 3 section 4): the name suffixed ' (Copy)', the key '-copy'. */
export function duplicateNames(record: { name: string; key: string }): { name: string; key: string } {
  return { name: `${record.name} (Copy)`, key: `${record.key}-copy` };
}

/** A loaded record's questions are required unless marked otherwise (requiredness defaults to true). */
export function loadDraft(content: SurveyDraft): SurveyDraft {
  return {
    ...content,
    questions: content.questions.map((question) => ({ ...question, isRequired: question.isRequired !== false })),
  };
}

export type PublishWarning =
  | { kind: 'no-questions' }
  | { kind: 'missing-target'; from: string; optionId: string | null; target: string }
  | { kind: 'unreachable'; questionKey: string };

/**
 * Where the flow may go from a question: each option's branch (or the fallback), else the next in
 * order; through a checkpoint that does not complete the survey, on to where its Next leads.
 */
function successors(draft: SurveyDraft, at: number): string[] {
  const checkpoints = new Map(draft.checkpoints.map((checkpoint) => [checkpoint.key, checkpoint]));
  return branches(draft, at).flatMap((key) => {
    const checkpoint = checkpoints.get(key);
    if (!checkpoint) return [key];
    if (checkpoint.isCompletionCheckpoint) return [];
    const onward = checkpoint.nextQuestionKey || draft.questions[at + 1]?.key;
    return onward ? [onward] : [];
  });
}

function branches(draft: SurveyDraft, at: number): string[] {
  const question = draft.questions[at]!;
  const fallback = question.nextQuestionKey || draft.questions[at + 1]?.key;
  const targets = new Set<string>();
  const options = CHOICE_TYPES.includes(question.type) ? (question.options ?? []) : [];
  if (options.length === 0 || options.some((option) => !option.nextQuestionKey)) {
    if (fallback) targets.add(fallback);
  }
  for (const option of options) if (option.nextQuestionKey) targets.add(option.nextQuestionKey);
  // A dependent question may be passed over: the next in order is reachable then too.
  if (question.dependentQuestionKey && draft.questions[at + 1]) targets.add(draft.questions[at + 1]!.key);
  return [...targets];
}

/**
 * Shown before publishing (the admin may still publish): a branch to a key that is neither a
 * question nor a checkpoint, and a question no path from the first question reaches.
 */
export function publishWarnings(draft: SurveyDraft): PublishWarning[] {
  if (draft.questions.length === 0) return [{ kind: 'no-questions' }];
  const index = new Map(draft.questions.map((question, i) => [question.key, i]));
  const known = (key: string) => index.has(key) || draft.checkpoints.some((checkpoint) => checkpoint.key === key);
  const warnings: PublishWarning[] = [];
  for (const checkpoint of draft.checkpoints)
    if (checkpoint.nextQuestionKey && !index.has(checkpoint.nextQuestionKey))
      warnings.push({
        kind: 'missing-target',
        from: checkpoint.key,
        optionId: null,
        target: checkpoint.nextQuestionKey,
      });
  for (const question of draft.questions) {
    if (question.nextQuestionKey && !known(question.nextQuestionKey))
      warnings.push({ kind: 'missing-target', from: question.key, optionId: null, target: question.nextQuestionKey });
    for (const option of question.options ?? [])
      if (option.nextQuestionKey && !known(option.nextQuestionKey))
        warnings.push({
          kind: 'missing-target',
          from: question.key,
          optionId: option.id,
          target: option.nextQuestionKey,
        });
  }
  const reached = new Set<string>();
  const stack = [draft.questions[0]!.key];
  while (stack.length > 0) {
    const key = stack.pop()!;
    const at = index.get(key);
    if (at === undefined || reached.has(key)) continue;
    reached.add(key);
    stack.push(...successors(draft, at));
  }
  for (const question of draft.questions)
    if (!reached.has(question.key)) warnings.push({ kind: 'unreachable', questionKey: question.key });
  return warnings;
}

/** The content a publish freezes: the draft with its first question as the start. */
export function publishedContent(draft: SurveyDraft): SurveyContent | null {
  const first = draft.questions[0];
  if (!first) return null;
  return { ...draft, initialQuestionKey: first.key };
}
