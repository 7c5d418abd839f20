import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  canDeleteVisit,
  createVisitBody,
  isOutcomeOffered,
  isVisitDayAllowed,
  visitDateOptions,
  visitDayAndTime,
  visitFieldProblems,
  visitFollowUp,
  visitEndFollowingStart,
  visitInstantAt,
  visitLength,
  visitLengthQuestion,
  visitNoteProblem,
  visitTimeOptions,
  visitTimePlus,
  VISIT_MESSAGES,
} from './visits.ts';

const creator = 'guide-1';
const LONG_NOTE = `<p>${'Talked through the discharge plan and the new pharmacy. '.repeat(1)}</p>`;

describe('canDeleteVisit: its creator the same day, an auditor the same month, by the actor’s calendar', () => {
  // Each row: the visit's creation and the attempt, as instants, in the zone that reads them.
  it.each([
    // Creator, same day / next day, where UTC has already turned the day.
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-10T15:00:00Z',
      now: '2026-03-11T04:59:00Z',
      actor: creator,
      auditor: false,
      allowed: true,
      why: '23:59 the same Chicago day (CDT)',
    },
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-10T15:00:00Z',
      now: '2026-03-11T05:00:00Z',
      actor: creator,
      auditor: false,
      allowed: false,
      why: 'midnight in Chicago: the next day',
    },
    {
      zone: 'America/New_York',
      createdAt: '2026-03-11T03:30:00Z',
      now: '2026-03-11T04:00:00Z',
      actor: creator,
      auditor: false,
      allowed: false,
      why: '23:30 and 00:00 New York (EDT): two days',
    },
    {
      zone: 'America/Los_Angeles',
      createdAt: '2026-03-11T03:30:00Z',
      now: '2026-03-11T06:30:00Z',
      actor: creator,
      auditor: false,
      allowed: true,
      why: '20:30 and 23:30 Los Angeles (PDT): one day',
    },
    {
      zone: 'Pacific/Honolulu',
      createdAt: '2026-03-10T10:00:00Z',
      now: '2026-03-11T09:59:00Z',
      actor: creator,
      auditor: false,
      allowed: true,
      why: '00:00 to 23:59 Honolulu',
    },
    {
      zone: 'Pacific/Honolulu',
      createdAt: '2026-03-10T10:00:00Z',
      now: '2026-03-11T10:00:00Z',
      actor: creator,
      auditor: false,
      allowed: false,
      why: 'the next Honolulu day',
    },
    // Daylight saving starts on 2026-03-08 in the US zones: the day is 23 hours long.
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-08T06:00:00Z',
      now: '2026-03-09T04:59:00Z',
      actor: creator,
      auditor: false,
      allowed: true,
      why: 'the short day of the clock change',
    },
    // Someone else, without the audit permission: never.
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-10T15:00:00Z',
      now: '2026-03-10T15:01:00Z',
      actor: 'guide-2',
      auditor: false,
      allowed: false,
      why: 'another guide, a minute later',
    },
    // Auditors: the same month in their zone.
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-01T06:00:00Z',
      now: '2026-04-01T04:59:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: true,
      why: 'March 1st to March 31st 23:59 Chicago',
    },
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-01T06:00:00Z',
      now: '2026-04-01T05:00:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: false,
      why: 'April 1st in Chicago',
    },
    {
      zone: 'America/New_York',
      createdAt: '2026-03-01T04:59:00Z',
      now: '2026-03-01T05:00:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: false,
      why: 'Feb 28th 23:59 and March 1st in New York',
    },
    {
      zone: 'America/Los_Angeles',
      createdAt: '2026-01-31T08:30:00Z',
      now: '2026-02-01T07:59:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: true,
      why: 'January 31st 00:30 and 23:59 in Los Angeles (February in UTC)',
    },
    {
      zone: 'Pacific/Honolulu',
      createdAt: '2025-12-31T20:00:00Z',
      now: '2026-01-01T09:59:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: true,
      why: 'New Year’s Eve in Honolulu, New Year in UTC',
    },
    {
      zone: 'Pacific/Honolulu',
      createdAt: '2025-12-31T20:00:00Z',
      now: '2026-01-01T10:00:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: false,
      why: 'New Year in Honolulu',
    },
    {
      zone: 'America/Chicago',
      createdAt: '2025-03-10T15:00:00Z',
      now: '2026-03-10T15:00:00Z',
      actor: 'auditor',
      auditor: true,
      allowed: false,
      why: 'the same month a year later',
    },
    // A creator who is an auditor keeps the month.
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-02T15:00:00Z',
      now: '2026-03-20T15:00:00Z',
      actor: creator,
      auditor: true,
      allowed: true,
      why: 'the auditing creator, later that month',
    },
    {
      zone: 'America/Chicago',
      createdAt: '2026-03-02T15:00:00Z',
      now: '2026-03-03T15:00:00Z',
      actor: creator,
      auditor: false,
      allowed: false,
      why: 'the creator, the next day',
    },
  ])('$zone, $why: $allowed', ({ zone, createdAt, now, actor, auditor, allowed }) => {
    expect(
      canDeleteVisit({
        visit: { createdBy: creator, createdAt },
        actorId: actor,
        isAuditor: auditor,
        now,
        timeZone: zone,
      }),
    ).toBe(allowed);
  });
});

describe('visitFollowUp and visitNoteProblem (the outcomes that need a note)', () => {
  it.each([
    { outcome: null, note: null, followUp: 'INCOMPLETE_VISIT', problem: null },
    { outcome: null, note: LONG_NOTE, followUp: 'INCOMPLETE_VISIT', problem: null },
    { outcome: 'engaged', note: null, followUp: 'INCOMPLETE_NOTE_VISIT', problem: null },
    {
      outcome: 'engaged',
      note: '<p>Short.</p>',
      followUp: 'INCOMPLETE_NOTE_VISIT',
      problem: VISIT_MESSAGES.noteTooShort,
    },
    // 49 characters a reader sees, the tags not counted.
    {
      outcome: 'answered',
      note: `<p><strong>${'x'.repeat(49)}</strong></p>`,
      followUp: 'INCOMPLETE_NOTE_VISIT',
      problem: VISIT_MESSAGES.noteTooShort,
    },
    { outcome: 'answered', note: `<p>${'x'.repeat(50)}</p>`, followUp: null, problem: null },
    { outcome: 'another-person', note: LONG_NOTE, followUp: null, problem: null },
    { outcome: 'wrong-address', note: null, followUp: null, problem: null },
    { outcome: 'inaccessible', note: '<p>Gate locked.</p>', followUp: null, problem: null },
    { outcome: 'other', note: null, followUp: null, problem: null },
  ])('$outcome with $note', ({ outcome, note, followUp, problem }) => {
    expect(visitFollowUp(outcome, note)).toBe(followUp);
    expect(visitNoteProblem(outcome, note)).toBe(problem);
  });
});

describe('visitFieldProblems', () => {
  const base = {
    addressId: null,
    location: 'Library',
    startTime: '2026-03-10T15:00:00.000Z',
    endTime: '2026-03-10T15:15:00.000Z',
  };
  it.each([
    [{}, []],
    [{ location: null }, [{ property: 'location', message: VISIT_MESSAGES.otherLocation }]],
    [{ addressId: '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c', location: null }, []],
    [{ endTime: '2026-03-10T15:00:00.000Z' }, [{ property: 'endTime', message: VISIT_MESSAGES.endAfterStart }]],
    [{ startTime: '2026-03-10T15:05:00.000Z' }, [{ property: 'startTime', message: VISIT_MESSAGES.quarterHours }]],
    [{ endTime: '2026-03-11T03:15:00.000Z' }, [{ property: 'endTime', message: VISIT_MESSAGES.tooLong }]],
  ])('%j', (patch, problems) => {
    expect(visitFieldProblems({ ...base, ...patch })).toEqual(problems);
  });

  it('the body schema bounds every field', () => {
    const body = { subjectUserId: '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c', ...base, outcomeId: null };
    expect(createVisitBody({ ...body, note: '<p></p>', location: '  Library ' })).toMatchObject({
      note: null,
      location: 'Library',
    });
    expect(String((createVisitBody({ ...body, location: 'x'.repeat(201) }) as { summary: string }).summary)).toContain(
      'Location must be at most 200 characters.',
    );
    expect(
      String((createVisitBody({ ...body, outcomeDetails: 'x'.repeat(1001) }) as { summary: string }).summary),
    ).toContain('at most 1000');
    expect(
      String((createVisitBody({ ...body, startTime: '1800-01-01T00:00:00Z' }) as { summary: string }).summary),
    ).toContain('1900');
  });
});

describe('outcomes offered', () => {
  it.each([
    [null, '2026-03-10T15:00:00Z', true],
    ['2026-03-11T00:00:00Z', '2026-03-10T15:00:00Z', true],
    ['2026-03-10T15:00:00Z', '2026-03-10T15:00:00Z', false],
    ['2026-03-01T00:00:00Z', '2026-03-10T15:00:00Z', false],
  ])('deprecated %s, visit created %s: %s', (deprecatedAt, createdAt, offered) => {
    expect(isOutcomeOffered({ deprecatedAt }, createdAt)).toBe(offered);
  });
});

describe('dates and times of the dialog', () => {
  it('offers today and the 9 days before it', () => {
    const options = visitDateOptions(Temporal.PlainDate.from('2026-03-03')).map(String);
    expect(options).toHaveLength(10);
    expect(options[0]).toBe('2026-03-03');
    expect(options.at(-1)).toBe('2026-02-22');
  });

  it('offers times in 15-minute steps', () => {
    const times = visitTimeOptions();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
  });

  it.each([
    ['America/Chicago', '2026-03-10', '09:15', '2026-03-10T14:15:00Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00Z'],
    ['Pacific/Honolulu', '2026-03-10', '23:45', '2026-03-11T09:45:00Z'],
  ])('%s %s %s is %s and back', (zone, day, time, instant) => {
    expect(visitInstantAt(day, time, zone)).toBe(instant);
    expect(visitDayAndTime(instant, zone)).toEqual({ day, time });
  });

  // Each row: the visit's start, the moment it is saved, the saver's zone; an edit also gives the start it had.
  it.each([
    {
      zone: 'America/Chicago',
      start: '2026-03-10T14:15:00Z',
      now: '2026-03-10T20:00:00Z',
      allowed: true,
      why: 'today',
    },
    {
      zone: 'America/Chicago',
      start: '2026-03-01T15:00:00Z',
      now: '2026-03-10T20:00:00Z',
      allowed: true,
      why: '9 days back',
    },
    {
      zone: 'America/Chicago',
      start: '2026-02-28T15:00:00Z',
      now: '2026-03-10T20:00:00Z',
      allowed: false,
      why: '10 days back',
    },
    {
      zone: 'America/Chicago',
      start: '2026-03-11T14:00:00Z',
      now: '2026-03-10T20:00:00Z',
      allowed: false,
      why: 'tomorrow',
    },
    // 23:30 in Chicago on the 10th is the 11th in UTC: still today for the guide.
    {
      zone: 'America/Chicago',
      start: '2026-03-11T04:30:00Z',
      now: '2026-03-11T04:45:00Z',
      allowed: true,
      why: 'late evening, already tomorrow in UTC',
    },
    // 00:15 on the 2nd in Honolulu is the 2nd 10:15 UTC; on the 11th at 23:00 it is the 9th day back.
    {
      zone: 'Pacific/Honolulu',
      start: '2026-03-02T10:15:00Z',
      now: '2026-03-12T09:00:00Z',
      allowed: true,
      why: 'the 9th day back in Honolulu',
    },
    {
      zone: 'America/New_York',
      start: '2026-03-01T05:15:00Z',
      now: '2026-03-11T03:00:00Z',
      allowed: true,
      why: 'across the clock change',
    },
    {
      zone: 'America/Chicago',
      start: '2026-02-01T15:30:00Z',
      now: '2026-03-10T20:00:00Z',
      current: '2026-02-01T15:00:00Z',
      allowed: true,
      why: 'an old visit edited on its own day',
    },
    {
      zone: 'America/Chicago',
      start: '2026-02-02T15:00:00Z',
      now: '2026-03-10T20:00:00Z',
      current: '2026-02-01T15:00:00Z',
      allowed: false,
      why: 'an old visit moved to another old day',
    },
  ])('a visit dated $why ($zone) is allowed: $allowed', ({ zone, start, now, current, allowed }) => {
    expect(isVisitDayAllowed(start, { now, timeZone: zone, currentStart: current })).toBe(allowed);
  });

  it('adds the default duration within the day', () => {
    expect(visitTimePlus('09:00', 15)).toBe('09:15');
    expect(visitTimePlus('23:45', 15)).toBe('23:45');
    expect(visitTimePlus('23:45', -15)).toBe('23:30');
    expect(visitTimePlus('00:00', -15)).toBe('00:00');
  });
});

describe('a visit’s length: the end follows the start, and a long or overnight visit is asked about', () => {
  it.each([
    ['09:00', '09:15', { minutes: 15, endsNextDay: false }],
    ['09:00', '09:00', { minutes: 0, endsNextDay: false }],
    // An end before the start is the next day when that is a visit (at most 12 hours)...
    ['20:00', '01:00', { minutes: 300, endsNextDay: true }],
    ['23:45', '00:00', { minutes: 15, endsNextDay: true }],
    ['18:00', '06:00', { minutes: 720, endsNextDay: true }],
    // ...and a slip otherwise, refused as an end before the start.
    ['09:00', '08:45', { minutes: -15, endsNextDay: false }],
    ['17:45', '06:00', { minutes: -705, endsNextDay: false }],
  ])('%s to %s', (start, end, length) => {
    expect(visitLength(start, end)).toEqual(length);
  });

  // Issue 38: moving the start from 9:00 to 14:30 left the end at 9:15; the visit saved as 5 h 15.
  it('keeps the length when the start moves, the default 15 minutes when the times were no visit', () => {
    expect(visitEndFollowingStart({ startTime: '09:00', endTime: '09:15' }, '14:30')).toBe('14:45');
    expect(visitEndFollowingStart({ startTime: '09:00', endTime: '10:30' }, '08:00')).toBe('09:30');
    expect(visitEndFollowingStart({ startTime: '09:00', endTime: '08:00' }, '10:00')).toBe('10:15');
    expect(visitEndFollowingStart({ startTime: '09:00', endTime: '09:00' }, '10:00')).toBe('10:15');
    expect(visitEndFollowingStart({ startTime: '09:00', endTime: '10:00' }, '23:30')).toBe('00:30');
  });

  it.each([
    ['09:00', '09:15', null],
    ['09:00', '13:00', null],
    ['09:00', '13:15', { reason: 'long', minutes: 255 }],
    ['08:00', '14:30', { reason: 'long', minutes: 390 }],
    ['23:30', '00:00', { reason: 'endsNextDay', minutes: 30 }],
    ['22:00', '04:00', { reason: 'endsNextDay', minutes: 360 }],
    // Refused outright, so nothing to ask: an end before the start, over 12 hours.
    ['09:00', '08:45', null],
    ['09:00', '09:00', null],
    ['06:00', '18:15', null],
  ])('a visit from %s to %s asks %j', (start, end, question) => {
    expect(visitLengthQuestion(start, end)).toEqual(question);
  });
});
