import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  dayKind,
  dayOf,
  formatHeaderDate,
  formatTime,
  parseDocketDay,
  resolveTimeZone,
  todayIn,
} from './docket-day.ts';

describe('docket day', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    expect(parseDocketDay('2026-01-05')?.toString()).toBe('2026-01-05');
    for (const bad of ['2026-02-30', '2026-1-5', '05/01/2026', '2026-01-05T00:00', '', null, undefined])
      expect(parseDocketDay(bad)).toBeUndefined();
  });

  it("shows 'MMM dd, yyyy'", () => {
    const day = parseDocketDay('2026-01-05');
    if (!day) throw new Error('unparsed');
    expect(formatHeaderDate(day, 'en')).toBe('Jan 05, 2026');
    expect(formatHeaderDate(day, 'es')).toMatch(/^ene 05, 2026$/);
  });

  it("takes today in the guide's zone, not the machine's", () => {
    // 2026-01-06 03:00 UTC is still the 5th in Chicago.
    const now = Date.UTC(2026, 0, 6, 3, 0);
    expect(todayIn('America/Chicago', now).toString()).toBe('2026-01-05');
    expect(todayIn('Europe/Madrid', now).toString()).toBe('2026-01-06');
  });
});

describe('docket day bounds and relative days', () => {
  const day = (value: string) => {
    const parsed = parseDocketDay(value);
    if (!parsed) throw new Error('unparsed');
    return parsed;
  };

  it("gives the day's bounds in the guide's zone, 23 hours long on the spring DST day", () => {
    expect(dayBounds(day('2026-01-05'), 'America/Chicago')).toEqual({
      dayStart: Date.parse('2026-01-05T06:00:00Z'),
      dayEnd: Date.parse('2026-01-06T06:00:00Z'),
    });
    const spring = dayBounds(day('2026-03-08'), 'America/Chicago');
    expect(spring.dayEnd - spring.dayStart).toBe(23 * 3_600_000);
  });

  it('tells past, today and future apart', () => {
    expect(dayKind(day('2026-01-04'), day('2026-01-05'))).toBe('past');
    expect(dayKind(day('2026-01-05'), day('2026-01-05'))).toBe('today');
    expect(dayKind(day('2026-01-06'), day('2026-01-05'))).toBe('future');
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

  it('shows the time in the zone and the reader language', () => {
    expect(formatTime(Date.parse('2026-01-05T21:04:00Z'), 'America/Chicago', 'en')).toBe('3:04 PM');
    expect(formatTime(Date.parse('2026-01-05T21:04:00Z'), 'America/Chicago', 'es')).toBe('15:04');
  });

  it("falls back to the browser's zone for an unknown zone name", () => {
    expect(resolveTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(resolveTimeZone('Not/AZone')).not.toBe('Not/AZone');
    expect(resolveTimeZone(undefined)).toBeTruthy();
  });
});
