/**
 * Request schemas of the consent endpoints (spec part 2 section 7, part 3 section 7). The server
 * validates with these; the site uses the plain rules of `consent-rules.ts` instead, so it never
 * loads arktype.
 */
import { type } from 'arktype';
import {
  CONSENT_TERM_KEY_PATTERN,
  EMAIL_PATTERN,
  IDENTITY_LIMITS,
  STATE_PATTERN,
  ZIP_PATTERN,
  parseDateOfBirth,
} from './consent-rules.ts';
import { uuid } from './api/params.ts';

export * from './consent-rules.ts';
export type * from './consent-api.ts';

/**
 * A text field checked on its trimmed value. Checks are narrows, not morphs, so every field is
 * checked even when another fails (arktype skips morphs once anything is invalid), and the server
 * answers all the form's problems at once; routes trim the values they store.
 */
const field = (
  options: { max?: number; optional?: boolean; check?: (trimmed: string) => boolean; expected?: string } = {},
) => {
  const max = options.max ?? IDENTITY_LIMITS.textMax;
  return type('string | null').narrow((raw, ctx) => {
    const value = (raw ?? '').trim();
    if (!value) return options.optional === true || ctx.reject({ expected: 'filled in' });
    if (value.length > max) return ctx.reject({ expected: `at most ${max} characters` });
    return !options.check || options.check(value) || ctx.reject({ expected: options.expected ?? 'valid' });
  });
};

/** The key arrives as a string; its shape is checked by the route so a wrong one looks unknown. */
export const consentKeyQuery = type({ key: 'string <= 200' });
export const consentFormQuery = type({
  key: 'string <= 200',
  term: type('string <= 100').narrow(
    (s, ctx) => CONSENT_TERM_KEY_PATTERN.test(s) || ctx.reject({ expected: 'a term key' }),
  ),
});
export const consentLinkParams = type({ key: 'string <= 200' });

export const consentFormBody = type({
  consented: 'boolean',
  termId: uuid,
  'consentIdentityId?': uuid.or('null'),
  consentLinkKey: 'string <= 200',
});
export type ConsentFormBody = typeof consentFormBody.infer;

const identityFields = {
  name: field({
    check: (v) => v.length >= IDENTITY_LIMITS.nameMin,
    expected: `at least ${IDENTITY_LIMITS.nameMin} characters`,
  }),
  dateOfBirth: field({
    max: IDENTITY_LIMITS.dateOfBirthMax,
    check: (v) => v.length >= IDENTITY_LIMITS.dateOfBirthMin && parseDateOfBirth(v) !== null,
    expected: 'a real date of birth (MM/DD/YYYY)',
  }),
  'email?': field({ optional: true, check: (v) => EMAIL_PATTERN.test(v), expected: 'a valid e-mail address' }),
  'line1?': field({ optional: true }),
  'city?': field({ optional: true }),
  'state?': field({ optional: true, max: 2, check: (v) => STATE_PATTERN.test(v), expected: 'a 2-letter state code' }),
  'zip?': field({ optional: true, max: 10, check: (v) => ZIP_PATTERN.test(v), expected: 'a 5-digit zip code' }),
} as const;

/** POST /consent/form/identity (public, with the link key). */
export const consentIdentityBody = type({ ...identityFields, consentLinkKey: 'string <= 200' });
export type ConsentIdentityBody = typeof consentIdentityBody.infer;

/** POST /consent/identity (staff, for a member). */
export const staffConsentIdentityBody = type({ ...identityFields, memberId: uuid });
export type StaffConsentIdentityBody = typeof staffConsentIdentityBody.infer;

/** POST /consent/links. */
export const createConsentLinkBody = type({ userId: uuid });

/** GET /consent?memberId=... */
export const memberConsentsQuery = type({ memberId: uuid });

/** POST /consent: a staff update; consentIdentityId is null when the term needs no identity. */
export const staffConsentBody = type({
  memberId: uuid,
  termId: uuid,
  consented: 'boolean',
  'consentIdentityId?': uuid.or('null'),
});
export type StaffConsentBody = typeof staffConsentBody.infer;

/** POST /consent/text: texts the member a new consent link on one of their phone numbers. */
export const sendConsentTextBody = type({ userId: uuid, phoneNumberId: 'string <= 64' });
export type SendConsentTextBody = typeof sendConsentTextBody.infer;
