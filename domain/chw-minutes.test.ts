import { describe, expect, it } from 'vitest';
import {
  chwBilling,
  countChwMonth,
  monthBoundsMillis,
  monthOfMillis,
  type ChwActivity,
  type ChwActivityKind,
} from './chw-minutes.ts';

const CHICAGO = 'America/Chicago';
let nextId = 0;

/** An activity from an ISO instant, lasting some minutes. */
function activity(
  startIso: string,
  minutes: number,
  { memberId = 'm1', staffId = 'g1', kind = 'visit' as ChwActivityKind } = {},
): ChwActivity {
  const startMs = Date.parse(startIso);
  nextId += 1;
  return {
    id: `a${String(nextId).padStart(4, '0')}`,
    kind,
    memberId,
    staffId,
    startMs,
    endMs: startMs + minutes * 60_000,
  };
}

const only = (rows: ReturnType<typeof countChwMonth>) => {
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('a month in the organisation’s zone', () => {
  it.each([
    ['2026-11', CHICAGO, '2026-11-01T05:00:00.000Z', '2026-12-01T06:00:00.000Z'],
    ['2026-03', 'America/New_York', '2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z'],
    ['2026-12', 'Pacific/Honolulu', '2026-12-01T10:00:00.000Z', '2027-01-01T10:00:00.000Z'],
  ])('%s in %s runs from %s to %s', (month, zone, start, end) => {
    expect(monthBoundsMillis(month, zone)).toEqual({ startMs: Date.parse(start), endMs: Date.parse(end) });
    expect(monthOfMillis(Date.parse(start), zone)).toBe(month);
    expect(monthOfMillis(Date.parse(end) - 1, zone)).toBe(month);
  });

  it('an instant late on the last evening in Los Angeles is already next month in New York', () => {
    const instant = Date.parse('2026-12-01T07:30:00.000Z');
    expect(monthOfMillis(instant, 'America/Los_Angeles')).toBe('2026-11');
    expect(monthOfMillis(instant, 'America/New_York')).toBe('2026-12');
  });
});

describe('counting a member’s minutes', () => {
  it('adds separate activities of every kind', () => {
    const row = only(
      countChwMonth(
        [
          activity('2026-11-03T15:00:00Z', 25, { kind: 'call' }),
          activity('2026-11-10T15:00:00Z', 40, { kind: 'visit' }),
          activity('2026-11-12T15:00:00Z', 10, { kind: 'needAction' }),
        ],
        '2026-11',
        CHICAGO,
      ),
    );
    expect(row.minutes).toBe(75);
    expect(row.activities.map((a) => a.minutes)).toEqual([25, 40, 10]);
    expect(row.billing).toEqual({ g0019: true, g0022Units: 0 });
  });

  it('counts a call made during a visit once, the overlap going to the visit that started first', () => {
    const visit = activity('2026-11-03T15:00:00Z', 60, { staffId: 'g1' });
    const call = activity('2026-11-03T15:45:00Z', 30, { staffId: 'g2', kind: 'call' });
    const row = only(countChwMonth([call, visit], '2026-11', CHICAGO));
    expect(row.minutes).toBe(75);
    expect(row.activities).toEqual([
      { activity: visit, minutes: 60 },
      { activity: call, minutes: 15 },
    ]);
    expect(row.byStaff).toEqual([
      { staffId: 'g1', minutes: 60 },
      { staffId: 'g2', minutes: 15 },
    ]);
  });

  it('counts an activity wholly inside another as nothing more', () => {
    const row = only(
      countChwMonth(
        [activity('2026-11-03T15:00:00Z', 60), activity('2026-11-03T15:10:00Z', 20, { kind: 'call' })],
        '2026-11',
        CHICAGO,
      ),
    );
    expect(row.minutes).toBe(60);
    expect(row.activities.map((a) => a.minutes)).toEqual([60, 0]);
  });

  it('splits an activity across the month’s first instant in the organisation’s zone', () => {
    // 11:50 pm on 31 October in Chicago, for 30 minutes: 10 in October, 20 in November.
    const late = activity('2026-11-01T04:50:00Z', 30);
    expect(only(countChwMonth([late], '2026-10', CHICAGO)).minutes).toBe(10);
    expect(only(countChwMonth([late], '2026-11', CHICAGO)).minutes).toBe(20);
    // The same instants in New York are all November.
    expect(countChwMonth([late], '2026-10', 'America/New_York')).toEqual([]);
    expect(only(countChwMonth([late], '2026-11', 'America/New_York')).minutes).toBe(30);
  });

  it('measures across the night clocks fall back by the time that passed, not the clock', () => {
    // Chicago leaves daylight saving time at 2 am on 1 November 2026: 1:30 CDT to 1:30 CST is an hour.
    const start = Date.parse('2026-11-01T01:30:00-05:00');
    const end = Date.parse('2026-11-01T01:30:00-06:00');
    const row = only(
      countChwMonth([{ ...activity('2026-11-01T06:30:00Z', 0), startMs: start, endMs: end }], '2026-11', CHICAGO),
    );
    expect(row.minutes).toBe(60);
    // And the night clocks spring forward, 1:30 CST to 3:30 CDT: an hour too.
    const spring = { ...activity('2026-03-08T07:30:00Z', 0), endMs: Date.parse('2026-03-08T03:30:00-05:00') };
    expect(only(countChwMonth([spring], '2026-03', CHICAGO)).minutes).toBe(60);
  });

  it('keeps members apart, in the order of their first activity, and leaves out other months, empty and backwards activities', () => {
    const rows = countChwMonth(
      [
        activity('2026-11-05T15:00:00Z', 20, { memberId: 'm2' }),
        activity('2026-11-05T15:00:00Z', 30, { memberId: 'm1' }),
        activity('2026-12-05T15:00:00Z', 90, { memberId: 'm1' }),
        activity('2026-11-06T15:00:00Z', 0, { memberId: 'm3' }),
        { ...activity('2026-11-07T15:00:00Z', 10, { memberId: 'm4' }), endMs: Date.parse('2026-11-07T14:00:00Z') },
      ],
      '2026-11',
      CHICAGO,
    );
    expect(rows.map((row) => [row.memberId, row.minutes])).toEqual([
      ['m2', 20],
      ['m1', 30],
    ]);
  });

  it('rounds the month down to whole minutes of what was counted', () => {
    const seconds = (iso: string, s: number) => ({ ...activity(iso, 0), endMs: Date.parse(iso) + s * 1000 });
    const row = only(
      countChwMonth([seconds('2026-11-05T15:00:00Z', 59), seconds('2026-11-06T15:00:00Z', 61)], '2026-11', CHICAGO),
    );
    expect(row.minutes).toBe(2);
  });
});

describe('what a month bills', () => {
  it.each([
    [59, { g0019: false, g0022Units: 0 }],
    [60, { g0019: true, g0022Units: 0 }],
    [89, { g0019: true, g0022Units: 0 }],
    [90, { g0019: true, g0022Units: 1 }],
    [150, { g0019: true, g0022Units: 3 }],
  ])('%i minutes bill %o by default', (minutes, billing) => {
    expect(chwBilling(minutes)).toEqual(billing);
  });

  it('follows a customer’s own thresholds', () => {
    expect(chwBilling(45, { initialMinutes: 45, addOnMinutes: 15 })).toEqual({ g0019: true, g0022Units: 0 });
    expect(chwBilling(75, { initialMinutes: 45, addOnMinutes: 15 })).toEqual({ g0019: true, g0022Units: 2 });
    const row = only(
      countChwMonth([activity('2026-11-05T15:00:00Z', 50)], '2026-11', CHICAGO, {
        initialMinutes: 45,
        addOnMinutes: 15,
      }),
    );
    expect(row.billing).toEqual({ g0019: true, g0022Units: 0 });
  });
});
