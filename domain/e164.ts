/**
 * A typed phone number to E.164 with libphonenumber-js (its small metadata), US by default: the one
 * rule the Phone Number Management form and the server share. Imported by path, never through
 * `domain/index.ts`, so only the admin chunk and the server load the library.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** E.164 (`+13125550100`) for a valid number, else null. */
export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), 'US');
  return parsed?.isValid() ? parsed.number : null;
}
