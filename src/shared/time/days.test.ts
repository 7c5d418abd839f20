import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { formatHeaderDate } from '../format/date-time.ts';
import { dayBounds, dayOf, resolveTimeZone, todayIn } from './days.ts';

const day = (value: string) => Temporal.PlainDate.from(value);

describe('days in a zone', () => {
  it("takes today in the guide's zone, not the machine's", () => {
    // 2026-01-06 03:00 UTC is still the 5th in Chicago.
    const now = Date.UTC(2026, 0, 6, 3, 0);
    expect(todayIn('America/Chicago', now).toString()).toBe('2026-01-05');
    expect(todayIn('Europe/Madrid', now).toString()).toBe('2026-01-06');
  });

  it("gives the day's bounds in the guide's zone, 23 hours long on the spring DST day", () => {
    expect(dayBounds(day('2026-01-05'), 'America/Chicago')).toEqual({
      dayStart: Date.parse('2026-01-05T06:00:00Z'),
      dayEnd: Date.parse('2026-01-06T06:00:00Z'),
    });
    const spring = dayBounds(day('2026-03-08'), 'America/Chicago');
    expect(spring.dayEnd - spring.dayStart).toBe(23 * 3_600_000);
  });

  it('reads an instant as today, yesterday or tomorrow in the zone, else as its date', () => {
    const today = day('2026-01-05');
    // 03:00 UTC on the 6th is still the 5th in Chicago.
    expect(dayOf(Date.parse('2026-01-06T03:00:00Z'), today, 'America/Chicago').relative).toBe('today');
    expect(dayOf(Date.parse('2026-01-04T12:00:00Z'), today, 'America/Chicago').relative).toBe('yesterday');
    expect(dayOf(Date.parse('2026-01-06T12:00:00Z'), today, 'America/Chicago').relative).toBe('tomorrow');
    const older = dayOf(Date.parse('2025-12-24T12:00:00Z'), today, 'America/Chicago');
    expect(older.relative).toBeUndefined();
    expect(formatHeaderDate(older.date, 'en')).toBe('Dec 24, 2025');
  });

  it("falls back to the browser's zone for an unknown zone name", () => {
    expect(resolveTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(resolveTimeZone('Not/AZone')).not.toBe('Not/AZone');
    expect(resolveTimeZone(undefined)).toBeTruthy();
  });
});
