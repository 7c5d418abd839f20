/**
 * Calendar days in a time zone, for every side (server, engine, portal): a day is yyyy-MM-dd, an
 * instant is epoch ms, and a zone is an IANA name. Feature rules build on these; none of them is
 * about one feature.
 */
import { Temporal } from 'temporal-polyfill';

/** The first instant of a calendar day in a time zone, in epoch ms (what `timestampDetail` and `effectiveAt` carry). */
export function startOfDayMillis(day: string, timeZone: string): number {
  return Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).epochMilliseconds;
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function dayOfMillis(epochMs: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** Today (yyyy-MM-dd) in a time zone: `dayOfMillis` of now (the texts' schedule window reads it so). */
export function todayIn(nowMs: number, timeZone: string): string {
  return dayOfMillis(nowMs, timeZone);
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  return Temporal.PlainDate.from(day).dayOfWeek >= 6;
}

/** yyyy-MM-dd plus whole days, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
