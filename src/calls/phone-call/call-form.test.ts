import { describe, expect, it } from 'vitest';
import { callableNumbers, callPhase, outcomeOptions } from './call-form.ts';

const phone = (id: string, primary: boolean, doNotContactReason: string | null) => ({
  id,
  number: `+1312555000${id}`,
  description: 'Mobile',
  primary,
  doNotContactReason,
});

describe('callableNumbers', () => {
  it('puts the primary first and leaves out numbers marked do not contact, except by a text STOP', () => {
    expect(
      callableNumbers([phone('1', false, null), phone('2', true, 'STOP'), phone('3', false, 'Deceased')]).map(
        (p) => p.id,
      ),
    ).toEqual(['2', '1']);
  });
});

describe('callPhase', () => {
  it.each([
    ['CONNECTING', 'dialling'],
    ['ACTIVE', 'live'],
    ['ENDED', 'over'],
    ['MISSED', 'over'],
    ['BUSY', 'over'],
    ['FAILED', 'over'],
  ])('%s: %s', (status, phase) => {
    expect(callPhase(status)).toBe(phase);
  });
});

describe('outcomeOptions', () => {
  const outcomes = [
    { id: 1, key: 'engaged', name: 'Engaged', deprecatedAt: null },
    { id: 2, key: 'answered', name: 'Answered', deprecatedAt: null },
    { id: 4, key: 'other', name: 'Other', deprecatedAt: null },
  ];
  const connected = Date.parse('2026-03-10T15:00:00.000Z');
  const call = {
    resourceInteraction: false,
    timeStarted: '2026-03-10T14:59:55.000Z',
    timeConnected: '2026-03-10T15:00:00.000Z',
    timeEnded: null,
    engagementMinutes: 5,
  };
  const word = (lock: string) => `locked: ${lock}`;

  it('locks what the call has not reached yet, with the reason in the label', () => {
    expect(outcomeOptions(outcomes, call, false, connected + 30_000, null, word)).toEqual([
      { value: '1', label: 'Engaged (locked: engagementLength)', disabled: true },
      { value: '2', label: 'Answered (locked: twoMinuteMark)', disabled: true },
      { value: '4', label: 'Other', disabled: false },
    ]);
    expect(outcomeOptions(outcomes, call, false, connected + 120_000, null, word).map((o) => o.disabled)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('the override opens them; the outcome already recorded stays choosable', () => {
    expect(outcomeOptions(outcomes, call, true, connected + 1000, null, word).map((o) => o.disabled)).toEqual([
      false,
      false,
      false,
    ]);
    expect(outcomeOptions(outcomes, call, false, connected + 1000, 1, word)[0]).toEqual({
      value: '1',
      label: 'Engaged',
      disabled: false,
    });
  });
});
