/**
 * Assigned surveys' schemas (spec part 2 sections 4 and 7, part 3 "Survey creator record"): a
 * survey's content as the creator publishes it and the request bodies, which the server validates
 * with. Apart from the rules (`surveys.ts`, which re-exports these) so the docket and the sync
 * worker, which use only the rules and the types, do not load arktype.
 */
import { type } from 'arktype';
import { isoInstant, uuid } from './api/params.ts';
import { learnMoreContentSchema } from './learn-more.ts';

export const QUESTION_TYPES = [
  'text',
  'textarea',
  'info',
  'number',
  'select',
  'multiselect',
  'checkbox',
  'slider',
  'radio',
  'date',
  'date-time',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const key = type('0 < string <= 100');
const words = type('string <= 2000');

/** A prompt for the guide (part 3 "Question" and "Option"): a title, and what to say or do. */
export const surveyPromptSchema = type({ title: words, text: words });
export type SurveyPrompt = typeof surveyPromptSchema.infer;

export const surveyOptionSchema = type({
  id: key,
  text: words,
  /** Where the flow goes when this option is chosen: a question's or a checkpoint's key. */
  'nextQuestionKey?': key.or('null'),
  'isVerificationOption?': 'boolean',
  'isRefusalOption?': 'boolean',
  'isAlreadyCompletedOption?': 'boolean',
  'isCompletedWithReemaOption?': 'boolean',
  /** Shown to the guide when this option is chosen. */
  'prompt?': surveyPromptSchema.or('null'),
  /** The needs issue (by key, so a survey reads the same in every organisation) this answer points to. */
  'needIssueKey?': key.or('null'),
});
export type SurveyOption = typeof surveyOptionSchema.infer;

export const surveyQuestionSchema = type({
  key,
  type: type.enumerated(...QUESTION_TYPES),
  text: words,
  'title?': words.or('null'),
  /** Shown with the question; a plain string is the text of a prompt saved before prompts had titles. */
  'prompt?': surveyPromptSchema.or(words).or('null'),
  'placeholder?': words.or('null'),
  /** Defaults to true in the answer view (part 2 section 5). */
  'isRequired?': 'boolean',
  'options?': surveyOptionSchema.array().atMostLength(100),
  'min?': 'number | null',
  'max?': 'number | null',
  'nextQuestionKey?': key.or('null'),
  /** Asked only when this question's answer includes that option. */
  'dependentQuestionKey?': key.or('null'),
  'dependentOptionId?': key.or('null'),
  'validation?': { 'minDateOffset?': 'number.integer | null', 'maxDateOffset?': 'number.integer | null' },
  /** The survey creator's date flags (part 3 "Question"). */
  'isActionTakenDateQuestion?': 'boolean',
  'isExpectedCompletionDateQuestion?': 'boolean',
});
export type SurveyQuestion = typeof surveyQuestionSchema.infer;

/** A checkpoint's due offset is at most ten years. */
export const CHECKPOINT_MAX_DUE_OFFSET_DAYS = 3650;

export const checkpointSchema = type({
  key,
  title: words,
  message: words,
  isCompletionCheckpoint: 'boolean',
  'summary?': words.or('null'),
  /**
   * The survey creator's due offset (part 3; defaults to 0): a survey paused here is due this many
   * days later (`dueAfterCheckpoint`).
   */
  'dueDateOffsetDays?': type(`0 <= number.integer <= ${CHECKPOINT_MAX_DUE_OFFSET_DAYS}`).or('null'),
  /**
   * Where Next leads from a checkpoint that does not complete the survey: a later question, or an
   * earlier one to ask again (a revisit); else on in order after the question that led to it.
   */
  'nextQuestionKey?': key.or('null'),
});
export type SurveyCheckpoint = typeof checkpointSchema.infer;

export const surveyContentSchema = type({
  initialQuestionKey: key,
  questions: surveyQuestionSchema.array().atMostLength(500),
  checkpoints: checkpointSchema.array().atMostLength(50),
  /** Reached when the flow runs past the last question: it completes the survey. */
  defaultFinalCheckpoint: { title: words, message: words, 'summary?': words.or('null') },
  /** The learn-more content chosen in the creator, frozen with the version it was published in. */
  'learnMore?': learnMoreContentSchema.or('null'),
});
export type SurveyContent = typeof surveyContentSchema.infer;

// ---- Request bodies (part 2 section 7 "Surveys") ----

export const assignedSurveyParams = type({ assignedSurveyId: uuid });
export const surveyParams = type({ surveyId: uuid });
export const memberSurveysQuery = type({ memberId: uuid });

/** Checkbox, select and radio answers go as option ids; others as a text response; empty is skipped. */
export const questionResponseBody = type({
  assignedSurveyId: uuid,
  questionId: key,
  skipped: 'boolean',
  'selectedOptionIds?': key.array().atMostLength(100),
  'textResponse?': type('string <= 5000').or('null'),
});

/** Assigning a published survey to a member; the caller makes the id (the row shows at once under it). */
export const assignSurveyBody = type({
  id: uuid,
  memberId: uuid,
  surveyId: uuid,
  'dueAt?': isoInstant.or('null'),
});

export const surveyNotesBody = type({ notes: type('string <= 5000').or('null') });

/**
 * Submitting: the checkpoints the guide pressed Next at. Only needed where nothing after one is
 * answered yet (an answer past a checkpoint passes it anyway, see `surveyPath`).
 */
export const submitSurveyBody = type({ 'passedCheckpointKeys?': key.array().atMostLength(50) });
