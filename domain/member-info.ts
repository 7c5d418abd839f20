/**
 * A member's personal and contact information (spec part 2 sections 3, 5 and 9): the limits, the
 * choices, and the request schemas the server validates with and the portal's forms resolve with
 * (`arktypeResolver(phoneNumberFields)`), so a limit is written once.
 *
 * Strings are trimmed before they are checked; an optional text left empty means "none" (null).
 * Every string is bounded. Messages are the spec's words where it has them ('Phone number requires
 * 10 digits.'), otherwise '{Label} is required.' and '{Label} must be at most N characters.'; the
 * forms word an empty field themselves (type 'required').
 */
import { type, type Type } from 'arktype';
import { uuid } from './api/params.ts';
import { MEMBER_INFO_LIMITS, MEMBER_LANGUAGES, PHONE_NUMBER_MESSAGE, PRONOUNS } from './member-info-fields.ts';
import { notListedMessage, parseRaceEthnicitySummary, REPORTED_LANGUAGES } from './personal-info-choices.ts';

export * from './member-info-fields.ts';

const trimmed = type('string').pipe((value) => value.trim());
const atMost = (label: string, max: number) =>
  type(`string <= ${max}`).configure({ message: `${label} must be at most ${max} characters.` });

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  trimmed.to(
    type('string > 0')
      .configure({ message: `${label} is required.` })
      .and(atMost(label, max)),
  );

/** An optional text: trimmed, at most `max` characters; empty or null is none (null). */
export const optionalText = (label: string, max: number) =>
  trimmed
    .to(atMost(label, max))
    .pipe((value) => value || null)
    .or('null');

/**
 * A pick list's value (part 2 section 9): trimmed; empty or null is none (null); any other value
 * than the list's is refused with `notListedMessage` (a stale form, a hand-made request).
 */
const listed = (label: string, choices: Type<string>) =>
  trimmed
    .pipe((value) => value || null)
    .to(choices.or('null').configure({ message: notListedMessage(label) }))
    .or('null');

/** +1 and ten digits, exactly (12 characters). */
export const usPhoneNumber = type(/^\+1\d{10}$/).configure({ message: PHONE_NUMBER_MESSAGE });

const email = trimmed.to(
  type('string.email')
    .configure({ message: 'Email is not valid' })
    .and(atMost('Email', MEMBER_INFO_LIMITS.emailAddress)),
);
const state = trimmed
  .to(type(/^[A-Za-z]{2}$/).configure({ message: 'State must be 2 letters.' }))
  .pipe((value) => value.toUpperCase());
const zip = trimmed.to(type(/^\d{5}$/).configure({ message: 'Zip must be 5 digits.' }));

/**
 * A client-made id for an added row (e-mail, address): the portal shows the row at once under the
 * id it will keep. The server honours it unless the organisation already uses it elsewhere (then it
 * makes its own); an add repeated with the same id for the same member answers that row again.
 */
const clientId = { 'id?': uuid };

/** The Phone number dialog's fields (the number cannot be edited once added). */
export const phoneNumberFields = type({
  number: usPhoneNumber,
  description: requiredText('Description', MEMBER_INFO_LIMITS.description),
  'primary?': 'boolean',
});
export const addPhoneNumberBody = phoneNumberFields.and({ memberId: uuid });
/** `number` may be sent back unchanged (a form posts every field); a different one is refused. */
export const updatePhoneNumberBody = type({
  'number?': usPhoneNumber,
  'description?': requiredText('Description', MEMBER_INFO_LIMITS.description),
  'primary?': 'boolean',
});

export const emailAddressFields = type({
  emailAddress: email,
  'description?': optionalText('Description', MEMBER_INFO_LIMITS.description),
  'primary?': 'boolean',
});
export const addEmailAddressBody = emailAddressFields.and({ memberId: uuid, ...clientId });
export const updateEmailAddressBody = type({
  'emailAddress?': email,
  'description?': optionalText('Description', MEMBER_INFO_LIMITS.description),
  'primary?': 'boolean',
});

/** The Address dialog's fields: label, line1, line2, city, state, zip (line1, city, state, zip required). */
export const addressFields = type({
  'description?': optionalText('Label', MEMBER_INFO_LIMITS.description),
  line1: requiredText('Address line 1', MEMBER_INFO_LIMITS.addressLine),
  'line2?': optionalText('Address line 2', MEMBER_INFO_LIMITS.addressLine),
  city: requiredText('City', MEMBER_INFO_LIMITS.city),
  state,
  zip,
});
export const addAddressBody = addressFields.and({ memberId: uuid, 'primary?': 'boolean', ...clientId });
/** An edit sends the whole address (line1, city, state, zip required, as in the add). */
export const updateAddressBody = addressFields;

/** Edit personal information: each field optional (absent: unchanged; empty or null: cleared). */
export const personalInfoFields = type({
  'preferredName?': optionalText('Preferred name', MEMBER_INFO_LIMITS.preferredName),
  'namePronunciation?': optionalText('Name pronunciation', MEMBER_INFO_LIMITS.namePronunciation),
  'pronouns?': type.enumerated(...PRONOUNS).or('null'),
  'reportedLanguage?': listed('Reported language', type.enumerated(...REPORTED_LANGUAGES)),
  'raceEthnicitySummary?': listed(
    'Race and ethnicity',
    type(`string <= ${MEMBER_INFO_LIMITS.raceEthnicitySummary}`).narrow(
      (value) => parseRaceEthnicitySummary(value) !== undefined,
    ),
  ),
  'language?': type.enumerated(...MEMBER_LANGUAGES),
});
export const updatePersonalInfoBody = personalInfoFields;

/** The telephony lookup's query. A bare '+' in a query string decodes as a space: taken back. */
export const phoneNumberDetailsQuery = type({
  phoneNumber: type('string <= 20')
    .pipe((value) => value.replace(/^ (?=1\d{10}$)/, '+'))
    .to(usPhoneNumber),
});

/** Member file updates, newest first; the next page starts after the last entry read (`after-id`). */
export const memberChangeLogsQuery = type({
  'page-size?': type('string.integer.parse').to(`1 <= number <= ${MEMBER_INFO_LIMITS.changeLogPageSize}`),
  'after-id?': uuid,
});

/**
 * The schema's output for a value (trimmed, empty texts as null), or undefined when it refuses it:
 * an optimistic write shows what the server will store, and nothing when the server will refuse.
 */
export function accepted<T extends Type>(schema: T, value: unknown): T['infer'] | undefined {
  const out: unknown = schema(value);
  return out instanceof type.errors ? undefined : (out as T['infer']);
}
