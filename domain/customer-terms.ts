/**
 * A customer's consent terms as its admins write them (issue #33: the customer page edits its
 * consents): the key (the term's page on the consent site), its order, whether the member must
 * confirm their identity, whether it is offered, and its texts in English and Spanish. Spanish is
 * optional field by field: the consent site falls back to the English of a field left empty.
 * A term is never deleted (members' answers name it); it is withdrawn by making it inactive.
 * The messages are the server's English; the admin page says them in the reader's language.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';
import { CONSENT_TERM_KEY_PATTERN } from './consent-rules.ts';

export const CUSTOMER_TERM_LIMITS = {
  key: 60,
  name: 200,
  shortName: 60,
  text: 20_000,
  infoText: 5_000,
  buttonText: 100,
  sortOrder: { min: 0, max: 1000 },
  termsPerCustomer: 50,
} as const;

export const CUSTOMER_TERM_MESSAGES = {
  keyInvalid: 'Key must be lower-case words joined by hyphens, at most 60 characters.',
  keyTaken: 'Another consent of this customer has this key.',
  nameRequired: 'Name is required.',
  shortNameRequired: 'Short name is required.',
  textRequired: 'Consent text is required.',
  acceptTextRequired: 'Accept button text is required.',
  tooLong: 'This text is too long.',
  sortOrder: 'Enter a whole number from 0 to 1000.',
  tooMany: `A customer has at most ${CUSTOMER_TERM_LIMITS.termsPerCustomer} consents.`,
} as const;

// Narrows, not morphs: every field is checked even when another fails (arktype skips morphs once
// anything is invalid), so the form hears all its problems at once. The route trims what it stores
// and stores a blank optional text as none.
const required = (max: number, message: string) =>
  type('string').narrow(
    (s, ctx) =>
      (s.trim().length > 0 || ctx.reject({ message })) &&
      (s.trim().length <= max || ctx.reject({ message: CUSTOMER_TERM_MESSAGES.tooLong })),
  );
const optional = (max: number) =>
  type('string | null').narrow(
    (s, ctx) => (s ?? '').trim().length <= max || ctx.reject({ message: CUSTOMER_TERM_MESSAGES.tooLong }),
  );

const L = CUSTOMER_TERM_LIMITS;
const M = CUSTOMER_TERM_MESSAGES;

/** The English texts: what every member sees unless a Spanish one is given. */
export const termTextsEnglish = type({
  name: required(L.name, M.nameRequired),
  shortName: required(L.shortName, M.shortNameRequired),
  text: required(L.text, M.textRequired),
  infoText: optional(L.infoText),
  acceptText: required(L.buttonText, M.acceptTextRequired),
  rejectText: optional(L.buttonText),
});

/** The Spanish texts: each field may be blank (the English one is shown). */
export const termTextsSpanish = type({
  name: optional(L.name),
  shortName: optional(L.shortName),
  text: optional(L.text),
  infoText: optional(L.infoText),
  acceptText: optional(L.buttonText),
  rejectText: optional(L.buttonText),
});

const termFields = {
  key: type('string').narrow(
    (s, ctx) => (s.length <= L.key && CONSENT_TERM_KEY_PATTERN.test(s)) || ctx.reject({ message: M.keyInvalid }),
  ),
  sortOrder: type(`${L.sortOrder.min} <= number.integer <= ${L.sortOrder.max}`).configure({ message: M.sortOrder }),
  identityRequired: 'boolean',
  isActive: 'boolean',
  texts: { en: termTextsEnglish, es: termTextsSpanish },
} as const;

/** POST /clients/{id}/terms: the client makes the id, so the new term shows before the server answers. */
export const createCustomerTermBody = type({ id: uuid, ...termFields });
/** PATCH /clients/{id}/terms/{termId}: the whole term as the form holds it. */
export const updateCustomerTermBody = type(termFields);
export type CustomerTermFields = typeof updateCustomerTermBody.infer;

export const customerTermParams = type({ id: uuid, termId: uuid });
