/** Assigned surveys (spec part 2 section 3): the published surveys, a member's assigned surveys and their answers. */
import { type } from 'arktype';
import { checkpointSchema, surveyContentSchema } from '../surveys.ts';
import { defineEntity } from './define.ts';

/** A published survey: what a guide asks, in its flow. */
export const survey = defineEntity({
  kind: 'survey',
  schema: type({
    id: 'string',
    key: 'string',
    name: 'string',
    displayName: 'string',
    summary: 'string',
    isActionSurvey: 'boolean',
    /** Publishing freezes a version: a key's highest is the one assigned from now on. */
    version: 'number',
    content: surveyContentSchema,
  }),
  audience: { kind: 'organisation' },
});

export const assignedSurvey = defineEntity({
  kind: 'assignedSurvey',
  schema: type({
    id: 'string',
    memberId: 'string',
    surveyId: 'string',
    dueAt: 'string | null',
    /** The checkpoint the latest submit reached: complete when it is a completion checkpoint. */
    checkpoint: checkpointSchema.or('null'),
    completed: 'boolean',
    completedAt: 'string | null',
    completedByUserId: 'string | null',
    notes: 'string | null',
    assignedAt: 'string',
    updatedAt: 'string',
  }),
  events: { upsert: 'survey:updated', created: 'survey:assigned', delete: 'survey:updated' },
  audience: { kind: 'organisation' },
});

/** One answer: `${assignedSurveyId}:${questionId}`, so saving again replaces it. */
export const surveyResponse = defineEntity({
  kind: 'surveyResponse',
  schema: type({
    id: 'string',
    assignedSurveyId: 'string',
    memberId: 'string',
    questionId: 'string',
    skipped: 'boolean',
    selectedOptionIds: 'string[]',
    textResponse: 'string | null',
    updatedAt: 'string',
  }),
  events: {
    upsert: 'survey:question-completed',
    created: 'survey:question-completed',
    delete: 'survey:question-completed',
  },
  audience: { kind: 'organisation' },
});
