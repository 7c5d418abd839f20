/** Assigned surveys (spec part 2 section 7 "Surveys"): read the surveys and a member's assigned surveys, answer, submit, reopen. */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import {
  assignSurveyBody,
  assignedSurveyParams,
  memberSurveysQuery,
  questionResponseBody,
  surveyNotesBody,
  submitSurveyBody,
  surveyParams,
} from '../surveys.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const completing = { permission: 'CAN_COMPLETE_SURVEYS' } as const;

/** The organisation's published surveys. */
export const surveys = defineOperation({
  method: 'GET',
  path: '/surveys/v2',
  response: type({ data: ENTITIES.survey.schema.array() }),
  lists: 'survey',
  access: caseload,
});

export const surveyById = defineOperation({
  method: 'GET',
  path: '/surveys/v2/:surveyId',
  params: surveyParams,
  response: ENTITIES.survey.schema,
  lists: 'survey',
  one: true,
  access: caseload,
});

/** A member's assigned surveys, newest assignment first (the member page's Survey tab). */
export const memberAssignedSurveys = defineOperation({
  method: 'GET',
  path: '/surveys/v2/assigned',
  query: memberSurveysQuery,
  response: type({ data: ENTITIES.assignedSurvey.schema.array() }),
  lists: 'assignedSurvey',
  access: caseload,
});

/** Assigns a published survey to the member (the Survey tab, outside production). */
export const assignSurvey = defineOperation({
  method: 'POST',
  path: '/surveys/v2/assigned',
  body: assignSurveyBody,
  response: ENTITIES.assignedSurvey.schema,
  access: completing,
  idempotent: true,
});

/** Every answer of a member's assigned surveys. */
export const memberSurveyResponses = defineOperation({
  method: 'GET',
  path: '/surveys/v2/question-responses',
  query: memberSurveysQuery,
  response: type({ data: ENTITIES.surveyResponse.schema.array() }),
  lists: 'surveyResponse',
  access: caseload,
});

/** Saves one answer (an empty one as skipped); answers the path no longer reaches are deleted. */
export const answerSurveyQuestion = defineOperation({
  method: 'POST',
  path: '/surveys/v2/question-responses',
  body: questionResponseBody,
  response: ENTITIES.assignedSurvey.schema,
  access: completing,
  idempotent: true,
});

/** The survey's notes, autosaved. */
export const updateAssignedSurvey = defineOperation({
  method: 'PATCH',
  path: '/surveys/v2/assigned/:assignedSurveyId',
  params: assignedSurveyParams,
  body: surveyNotesBody,
  response: ENTITIES.assignedSurvey.schema,
  access: completing,
  idempotent: true,
});

/** Records the checkpoint the answers reach; a completion checkpoint completes the survey. */
export const submitAssignedSurvey = defineOperation({
  method: 'POST',
  path: '/surveys/v2/assigned/:assignedSurveyId/submit',
  params: assignedSurveyParams,
  body: submitSurveyBody,
  response: ENTITIES.assignedSurvey.schema,
  access: completing,
  idempotent: true,
});

/** Only for holders of CAN_REOPEN_SURVEYS (on the user or the member), and only in the month it was completed. */
export const reopenAssignedSurvey = defineOperation({
  method: 'POST',
  path: '/surveys/v2/assigned/:assignedSurveyId/reopen',
  params: assignedSurveyParams,
  response: ENTITIES.assignedSurvey.schema,
  access: completing,
  idempotent: true,
});
