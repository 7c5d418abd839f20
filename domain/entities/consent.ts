/** Consent answers, submissions, identities and links as staff clients hear of them (never a link key). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

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

export const consentSubmission = defineEntity({
  kind: 'consentSubmission',
  schema: type({
    id: 'string',
    memberId: 'string',
    termId: 'string',
    consented: 'boolean',
    createdAt: 'string',
    ipAddress: 'string',
    consentLinkId: 'string | null',
    consentIdentityId: 'string | null',
    languageCode: 'string',
    internalSubmitterUserId: 'string | null',
  }),
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
export const consentLink = defineEntity({
  kind: 'consentLink',
  schema: type({
    id: 'string',
    memberId: 'string',
    createdById: 'string | null',
    createdAt: 'string',
    expiresAt: 'string',
  }),
  audience: { kind: 'organisation' },
});
