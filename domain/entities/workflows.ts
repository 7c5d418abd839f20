/**
 * Workflow phases (spec part 2 section 3 "Workflow phase", "Assigned phase"): the organisation's
 * phases and the phases assigned to its members. Every open member page and docket hears of a
 * change ('workflow:updated'), so a completion, an attachment or a 'Remind me later' shows at once.
 */
import { type } from 'arktype';
import { workflowSectionSchema } from '../workflow-schemas.ts';
import { column } from './columns.ts';
import { defineEntity, defineTableEntity } from './define.ts';
import { memberSummarySchema } from './people.ts';

/** One of the organisation's phases: authored content, in its sort order. */
export const workflowPhase = defineTableEntity({
  kind: 'workflowPhase',
  table: 'workflow_phases',
  columns: {
    id: column.uuid().primaryKey(),
    title: column.text(),
    description: column.text(),
    sortOrder: column.integer(),
    /** Checked by `workflowSectionSchema` before they are stored. */
    sections: column.jsonbOf(workflowSectionSchema.array()).default([]),
    /** What the Next Steps step tells the guide. */
    nextSteps: column.text().default(''),
    /** The survey answered in the phase's Survey step, by key; null: no Survey step. */
    surveyKey: column.text().nullable(),
    createdAt: column.createdAt().internal(),
  },
  audience: { kind: 'organisation' },
});

/**
 * A phase assigned to a member. Its attachment to a scheduled event (an assigned workflow
 * scheduled event, a row of its own) travels on it: `scheduledEventId` and the link's id.
 */
export const assignedWorkflowPhase = defineEntity({
  kind: 'assignedWorkflowPhase',
  schema: type({
    id: 'string',
    memberId: 'string',
    phaseId: 'string',
    /** yyyy-MM-dd. */
    dueDate: 'string',
    availableDate: 'string',
    completedAt: 'string | null',
    /** Who completed it. */
    userId: 'string | null',
    /** The member's assigned survey answered in the Survey step (the spec's surveyResponseId). */
    assignedSurveyId: 'string | null',
    /** When 'Remind me later' was chosen (the card reads unscheduled until an event is attached). */
    remindLaterAt: 'string | null',
    assignedWorkflowScheduledEventId: 'string | null',
    scheduledEventId: 'string | null',
    member: memberSummarySchema.or('null'),
  }),
  events: { upsert: 'workflow:updated', created: 'workflow:updated', delete: 'workflow:updated' },
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});
