/** Surveys (admin) (spec part 3 sections 2, 3, 7): the surveys list and their assignment criteria, for admins only. */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import { surveyAssignmentBody, surveyAssignmentParams } from '../survey-assignment.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const surveyAssignment = ENTITIES.surveyAssignment.schema;

/**
 * The drawer's choices: the member stages, each customer's segments, and how many members each
 * (customer, segment, stage) holds, so the drawer counts the members its criteria match.
 */
export const surveyStagesSegments = defineOperation({
  method: 'GET',
  path: '/surveys/admin/stages_segments',
  response: type({
    id: 'string',
    stages: type({ id: 'number', key: 'string', name: 'string' }).array(),
    segments: type({ id: 'string', clientId: 'string', name: 'string' }).array(),
    memberCounts: type({
      clientId: 'string',
      segmentId: 'string | null',
      stageId: 'number | null',
      members: 'number',
    }).array(),
  }),
  access: admin,
});

/** Every survey key's current (latest published) version with its criteria, by name. */
export const adminSurveys = defineOperation({
  method: 'GET',
  path: '/surveys/admin/assignment',
  response: type({ data: surveyAssignment.array() }),
  lists: 'surveyAssignment',
  access: admin,
});

/**
 * Saves the criteria of the survey's key and assigns its current version to every member they
 * match who has no open assignment of the key, with the due date of `dueDateFor`.
 */
export const updateSurveyAssignment = defineOperation({
  method: 'PUT',
  path: '/surveys/admin/assignment/:surveyId',
  params: surveyAssignmentParams,
  body: surveyAssignmentBody,
  response: surveyAssignment,
  access: admin,
  idempotent: true,
});
