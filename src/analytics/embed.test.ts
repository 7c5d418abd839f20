import { describe, expect, it } from 'vitest';
import { ownDashboardOf, refreshDelay, yearMonthOf } from './embed.ts';

describe('the docket’s embedded dashboard', () => {
  it('asks for the month of the day shown', () => {
    expect(yearMonthOf('2026-03-09')).toBe('202603');
  });

  it('asks again at the expiry time, at once when it has passed', () => {
    expect(refreshDelay(10_000, 4_000)).toBe(6_000);
    expect(refreshDelay(1_000, 4_000)).toBe(0);
  });

  it('tells the portal’s own page (shown in place) from an external workbook (framed)', () => {
    const origin = 'https://care.example.org';
    expect(ownDashboardOf('/analytics/docket?guideId=g&yearMonth=202603&expires=5&signature=ab', origin)).toEqual({
      guideId: 'g',
      yearMonth: '202603',
      expires: 5,
      signature: 'ab',
    });
    expect(
      ownDashboardOf(
        'https://workbook.example.com/analytics/docket?guideId=g&yearMonth=202603&expires=5&signature=ab',
        origin,
      ),
    ).toBeNull();
    expect(ownDashboardOf('/analytics/docket?guideId=g', origin)).toBeNull();
  });
});
