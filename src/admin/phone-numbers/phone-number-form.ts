/**
 * The drawer's values and their schema: the server's own field schemas (`domain/phone-numbers.ts`)
 * with the number checked by the same library the server parses it with, so an invalid number is
 * said on its field before anything is sent. Kept apart from the drawer so it can be tested alone.
 */
import { type } from 'arktype';
import { PHONE_NUMBER_MESSAGES, phoneDisplayName, phoneTimeZone } from '../../../domain/index.ts';
import { toE164 } from '../../../domain/e164.ts';

export interface PhoneNumberValues {
  displayName: string;
  description: string;
  number: string;
  timezone: string;
  isDefault: boolean;
  isFeedbackNumber: boolean;
  sid: string;
  friendlyName: string;
  supportUserIds: string[];
}

export const phoneNumberForm = type({
  displayName: phoneDisplayName,
  description: 'string',
  number: type('string').narrow((value, ctx) =>
    value.trim() === ''
      ? ctx.reject({ message: PHONE_NUMBER_MESSAGES.numberRequired })
      : toE164(value) !== null || ctx.reject({ message: PHONE_NUMBER_MESSAGES.numberInvalid }),
  ),
  timezone: phoneTimeZone,
  isDefault: 'boolean',
  isFeedbackNumber: 'boolean',
  sid: 'string',
  friendlyName: 'string',
  supportUserIds: 'string[]',
});

/** The zones offered: the runtime's IANA list, with the number's own kept if the runtime lacks it. */
export function timeZoneChoices(current: string): string[] {
  const zones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** What the form sends: the optional texts empty are null (the server trims them too). */
export function phoneNumberBody(values: PhoneNumberValues) {
  return {
    displayName: values.displayName,
    description: values.description.trim() || null,
    number: values.number,
    timezone: values.timezone,
    isDefault: values.isDefault,
    isFeedbackNumber: values.isFeedbackNumber,
    sid: values.sid.trim() || null,
    friendlyName: values.friendlyName.trim() || null,
    supportUserIds: values.supportUserIds,
  };
}
