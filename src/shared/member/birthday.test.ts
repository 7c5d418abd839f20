import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daysUntilBirthday, isBirthdaySoon, parseBirthDate } from './birthday.ts';

const day = (value: string) => Temporal.PlainDate.from(value);

describe('the birthday window', () => {
  it('counts days to the next birthday, today included', () => {
    expect(daysUntilBirthday('1958-06-10', day('2026-06-10'))).toBe(0);
    expect(daysUntilBirthday('1958-06-17', day('2026-06-10'))).toBe(7);
    expect(daysUntilBirthday('1958-06-09', day('2026-06-10'))).toBe(364);
  });

  it('reaches across a month end and a year end (Dec 29 -> Jan 3)', () => {
    expect(daysUntilBirthday('1958-01-03', day('2026-12-29'))).toBe(5);
    expect(isBirthdaySoon('1958-01-03', day('2026-12-29'))).toBe(true);
    expect(isBirthdaySoon('1990-02-02', day('2026-01-28'))).toBe(true);
  });

  it('shows the cake up to seven days ahead, not eight, and not after the day', () => {
    expect(isBirthdaySoon('1958-06-17', day('2026-06-10'))).toBe(true);
    expect(isBirthdaySoon('1958-06-18', day('2026-06-10'))).toBe(false);
    expect(isBirthdaySoon('1958-06-09', day('2026-06-10'))).toBe(false);
  });

  it('celebrates a 29 February birthday on the 28th in common years', () => {
    expect(daysUntilBirthday('1960-02-29', day('2027-02-27'))).toBe(1);
    expect(daysUntilBirthday('1960-02-29', day('2028-02-27'))).toBe(2);
  });

  it('says nothing for no birthday or an unreadable one', () => {
    for (const value of [null, undefined, '', '1958-02-30', '03/04/1958']) {
      expect(parseBirthDate(value)).toBeUndefined();
      expect(isBirthdaySoon(value, day('2026-06-10'))).toBe(false);
    }
  });
});
