import { Temporal } from 'temporal-polyfill';
import { dateTimeFormat, isoDayIn } from './formatters.ts';

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
  const month = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    .replace(/\.$/, '');
  return `${month} ${String(day.day).padStart(2, '0')}, ${String(day.year).padStart(4, '0')}`;
}

/** The zone to read days in: the guide's own when it is a real zone, else the browser's. */
export function resolveTimeZone(timeZone: string | undefined): string {
  if (timeZone) {
    try {
      Temporal.Now.instant().toZonedDateTimeISO(timeZone);
      return timeZone;
    } catch {
      // An unknown zone name: fall through to the browser's.
    }
  }
  return Temporal.Now.timeZoneId();
}

export type DayKind = 'past' | 'today' | 'future';

/** Past days show only the activity list; future days disable the Follow up, Late events and Outreach tabs. */
export function dayKind(day: Temporal.PlainDate, today: Temporal.PlainDate): DayKind {
  const order = Temporal.PlainDate.compare(day, today);
  return order < 0 ? 'past' : order > 0 ? 'future' : 'today';
}

/** The day's bounds in epoch ms, [start, end), in the zone (23 or 25 hours long on DST days). */
export function dayBounds(day: Temporal.PlainDate, timeZone: string): { dayStart: number; dayEnd: number } {
  return {
    dayStart: day.toZonedDateTime({ timeZone }).epochMilliseconds,
    dayEnd: day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds,
  };
}

export type RelativeDay = 'today' | 'yesterday' | 'tomorrow';

/** The calendar day of an instant in the zone, and whether it is today, yesterday or tomorrow. */
export function dayOf(
  epochMs: number,
  today: Temporal.PlainDate,
  timeZone: string,
): { date: Temporal.PlainDate; relative: RelativeDay | undefined } {
  const iso = isoDayIn(epochMs, timeZone);
  // Compared as yyyy-MM-dd strings: Temporal's date arithmetic per row was a tenth of the docket's first render.
  const near = nearDaysOf(today);
  const relative =
    iso === near.today
      ? 'today'
      : iso === near.yesterday
        ? 'yesterday'
        : iso === near.tomorrow
          ? 'tomorrow'
          : undefined;
  return { date: Temporal.PlainDate.from(iso), relative };
}

let near: { today: string; yesterday: string; tomorrow: string } | undefined;
/** Today, yesterday and tomorrow as yyyy-MM-dd, worked out once per day rather than once per row. */
function nearDaysOf(today: Temporal.PlainDate): { today: string; yesterday: string; tomorrow: string } {
  const iso = today.toString();
  if (near?.today !== iso)
    near = {
      today: iso,
      yesterday: today.subtract({ days: 1 }).toString(),
      tomorrow: today.add({ days: 1 }).toString(),
    };
  return near;
}

/** The clock time of an instant in the zone, the reader's way (3:04 PM, 15:04). */
export function formatTime(epochMs: number, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(epochMs));
}
