import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { VISIT_MESSAGES } from '../../domain/index.ts';
import {
  dateOptions,
  initialVisitValues,
  offeredOutcomes,
  OTHER_ADDRESS,
  visitFormProblems,
  visitRequest,
  type VisitValues,
} from './visit-form.ts';

const CHICAGO = 'America/Chicago';
const outcomes = [
  { id: 101, key: 'engaged', name: 'Engaged', deprecatedAt: null },
  { id: 104, key: 'other', name: 'Other', deprecatedAt: null },
  { id: 107, key: 'retired', name: 'Retired', deprecatedAt: '2026-03-01T00:00:00Z' },
];
const values = (patch: Partial<VisitValues> = {}): VisitValues => ({
  addressId: OTHER_ADDRESS,
  location: 'Library',
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '09:15',
  outcomeId: '',
  outcomeDetails: '',
  note: '',
  ...patch,
});

describe('the Visit dialog form', () => {
  it('opens a new visit now, to the quarter hour, for 15 minutes, at the primary address', () => {
    expect(initialVisitValues(undefined, 'addr-1', Date.parse('2026-03-10T14:52:00Z'), CHICAGO)).toMatchObject({
      addressId: 'addr-1',
      date: '2026-03-10',
      startTime: '09:45',
      endTime: '10:00',
    });
  });

  it('opens in the day’s last quarter hour as the 15 minutes that end at 23:45, which the form accepts', () => {
    const lastQuarter = initialVisitValues(undefined, undefined, Date.parse('2026-03-11T04:59:00Z'), CHICAGO);
    expect(lastQuarter).toMatchObject({
      addressId: OTHER_ADDRESS,
      date: '2026-03-10',
      startTime: '23:30',
      endTime: '23:45',
    });
    expect(visitFormProblems({ ...lastQuarter, location: 'Library' }, CHICAGO, outcomes)).toEqual([]);
    const oneBefore = initialVisitValues(undefined, undefined, Date.parse('2026-03-11T04:44:00Z'), CHICAGO);
    expect(oneBefore).toMatchObject({ date: '2026-03-10', startTime: '23:30', endTime: '23:45' });
  });

  it('opens at the scheduled event’s location when it answers one: its address, or Other with its text', () => {
    const now = Date.parse('2026-03-10T14:52:00Z');
    expect(
      initialVisitValues(undefined, 'addr-1', now, CHICAGO, { visitLocationAddressId: 'addr-2', visitLocation: null }),
    ).toMatchObject({ addressId: 'addr-2', location: '' });
    expect(
      initialVisitValues(undefined, 'addr-1', now, CHICAGO, {
        visitLocationAddressId: null,
        visitLocation: 'Senior center',
      }),
    ).toMatchObject({ addressId: OTHER_ADDRESS, location: 'Senior center' });
    expect(
      initialVisitValues(undefined, 'addr-1', now, CHICAGO, { visitLocationAddressId: null, visitLocation: null }),
    ).toMatchObject({ addressId: 'addr-1', location: '' });
  });

  it('makes the request in the guide’s zone, the location only for Other', () => {
    expect(
      visitRequest(values({ outcomeId: '104', outcomeDetails: ' porch ', note: '<p></p>' }), CHICAGO, 'event-1'),
    ).toEqual({
      addressId: null,
      location: 'Library',
      startTime: '2026-03-10T14:00:00Z',
      endTime: '2026-03-10T14:15:00Z',
      outcomeId: 104,
      outcomeDetails: 'porch',
      note: null,
      scheduledEventId: 'event-1',
    });
    expect(visitRequest(values({ addressId: 'addr-1' }), CHICAGO, null)).toMatchObject({
      addressId: 'addr-1',
      location: null,
    });
  });

  it('puts an end before the start on the next day when that is a visit, and refuses a slip', () => {
    expect(visitRequest(values({ startTime: '22:00', endTime: '01:00' }), CHICAGO, null)).toMatchObject({
      startTime: '2026-03-11T03:00:00Z',
      endTime: '2026-03-11T06:00:00Z',
    });
    expect(visitFormProblems(values({ startTime: '22:00', endTime: '01:00' }), CHICAGO, outcomes)).toEqual([]);
    expect(visitFormProblems(values({ startTime: '08:00', endTime: '07:00' }), CHICAGO, outcomes)).toEqual([
      { property: 'endTime', message: VISIT_MESSAGES.endAfterStart },
    ]);
  });

  it.each([
    [values(), []],
    [values({ location: ' ' }), [{ property: 'location', message: VISIT_MESSAGES.otherLocation }]],
    [values({ endTime: '08:45' }), [{ property: 'endTime', message: VISIT_MESSAGES.endAfterStart }]],
    [
      values({ outcomeId: '101', note: '<p>Too short</p>' }),
      [{ property: 'note', message: VISIT_MESSAGES.noteTooShort }],
    ],
    [values({ outcomeId: '101', note: `<p>${'x'.repeat(50)}</p>` }), []],
    [
      values({ location: 'x'.repeat(201) }),
      [{ property: 'location', message: 'Location must be at most 200 characters.' }],
    ],
  ])('checks %j', (input, problems) => {
    expect(visitFormProblems(input, CHICAGO, outcomes)).toEqual(problems);
  });

  it('offers outcomes not retired before the visit, and the visit’s own', () => {
    expect(offeredOutcomes(outcomes, '2026-03-10T00:00:00Z', null).map((o) => o.id)).toEqual([101, 104]);
    expect(offeredOutcomes(outcomes, '2026-02-10T00:00:00Z', null).map((o) => o.id)).toEqual([101, 104, 107]);
    expect(offeredOutcomes(outcomes, '2026-03-10T00:00:00Z', 107).map((o) => o.id)).toEqual([101, 104, 107]);
  });

  it('offers the last 10 days, and an older visit’s own day', () => {
    const today = Temporal.PlainDate.from('2026-03-10');
    expect(dateOptions(today, undefined)).toHaveLength(10);
    expect(dateOptions(today, '2026-02-01').at(-1)).toBe('2026-02-01');
  });
});
