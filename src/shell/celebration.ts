import { dateTimeFormat } from '../shared/format/date-time.ts';
import { resolveTimeZone } from '../shared/time/days.ts';

/**
 * "A rainbow logo and banner appear in June" (spec part 1 section 2): Pride Month. June is read in
 * the user's own time zone, so a guide in Honolulu and one in New York turn the page together
 * with their own calendars.
 */
export function isPrideMonth(nowMs: number, timeZone: string | undefined): boolean {
  return monthIn(nowMs, timeZone) === 6;
}

function monthIn(nowMs: number, timeZone: string | undefined): number {
  // An unknown zone in the profile: the browser's own calendar is the next best thing.
  return Number(dateTimeFormat('en-US', { month: 'numeric', timeZone: resolveTimeZone(timeZone) }).format(nowMs));
}
