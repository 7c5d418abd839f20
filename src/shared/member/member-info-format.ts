/** How the Member info panel writes a member's dates and language. */
import { dateTimeFormat } from '../format/date-time.ts';
import { parseBirthDate } from './birthday.ts';

/** A birthday as the portal writes dates (MM/dd/yyyy in English, the reader's order elsewhere); it has no zone. */
export function formatBirthDate(birthDate: string | null | undefined, locale: string): string | undefined {
  const date = parseBirthDate(birthDate);
  if (!date) return undefined;
  return dateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.UTC(date.year, date.month - 1, date.day),
  );
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language code ('es') in the reader's language ('Spanish', 'español'); an unknown code as it is. */
export function languageName(code: string | null | undefined, locale: string): string | undefined {
  if (!code) return undefined;
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    languageNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A US number as people read it: +14155550100 -> (415) 555-0100; anything else as it is. */
export function formatPhoneNumber(number: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : number;
}
