import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { formatHeaderDate, formatMonth, formatTime, isoDayIn } from './date-time.ts';

describe('date and time formats', () => {
  it('names a calendar month in the reader’s language, whatever the browser’s zone', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2027-01', 'es')).toBe('enero de 2027');
  });

  it("shows 'MMM dd, yyyy'", () => {
    const day = Temporal.PlainDate.from('2026-01-05');
    expect(formatHeaderDate(day, 'en')).toBe('Jan 05, 2026');
    expect(formatHeaderDate(day, 'es')).toMatch(/^ene 05, 2026$/);
    expect(formatHeaderDate(Temporal.PlainDate.from('2025-12-24'), 'en')).toBe('Dec 24, 2025');
  });

  it('shows the time in the zone and the reader language', () => {
    expect(formatTime(Date.parse('2026-01-05T21:04:00Z'), 'America/Chicago', 'en')).toBe('3:04 PM');
    expect(formatTime(Date.parse('2026-01-05T21:04:00Z'), 'America/Chicago', 'es')).toBe('15:04');
  });

  it("reads an instant's day in the zone", () => {
    // 03:00 UTC on the 6th is still the 5th in Chicago.
    expect(isoDayIn(Date.parse('2026-01-06T03:00:00Z'), 'America/Chicago')).toBe('2026-01-05');
    expect(isoDayIn(Date.parse('2026-01-06T03:00:00Z'), 'Europe/Madrid')).toBe('2026-01-06');
  });
});
