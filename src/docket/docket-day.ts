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

export type DayKind = 'past' | 'today' | 'future';

/** Past days show only the activity list; future days disable the Follow up, Late events and Outreach tabs. */
export function dayKind(day: Temporal.PlainDate, today: Temporal.PlainDate): DayKind {
  const order = Temporal.PlainDate.compare(day, today);
  return order < 0 ? 'past' : order > 0 ? 'future' : 'today';
}
