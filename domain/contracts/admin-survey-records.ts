/**
 * The survey creator and the learn-more editor (spec part 3 section 7 "Surveys (admin)"), for admins
 * only: creator records (the drafts), publishing one as a new version, and learn-more records.
 */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import { createLearnMoreRecordBody, learnMoreRecordBody, learnMoreRecordParams } from '../learn-more.ts';
import { createSurveyRecordBody, surveyRecordFields, surveyRecordParams } from '../survey-authoring.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const record = ENTITIES.surveyRecord.schema;
const learnMore = ENTITIES.learnMoreRecord.schema;

/** Every creator record of the organisation, by name. */
export const adminSurveyRecords = defineOperation({
  method: 'GET',
  path: '/surveys/admin/survey-record',
  response: type({ data: record.array() }),
  lists: 'surveyRecord',
  access: admin,
});

export const createSurveyRecord = defineOperation({
  method: 'POST',
  path: '/surveys/admin/survey-record',
  body: createSurveyRecordBody,
  response: record,
  access: admin,
  idempotent: true,
});

export const adminSurveyRecord = defineOperation({
  method: 'GET',
  path: '/surveys/admin/survey-record/:id',
  params: surveyRecordParams,
  response: record,
  lists: 'surveyRecord',
  one: true,
  access: admin,
});

export const updateSurveyRecord = defineOperation({
  method: 'PATCH',
  path: '/surveys/admin/survey-record/:id',
  params: surveyRecordParams,
  body: surveyRecordFields,
  response: record,
  access: admin,
  idempotent: true,
});

/** Freezes the draft as the next version of the published survey of its key. */
export const publishSurveyRecord = defineOperation({
  method: 'POST',
  path: '/surveys/admin/survey-record/:id/publish',
  params: surveyRecordParams,
  response: record,
  access: admin,
  idempotent: true,
});

export const adminLearnMoreRecords = defineOperation({
  method: 'GET',
  path: '/surveys/admin/learn-more',
  response: type({ data: learnMore.array() }),
  lists: 'learnMoreRecord',
  access: admin,
});

export const createLearnMoreRecord = defineOperation({
  method: 'POST',
  path: '/surveys/admin/learn-more',
  body: createLearnMoreRecordBody,
  response: learnMore,
  access: admin,
  idempotent: true,
});

export const updateLearnMoreRecord = defineOperation({
  method: 'PATCH',
  path: '/surveys/admin/learn-more/:id',
  params: learnMoreRecordParams,
  body: learnMoreRecordBody,
  response: learnMore,
  access: admin,
  idempotent: true,
});
