/** Survey assignment criteria (spec part 3 section 3 "Survey (assignment view)"), as the admin Surveys page lists them. */
import { type } from 'arktype';
import { assignmentConfigurationSchema, dueAtConfigSchema } from '../survey-assignment.ts';
import { defineEntity } from './define.ts';

/**
 * One survey key's current version (the latest published) and its criteria; the id is the key, so
 * a new version replaces the row. `openAssignments` counts members with an assignment of the key not
 * yet complete.
 */
export const surveyAssignment = defineEntity({
  kind: 'surveyAssignment',
  schema: type({
    id: 'string',
    surveyId: 'string',
    key: 'string',
    name: 'string',
    displayName: 'string',
    isActionSurvey: 'boolean',
    publishedAt: 'string',
    assignmentConfiguration: assignmentConfigurationSchema.or('null'),
    dueAtConfig: dueAtConfigSchema.or('null'),
    openAssignments: 'number',
    updatedAt: 'string | null',
  }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});
