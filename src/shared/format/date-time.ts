import type { Temporal } from 'temporal-polyfill';

/**
 * Intl formatters are costly to build (a millisecond or more each with a time zone) and rows are
 * rendered on every live update: build each (locale, zone, style) once and reuse it.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
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

/** The clock time of an instant in the zone, the reader's way (3:04 PM, 15:04). */
export function formatTime(epochMs: number, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(epochMs));
}
