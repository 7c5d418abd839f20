/** Member summary feedback (spec part 2 section 7): the choices, and a guide's feedback on a generated summary. */
import { type } from 'arktype';
import { feedbackDescriptionSchema, memberSummaryFeedbackBody } from '../member-attributes.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;

export const memberSummaryFeedbackDescriptions = defineOperation({
  method: 'GET',
  path: '/users/member-summary/feedback-descriptions',
  response: type({ data: feedbackDescriptionSchema.array() }),
  access: caseload,
});

/** Records the feedback against the summary as it was shown (its text and generation run). */
export const submitMemberSummaryFeedback = defineOperation({
  method: 'POST',
  path: '/users/member-summary/',
  alsoAt: ['/users/member-summary'],
  body: memberSummaryFeedbackBody,
  response: type({ id: 'string' }),
  access: caseload,
  idempotent: true,
});
