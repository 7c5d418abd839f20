/**
 * The survey creator's records and the learn-more records (spec part 3 "Survey creator record",
 * "Learn more record").
 *
 * Invariants:
 * - A record's `content` is a draft validated by `surveyDraftSchema`; editing never touches a
 *   published survey. Publishing inserts a new `surveys` row (the key's next version, naming this
 *   record) and points `published_survey_id` at it: published versions are never changed.
 * - A record's key is made from its name and is unique in its organisation.
 */
import type { LearnMoreContent } from '../../../domain/learn-more.ts';
import type { SurveyDraft } from '../../../domain/survey-authoring.ts';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const learnMoreRecords = pgTable(
  'learn_more_records',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    title: text('title').notNull(),
    content: jsonb('content').$type<LearnMoreContent>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('learn_more_records_organisation_idx').on(t.organisationId, t.title)],
);

export const surveyRecords = pgTable(
  'survey_records',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    summary: text('summary').notNull(),
    isActionSurvey: boolean('is_action_survey').notNull().default(false),
    learnMoreRecordId: uuid('learn_more_record_id').references(() => learnMoreRecords.id),
    content: jsonb('content').$type<SurveyDraft>().notNull(),
    /** The latest version this record published (a `surveys` row), and its number. */
    publishedSurveyId: uuid('published_survey_id'),
    publishedVersion: integer('published_version'),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_records_organisation_key_idx').on(t.organisationId, t.key)],
);
