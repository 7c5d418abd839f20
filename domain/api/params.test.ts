import { describe, expect, it } from 'vitest';
import { isoDay } from './params.ts';

describe('isoDay', () => {
  it.each([
    ['2026-11-25', true],
    ['2028-02-29', true],
    ['1900-01-01', true],
    ['2026-02-29', false],
    ['0447-23-62', false],
    ['2026-13-01', false],
    ['1899-12-31', false],
    ['2026-1-5', false],
  ])('%s is a day: %s', (value, valid) => expect(isoDay.allows(value)).toBe(valid));
});
