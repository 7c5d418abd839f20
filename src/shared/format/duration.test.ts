import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it("reads like '1d 2h 3m 4s' and leaves out zero units (spec part 1 section 9)", () => {
    expect(formatDuration(86_400 + 2 * 3_600 + 3 * 60 + 4)).toBe('1d 2h 3m 4s');
    expect(formatDuration(3_600 + 4)).toBe('1h 4s');
    expect(formatDuration(1_320)).toBe('22m');
    expect(formatDuration(41)).toBe('41s');
    expect(formatDuration(2 * 86_400)).toBe('2d');
  });

  it('rounds to whole seconds, shows 0s for nothing, and nothing for no duration', () => {
    expect(formatDuration(59.6)).toBe('1m');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(-5)).toBe('');
  });
});
