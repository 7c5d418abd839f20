/**
 * Tenancy and people. The organisation (the care organisation) is the tenant: every row carries
 * `organisation_id`, and nothing is ever read across organisations. Clients are the
 * organisation's customers (health plans); members belong to one, staff keep a home customer but
 * work across all of them. Also: users (staff and members alike, as the spec models them), their
 * contact details, teams (per customer), the organisation's phone lines and the status/stage
 * catalogues.
 */
import type { GeneratedMemberSummary, StandardMemberAttributes } from '../../../domain/member-attributes.ts';
import { internalPhoneNumber, team } from '../../../domain/entities/teams.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A customer of the organisation (spec part 3 section 3, "Customer"). */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey(),
  organisationId: organisationId(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  medicalCenterId: text('medical_center_id'),
  website: text('website'),
  callEngagementLengthRequirementInMinutes: integer('call_engagement_minutes').notNull().default(5),
  smsReEngagementThreshold: integer('sms_re_engagement_threshold').notNull().default(3),
  /** Feature flags switched on for every user of this client (see domain/feature-flags). */
  featureFlags: jsonb('feature_flags').$type<string[]>().notNull().default([]),
  analyticsUrl: text('analytics_url'),
  /** The customer's main market number and feedback number (also listed in client_market_numbers). */
  internalPhoneNumberId: integer('internal_phone_number_id').references(() => internalPhoneNumbers.id),
  feedbackNumberId: integer('feedback_number_id').references(() => internalPhoneNumbers.id),
  averageMonthsInProgram: doublePrecision('average_months_in_program'),
  /** Community health integration thresholds in minutes a month: G0019's first block, each G0022 block after it. */
  chwInitialMinutes: integer('chw_initial_minutes').notNull().default(60),
  chwAddOnMinutes: integer('chw_add_on_minutes').notNull().default(30),
  createdAt: createdAt(),
});

/** The organisation's own lines (spec part 3 section 3, "Internal phone number"). */
export const internalPhoneNumbers = entityTable(internalPhoneNumber, {
  before: { organisationId: organisationId() },
  // Phone Number Management: at most one default number per organisation, whatever two admins do at once.
  extra: (t) => [
    uniqueIndex('internal_phone_numbers_one_default_idx')
      .on(t.organisationId)
      .where(sql`${t.isDefault}`),
  ],
});

/** A customer's market and feedback numbers (`clientMarketNumbers`: type phoneNumber or feedbackNumber). */
export const clientMarketNumbers = pgTable(
  'client_market_numbers',
  {
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    internalPhoneNumberId: integer('internal_phone_number_id')
      .notNull()
      .references(() => internalPhoneNumbers.id),
    type: text('type').$type<'phoneNumber' | 'feedbackNumber'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.internalPhoneNumberId] })],
);

export const memberStatuses = pgTable('member_statuses', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Status change requests (spec part 2 section 3 "Member status"; values: db/status-change-reference.ts). */
  changeRequestDescription: text('change_request_description'),
  effectiveAtQuestionText: text('effective_at_question_text'),
  isSelectable: boolean('is_selectable').notNull().default(false),
  adminLevel: boolean('admin_level').notNull().default(false),
  deprecated: boolean('deprecated').notNull().default(false),
  changeRequestStageIds: jsonb('change_request_stage_ids').$type<number[]>().notNull().default([]),
  changeRequestStatusIds: jsonb('change_request_status_ids').$type<number[]>().notNull().default([]),
});

export const memberStages = pgTable('member_stages', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * Live staff users (User Administration's rows): a literal, so the planner matches the partial
 * indexes below to a query that names the same condition.
 */
/** Last sign-in as User Administration sorts it, never signed in as the oldest: its index and its sort name this one expression. */
export const lastSignInOrder = (lastSignInAt: SQLWrapper) => sql`coalesce(${lastSignInAt}, '-infinity'::timestamptz)`;

/** The unique index of a team's name in its organisation (`isUniqueViolation` names it). */
export const TEAM_NAME_INDEX = 'teams_organisation_name_idx';

export const LIVE_STAFF = sql`role not in ('PATIENT', 'SYSTEM') and is_deleted = false`;

const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕŌÚÙÛÜŪÑÇÝ';
const PLAIN = ACCENTED.normalize('NFD')
  .replace(/\p{Diacritic}/gu, '')
  .toLowerCase();

/**
 * A name lower-cased with its accents dropped, as User Administration's search matches it (the
 * search words are folded the same way, `adminUserSearchWords`). lower() alone leaves accented
 * capitals under the C collation, so they are in the list.
 */
export const foldedText = (column: SQLWrapper) =>
  sql`translate(lower(${column}), '${sql.raw(ACCENTED)}', '${sql.raw(PLAIN)}')`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    /** A member's customer; a staff user's home customer (staff work across all customers of the organisation). */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Login e-mail for staff; the embedded identity provider signs in with it. */
    loginEmail: text('login_email'),
    /** `sub` claim of the identity provider; matched before the e-mail claim. */
    authSubject: text('auth_subject'),
    hasAppAccess: boolean('has_app_access').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Permissions granted to this user on top of those of the role. */
    extraPermissions: jsonb('extra_permissions').$type<string[]>().notNull().default([]),
    /** Per-user feature-flag overrides: flag -> on/off, winning over the client's list. */
    featureFlagOverrides: jsonb('feature_flag_overrides').$type<Record<string, boolean>>().notNull().default({}),
    location: text('location'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    language: text('language').notNull().default('en'),
    assignedGuideId: uuid('assigned_guide_id'),
    memberStatusId: integer('member_status_id').references(() => memberStatuses.id),
    memberStageId: integer('member_stage_id').references(() => memberStages.id),
    birthDate: date('birth_date'),
    externalPatientId: text('external_patient_id'),
    voicemailGreetingFileId: uuid('voicemail_greeting_file_id'),
    outreachPhase: text('outreach_phase'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }),
    lastEventType: text('last_event_type'),
    /** A member's personal information (spec part 2 section 3 "Member personal info"). */
    preferredName: text('preferred_name'),
    namePronunciation: text('name_pronunciation'),
    pronouns: text('pronouns'),
    reportedLanguage: text('reported_language'),
    raceEthnicitySummary: text('race_ethnicity_summary'),
    /**
     * 'first last' lower-cased, kept by the database: the member search matches it with a plain
     * LIKE, which scans a third as long as ILIKE over the concatenated names computed per row.
     */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    /**
     * The names as User Administration's search matches them (lower-cased, accents dropped), kept
     * by the database: folding per row at read time cost more than the rest of a search's page.
     */
    firstNameFolded: text('first_name_folded').generatedAlwaysAs(foldedText(sql.raw('first_name'))),
    lastNameFolded: text('last_name_folded').generatedAlwaysAs(foldedText(sql.raw('last_name'))),
    /** What the member's customer feeds us (insurance, PCP, care team, hospitals, feed data): spec part 1 "standardMemberAttributes". */
    standardMemberAttributes: jsonb('standard_member_attributes').$type<StandardMemberAttributes>(),
    /** The latest generated summary of the member (the Member portrait). */
    memberSummary: jsonb('member_summary').$type<GeneratedMemberSummary>(),
    /** Staff (User Administration): the mobile number, and the resourcing number bought for their resourcing calls (E.164). */
    mobilePhone: text('mobile_phone'),
    resourcingNumber: text('resourcing_number'),
    /** Staff: the latest sign-in to the embedded identity provider (User Administration's Last sign-in); null: never. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    /** A sortable column's index: its key, then the name order that breaks its ties, the bare names for an index-only read. */
    const staffOrderIndex = (name: string, key: SQLWrapper) =>
      index(name)
        .on(t.organisationId, key, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id, t.firstName, t.lastName)
        .where(LIVE_STAFF);
    return [
      index('users_client_role_idx').on(t.clientId, t.role),
      index('users_organisation_role_idx').on(t.organisationId, t.role),
      // The member list's default order (name, either direction) read straight off the index: a page
      // reads its own rows (and those it skips), not all 20,000. Lower-cased: the sort ignores case as the search does.
      index('users_member_name_idx').on(
        t.organisationId,
        t.role,
        sql`lower(${t.lastName})`,
        sql`lower(${t.firstName})`,
        t.id,
      ),
      // The live members alone (the member list's every query), in name order, the search's text last:
      // a search reads the index only, never the 20,000 wide rows behind it. The bare names come last
      // because PostgreSQL plans an index-only scan only when every column the query names is in the
      // index, and the sort names last_name and first_name (inside lower()); drizzle has no INCLUDE.
      index('users_live_member_name_idx')
        .on(
          t.organisationId,
          sql`lower(${t.lastName})`,
          sql`lower(${t.firstName})`,
          t.id,
          t.searchName,
          t.lastName,
          t.firstName,
        )
        .where(sql`${t.role} = 'PATIENT' and ${t.isDeleted} = false`),
      index('users_assigned_guide_idx').on(t.assignedGuideId),
      // The supervisor's caseload (`server/routes/caseload.ts`): live members per guide and status with their last
      // contact, read from the index alone; a member row is about 1.6 kB, and scanning 20,000 of them cost 60 ms.
      index('users_caseload_idx')
        .on(t.organisationId, t.assignedGuideId, t.memberStatusId, t.lastEventAt, t.id)
        .where(sql`${t.role} = 'PATIENT' and ${t.isDeleted} = false`),
      uniqueIndex('users_login_email_idx').on(t.loginEmail),
      uniqueIndex('users_auth_subject_idx').on(t.authSubject),
      // A patient id of the external record system names one member of the organisation (the reverse lookup reads it).
      uniqueIndex('users_external_patient_idx').on(t.organisationId, t.externalPatientId),
      // User Administration (issue #33: 100,000 staff users, a page under 50 ms): live staff only.
      // One index per sortable column in its order; the bare names come last so a page's ids are read
      // from the index alone (PostgreSQL plans an index-only scan only when every column the query
      // names is in it), and the name order's index also holds what the search reads. Then the
      // search's prefixes (text_pattern_ops: LIKE 'word%' is a range scan whatever the collation).
      index('users_staff_name_idx')
        .on(
          t.organisationId,
          sql`lower(${t.firstName})`,
          sql`lower(${t.lastName})`,
          t.id,
          t.firstName,
          t.lastName,
          t.firstNameFolded,
          t.lastNameFolded,
          t.loginEmail,
        )
        .where(LIVE_STAFF),
      index('users_staff_email_idx').on(t.organisationId, t.loginEmail, t.id).where(LIVE_STAFF),
      // A role's users by e-mail (the role filter's page): without it the role's thousands were sorted by e-mail.
      index('users_staff_role_email_idx').on(t.organisationId, t.role, t.loginEmail, t.id).where(LIVE_STAFF),
      staffOrderIndex('users_staff_role_idx', t.role),
      staffOrderIndex('users_staff_access_idx', t.hasAppAccess),
      staffOrderIndex('users_staff_sign_in_idx', lastSignInOrder(t.lastSignInAt)),
      index('users_staff_first_prefix_idx')
        .on(t.organisationId, t.firstNameFolded.op('text_pattern_ops'))
        .where(LIVE_STAFF),
      index('users_staff_last_prefix_idx')
        .on(t.organisationId, t.lastNameFolded.op('text_pattern_ops'))
        .where(LIVE_STAFF),
      index('users_staff_email_prefix_idx').on(t.organisationId, t.loginEmail.op('text_pattern_ops')).where(LIVE_STAFF),
    ];
  },
);

/**
 * How many live members (role PATIENT, not deleted) each organisation has, kept by triggers on
 * `users` in the writing transaction (migration 0032): the member list's unfiltered count reads one
 * row instead of counting 20,000 index entries on every first page. No row: none yet.
 */
export const memberCounts = pgTable('member_counts', {
  organisationId: organisationId().primaryKey(),
  live: integer('live').notNull().default(0),
});

/** Clients a staff user administers or audits (access role ADMIN 0, MEMBER 1, VIEWER 2). */
export const userClientAccess = pgTable(
  'user_client_access',
  {
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    accessRole: integer('access_role').notNull(),
    /** A supervisor's client auditing (User Administration's client auditors): epoch ms at the start of the day. */
    startDate: bigint('start_date', { mode: 'number' }),
    endDate: bigint('end_date', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull(),
    description: text('description').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    type: text('type'),
    carrier: text('carrier'),
    doNotContact: boolean('do_not_contact').notNull().default(false),
    doNotContactReason: text('do_not_contact_reason'),
    /**
     * Removed from the member's record. The row stays: texts name it (`sms_messages.phone_number_id`),
     * and a number the member opted out from (STOP) comes back do-not-contact if it is added again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('phone_numbers_user_idx').on(t.userId), index('phone_numbers_number_idx').on(t.number)],
);

export const emailAddresses = pgTable(
  'email_addresses',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    emailAddress: text('email_address').notNull(),
    description: text('description'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Deleting the primary makes the oldest remaining one primary. */
    createdAt: createdAt(),
  },
  (t) => [index('email_addresses_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    description: text('description'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The member list shows a member's first address: the primary one, else the oldest. */
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** One detailed change of a member file update: a field, its old and its new value as text. */
export interface MemberFieldChange {
  field: string;
  label: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Member file updates: every change to a member's phone numbers, e-mail addresses, addresses or
 * personal information, written in the same transaction as the change (the 'Member file updates'
 * dialog reads them newest first). Never edited.
 */
export const memberChangeLogs = pgTable(
  'member_change_logs',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    /** The acting user, and the real one behind an impersonation. */
    changedById: uuid('changed_by_id').references(() => users.id),
    realUserId: uuid('real_user_id').references(() => users.id),
    /** The acting user's name when the change was made. */
    changedByName: text('changed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** phoneNumber, emailAddress, address or personalInfo, and the changed row's id. */
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    /** created, updated or deleted */
    action: text('action').notNull(),
    detailedChanges: jsonb('detailed_changes').$type<MemberFieldChange[]>().notNull(),
  },
  (t) => [index('member_change_logs_member_idx').on(t.organisationId, t.memberId, t.createdAt, t.id)],
);

export const teams = entityTable(team, {
  before: { organisationId: organisationId() },
  references: { clientId: () => clients.id, internalPhoneNumberId: () => internalPhoneNumbers.id },
  // A name is the team's in its organisation, case aside (the user form tells teams apart by it); the
  // handler's check answers first, this answers two admins saving the same name at once.
  extra: (t) => [uniqueIndex(TEAM_NAME_INDEX).on(t.organisationId, sql`lower(${t.name})`)],
});

export const teamMemberships = pgTable(
  'team_memberships',
  {
    organisationId: organisationId(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    isLead: boolean('is_lead').notNull().default(false),
    /** MEMBER of one team at most, VIEWER of many (spec part 3 section 4); dates in epoch ms at the start of the day. */
    role: text('role').$type<'MEMBER' | 'VIEWER'>().notNull().default('MEMBER'),
    startDate: bigint('start_date', { mode: 'number' }),
    endDate: bigint('end_date', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_memberships_user_idx').on(t.userId)],
);

/** The choices of the member summary feedback dialog (a fixed catalogue, see reference-data.ts). */
export const memberSummaryFeedbackDescriptions = pgTable('member_summary_feedback_descriptions', {
  id: uuid('id').primaryKey(),
  description: text('description').notNull(),
  isPositive: boolean('is_positive').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A guide's feedback on a generated summary, with the summary as it was shown. */
export const memberSummaryFeedback = pgTable(
  'member_summary_feedback',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    feedbackDescriptionId: uuid('feedback_description_id')
      .notNull()
      .references(() => memberSummaryFeedbackDescriptions.id),
    comment: text('comment').notNull(),
    summary: text('summary').notNull(),
    summaryDataId: text('summary_data_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_summary_feedback_member_idx').on(t.memberId)],
);
