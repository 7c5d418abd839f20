/**
 * Needs (spec part 2 sections 3, 4): the metadata a need is chosen from (domains > categories >
 * issues, activities, the ICD-10-CM Z-codes) and a member's needs, their actions, resource
 * referrals and history.
 *
 * Invariants:
 * - Metadata is per organisation (an admin editor comes later), seeded from the catalogue in
 *   `server/seed/needs-catalogue.ts`; keys are unique per organisation.
 * - A need's status is derived (domain/needs.ts), never stored: `fulfilled_at` and `abandoned_at`
 *   close it, `expires_at` ends its window.
 * - Every change to a need writes its history entry in the same transaction.
 */
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
import { needAction, needHistoryEntry, resourceReferral } from '../../../domain/entities/needs.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { assignedSurveys } from './surveys.ts';
import { users } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A Z-code of the organisation's needs content (spec part 3: label, key, overview, issues and
 * assistances): `code` is its label, read-only once made; `title` its overview; `issues` and
 * `assistances` the lists the admin enters as comma-separated text.
 */
export const needZCodes = pgTable(
  'need_z_codes',
  {
    organisationId: organisationId(),
    code: text('code').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    issues: jsonb('issues').$type<string[]>().notNull().default([]),
    assistances: jsonb('assistances').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.code] }),
    uniqueIndex('need_z_codes_key_idx').on(t.organisationId, t.key),
  ],
);

export const needDomains = pgTable(
  'need_domains',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('need_domains_organisation_key_idx').on(t.organisationId, t.key)],
);

export const needCategories = pgTable(
  'need_categories',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => needDomains.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('need_categories_organisation_key_idx').on(t.organisationId, t.key)],
);

export const needActivities = pgTable(
  'need_activities',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    overview: text('overview').notNull(),
    defaultMinutes: integer('default_minutes').notNull(),
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('need_activities_organisation_key_idx').on(t.organisationId, t.key)],
);

export const needIssues = pgTable(
  'need_issues',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => needCategories.id),
    key: text('key').notNull(),
    label: text('label').notNull(),
    zCode: text('z_code'),
    defaultTimeFrameDays: integer('default_time_frame_days').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    activityIds: jsonb('activity_ids').$type<string[]>().notNull().default([]),
    overview: text('overview').notNull(),
    needRequiresAction: boolean('need_requires_action').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('need_issues_organisation_key_idx').on(t.organisationId, t.key)],
);

export const userNeeds = pgTable(
  'user_needs',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    issueId: uuid('issue_id').references(() => needIssues.id),
    reason: text('reason').notNull(),
    identifiedAt: at('identified_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    abandonedAt: at('abandoned_at'),
    closedById: uuid('closed_by_id').references(() => users.id),
    fulfilledAt: at('fulfilled_at'),
    fulfilledComment: text('fulfilled_comment'),
    sortOrder: integer('sort_order').notNull(),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    assignedSurveyId: uuid('assigned_survey_id').references(() => assignedSurveys.id),
    lastActionAt: at('last_action_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('user_needs_member_idx').on(t.memberId, t.sortOrder),
    index('user_needs_open_expiry_idx').on(t.organisationId, t.expiresAt),
  ],
);

export const needActions = entityTable(needAction, {
  before: { organisationId: organisationId() },
  references: {
    needId: { to: () => userNeeds.id, onDelete: 'cascade' },
    memberId: () => users.id,
    activityId: () => needActivities.id,
    creatorId: () => users.id,
  },
  extra: (t) => [
    index('need_actions_member_idx').on(t.memberId),
    index('need_actions_need_idx').on(t.needId),
    // The CHW minutes report reads an organisation's actions of a month by their day.
    index('need_actions_organisation_date_idx').on(t.organisationId, t.date),
  ],
});

/** A referral goes with its action and its need. */
export const needResourceReferrals = entityTable(resourceReferral, {
  before: { organisationId: organisationId() },
  references: {
    actionId: { to: () => needActions.id, onDelete: 'cascade' },
    needId: { to: () => userNeeds.id, onDelete: 'cascade' },
    memberId: () => users.id,
    creatorId: () => users.id,
  },
  extra: (t) => [index('need_resource_referrals_member_idx').on(t.memberId)],
});

export const needHistoryEntries = entityTable(needHistoryEntry, {
  before: { organisationId: organisationId() },
  references: {
    needId: { to: () => userNeeds.id, onDelete: 'cascade' },
    memberId: () => users.id,
    actorId: () => users.id,
  },
  extra: (t) => [index('need_history_entries_need_idx').on(t.needId, t.createdAt)],
});
