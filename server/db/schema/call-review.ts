/**
 * Call reviews and hand assignments of the calls page (spec part 1 section 3 "Voice call audit").
 * A review (voice call audit) asks one guide to review one call; each has a CALL_AUDIT todo, the
 * docket's 'Review call' follow-up, which closes with it. A call's hand assignment to a member
 * (Assign call, offered once) is kept beside the call, so the row can read 'Call Reassigned'.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calls } from './activity.ts';
import { callRecordings } from './telephony.ts';
import { organisationId } from './organisation.ts';
import { users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const voiceCallAudits = pgTable(
  'voice_call_audits',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id),
    assignedBy: uuid('assigned_by')
      .notNull()
      .references(() => users.id),
    /** voicemail_review, the one kind the spec names. */
    auditType: text('audit_type').notNull(),
    /** null while open; false: closed with No action required; true: acted on. */
    actionTaken: boolean('action_taken'),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The assignee's 'Review call' follow-up. */
    todoId: uuid('todo_id').notNull(),
  },
  (t) => [
    index('voice_call_audits_call_idx').on(t.callId),
    // One open review per guide and call: sharing again with the same guide adds nothing.
    uniqueIndex('voice_call_audits_open_idx')
      .on(t.callId, t.assigneeId)
      .where(sql`completed_at is null`),
  ],
);

export const callAssignments = pgTable('call_assignments', {
  callId: uuid('call_id')
    .primaryKey()
    .references(() => calls.id, { onDelete: 'cascade' }),
  organisationId: organisationId(),
  assignedBy: uuid('assigned_by')
    .notNull()
    .references(() => users.id),
  assignedAt: ts('assigned_at').notNull(),
  /** The member the call named before (null: unassigned). */
  previousSubjectId: uuid('previous_subject_id'),
});

/**
 * Post-call feedback on a recording's generated summary and its transcription (spec part 1
 * section 2 "Post-call feedback"): each unanswered (null), accurate (true) or not (false, with the
 * issues chosen and an optional comment). One row per recording, the latest answer kept.
 */
export const callRecordingFeedback = pgTable('call_recording_feedback', {
  recordingId: uuid('recording_id')
    .primaryKey()
    .references(() => callRecordings.id, { onDelete: 'cascade' }),
  organisationId: organisationId(),
  callId: uuid('call_id')
    .notNull()
    .references(() => calls.id, { onDelete: 'cascade' }),
  isAccurateSummary: boolean('is_accurate_summary'),
  summaryAccuracyIssues: text('summary_accuracy_issues')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  summaryAccuracyFeedback: text('summary_accuracy_feedback'),
  isAccurateTranscription: boolean('is_accurate_transcription'),
  accuracyIssues: text('accuracy_issues')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  accuracyFeedback: text('accuracy_feedback'),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: ts('updated_at').notNull(),
});
