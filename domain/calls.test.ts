import { describe, expect, it } from 'vitest';
import {
  callClock,
  callFollowUp,
  callNoteProblem,
  callOutcomeChoices,
  isCallStatusStep,
  placeCallBody,
  updateCallBody,
  CALL_MESSAGES,
} from './calls.ts';
import type { CALL_STATUSES } from './catalogues.ts';

type CallStatus = (typeof CALL_STATUSES)[number];

const OUTCOMES = [
  { id: 1, key: 'engaged', deprecatedAt: null },
  { id: 2, key: 'answered', deprecatedAt: null },
  { id: 3, key: 'another-person', deprecatedAt: null },
  { id: 4, key: 'other', deprecatedAt: null },
];
const START = '2026-03-10T15:00:00.000Z';
const CONNECTED = '2026-03-10T15:00:10.000Z';
const after = (seconds: number) => new Date(Date.parse(CONNECTED) + seconds * 1000).toISOString();

type Ask = Parameters<typeof callOutcomeChoices>[0];
const locks = (ask: Partial<Omit<Ask, 'call'>> & { call?: Partial<Ask['call']> }) =>
  Object.fromEntries(
    callOutcomeChoices({
      outcomes: ask.outcomes ?? OUTCOMES,
      call: { resourceInteraction: false, timeStarted: START, timeConnected: CONNECTED, timeEnded: null, ...ask.call },
      engagementMinutes: ask.engagementMinutes ?? 5,
      canOverride: ask.canOverride ?? false,
      now: ask.now ?? after(0),
    }).map((c) => [c.key, c.lock]),
  );

describe('callOutcomeChoices: part 2 section 4', () => {
  it.each([
    {
      why: 'a live call 1:59 after connection',
      now: after(119),
      locks: { engaged: 'engagementLength', answered: 'twoMinuteMark', 'another-person': 'twoMinuteMark', other: null },
    },
    {
      why: 'the 2-minute mark unlocks answered and another person',
      now: after(120),
      locks: { engaged: 'engagementLength', answered: null, 'another-person': null, other: null },
    },
    {
      why: 'engaged waits for the customer’s 5 minutes',
      now: after(299),
      locks: { engaged: 'engagementLength', answered: null, 'another-person': null, other: null },
    },
    {
      why: 'at 5 minutes everything is open',
      now: after(300),
      locks: { engaged: null, answered: null, 'another-person': null, other: null },
    },
  ])('$why', ({ now, locks: expected }) => {
    expect(locks({ now })).toEqual(expected);
  });

  it('an ended call counts its connected time to its end, not to now', () => {
    expect(locks({ call: { timeEnded: after(60) }, now: after(3600) })).toMatchObject({
      answered: 'twoMinuteMark',
      engaged: 'engagementLength',
    });
    expect(locks({ call: { timeEnded: after(130) }, now: after(3600) })).toMatchObject({
      answered: null,
      engaged: 'engagementLength',
    });
  });

  it('a customer with a shorter engagement length still waits for the 2-minute mark for engaged', () => {
    expect(locks({ engagementMinutes: 1, now: after(90) })).toMatchObject({ engaged: 'engagementLength' });
    expect(locks({ engagementMinutes: 1, now: after(120) })).toMatchObject({ engaged: null });
  });

  it('the override permission removes both minimums, not the need to connect', () => {
    expect(locks({ canOverride: true, now: after(5) })).toEqual({
      engaged: null,
      answered: null,
      'another-person': null,
      other: null,
    });
    expect(locks({ canOverride: true, call: { timeConnected: null } })).toEqual({
      engaged: 'notConnected',
      answered: 'notConnected',
      'another-person': 'notConnected',
      other: null,
    });
  });

  it('a call that never connected offers only other', () => {
    expect(locks({ call: { timeConnected: null, timeEnded: START } })).toEqual({
      engaged: 'notConnected',
      answered: 'notConnected',
      'another-person': 'notConnected',
      other: null,
    });
  });

  it('a resourcing call offers answered and other, without minimums', () => {
    expect(locks({ call: { resourceInteraction: true }, now: after(1) })).toEqual({
      engaged: 'resourcing',
      answered: null,
      'another-person': 'resourcing',
      other: null,
    });
  });

  it('an outcome deprecated before the call started is not listed; one deprecated after it is', () => {
    const outcomes = [
      { id: 9, key: 'old', deprecatedAt: '2026-03-10T14:59:59.000Z' },
      { id: 10, key: 'later', deprecatedAt: '2026-03-10T15:00:01.000Z' },
    ];
    expect(
      callOutcomeChoices({
        outcomes,
        call: { resourceInteraction: false, timeStarted: START, timeConnected: null, timeEnded: null },
        engagementMinutes: 5,
        canOverride: false,
        now: START,
      }).map((c) => c.id),
    ).toEqual([10]);
  });

  it('a locked outcome of a live call says when it unlocks; an ended call’s never does', () => {
    const live = callOutcomeChoices({
      outcomes: OUTCOMES,
      call: { resourceInteraction: false, timeStarted: START, timeConnected: CONNECTED, timeEnded: null },
      engagementMinutes: 5,
      canOverride: false,
      now: after(10),
    });
    expect(live.find((c) => c.key === 'answered')?.unlocksAt).toBe(after(120));
    expect(live.find((c) => c.key === 'engaged')?.unlocksAt).toBe(after(300));
    const ended = callOutcomeChoices({
      outcomes: OUTCOMES,
      call: { resourceInteraction: false, timeStarted: START, timeConnected: CONNECTED, timeEnded: after(20) },
      engagementMinutes: 5,
      canOverride: false,
      now: after(30),
    });
    expect(ended.find((c) => c.key === 'answered')?.unlocksAt).toBeNull();
  });
});

describe('call notes and follow-ups', () => {
  const LONG = `<p>${'Talked about the pharmacy and the ride to the clinic.'}</p>`;
  it.each([
    { outcome: 'engaged', note: '<p>short</p>', problem: CALL_MESSAGES.noteTooShort },
    { outcome: 'answered', note: LONG, problem: null },
    { outcome: 'another-person', note: null, problem: null },
    { outcome: 'other', note: '<p>short</p>', problem: null },
    { outcome: null, note: '<p>short</p>', problem: null },
  ])('$outcome with $note: $problem', ({ outcome, note, problem }) => {
    expect(callNoteProblem(outcome, note)).toBe(problem);
  });

  const ended = { status: 'ENDED' as const, timeConnected: START };
  it.each([
    { call: ended, outcome: null, note: null, followUp: 'INCOMPLETE_CALL' },
    { call: ended, outcome: 'engaged', note: null, followUp: 'INCOMPLETE_NOTE_CALL' },
    { call: ended, outcome: 'engaged', note: '<p>short</p>', followUp: 'INCOMPLETE_NOTE_CALL' },
    { call: ended, outcome: 'engaged', note: LONG, followUp: null },
    { call: ended, outcome: 'other', note: null, followUp: null },
    { call: { status: 'ACTIVE' as const, timeConnected: START }, outcome: null, note: null, followUp: null },
    { call: { status: 'MISSED' as const, timeConnected: null }, outcome: null, note: null, followUp: null },
    { call: { status: 'FAILED' as const, timeConnected: null }, outcome: null, note: null, followUp: null },
  ])('$call.status, $outcome: $followUp', ({ call, outcome, note, followUp }) => {
    expect(callFollowUp(call, outcome, note)).toBe(followUp);
  });
});

describe('isCallStatusStep: the carrier’s reports move a call forward only', () => {
  const cases: [CallStatus, CallStatus, boolean][] = [
    ['CONNECTING', 'ACTIVE', true],
    ['CONNECTING', 'MISSED', true],
    ['CONNECTING', 'BUSY', true],
    ['CONNECTING', 'FAILED', true],
    ['ACTIVE', 'ENDED', true],
    ['ACTIVE', 'FAILED', true],
    ['ACTIVE', 'CONNECTING', false],
    ['ACTIVE', 'ACTIVE', false],
    ['ENDED', 'ACTIVE', false],
    ['MISSED', 'ENDED', false],
    ['BUSY', 'ACTIVE', false],
  ];
  it.each(cases)('%s -> %s: %s', (from, to, allowed) => expect(isCallStatusStep(from, to)).toBe(allowed));
});

describe('request schemas', () => {
  it('placeCallBody wants a client-made id, the member and the number', () => {
    expect(
      placeCallBody({
        id: crypto.randomUUID(),
        targetUserId: crypto.randomUUID(),
        phoneNumberId: 3,
        resourceInteraction: false,
      }),
    ).not.toBeInstanceOf(Error);
    expect(
      placeCallBody({
        id: 'x',
        targetUserId: crypto.randomUUID(),
        phoneNumberId: 3,
        resourceInteraction: false,
      }).toString(),
    ).toContain('id');
    expect(
      placeCallBody({
        id: crypto.randomUUID(),
        targetUserId: crypto.randomUUID(),
        phoneNumberId: 0,
        resourceInteraction: false,
      }).toString(),
    ).toContain('phoneNumberId');
  });
  it('updateCallBody stores an empty note as none', () => {
    expect(updateCallBody({ outcomeId: 4, note: '<p></p>' })).toEqual({ outcomeId: 4, note: null });
  });
});

describe('callClock', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [125, '2:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%s s: %s', (s, text) => expect(callClock(s)).toBe(text));
});
