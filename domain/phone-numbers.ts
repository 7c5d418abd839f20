/**
 * Phone Number Management (spec part 3 sections 2, 3, 7): the organisation's internal numbers. The
 * spec leaves the form's schema open; these are the limits a server must keep. The body takes the
 * number as typed (bounded); the server parses it with libphonenumber-js and stores E.164
 * (`domain/e164.ts`, kept out of this file so the guide's bundle never carries the library).
 * The messages are the server's English; the admin page says them in the reader's language.
 */
import { type } from 'arktype';
import { integerString, uuid } from './api/params.ts';

export const PHONE_NUMBER_LIMITS = {
  displayName: 100,
  description: 500,
  /** As typed: digits, spaces, + ( ) - . and an extension. */
  typedNumber: 32,
  sid: 64,
  friendlyName: 100,
  supportUsers: 50,
  numbersPerOrganisation: 2000,
} as const;

export const PHONE_NUMBER_MESSAGES = {
  displayNameRequired: 'Display name is required.',
  displayNameTooLong: `Display name must be at most ${PHONE_NUMBER_LIMITS.displayName} characters.`,
  descriptionTooLong: `Description must be at most ${PHONE_NUMBER_LIMITS.description} characters.`,
  numberRequired: 'Phone number is required.',
  numberInvalid: 'Enter a valid phone number.',
  numberTaken: 'This phone number is already in use.',
  timezoneInvalid: 'Choose a time zone from the list.',
  sidTooLong: `SID must be at most ${PHONE_NUMBER_LIMITS.sid} characters.`,
  friendlyNameTooLong: `Friendly name must be at most ${PHONE_NUMBER_LIMITS.friendlyName} characters.`,
  supportUserUnknown: 'A support user is not a staff member of this organisation.',
} as const;

/** True for a zone name the runtime knows (IANA; the form offers `Intl.supportedValuesOf('timeZone')`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Optional text: empty (after trimming) is null. */
const optionalText = (max: number, tooLong: string) =>
  type('string')
    .pipe((value) => value.trim())
    .to(type(`string <= ${max}`).configure({ message: tooLong }))
    .pipe((value) => value || null)
    .or('null');

export const phoneDisplayName = type('string')
  .pipe((value) => value.trim())
  .to(
    type('string > 0')
      .configure({ message: PHONE_NUMBER_MESSAGES.displayNameRequired })
      .and(
        type(`string <= ${PHONE_NUMBER_LIMITS.displayName}`).configure({
          message: PHONE_NUMBER_MESSAGES.displayNameTooLong,
        }),
      ),
  );

/** The number as typed; the server parses and normalises it (an invalid one is refused on its field). */
export const typedPhoneNumber = type('string')
  .pipe((value) => value.trim())
  .to(
    type('string > 0')
      .configure({ message: PHONE_NUMBER_MESSAGES.numberRequired })
      .and(
        type(`string <= ${PHONE_NUMBER_LIMITS.typedNumber}`).configure({
          message: PHONE_NUMBER_MESSAGES.numberInvalid,
        }),
      )
      .and(type(/^[0-9+()\-. extEXT#]*$/).configure({ message: PHONE_NUMBER_MESSAGES.numberInvalid })),
  );

export const phoneTimeZone = type('string <= 64').narrow(
  (value, ctx) => isTimeZone(value) || ctx.reject({ message: PHONE_NUMBER_MESSAGES.timezoneInvalid }),
);

const phoneNumberFields = {
  displayName: phoneDisplayName,
  description: optionalText(PHONE_NUMBER_LIMITS.description, PHONE_NUMBER_MESSAGES.descriptionTooLong),
  number: typedPhoneNumber,
  timezone: phoneTimeZone,
  isDefault: 'boolean',
  isFeedbackNumber: 'boolean',
  sid: optionalText(PHONE_NUMBER_LIMITS.sid, PHONE_NUMBER_MESSAGES.sidTooLong),
  friendlyName: optionalText(PHONE_NUMBER_LIMITS.friendlyName, PHONE_NUMBER_MESSAGES.friendlyNameTooLong),
  supportUserIds: uuid.array().atMostLength(PHONE_NUMBER_LIMITS.supportUsers),
} as const;

/** POST /users/internal-phone-number: the number's id is the server's (a serial), so no optimistic row. */
export const createInternalPhoneNumberBody = type(phoneNumberFields);

/** PATCH /users/internal-phone-number/{id}: every field of the form. */
export const updateInternalPhoneNumberBody = type(phoneNumberFields);

export const internalPhoneNumberParams = type({ id: integerString.to('1 <= number <= 2147483647') });
