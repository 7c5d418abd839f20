/**
 * Consent rules as plain functions and constants (spec part 2 sections 3-5, part 3 sections 2-5):
 * statuses, the order of the flow, the link key's shape and the form checks. No imports but types,
 * so the public consent site can use this file without pulling arktype (or anything else) into its
 * small bundle; the arktype request schemas the server validates with live in `consent.ts`.
 */
import type { PropertyError } from './api/errors.ts';

export const CONSENT_LANGUAGES = ['en', 'es'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/** null is Incomplete (pending), true Accepted, false Rejected. */
export type Consented = boolean | null;
export type ConsentStatus = 'accepted' | 'rejected' | 'pending';

export function consentStatusOf(consented: Consented): ConsentStatus {
  if (consented === null) return 'pending';
  return consented ? 'accepted' : 'rejected';
}

/**
 * The first supported language of an Accept-Language header (weights honoured), else English.
 *
 * @example
 *   consentLanguageFrom('es-MX,es;q=0.9,en;q=0.8') // 'es'
 */
export function consentLanguageFrom(header: string | null | undefined): ConsentLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}

/**
 * A link key is 32 random bytes in base64url (256 bits, 43 characters). Anything else cannot be a
 * key, so the server answers it without touching the database.
 */
export const CONSENT_LINK_KEY_BYTES = 32;
export const CONSENT_LINK_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isConsentLinkKey(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_LINK_KEY_PATTERN.test(value);
}

/** Term keys are URL path segments: lower-case words joined by hyphens. */
/**
 * Terms the portal acts on by key: texting needs TCPA consent (the speed dial's Text message, the
 * STOP keyword records its rejection 'SMS'); provider scheduling needs consent to treat.
 */
export const CONSENT_TERM_KEYS = { tcpa: 'tcpa-text-messaging', consentToTreat: 'consent-to-treat' } as const;

export const CONSENT_TERM_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where the flow goes after an answer: the next unanswered term after the current one, else the
 * first unanswered term before it, else nothing (the flow is complete).
 */
export function nextUnansweredTerm<T extends { key: string; consented: Consented }>(
  terms: readonly T[],
  currentKey?: string,
): T | undefined {
  const at = currentKey === undefined ? -1 : terms.findIndex((t) => t.key === currentKey);
  const after = terms.slice(at + 1).find((t) => t.consented === null);
  if (after) return after;
  return terms.slice(0, Math.max(0, at)).find((t) => t.consented === null);
}

/** Begin Enrollment starts at the first unanswered term, or the first term when all are answered. */
export function firstTermToShow<T extends { key: string; consented: Consented }>(terms: readonly T[]): T | undefined {
  return terms.find((t) => t.consented === null) ?? terms[0];
}

// ---------------------------------------------------------------------------------------------
// Form checks. The site shows these on blur; the server enforces the same limits (and more).

export interface IdentityFormValues {
  name: string;
  dateOfBirth: string;
  email: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
}
export type IdentityField = keyof IdentityFormValues;
export const IDENTITY_FIELDS: readonly IdentityField[] = [
  'name',
  'dateOfBirth',
  'email',
  'line1',
  'city',
  'state',
  'zip',
];

export const IDENTITY_LIMITS = {
  nameMin: 2,
  dateOfBirthMin: 8,
  /** Upper bounds keep a public endpoint from storing arbitrary amounts of text. */
  textMax: 200,
  dateOfBirthMax: 10,
} as const;

/** Why a field is invalid; the site turns the problem into words in the member's language. */
export type ConsentFieldProblem =
  'responseRequired' | 'required' | 'nameTooShort' | 'dateOfBirthTooShort' | 'emailInvalid' | 'tooLong';

/** A pragmatic address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and date of birth are required; e-mail, address, city, state and zip are optional. */
export function checkIdentityField(field: IdentityField, raw: string): ConsentFieldProblem | null {
  const value = raw.trim();
  if (value.length > IDENTITY_LIMITS.textMax) return 'tooLong';
  switch (field) {
    case 'name':
      if (!value) return 'required';
      return value.length < IDENTITY_LIMITS.nameMin ? 'nameTooShort' : null;
    case 'dateOfBirth':
      if (!value) return 'required';
      return value.length < IDENTITY_LIMITS.dateOfBirthMin ? 'dateOfBirthTooShort' : null;
    case 'email':
      return value && !EMAIL_PATTERN.test(value) ? 'emailInvalid' : null;
    case 'line1':
    case 'city':
    case 'state':
    case 'zip':
      return null;
  }
}

export function checkIdentityForm(values: IdentityFormValues): Partial<Record<IdentityField, ConsentFieldProblem>> {
  const problems: Partial<Record<IdentityField, ConsentFieldProblem>> = {};
  for (const field of IDENTITY_FIELDS) {
    const problem = checkIdentityField(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** A consent choice must be made ('A response is required'). */
export function checkConsentChoice(consented: Consented | undefined): ConsentFieldProblem | null {
  return consented === null || consented === undefined ? 'responseRequired' : null;
}

/**
 * A date of birth as the member types it (MM/DD/YYYY, M/D/YYYY, MMDDYYYY or YYYY-MM-DD) as an ISO
 * day, or null when it is not a real date between 1900 and `today`.
 */
export function parseDateOfBirth(text: string, today: Date = new Date()): string | null {
  const value = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) {
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{2})(\d{2})(\d{4})$/.exec(value))) {
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || date.getTime() > today.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
export const STATE_PATTERN = /^[A-Za-z]{2}$/;

// ---------------------------------------------------------------------------------------------
// Server errors on a form.

export interface FieldConstraint {
  /** The constraint's name (e.g. 'pattern', 'minLength'), for a client that words it itself. */
  code: string;
  message: string;
}

/**
 * Flattens the server's property errors into field paths ('zip', 'address.zip'): children extend
 * the path, and each node's constraints are kept in order.
 *
 * @example
 *   flattenPropertyErrors([{ property: 'address', children: [{ property: 'zip', constraints: { pattern: 'zip must be 5 digits' } }] }])
 *   // { 'address.zip': [{ code: 'pattern', message: 'zip must be 5 digits' }] }
 */
export function flattenPropertyErrors(
  errors: readonly PropertyError[],
  prefix = '',
): Record<string, FieldConstraint[]> {
  const out: Record<string, FieldConstraint[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).map(([code, message]) => ({ code, message }));
    if (constraints.length) (out[path] ??= []).push(...constraints);
    if (error.children?.length) {
      for (const [childPath, childConstraints] of Object.entries(flattenPropertyErrors(error.children, path))) {
        (out[childPath] ??= []).push(...childConstraints);
      }
    }
  }
  return out;
}

/** The messages of one field's constraints, joined by a space (spec part 3 section 5). */
export function joinConstraintMessages(constraints: readonly { message: string }[]): string {
  return constraints.map((c) => c.message).join(' ');
}
