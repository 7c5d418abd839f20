/**
 * Assigned surveys (spec part 2 sections 3, 4): published survey content, a member's assigned
 * surveys and their answers.
 *
 * Invariants:
 * - A survey's content is validated by `surveyContentSchema` before it is stored; the server walks
 *   it with `surveyPath` on every answer and on submit.
 * - One answer per (assigned survey, question): saving again replaces it. Answers of questions the
 *   path no longer reaches are deleted in the same transaction as the answer that moved the path.
 * - A survey row is one published version, never changed; (organisation, key, version) is unique,
 *   and an assigned survey keeps the version it was assigned with.
 * - `checkpoint` is the checkpoint the latest submit reached; the survey is complete when it is a
 *   completion checkpoint. A reopen clears it (and `completed_at`), keeping the answers.
 */
import type { SurveyCheckpoint, SurveyContent } from '../../../domain/surveys.ts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    summary: text('summary').notNull(),
    isActionSurvey: boolean('is_action_survey').notNull().default(false),
    content: jsonb('content').$type<SurveyContent>().notNull(),
    publishedAt: at('published_at'),
    /** Published versions of one key are frozen: a publish from the survey creator adds the next one. */
    version: integer('version').notNull().default(1),
    /** The creator record (survey_records) that published this version; null for seeded surveys. */
    recordId: uuid('record_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('surveys_organisation_key_version_idx').on(t.organisationId, t.key, t.version)],
);

export const assignedSurveys = pgTable(
  'assigned_surveys',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    dueAt: at('due_at'),
    /** The checkpoint the latest submit reached (null: never submitted, or reopened). */
    checkpoint: jsonb('checkpoint').$type<SurveyCheckpoint>(),
    completedAt: at('completed_at'),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id),
    notes: text('notes'),
    assignedAt: at('assigned_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('assigned_surveys_member_idx').on(t.memberId, t.assignedAt)],
);

export const surveyQuestionResponses = pgTable(
  'survey_question_responses',
  {
    organisationId: organisationId(),
    assignedSurveyId: uuid('assigned_survey_id')
      .notNull()
      .references(() => assignedSurveys.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    questionKey: text('question_key').notNull(),
    skipped: boolean('skipped').notNull(),
    selectedOptionIds: jsonb('selected_option_ids').$type<string[]>().notNull().default([]),
    textResponse: text('text_response'),
    answeredByUserId: uuid('answered_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignedSurveyId, t.questionKey] }),
    index('survey_question_responses_member_idx').on(t.memberId),
  ],
);
