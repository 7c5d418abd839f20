import { Temporal } from 'temporal-polyfill';

/** The docket's `day` query parameter: yyyy-MM-dd (spec part 1 section 5). */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A valid calendar day, or undefined for anything else (2026-02-30 included): the page then uses today. */
export function parseDocketDay(value: string | null | undefined): Temporal.PlainDate | undefined {
  if (!value || !DAY_PATTERN.test(value)) return undefined;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}

export function formatDocketDay(day: Temporal.PlainDate): string {
  return day.toString();
}

/** Today where the guide works (their profile's zone), falling back to the browser's zone. */
export function todayIn(timeZone: string | undefined, nowMs: number): Temporal.PlainDate {
  const instant = Temporal.Instant.fromEpochMilliseconds(nowMs);
  try {
    return instant.toZonedDateTimeISO(timeZone ?? Temporal.Now.timeZoneId()).toPlainDate();
  } catch {
    return instant.toZonedDateTimeISO(Temporal.Now.timeZoneId()).toPlainDate();
  }
}

/** The docket header date, 'MMM dd, yyyy' (e.g. Jan 05, 2026), with the month named in the reader's language. */
export function formatHeaderDate(day: Temporal.PlainDate, locale: string): string {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    .replace(/\.$/, '');
  return `${month} ${String(day.day).padStart(2, '0')}, ${String(day.year).padStart(4, '0')}`;
}
