import { describe, expect, it } from 'vitest';
import { formatEventDay } from './member-list-format.ts';

describe('formatEventDay', () => {
  it("writes the day in the user's zone, MM/dd/yyyy in English and dd/MM/yyyy in Spanish", () => {
    // 03:30 UTC on the 15th is still the 14th in Chicago.
    expect(formatEventDay('2026-03-15T03:30:00.000Z', 'en', 'America/Chicago')).toBe('03/14/2026');
    expect(formatEventDay('2026-03-15T03:30:00.000Z', 'en', 'UTC')).toBe('03/15/2026');
    expect(formatEventDay('2026-03-15T03:30:00.000Z', 'es', 'America/Chicago')).toBe('14/03/2026');
  });

  it('says nothing for no event or an unreadable time', () => {
    expect(formatEventDay(null, 'en', 'UTC')).toBeNull();
    expect(formatEventDay('yesterday', 'en', 'UTC')).toBeNull();
  });
});
