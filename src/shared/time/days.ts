import { Temporal } from 'temporal-polyfill';
import { todayIn as isoTodayIn } from '../../../domain/index.ts';
import { isoDayIn } from '../format/date-time.ts';

/** Today where the guide works (their profile's zone), falling back to the browser's zone. */
export function todayIn(timeZone: string | undefined, nowMs: number): Temporal.PlainDate {
  return Temporal.PlainDate.from(isoTodayIn(nowMs, resolveTimeZone(timeZone)));
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
