import { describe, expect, it } from 'vitest';
import { isPrideMonth } from './celebration.ts';

describe('isPrideMonth', () => {
  it('is June on the injected clock', () => {
    expect(isPrideMonth(Date.UTC(2026, 5, 15, 12), 'America/Chicago')).toBe(true);
    expect(isPrideMonth(Date.UTC(2026, 4, 31, 12), 'America/Chicago')).toBe(false);
    expect(isPrideMonth(Date.UTC(2026, 6, 1, 12), 'America/Chicago')).toBe(false);
  });

  it("turns on and off at midnight in the user's zone", () => {
    // 2026-06-01 03:00 UTC is still May 31 in Chicago, already June in Madrid.
    const now = Date.UTC(2026, 5, 1, 3);
    expect(isPrideMonth(now, 'America/Chicago')).toBe(false);
    expect(isPrideMonth(now, 'Europe/Madrid')).toBe(true);
    // 2026-07-01 05:00 UTC is still June 30 in Honolulu.
    expect(isPrideMonth(Date.UTC(2026, 6, 1, 5), 'Pacific/Honolulu')).toBe(true);
  });

  it('falls back to the browser zone for an unknown one', () => {
    expect(isPrideMonth(Date.UTC(2026, 5, 15, 12), 'Not/A_Zone')).toBe(true);
  });
});
