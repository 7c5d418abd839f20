import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import {
  createScheduledEventBody,
  eventDueMs,
  EVENT_TIMES,
  isLateEvent,
  isPendingEvent,
  outreachPhaseLabel,
  outreachWindow,
  snoozeUntil,
  pendingEventRank,
  pendingKindOfEvent,
  priorityContactDone,
  priorityTier,
  updateScheduledEventBody,
} from './scheduled-events.ts';

const at = (iso: string) => Date.parse(iso);
const event = (
  date: string,
  time: string | null,
  extra: { resolved?: boolean; snoozedUntil?: string | null } = {},
) => ({
  date,
  time,
  resolved: extra.resolved ?? false,
  snoozedUntil: extra.snoozedUntil ?? null,
});

describe('when an event is due and late, by zone', () => {
  // Each zone's 14:00 on 2026-03-10 (after the US switch to daylight time on 03-08; Honolulu has none).
  it.each([
    ['America/New_York', '2026-03-10T18:00:00Z'],
    ['America/Chicago', '2026-03-10T19:00:00Z'],
    ['America/Los_Angeles', '2026-03-10T21:00:00Z'],
    ['Pacific/Honolulu', '2026-03-11T00:00:00Z'],
  ])('a 14:00 call in %s is due at %s, late from then on, pending a minute before', (zone, due) => {
    const call = event('2026-03-10', '14:00');
    expect(eventDueMs(call.date, call.time, zone)).toBe(at(due));
    expect(isLateEvent(call, at(due) - 60_000, zone)).toBe(false);
    expect(isLateEvent(call, at(due), zone)).toBe(true);
    expect(isPendingEvent(call, '2026-03-10', at(due) - 60_000, zone)).toBe(true);
    expect(isPendingEvent(call, '2026-03-10', at(due), zone)).toBe(false);
  });

  it.each([
    // An anytime event is late only once its day has ended in the zone.
    ['America/Chicago', '2026-03-10T23:59:00-05:00', false],
    ['America/Chicago', '2026-03-11T00:00:00-05:00', true],
    ['Pacific/Honolulu', '2026-03-11T09:59:00Z', false],
    ['Pacific/Honolulu', '2026-03-11T10:00:00Z', true],
    // Across a month's end and a year's end.
    ['America/New_York', '2026-04-01T03:59:00Z', false],
    ['America/New_York', '2026-04-01T04:00:00Z', true],
  ])('an anytime event in %s, at %s: late %s', (zone, now, late) => {
    const date = zone === 'America/New_York' ? '2026-03-31' : '2026-03-10';
    expect(isLateEvent(event(date, null), at(now), zone)).toBe(late);
  });

  it('a resolved event is neither late nor pending; a snoozed one is pending until the snooze ends', () => {
    const zone = 'America/Los_Angeles';
    const now = at('2026-12-31T20:00:00-08:00');
    expect(isLateEvent(event('2026-12-31', '09:00', { resolved: true }), now, zone)).toBe(false);
    expect(isPendingEvent(event('2026-12-31', '09:00', { resolved: true }), '2026-12-31', now, zone)).toBe(false);
    const snoozed = event('2026-12-31', '09:00', { snoozedUntil: '2027-01-01T05:00:00Z' });
    expect(isLateEvent(snoozed, now, zone)).toBe(false);
    expect(isPendingEvent(snoozed, '2026-12-31', now, zone)).toBe(true);
    expect(isLateEvent(snoozed, at('2027-01-01T05:00:00Z'), zone)).toBe(true);
  });

  it('pending shows events only up to the docket day', () => {
    const zone = 'America/Chicago';
    const now = at('2026-05-04T08:00:00-05:00');
    expect(isPendingEvent(event('2026-05-05', '10:00'), '2026-05-04', now, zone)).toBe(false);
    expect(isPendingEvent(event('2026-05-05', '10:00'), '2026-05-05', now, zone)).toBe(true);
    expect(isPendingEvent(event('2026-05-04', '10:00'), '2026-05-05', now, zone)).toBe(true);
  });
});

describe('the pending-event sort order', () => {
  it('is visit, call, message, status change request, transfer request, workflow phase; tbd after', () => {
    const kinds = [
      'tbd',
      'workflowPhase',
      'transferRequest',
      'statusChangeRequest',
      'message',
      'call',
      'visit',
    ] as const;
    expect([...kinds].sort((a, b) => pendingEventRank(a) - pendingEventRank(b))).toEqual([
      'visit',
      'call',
      'message',
      'statusChangeRequest',
      'transferRequest',
      'workflowPhase',
      'tbd',
    ]);
  });

  it.each([
    ['visit', 'visit'],
    ['call', 'call'],
    ['message', 'message'],
    ['reminder', 'workflowPhase'],
    ['tbd', 'tbd'],
  ])('an event of type %s is a %s item', (eventType, kind) => expect(pendingKindOfEvent(eventType)).toBe(kind));
});

describe('priority tiers', () => {
  it.each([
    [0, 'high'],
    [3, 'high'],
    [4, 'medium'],
    [9, 'medium'],
    [10, 'low'],
    [15, 'low'],
    [16, null],
    [-1, null],
    ['7', 'medium'],
    ['high', 'high'],
    ['low', 'low'],
    [null, null],
    ['soon', null],
    [2.5, null],
  ] as const)('%s reads %s', (level, tier) => expect(priorityTier(level)).toBe(tier));
});

describe('when a priority contact leaves the Outreach tab', () => {
  const none = { interactions: [], eventDates: [] };
  it.each([
    // zone, now, activity, done
    ['America/Chicago', '2026-06-15T10:00:00-05:00', none, false],
    [
      'America/Chicago',
      '2026-06-15T10:00:00-05:00',
      { interactions: [{ interactionType: 'note', timestampMs: at('2026-06-15T00:00:00-05:00') }], eventDates: [] },
      true,
    ],
    // Yesterday's last minute in the zone does not count.
    [
      'America/Chicago',
      '2026-06-15T10:00:00-05:00',
      { interactions: [{ interactionType: 'call', timestampMs: at('2026-06-14T23:59:00-05:00') }], eventDates: [] },
      false,
    ],
    // A visit later today (a recorded future interaction) counts; other kinds do not.
    [
      'Pacific/Honolulu',
      '2026-06-15T23:30:00-10:00',
      { interactions: [{ interactionType: 'visit', timestampMs: at('2026-06-15T23:45:00-10:00') }], eventDates: [] },
      true,
    ],
    [
      'Pacific/Honolulu',
      '2026-06-15T23:30:00-10:00',
      { interactions: [{ interactionType: 'survey', timestampMs: at('2026-06-15T23:00:00-10:00') }], eventDates: [] },
      false,
    ],
    // An event in this month counts, in the zone's month: 2026-07-01 04:30Z is still June in New York.
    ['America/New_York', '2026-07-01T03:30:00Z', { interactions: [], eventDates: ['2026-06-02'] }, true],
    ['America/New_York', '2026-07-01T04:30:00Z', { interactions: [], eventDates: ['2026-06-30'] }, false],
    ['America/Los_Angeles', '2026-12-31T23:00:00-08:00', { interactions: [], eventDates: ['2027-01-01'] }, false],
    [
      'America/Los_Angeles',
      '2026-12-31T23:00:00-08:00',
      { interactions: [{ interactionType: 'message', timestampMs: at('2026-12-31T08:00:00Z') }], eventDates: [] },
      true,
    ],
    // Another guide's contact shows through the member's last event, in the zone's day.
    ['America/Chicago', '2026-06-15T10:00:00-05:00', { ...none, lastEventAt: '2026-06-15T05:00:00.000Z' }, true],
    ['America/Chicago', '2026-06-15T10:00:00-05:00', { ...none, lastEventAt: '2026-06-15T04:59:00.000Z' }, false],
    ['America/Chicago', '2026-06-15T10:00:00-05:00', { ...none, lastEventAt: null }, false],
  ] as const)('in %s at %s: %j leaves %s', (zone, now, activity, done) =>
    expect(priorityContactDone(activity, outreachWindow(at(now), zone))).toBe(done),
  );
});

describe('the request schemas', () => {
  const valid = { type: 'call', date: '2026-03-10', time: '14:15', note: 'Check in about the new medication' };
  it('accepts a new event with date, time (or anytime), type and note', () => {
    expect(createScheduledEventBody(valid)).toMatchObject(valid);
    expect(createScheduledEventBody({ ...valid, time: null })).toMatchObject({ time: null });
  });

  it.each([
    [{ ...valid, type: 'party' }, 'type'],
    [{ ...valid, date: '2026-02-30' }, 'date'],
    [{ ...valid, date: '1899-12-31' }, 'date'],
    [{ ...valid, time: '14:10' }, 'time'],
    [{ ...valid, time: '24:00' }, 'time'],
    [{ ...valid, note: '   ' }, 'note'],
    [{ ...valid, note: 'x'.repeat(2001) }, 'note'],
    [{ type: 'call', date: '2026-03-10', note: 'n' }, 'time'],
    [{ ...valid, visitLocation: 'x'.repeat(201) }, 'visitLocation'],
  ])('refuses %j on %s', (body, field) => {
    const result = createScheduledEventBody(body);
    expect(result).toBeInstanceOf(type.errors);
    expect((result as type.errors).map((issue) => issue.path[0])).toContain(field);
  });

  it('an update may clear an event (resolved) or change one field', () => {
    expect(updateScheduledEventBody({ resolved: true })).toEqual({ resolved: true });
    expect(updateScheduledEventBody({ time: null })).toEqual({ time: null });
  });

  it('offers every quarter hour of the day', () => {
    expect(EVENT_TIMES).toHaveLength(96);
    expect([EVENT_TIMES[0], EVENT_TIMES[1], EVENT_TIMES[95]]).toEqual(['00:00', '00:15', '23:45']);
  });
});

describe('the outreach window', () => {
  it.each([
    ['America/Chicago', '2026-03-08T12:00:00-05:00', 23],
    ['America/New_York', '2026-11-01T12:00:00-05:00', 25],
    ['Pacific/Honolulu', '2026-03-08T12:00:00-10:00', 24],
  ])('a day in %s at %s lasts %i hours (daylight-saving days included)', (zone, now, hours) => {
    const window = outreachWindow(at(now), zone);
    expect((window.dayEnd - window.dayStart) / 3_600_000).toBe(hours);
  });
});

describe('the outreach phase', () => {
  it.each([
    ['2', 'Phase 2'],
    ['Engaged', 'Engaged'],
    [null, ''],
  ])('%s shows as %s', (phase, label) => expect(outreachPhaseLabel(phase, (v) => `Phase ${v}`)).toBe(label));
});

describe('snoozing', () => {
  it.each([
    ['hour', 'America/Chicago', '2026-03-10T23:30:00-05:00', '2026-03-11T05:30:00.000Z'],
    ['tomorrow', 'America/Chicago', '2026-03-10T23:30:00-05:00', '2026-03-11T13:00:00.000Z'],
    // Across the start of daylight time: 8:00 the next morning is an hour earlier in UTC.
    ['tomorrow', 'America/New_York', '2026-03-07T12:00:00-05:00', '2026-03-08T12:00:00.000Z'],
    ['tomorrow', 'America/New_York', '2026-03-08T12:00:00-04:00', '2026-03-09T12:00:00.000Z'],
    ['tomorrow', 'Pacific/Honolulu', '2026-12-31T20:00:00-10:00', '2027-01-01T18:00:00.000Z'],
    ['tomorrow', 'America/Los_Angeles', '2026-01-31T01:00:00Z', '2026-01-31T16:00:00.000Z'],
  ] as const)('%s in %s from %s lasts until %s', (choice, zone, now, until) =>
    expect(snoozeUntil(choice, at(now), zone)).toBe(until),
  );
});
