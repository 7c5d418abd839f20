/** The need rules of part 2 section 4 as tables, with day boundaries in each supported zone. */
import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import {
  actionDateAllowed,
  calendarDay,
  canEditNeed,
  canExtendNeed,
  docketNeedTask,
  extendedExpiry,
  initialExpiry,
  isNeedExpiringSoon,
  hasRecentAction,
  needDateLine,
  needDaysRemaining,
  needsBeforeCall,
  needStatus,
  parseDurationMinutes,
  type NeedDates,
  type NeedViewing,
} from './needs.ts';

const member = 'member-1';
const open = (expiresAt: string, extra: Partial<NeedDates> = {}): NeedDates => ({
  memberId: member,
  expiresAt,
  fulfilledAt: null,
  abandonedAt: null,
  ...extra,
});
const viewing = (
  now: string,
  timeZone = 'America/Chicago',
  memberStageKey: string | null = 'in-program',
): NeedViewing => ({ nowMs: Date.parse(now), timeZone, memberStageKey });

describe('need status', () => {
  it.each([
    [
      'fulfilled wins over everything',
      open('2026-01-01T06:00:00Z', { fulfilledAt: '2025-12-20T00:00:00Z', abandonedAt: '2025-12-21T00:00:00Z' }),
      viewing('2026-03-01T00:00:00Z', 'America/Chicago', 'independence'),
      'Fulfilled',
    ],
    [
      'stopped pursuing before expiry or stage',
      open('2026-01-01T06:00:00Z', { abandonedAt: '2025-12-21T00:00:00Z' }),
      viewing('2026-03-01T00:00:00Z', 'America/Chicago', 'independence'),
      'StoppedPursuing',
    ],
    ['open and unexpired', open('2026-03-20T05:00:00Z'), viewing('2026-03-10T15:00:00Z'), 'Identified'],
    [
      'the independence stage makes an open need Unresolved',
      open('2026-03-20T05:00:00Z'),
      viewing('2026-03-10T15:00:00Z', 'America/Chicago', 'independence'),
      'Unresolved',
    ],
    [
      'an unknown stage is not independence',
      open('2026-03-20T05:00:00Z'),
      viewing('2026-03-10T15:00:00Z', 'America/Chicago', null),
      'Identified',
    ],
    ['expired in the past', open('2026-03-01T06:00:00Z'), viewing('2026-03-10T15:00:00Z'), 'Unresolved'],
  ] as const)('%s', (_why, need, view, status) => expect(needStatus(need, view)).toBe(status));

  // Expiry 2026-03-20 05:00 UTC is midnight starting March 20 in Chicago (CDT): the need is
  // Unresolved from that day in Chicago, but the same instant is still March 19 further west.
  it.each([
    ['America/New_York', '2026-03-20T03:59:00Z', 'Identified', 'March 19 23:59 in New York'],
    [
      'America/New_York',
      '2026-03-20T04:00:00Z',
      'Unresolved',
      'March 20 in New York: the expiry instant falls on March 20 there (01:00)',
    ],
    ['America/Chicago', '2026-03-20T04:59:00Z', 'Identified', 'March 19 23:59 in Chicago'],
    ['America/Chicago', '2026-03-20T05:00:00Z', 'Unresolved', 'March 20 in Chicago'],
    ['Pacific/Honolulu', '2026-03-19T09:59:00Z', 'Identified', 'March 18 in Honolulu'],
    [
      'Pacific/Honolulu',
      '2026-03-19T10:00:00Z',
      'Unresolved',
      'March 19 in Honolulu, the expiry day there (March 19 19:00)',
    ],
    ['UTC', '2026-03-19T23:59:00Z', 'Identified', 'March 19 in UTC'],
    ['UTC', '2026-03-20T00:00:00Z', 'Unresolved', 'March 20 in UTC'],
  ] as const)('in %s at %s: %s (%s)', (zone, now, status, _why) =>
    expect(needStatus(open('2026-03-20T05:00:00Z'), viewing(now, zone))).toBe(status),
  );

  it('Los Angeles sees the expiry on its own calendar: the 19th, so the 19th is already Unresolved', () => {
    expect(needStatus(open('2026-03-20T05:00:00Z'), viewing('2026-03-19T07:00:00Z', 'America/Los_Angeles'))).toBe(
      'Unresolved',
    );
    expect(needStatus(open('2026-03-20T05:00:00Z'), viewing('2026-03-19T06:59:00Z', 'America/Los_Angeles'))).toBe(
      'Identified',
    );
  });
});

describe('the date line and days remaining', () => {
  // A need expiring at the start of April 9 in New York (EDT).
  const need = open('2026-04-09T04:00:00Z');
  it.each([
    ['2026-03-10T15:00:00Z', 30, { kind: 'daysRemaining', days: 30 }],
    ['2026-04-07T15:00:00Z', 2, { kind: 'daysRemaining', days: 2 }],
    ['2026-04-08T03:59:00Z', 2, { kind: 'daysRemaining', days: 2 }],
    ['2026-04-08T04:00:00Z', 1, { kind: 'lastDay' }],
    ['2026-04-09T03:59:00Z', 1, { kind: 'lastDay' }],
    ['2026-04-09T04:00:00Z', 0, { kind: 'closed' }],
  ] as const)('at %s in New York: %i days, %j', (now, days, line) => {
    expect(needDaysRemaining(need.expiresAt, Date.parse(now), 'America/New_York')).toBe(days);
    expect(needDateLine(need, viewing(now, 'America/New_York'))).toEqual(line);
  });

  it('a closed need reads Closed whatever its window', () => {
    expect(
      needDateLine(
        open('2026-04-09T04:00:00Z', { fulfilledAt: '2026-03-11T00:00:00Z' }),
        viewing('2026-03-12T00:00:00Z'),
      ),
    ).toEqual({ kind: 'closed' });
    expect(
      needDateLine(open('2026-04-09T04:00:00Z'), viewing('2026-03-12T00:00:00Z', 'America/Chicago', 'independence')),
    ).toEqual({ kind: 'closed' });
  });

  it('counts calendar days across the spring clock change (a 23-hour day)', () => {
    // March 8 2026 is 23 hours long in the US zones.
    expect(needDaysRemaining('2026-03-10T05:00:00Z', Date.parse('2026-03-07T18:00:00Z'), 'America/Chicago')).toBe(3);
  });
});

describe('editability and extension', () => {
  it.each([
    [
      'an Identified need of the member',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-03-10T15:00:00Z', 'America/New_York'),
      true,
      false,
    ],
    [
      "another member's need",
      open('2026-04-09T04:00:00Z'),
      'member-2',
      viewing('2026-03-10T15:00:00Z', 'America/New_York'),
      false,
      false,
    ],
    [
      'the independence stage',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-05T15:00:00Z', 'America/New_York', 'independence'),
      false,
      false,
    ],
    [
      'abandoned',
      open('2026-04-09T04:00:00Z', { abandonedAt: '2026-03-11T00:00:00Z' }),
      member,
      viewing('2026-04-05T15:00:00Z', 'America/New_York'),
      false,
      false,
    ],
    [
      'fulfilled',
      open('2026-04-09T04:00:00Z', { fulfilledAt: '2026-03-11T00:00:00Z' }),
      member,
      viewing('2026-04-05T15:00:00Z', 'America/New_York'),
      false,
      false,
    ],
    [
      'expired',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-09T04:00:00Z', 'America/New_York'),
      false,
      false,
    ],
    [
      '7 days left: not yet extendable (April 2 23:59)',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-03T03:59:00Z', 'America/New_York'),
      true,
      false,
    ],
    [
      '6 days left: extendable (April 3 00:00)',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-03T04:00:00Z', 'America/New_York'),
      true,
      true,
    ],
    [
      'the last day: extendable',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-08T20:00:00Z', 'America/New_York'),
      true,
      true,
    ],
    [
      'in Honolulu the expiry falls on April 8: 5 days left on April 3',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-03T10:00:00Z', 'Pacific/Honolulu'),
      true,
      true,
    ],
    [
      'Honolulu a minute before its midnight',
      open('2026-04-09T04:00:00Z'),
      member,
      viewing('2026-04-02T09:59:00Z', 'Pacific/Honolulu'),
      true,
      false,
    ],
  ] as const)('%s: editable %s, extendable %s', (_why, need, memberId, view, editable, extendable) => {
    expect(canEditNeed(need, memberId, view)).toBe(editable);
    expect(canExtendNeed(need, memberId, view)).toBe(extendable);
  });

  it.each([
    ['America/New_York', '2026-03-10T15:00:00Z', 30, '2026-04-09T04:00:00.000Z'],
    ['America/New_York', '2026-03-11T03:30:00Z', 30, '2026-04-09T04:00:00.000Z'],
    ['America/Chicago', '2026-03-10T15:00:00Z', 14, '2026-03-24T05:00:00.000Z'],
    ['America/Los_Angeles', '2026-03-11T06:30:00Z', 14, '2026-03-24T07:00:00.000Z'],
    ['Pacific/Honolulu', '2026-03-11T09:00:00Z', 1, '2026-03-11T10:00:00.000Z'],
  ] as const)('a window identified in %s at %s for %i days ends at %s', (zone, at, days, expiry) => {
    expect(initialExpiry(Date.parse(at), days, zone)).toBe(expiry);
  });

  it('extends by the window from the current expiry day, across the clock change', () => {
    expect(extendedExpiry('2026-03-05T06:00:00.000Z', 30, 'America/Chicago')).toBe('2026-04-04T05:00:00.000Z');
    expect(extendedExpiry('2026-02-20T06:00:00.000Z', 30, 'America/Chicago')).toBe('2026-03-22T05:00:00.000Z');
  });
});

describe('expiring soon and the docket tasks', () => {
  const now = Date.parse('2026-03-10T15:00:00Z');
  const tenDays = 864_000_000;
  it.each([
    ['exactly 10 days left', open(new Date(now + tenDays).toISOString()), true],
    ['10 days and a millisecond', open(new Date(now + tenDays + 1).toISOString()), false],
    ['a millisecond left', open(new Date(now + 1).toISOString()), true],
    ['expired', open(new Date(now).toISOString()), false],
    ['fulfilled', open(new Date(now + 1000).toISOString(), { fulfilledAt: '2026-03-09T00:00:00Z' }), false],
    ['stopped', open(new Date(now + 1000).toISOString(), { abandonedAt: '2026-03-09T00:00:00Z' }), false],
  ] as const)('%s: %s', (_why, need, soon) => expect(isNeedExpiringSoon(need, now)).toBe(soon));

  it.each([
    [
      'expiring soon, no action',
      { expiresAt: new Date(now + 5 * 86_400_000).toISOString(), lastActionAt: null, needRequiresAction: false },
      'ExpiringSoon',
    ],
    [
      'expiring soon but acted on 29 days ago',
      {
        expiresAt: new Date(now + 5 * 86_400_000).toISOString(),
        lastActionAt: new Date(now - 29 * 86_400_000).toISOString(),
        needRequiresAction: true,
      },
      null,
    ],
    [
      'acted on exactly 30 days ago: back on the list',
      {
        expiresAt: new Date(now + 5 * 86_400_000).toISOString(),
        lastActionAt: new Date(now - 30 * 86_400_000).toISOString(),
        needRequiresAction: false,
      },
      'ExpiringSoon',
    ],
    [
      'needs action, far from expiry',
      { expiresAt: new Date(now + 40 * 86_400_000).toISOString(), lastActionAt: null, needRequiresAction: true },
      'NeedsAction',
    ],
    [
      'no action needed, far from expiry',
      { expiresAt: new Date(now + 40 * 86_400_000).toISOString(), lastActionAt: null, needRequiresAction: false },
      null,
    ],
    ['expired', { expiresAt: new Date(now - 1).toISOString(), lastActionAt: null, needRequiresAction: true }, null],
  ] as const)('%s: %s', (_why, fields, task) =>
    expect(docketNeedTask({ ...open(fields.expiresAt), ...fields }, now)).toBe(task),
  );

  it('a recent action is one created under 30 days ago', () => {
    expect(hasRecentAction({ lastActionAt: null }, now)).toBe(false);
    expect(hasRecentAction({ lastActionAt: new Date(now - 30 * 86_400_000 + 1).toISOString() }, now)).toBe(true);
  });

  it('shows up to 3 open needs before a call, soonest expiry first', () => {
    const needs = [5, 2, 9, 1, 3].map((days, i) => ({
      ...open(new Date(now + days * 86_400_000).toISOString()),
      id: `n${i}`,
    }));
    const closed = {
      ...open(new Date(now + 86_400_000 / 2).toISOString(), { fulfilledAt: '2026-03-01T00:00:00Z' }),
      id: 'closed',
    };
    expect(needsBeforeCall([...needs, closed], viewing('2026-03-10T15:00:00Z')).map((n) => n.id)).toEqual([
      'n3',
      'n1',
      'n4',
    ]);
  });
});

describe('action fields', () => {
  it.each([
    ['2026-03-03', true],
    ['2026-03-02', false],
    ['2026-03-10', true],
  ] as const)('on 2026-03-10 the date %s is allowed: %s', (date, allowed) =>
    expect(actionDateAllowed(date, '2026-03-10')).toBe(allowed),
  );

  it.each(['2026-02-30', '2026-13-01', '0447-23-62'])('%s is no calendar day', (day) =>
    expect(calendarDay(day)).toBeInstanceOf(type.errors),
  );

  it.each([
    ['15', 15],
    [' 45 ', 45],
    ['1.5', null],
    ['abc', null],
    ['', null],
  ] as const)('duration typed %j is %s whole minutes', (typed, minutes) =>
    expect(parseDurationMinutes(typed)).toBe(minutes),
  );
});
