/**
 * Consents (spec part 2 section 3, part 3 section 3): a client's terms, the links members answer
 * them through, identity confirmations, every recorded answer, and each member's current answer.
 *
 * Invariants:
 * - A link's key is never stored, only its SHA-256, so reading the database reveals no live link.
 * - An answer is a `consent_submissions` row plus the `member_consents` row it updates, written
 *   in one transaction with their change-log rows (server/consent/submissions.ts). The
 *   `member_consents` row is locked for that transaction, so answers to one term are serialized.
 * - (link, term, request id) is unique: a retried or double-clicked submit records one answer.
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
import { consentLink, consentSubmission } from '../../../domain/entities/consent.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A term's texts in one language. */
export interface ConsentTermTexts {
  name: string;
  shortName: string;
  text: string;
  infoText: string | null;
  acceptText: string;
  rejectText: string | null;
}

export const consentTerms = pgTable(
  'consent_terms',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** URL segment of the term's page on the consent site (/{termKey}). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    text: text('text').notNull(),
    infoText: text('info_text'),
    acceptText: text('accept_text').notNull(),
    rejectText: text('reject_text'),
    identityRequired: boolean('identity_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The texts in other languages (English is the columns above), e.g. { es: {...} }. */
    translations: jsonb('translations').$type<Partial<Record<string, ConsentTermTexts>>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consent_terms_client_key_idx').on(t.clientId, t.key)],
);

export const consentLinks = entityTable(consentLink, {
  before: { organisationId: organisationId() },
  references: { clientId: () => clients.id, memberId: () => users.id },
  extra: (t) => [
    uniqueIndex('consent_links_key_hash_idx').on(t.keyHash),
    index('consent_links_member_idx').on(t.memberId),
  ],
});

export const consentIdentities = pgTable(
  'consent_identities',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    /** The link it was confirmed through; null when staff recorded it. */
    consentLinkId: uuid('consent_link_id').references(() => consentLinks.id),
    name: text('name').notNull(),
    /** As the member typed it, and as an ISO day. */
    dateOfBirth: text('date_of_birth').notNull(),
    dateOfBirthIso: text('date_of_birth_iso'),
    email: text('email'),
    line1: text('line1'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    ipAddress: text('ip_address').notNull(),
    languageCode: text('language_code').notNull(),
    internalSubmitterUserId: uuid('internal_submitter_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('consent_identities_link_idx').on(t.consentLinkId),
    index('consent_identities_member_idx').on(t.memberId),
  ],
);

export const consentSubmissions = entityTable(consentSubmission, {
  before: { organisationId: organisationId() },
  references: {
    clientId: () => clients.id,
    memberId: () => users.id,
    termId: () => consentTerms.id,
    consentLinkId: () => consentLinks.id,
    consentIdentityId: () => consentIdentities.id,
  },
  extra: (t) => [
    uniqueIndex('consent_submissions_request_idx').on(t.consentLinkId, t.termId, t.requestId),
    index('consent_submissions_member_term_idx').on(t.memberId, t.termId, t.createdAt),
  ],
});

/** A member's current answer to a term (null: not answered yet). */
export const memberConsents = pgTable(
  'member_consents',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    termId: uuid('term_id')
      .notNull()
      .references(() => consentTerms.id),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    consented: boolean('consented'),
    lastSubmissionId: uuid('last_submission_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.termId] })],
);
