import { describe, expect, it } from 'vitest';
import { formatHeaderDate, parseDocketDay, todayIn } from './docket-day.ts';

describe('docket day', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    expect(parseDocketDay('2026-01-05')?.toString()).toBe('2026-01-05');
    for (const bad of ['2026-02-30', '2026-1-5', '05/01/2026', '2026-01-05T00:00', '', null, undefined]) expect(parseDocketDay(bad)).toBeUndefined();
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
