/**
 * The consent calls: public ones the consent site makes with a link key (rate-limited, the key is
 * the member's only credential) and the staff ones behind the bearer token (spec part 2 section 7).
 */
import { type, type Type } from 'arktype';
import type {
  ConsentAllTerms,
  ConsentAnswerResult,
  ConsentFormState,
  ConsentIdentityResult,
  ConsentLinkCreated,
  ConsentLinkState,
  MemberConsentTerm,
} from '../consent-api.ts';
import {
  consentFormBody,
  consentFormQuery,
  consentIdentityBody,
  consentKeyQuery,
  consentLinkParams,
  createConsentLinkBody,
  memberConsentsQuery,
  staffConsentBody,
  staffConsentIdentityBody,
  sendConsentTextBody,
} from '../consent.ts';
import { ENTITIES } from '../entities/index.ts';
import { defineOperation } from './define.ts';

// The consent answers are typed in consent-api.ts (types only, so the public site pays nothing for them).
// Checked as an object only: the typed interface is what callers rely on.
const answer = <T extends object>() => type('object') as unknown as Type<T>;
const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;

export const consentLink = defineOperation({
  method: 'GET',
  path: '/consent/links/:key',
  params: consentLinkParams,
  response: answer<ConsentLinkState>(),
  access: 'public',
});

export const consentAllTerms = defineOperation({
  method: 'GET',
  path: '/consent/allTerms',
  query: consentKeyQuery,
  response: answer<ConsentAllTerms>(),
  access: 'public',
});

export const consentForm = defineOperation({
  method: 'GET',
  path: '/consent/form/',
  alsoAt: ['/consent/form'],
  query: consentFormQuery,
  response: answer<ConsentFormState>(),
  access: 'public',
});

export const answerConsentForm = defineOperation({
  method: 'POST',
  path: '/consent/form/',
  alsoAt: ['/consent/form'],
  body: consentFormBody,
  response: answer<ConsentAnswerResult>(),
  access: 'public',
});

export const confirmConsentIdentity = defineOperation({
  method: 'POST',
  path: '/consent/form/identity',
  body: consentIdentityBody,
  response: answer<ConsentIdentityResult>(),
  access: 'public',
});

export const createConsentLink = defineOperation({
  method: 'POST',
  path: '/consent/links',
  body: createConsentLinkBody,
  response: answer<ConsentLinkCreated>(),
  access: caseload,
});

export const memberConsents = defineOperation({
  method: 'GET',
  path: '/consent',
  query: memberConsentsQuery,
  response: type({ data: answer<MemberConsentTerm>().array() }),
  access: caseload,
});

export const recordStaffConsent = defineOperation({
  method: 'POST',
  path: '/consent',
  body: staffConsentBody,
  response: type({ data: answer<MemberConsentTerm>() }),
  access: caseload,
  idempotent: true,
});

export const recordStaffConsentIdentity = defineOperation({
  method: 'POST',
  path: '/consent/identity',
  body: staffConsentIdentityBody,
  response: answer<ConsentIdentityResult>(),
  access: caseload,
  idempotent: true,
});

/*
 * The staff consent reads the sync engine stores (normalized, so an answer given on the public site
 * or by another guide reaches an open member page as a change): the member's customer's terms in
 * both languages, the member's current answers, and every recorded answer (the consent history).
 */
export const memberConsentTerms = defineOperation({
  method: 'GET',
  path: '/consent/terms',
  query: memberConsentsQuery,
  response: type({ data: ENTITIES.consentTerm.schema.array() }),
  access: caseload,
  lists: 'consentTerm',
});

export const memberConsentAnswers = defineOperation({
  method: 'GET',
  path: '/consent/answers',
  query: memberConsentsQuery,
  response: type({ data: ENTITIES.consent.schema.array() }),
  access: caseload,
  lists: 'consent',
});

export const memberConsentHistory = defineOperation({
  method: 'GET',
  path: '/consent/history',
  query: memberConsentsQuery,
  response: type({ data: ENTITIES.consentSubmission.schema.array() }),
  access: caseload,
  lists: 'consentSubmission',
});

/**
 * Send consent text: makes a consent link and texts it to the member's phone (in the member's
 * language). Refused with 400 when the number opted out (STOP) or is not the member's.
 */
export const sendConsentText = defineOperation({
  method: 'POST',
  path: '/consent/text',
  body: sendConsentTextBody,
  response: type({ feedItemId: 'string', expiresAt: 'string' }),
  access: caseload,
  idempotent: true,
});
