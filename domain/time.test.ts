import { describe, expect, it } from 'vitest';
import { addDays, dayOfMillis, isWeekend, startOfDayMillis, todayIn } from './time.ts';

describe('a day’s first instant and an instant’s day, by time zone', () => {
  it.each([
    ['2026-11-25', 'America/Chicago', '2026-11-25T06:00:00.000Z'],
    ['2026-11-25', 'America/New_York', '2026-11-25T05:00:00.000Z'],
    ['2026-11-25', 'America/Los_Angeles', '2026-11-25T08:00:00.000Z'],
    ['2026-11-25', 'Pacific/Honolulu', '2026-11-25T10:00:00.000Z'],
    // Month and year boundaries, and daylight saving time (Chicago leaves it on 2026-11-01).
    ['2026-12-01', 'America/Chicago', '2026-12-01T06:00:00.000Z'],
    ['2027-01-01', 'Pacific/Honolulu', '2027-01-01T10:00:00.000Z'],
    ['2026-11-01', 'America/Chicago', '2026-11-01T05:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
  ])('%s in %s starts at %s', (day, zone, iso) => {
    expect(startOfDayMillis(day, zone)).toBe(Date.parse(iso));
    expect(dayOfMillis(Date.parse(iso), zone)).toBe(day);
  });

  it.each([
    // 11:30 pm in Los Angeles on the last of the month is already the next month in New York.
    ['2026-12-01T07:30:00.000Z', 'America/Los_Angeles', '2026-11-30'],
    ['2026-12-01T07:30:00.000Z', 'America/New_York', '2026-12-01'],
    ['2027-01-01T09:59:59.999Z', 'Pacific/Honolulu', '2026-12-31'],
    ['2027-01-01T10:00:00.000Z', 'Pacific/Honolulu', '2027-01-01'],
    ['2026-11-26T05:59:59.999Z', 'America/Chicago', '2026-11-25'],
  ])('%s is %s on %s', (iso, zone, day) => {
    expect(dayOfMillis(Date.parse(iso), zone)).toBe(day);
  });
});

describe('today, weekends and calendar arithmetic', () => {
  it("takes today in the zone, not the machine's", () => {
    // 2026-01-06 03:00 UTC is still the 5th in Chicago.
    const now = Date.UTC(2026, 0, 6, 3, 0);
    expect(todayIn(now, 'America/Chicago')).toBe('2026-01-05');
    expect(todayIn(now, 'Europe/Madrid')).toBe('2026-01-06');
  });

  it('knows Saturday and Sunday', () => {
    expect(['2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'].map(isWeekend)).toEqual([false, true, true, false]);
  });

  it('adds whole days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-08', 0)).toBe('2026-03-08');
  });
});
