/**
 * The calls and texts page (spec part 1 section 2, section 7 "Feeds, calls, texts"): the two logs,
 * searched, filtered and paged on the server, and the page's writes (assign a call or a text to a
 * member, share a call for review, close one's own review with no action).
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import {
  assignSubjectBody,
  callLogQuery,
  closeCallReviewBody,
  recordingFeedbackBody,
  shareCallBody,
  textLogQuery,
} from '../calls-page.ts';
import { ENTITIES } from '../entities/index.ts';
import { defineOperation } from './define.ts';
import { listOf } from './shapes.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const callParams = type({ callId: uuid });

/** `GET /calls`: one page of the organisation's calls at `page-start` (an offset), newest first, `count` with `includeCount`. */
export const callLog = defineOperation({
  method: 'GET',
  path: '/calls',
  query: callLogQuery,
  response: listOf(ENTITIES.call.schema),
  lists: 'call',
  access: caseload,
});

/** `GET /sms`: one page of the organisation's texts, as `GET /calls`. */
export const textLog = defineOperation({
  method: 'GET',
  path: '/sms',
  query: textLogQuery,
  response: listOf(ENTITIES.smsMessage.schema),
  lists: 'smsMessage',
  access: caseload,
});

/** Assign call: names the call's member, once (a second assignment is a 409). */
export const assignCall = defineOperation({
  method: 'PATCH',
  path: '/calls/:callId/subjectId',
  params: callParams,
  body: assignSubjectBody,
  response: ENTITIES.call.schema,
  access: caseload,
  idempotent: true,
});

/** Assign text message: only an unassigned text (an assigned one is a 409). */
export const assignText = defineOperation({
  method: 'PATCH',
  path: '/sms/:messageId',
  params: type({ messageId: uuid }),
  body: assignSubjectBody,
  response: ENTITIES.smsMessage.schema,
  access: caseload,
  idempotent: true,
});

/**
 * Share call: one review task per guide (`assigneeIds`), each with its 'Review call' follow-up on
 * that guide's docket. Answers the call with its reviews.
 */
export const shareCall = defineOperation({
  method: 'POST',
  path: '/calls/:callId/audit',
  params: callParams,
  body: shareCallBody,
  response: ENTITIES.call.schema,
  access: { permission: 'CAN_ASSIGN_CALL_REVIEWS' },
  idempotent: true,
});

/** No action required: closes the caller's own open review (and its follow-up). Answers the call. */
export const closeCallReview = defineOperation({
  method: 'PATCH',
  path: '/calls/audit/tasks/:auditId',
  params: type({ auditId: uuid }),
  body: closeCallReviewBody,
  response: ENTITIES.call.schema,
  access: caseload,
  idempotent: true,
});

/** The post-call feedback given on a call's recordings (one per recording that has any). */
export const callRecordingFeedbackList = defineOperation({
  method: 'GET',
  path: '/calls/:callId/recording-feedback',
  params: callParams,
  response: type({ data: ENTITIES.callRecordingFeedback.schema.array() }),
  lists: 'callRecordingFeedback',
  access: caseload,
});

/** Post-call feedback on a recording's summary or transcription; the latest answer of each part stands. */
export const submitRecordingFeedback = defineOperation({
  method: 'PATCH',
  path: '/calls/voice-call-recording/:recordingId',
  params: type({ recordingId: uuid }),
  body: recordingFeedbackBody,
  response: ENTITIES.callRecordingFeedback.schema,
  access: caseload,
  idempotent: true,
});
