/**
 * The calls and texts page (spec part 1 section 2 "Calls and texts page", section 7 "Feeds, calls,
 * texts"): the list queries the server validates, the member search's term classification, and the
 * rules a call row is labelled by. Pure: the server, the engine and the screen share them.
 */
import { type } from 'arktype';
import { booleanString, commaList, pagination, uuid } from './api/params.ts';
import { CALL_STATUSES } from './catalogues.ts';
import { defineEntity } from './entities/define.ts';

/** Table page sizes of both tabs (part 1 section 9); the first is the default. */
export const CALLS_PAGE_SIZES = [10, 25, 50] as const;
/** The date-range menu: the last 30, 60 or 90 days, or all ('none'); 30 by default. */
export const DATE_RANGES = ['30', '60', '90', 'none'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export type CallStatus = (typeof CALL_STATUSES)[number];
export const DIRECTION_TYPES = ['incoming', 'outgoing'] as const;
/** How the server reads a search term: a phone number's digits, a name, or one member's id (a chosen suggestion). */
export const SEARCH_TERM_TYPES = ['number', 'string', 'subjectId'] as const;
export type SearchTermType = (typeof SEARCH_TERM_TYPES)[number];
/** The one review kind the spec names (a voice call audit's auditType). */
export const CALL_AUDIT_TYPES = ['voicemail_review'] as const;
/** At most this many guides share one call at once. */
export const MAX_CALL_REVIEWERS = 50;

/**
 * Digits only once hyphens, parentheses and spaces are gone means a number, otherwise a name
 * (part 1 section 2 "Assign dialogs"). A leading + (a number as +1 555...) counts as a number too.
 */
export function searchTermTypeOf(text: string): Exclude<SearchTermType, 'subjectId'> {
  const bare = text.replace(/[-() ]/g, '');
  return /^\+?\d+$/.test(bare) ? 'number' : 'string';
}

/**
 * The national digits a number search matches on (at most ten): what was typed without its
 * punctuation and without the country code ('+1 737...' and '1 (737) ...' alike).
 */
export function searchDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  const withCountryCode = digits.startsWith('1') && (text.trim().startsWith('+') || digits.length === 11);
  return (withCountryCode ? digits.slice(1) : digits).slice(0, 10);
}

const uuidList = commaList.to(uuid.array().atMostLength(200));
const statusList = commaList.to(
  type
    .enumerated(...CALL_STATUSES)
    .array()
    .atMostLength(CALL_STATUSES.length),
);

const logQuery = pagination.and({
  'searchTerm?': type('string')
    .pipe((v) => v.trim())
    .to('string <= 100'),
  'searchTermType?': type.enumerated(...SEARCH_TERM_TYPES),
  'orderBy?': "'createdAt'",
  'orderDirection?': "'ASC'|'DESC'",
  'directionType?': type.enumerated(...DIRECTION_TYPES),
  'lastDaysFromNow?': type.enumerated(...DATE_RANGES),
  'guideIds?': uuidList,
});

/**
 * `GET /calls`: newest first by default. `subjectId` searches need a uuid term; `showOnlyMyCalls`
 * means calls the acting user made or took; `onlyFeedbackCalls` needs CAN_MANAGE_MEMBER_FEEDBACK.
 */
export const callLogQuery = logQuery.and({
  'onlyFeedbackCalls?': booleanString,
  'onlyUnassignedCalls?': booleanString,
  'showOnlyMyCalls?': booleanString,
  'statuses?': statusList,
});
export type CallLogQuery = typeof callLogQuery.infer;

/** `GET /sms`: the same search, range and paging; 'my texts' are those the acting user sent or received. */
export const textLogQuery = logQuery.and({
  'onlyUnassignedMessages?': booleanString,
  'showOnlyMyTexts?': booleanString,
});
export type TextLogQuery = typeof textLogQuery.infer;

/** Assign call, assign text message: a member must be chosen. */
export const assignSubjectBody = type({ subjectId: uuid });

/** Share call: at least one guide (part 1 section 5). */
export const shareCallBody = type({
  callId: uuid,
  assigneeIds: uuid.array().moreThanLength(0).atMostLength(MAX_CALL_REVIEWERS),
  'auditType?': type.enumerated(...CALL_AUDIT_TYPES),
});

/** No action required closes the caller's own open review without action. */
export const closeCallReviewBody = type({ actionTaken: 'false' });

/** A review task of a call as its row carries it. */
export interface CallReviewState {
  assigneeId: string;
  /** null while open; false when closed with No action required; true when acted on. */
  actionTaken: boolean | null;
  completedAt: string | null;
}

export type CallRowLabel = 'reviewsAssigned' | 'callReassigned' | 'needsReview' | 'reviewed' | CallStatus;
export type ChipColour = 'success' | 'warning' | 'error' | 'info';

export interface CallLabelInput {
  status: CallStatus;
  reviews?: readonly CallReviewState[] | undefined;
  /** When the call was assigned to a member from the calls page (Assign call), else null. */
  assignedAt?: string | null | undefined;
}

/**
 * The status chip's label (part 1 section 2, section 4 "Call status"). Review states come first:
 * a holder of CAN_ASSIGN_CALL_REVIEWS sees 'Reviews Assigned' while any review is open and
 * 'Reviewed' once all are done; a reviewer sees 'Needs Review' while their own review is open and
 * 'Reviewed' once done. Otherwise a call assigned to a member by hand reads 'Call Reassigned', and
 * any other call its status (the screen words it in sentence case).
 */
export function callRowLabel(
  call: CallLabelInput,
  viewer: { userId: string; canAssignReviews: boolean },
): CallRowLabel {
  const reviews = call.reviews ?? [];
  const done = (r: CallReviewState) => r.completedAt !== null;
  if (reviews.length > 0 && viewer.canAssignReviews) return reviews.every(done) ? 'reviewed' : 'reviewsAssigned';
  const mine = reviews.filter((r) => r.assigneeId === viewer.userId);
  if (mine.length > 0) return mine.every(done) ? 'reviewed' : 'needsReview';
  if (call.assignedAt) return 'callReassigned';
  return call.status;
}

/** Success for ENDED or reviewed, warning for MISSED or needs review, error for FAILED, else info. */
export function chipColour(label: CallRowLabel): ChipColour {
  if (label === 'ENDED' || label === 'reviewed') return 'success';
  if (label === 'MISSED' || label === 'needsReview') return 'warning';
  if (label === 'FAILED') return 'error';
  return 'info';
}

/** 'No action required' is offered only on the acting user's own open review. */
export function ownOpenReview<R extends CallReviewState>(
  reviews: readonly R[] | undefined,
  userId: string,
): R | undefined {
  return (reviews ?? []).find((r) => r.assigneeId === userId && r.completedAt === null);
}

/** Call back: an incoming call from an unknown caller, or a feedback call (with CAN_MANAGE_MEMBER_FEEDBACK). */
export function offersCallBack(
  call: { incoming: boolean; memberId: string | null; isFeedbackCall?: boolean | undefined },
  canManageFeedback: boolean,
): boolean {
  return (call.incoming && call.memberId === null) || (call.isFeedbackCall === true && canManageFeedback);
}

/** The first instant a date range keeps (its days counted back from now), or null for all. */
export function rangeStart(range: DateRange | undefined, now: Date): Date | null {
  if (!range || range === 'none') return null;
  return new Date(now.getTime() - Number(range) * 86_400_000);
}

/** What can be wrong with a generated summary, and with a transcription (part 1 section 2 "Post-call feedback"). */
export const SUMMARY_ISSUES = ['missing-words', 'missing-topics'] as const;
export const TRANSCRIPTION_ISSUES = ['missing-words', 'missing-topics', 'only-one-speaker'] as const;
export type SummaryIssue = (typeof SUMMARY_ISSUES)[number];
export type TranscriptionIssue = (typeof TRANSCRIPTION_ISSUES)[number];
/** The free text of a thumbs-down answer (the spec's comment limit). */
export const FEEDBACK_COMMENT_MAX = 500;

/**
 * `PATCH /calls/voice-call-recording/:recordingId`: one answer, about the summary or the
 * transcription (or both). Issues and a comment go only with a thumbs-down of the same part.
 */
export const recordingFeedbackBody = type({
  'isAccurateSummary?': 'boolean',
  'summaryAccuracyIssues?': type
    .enumerated(...SUMMARY_ISSUES)
    .array()
    .atMostLength(SUMMARY_ISSUES.length),
  'summaryAccuracyFeedback?': `string <= ${FEEDBACK_COMMENT_MAX}`,
  'isAccurateTranscription?': 'boolean',
  'accuracyIssues?': type
    .enumerated(...TRANSCRIPTION_ISSUES)
    .array()
    .atMostLength(TRANSCRIPTION_ISSUES.length),
  'accuracyFeedback?': `string <= ${FEEDBACK_COMMENT_MAX}`,
}).narrow((body, ctx) => {
  if (body.isAccurateSummary === undefined && body.isAccurateTranscription === undefined)
    return ctx.reject({ path: ['isAccurateSummary'], expected: 'an answer about the summary or the transcription' });
  if (
    body.isAccurateSummary !== false &&
    (body.summaryAccuracyIssues !== undefined || body.summaryAccuracyFeedback !== undefined)
  ) {
    return ctx.reject({ path: ['summaryAccuracyIssues'], expected: 'issues only with a thumbs-down of the summary' });
  }
  if (
    body.isAccurateTranscription !== false &&
    (body.accuracyIssues !== undefined || body.accuracyFeedback !== undefined)
  ) {
    return ctx.reject({ path: ['accuracyIssues'], expected: 'issues only with a thumbs-down of the transcription' });
  }
  return true;
});
export type RecordingFeedbackBody = typeof recordingFeedbackBody.infer;

/** A recording's feedback as the drawer shows it; its id is the recording's. */
export const callRecordingFeedback = defineEntity({
  kind: 'callRecordingFeedback',
  schema: type({
    id: 'string',
    callId: 'string',
    isAccurateSummary: 'boolean | null',
    summaryAccuracyIssues: 'string[]',
    summaryAccuracyFeedback: 'string | null',
    isAccurateTranscription: 'boolean | null',
    accuracyIssues: 'string[]',
    accuracyFeedback: 'string | null',
  }),
  audience: { kind: 'organisation' },
});
