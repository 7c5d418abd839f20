/** Consent answers, submissions, identities and links as staff clients hear of them (never a link key). */
import { type } from 'arktype';
import { column } from './columns.ts';
import { defineEntity, defineTableEntity } from './define.ts';

const consented = 'boolean | null';

/** A term's texts in one language (English always; Spanish falls back to English field by field). */
export const consentTermTextsSchema = type({
  name: 'string',
  shortName: 'string',
  text: 'string',
  infoText: 'string | null',
  acceptText: 'string',
  rejectText: 'string | null',
});
export type ConsentTermTextsView = typeof consentTermTextsSchema.infer;

/**
 * A customer's consent term with its texts in both portal languages, so a guide switching language
 * reads it without a refetch. Terms change only through admin tools; the member's answers are `consent`.
 */
export const consentTerm = defineEntity({
  kind: 'consentTerm',
  schema: type({
    id: 'string',
    clientId: 'string',
    key: 'string',
    sortOrder: 'number',
    identityRequired: 'boolean',
    isActive: 'boolean',
    texts: { en: consentTermTextsSchema, es: consentTermTextsSchema },
  }),
  audience: { kind: 'organisation' },
});

/** A member's current answer to one term; its id is `${memberId}:${termId}`. */
export const consent = defineEntity({
  kind: 'consent',
  schema: type({
    id: 'string',
    memberId: 'string',
    termId: 'string',
    termKey: 'string',
    consented,
    updatedAt: 'string',
    lastSubmissionId: 'string | null',
  }),
  audience: { kind: 'organisation' },
});

/** One recorded answer to a term: through a link, by SMS reply, or by staff for the member. */
export const consentSubmission = defineTableEntity({
  kind: 'consentSubmission',
  table: 'consent_submissions',
  columns: {
    id: column.uuid().primaryKey(),
    /** The member's customer, kept with the row; clients know it from the member. */
    clientId: column.uuid().internal(),
    memberId: column.uuid(),
    termId: column.uuid(),
    consented: column.boolean(),
    consentLinkId: column.uuid().nullable(),
    consentIdentityId: column.uuid().nullable(),
    /** The submitter's address; 'SMS' for a rejection by SMS reply. */
    ipAddress: column.text(),
    languageCode: column.text(),
    internalSubmitterUserId: column.uuid().nullable(),
    /** The client's request id (Idempotency-Key), unique per link and term: a retried submit records one answer. */
    requestId: column.text().nullable().internal(),
    createdAt: column.createdAt(),
  },
  audience: { kind: 'organisation' },
});

export const consentIdentity = defineEntity({
  kind: 'consentIdentity',
  schema: type({
    id: 'string',
    memberId: 'string',
    consentLinkId: 'string | null',
    internalSubmitterUserId: 'string | null',
    createdAt: 'string',
  }),
  audience: { kind: 'organisation' },
});

/** A link names its member and expiry, never its key or URL. */
export const consentLink = defineTableEntity({
  kind: 'consentLink',
  table: 'consent_links',
  columns: {
    id: column.uuid().primaryKey(),
    /** The member's customer, kept with the row; clients know it from the member. */
    clientId: column.uuid().internal(),
    memberId: column.uuid(),
    /** Hex SHA-256 of the key; the key itself exists only in the URL given to the member. */
    keyHash: column.text().internal(),
    /** The staff user who made the link; null for links made by the system (demo data). */
    createdById: column.uuid().nullable(),
    createdAt: column.createdAt(),
    expiresAt: column.timestamp(),
  },
  audience: { kind: 'organisation' },
});
