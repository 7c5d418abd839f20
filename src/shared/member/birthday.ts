import { Temporal } from 'temporal-polyfill';

/** The header's cake shows when the birthday is this many days away or fewer (spec part 1 section 9). */
export const BIRTHDAY_WINDOW_DAYS = 7;

/**
 * Days from `today` to the member's next birthday (0: today), across month and year ends; a
 * 29 February birthday falls on 28 February in common years. Undefined for no or an unreadable date.
 *
 * @example
 *   daysUntilBirthday('1958-01-03', Temporal.PlainDate.from('2026-12-29')) // 5
 */
export function daysUntilBirthday(birthDate: string | null | undefined, today: Temporal.PlainDate): number | undefined {
  const born = parseBirthDate(birthDate);
  if (!born) return undefined;
  const on = (year: number) =>
    Temporal.PlainDate.from({ year, month: born.month, day: born.day }, { overflow: 'constrain' });
  let next = on(today.year);
  if (Temporal.PlainDate.compare(next, today) < 0) next = on(today.year + 1);
  return today.until(next, { largestUnit: 'days' }).days;
}

/** True when the birthday is today or within the next seven days. */
export function isBirthdaySoon(
  birthDate: string | null | undefined,
  today: Temporal.PlainDate,
  windowDays = BIRTHDAY_WINDOW_DAYS,
): boolean {
  const days = daysUntilBirthday(birthDate, today);
  return days !== undefined && days <= windowDays;
}

/** A yyyy-MM-dd birthday as a calendar date, or undefined (an impossible date included). */
export function parseBirthDate(birthDate: string | null | undefined): Temporal.PlainDate | undefined {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return undefined;
  try {
    return Temporal.PlainDate.from(birthDate, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}
