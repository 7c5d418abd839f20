/**
 * The portal's one clock face: every date and time it shows is formatted here, always with a zone
 * (the acting user's, `useFormatInstant` in src/shell; UTC for a calendar day that has no zone),
 * never the browser's own. ESLint forbids `Intl.DateTimeFormat` and `toLocale*String` elsewhere.
 */
import type { Temporal } from 'temporal-polyfill';

/**
 * Intl formatters are costly to build (a millisecond or more each with a time zone) and rows are
 * rendered on every live update: build each (locale, zone, style) once and reuse it. The zone is
 * required: without it Intl would use the browser's, which is not the user's.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** The calendar day (yyyy-MM-dd) of an instant in a zone, without building a zoned date-time. */
export function isoDayIn(epochMs: number, timeZone: string): string {
  // en-CA formats dates as yyyy-MM-dd.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(epochMs),
  );
}

/**
 * A day as 'MMM dd, yyyy' (e.g. Jan 05, 2026), with the month named in the reader's language: the
 * docket's header, the member feed's day headings, an event's date.
 */
export function formatHeaderDate(day: Temporal.PlainDate, locale: string): string {
  const month = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    .replace(/\.$/, '');
  return `${month} ${String(day.day).padStart(2, '0')}, ${String(day.year).padStart(4, '0')}`;
}

/** A calendar month (yyyy-MM) named the reader's way: 'November 2026', 'noviembre de 2026'. */
export function formatMonth(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 15)),
  );
}

/** The clock time of an instant in the zone, the reader's way (3:04 PM, 15:04). */
export function formatTime(epochMs: number, timeZone: string, locale: string): string {
  return formatInstant(epochMs, 'time', timeZone, locale);
}

/** How much of an instant a screen shows. */
export type InstantStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time';
const INSTANT_STYLES: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/**
 * An instant (ISO text, epoch ms or Date) in the zone, the reader's way: 'Dec 2, 2026, 3:25 PM'.
 *
 * @example
 *   formatInstant(row.createdAt, 'dateTime', 'America/Chicago', 'en-US') // 'Dec 2, 2026, 3:25 PM'
 */
export function formatInstant(
  at: string | number | Date,
  style: InstantStyle,
  timeZone: string,
  locale: string,
): string {
  return dateTimeFormat(locale, { ...INSTANT_STYLES[style], timeZone }).format(at instanceof Date ? at : new Date(at));
}
