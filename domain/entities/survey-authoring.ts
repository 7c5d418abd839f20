/** The survey creator's records and the learn-more records (spec part 3 "Survey creator record", "Learn more record"). */
import { type } from 'arktype';
import { learnMoreContentSchema } from '../learn-more.ts';
import { surveyDraftSchema } from '../survey-authoring.ts';
import { defineEntity } from './define.ts';

/**
 * A creator record: the editable draft of a survey. Publishing freezes the draft as a new version
 * of the published survey (`publishedSurveyId`, `publishedVersion`); later edits change the draft only.
 */
export const surveyRecord = defineEntity({
  kind: 'surveyRecord',
  schema: type({
    id: 'string',
    key: 'string',
    name: 'string',
    displayName: 'string',
    summary: 'string',
    isActionSurvey: 'boolean',
    learnMoreRecordId: 'string | null',
    content: surveyDraftSchema,
    publishedSurveyId: 'string | null',
    publishedVersion: 'number | null',
    publishedAt: 'string | null',
    updatedAt: 'string',
  }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});

export const learnMoreRecord = defineEntity({
  kind: 'learnMoreRecord',
  schema: type({ id: 'string', learnMoreContent: learnMoreContentSchema, updatedAt: 'string' }),
  audience: { kind: 'permission', permission: 'CAN_ACCESS_ADMIN_TOOLS' },
});
