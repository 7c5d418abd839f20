import { describe, expect, it } from 'vitest';
import { dayKind, formatDocketDay, parseDocketDay } from './docket-day.ts';

describe('docket day', () => {
  const day = (value: string) => {
    const parsed = parseDocketDay(value);
    if (!parsed) throw new Error('unparsed');
    return parsed;
  };

  it('accepts only real yyyy-MM-dd days', () => {
    expect(parseDocketDay('2026-01-05')?.toString()).toBe('2026-01-05');
    for (const bad of ['2026-02-30', '2026-1-5', '05/01/2026', '2026-01-05T00:00', '', null, undefined])
      expect(parseDocketDay(bad)).toBeUndefined();
    expect(formatDocketDay(day('2026-01-05'))).toBe('2026-01-05');
  });

  it('tells past, today and future apart', () => {
    expect(dayKind(day('2026-01-04'), day('2026-01-05'))).toBe('past');
    expect(dayKind(day('2026-01-05'), day('2026-01-05'))).toBe('today');
    expect(dayKind(day('2026-01-06'), day('2026-01-05'))).toBe('future');
  });
});
