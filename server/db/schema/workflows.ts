/**
 * Workflow phases (spec part 2 sections 3, 4): the organisation's phases as authored content,
 * the phases assigned to members, and an assigned phase's attachment to a scheduled event.
 *
 * Invariants:
 * - A phase's sections are validated by `workflowSectionSchema` before they are stored.
 * - An assigned phase is completed once (`completed_at`); a completion of a completed phase is
 *   refused. Its assigned survey (when the phase has one) is the member's, made with it.
 * - An assigned phase has at most one attachment (unique on it); detaching deletes the row.
 */
import { date, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workflowPhase } from '../../../domain/entities/workflows.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';
import { assignedSurveys } from './surveys.ts';
import { scheduledEvents } from './work.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const workflowPhases = entityTable(workflowPhase, {
  before: { organisationId: organisationId() },
  extra: (t) => [index('workflow_phases_organisation_idx').on(t.organisationId, t.sortOrder)],
});

export const assignedWorkflowPhases = pgTable(
  'assigned_workflow_phases',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    phaseId: uuid('phase_id')
      .notNull()
      .references(() => workflowPhases.id),
    dueDate: date('due_date').notNull(),
    availableDate: at('available_date').notNull(),
    completedAt: at('completed_at'),
    /** Who completed it. */
    userId: uuid('user_id').references(() => users.id),
    assignedSurveyId: uuid('assigned_survey_id').references(() => assignedSurveys.id),
    /** 'Remind me later' (the card's unscheduled state). */
    remindLaterAt: at('remind_later_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('assigned_workflow_phases_member_idx').on(t.memberId)],
);

export const assignedWorkflowScheduledEvents = pgTable(
  'assigned_workflow_scheduled_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    assignedWorkflowPhaseId: uuid('assigned_workflow_phase_id')
      .notNull()
      .references(() => assignedWorkflowPhases.id),
    /** Deleting the event deletes its attachments (the phase then reads unattached). */
    scheduledEventId: uuid('scheduled_event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assigned_workflow_scheduled_events_phase_idx').on(t.assignedWorkflowPhaseId),
    index('assigned_workflow_scheduled_events_event_idx').on(t.scheduledEventId),
  ],
);
