/** Goal rules: the need card's text by status (day boundaries in the viewer's zone), progress and order. */
import { describe, expect, it } from 'vitest';
import { consentGoal, goalsInProgress, needGoal, orderGoals, surveyGoal, type GoalNeed } from './goals.ts';
import type { NeedViewing } from './needs.ts';

const viewing = (
  now: string,
  memberStageKey: string | null = 'in-program',
  timeZone = 'America/Chicago',
): NeedViewing => ({ nowMs: Date.parse(now), timeZone, memberStageKey });
const need = (fields: Partial<GoalNeed> = {}): GoalNeed => ({
  id: 'n1',
  memberId: 'm1',
  issueLabel: 'Food insecurity',
  identifiedAt: '2026-11-01T15:00:00.000Z',
  expiresAt: '2026-12-01T06:00:00.000Z',
  fulfilledAt: null,
  abandonedAt: null,
  closedById: null,
  fulfilledComment: null,
  needRequiresAction: false,
  lastActionAt: null,
  ...fields,
});

describe('need goal text', () => {
  it.each([
    [
      'fulfilled: the fulfilment description',
      need({ fulfilledAt: '2026-11-10T15:00:00.000Z', fulfilledComment: 'Enrolled' }),
      '2026-11-12T15:00:00Z',
      'in-program',
      { kind: 'fulfilled', comment: 'Enrolled' },
    ],
    [
      'stopped: who and when',
      need({ abandonedAt: '2026-11-09T15:00:00.000Z', closedById: 'g1' }),
      '2026-11-12T15:00:00Z',
      'in-program',
      { kind: 'stoppedPursuing', byUserId: 'g1', at: '2026-11-09T15:00:00.000Z' },
    ],
    [
      'expired on its day',
      need(),
      '2026-12-01T06:00:00Z',
      'in-program',
      { kind: 'expired', on: '2026-12-01T06:00:00.000Z' },
    ],
    ['still open on its last day in Chicago', need(), '2026-12-01T05:59:00Z', 'in-program', { kind: 'keepWorking' }],
    [
      'out of program while its window was open',
      need(),
      '2026-11-12T15:00:00Z',
      'independence',
      { kind: 'outOfProgram' },
    ],
    [
      'expired, whatever the stage, once past',
      need(),
      '2026-12-03T15:00:00Z',
      'independence',
      { kind: 'expired', on: '2026-12-01T06:00:00.000Z' },
    ],
    [
      'identified, before the threshold',
      need({ needRequiresAction: true }),
      '2026-11-14T14:59:00Z',
      'in-program',
      { kind: 'keepWorking' },
    ],
    [
      'identified, at the threshold with no action',
      need({ needRequiresAction: true }),
      '2026-11-15T15:00:00Z',
      'in-program',
      { kind: 'documentAction' },
    ],
    [
      'identified, past the threshold with an action',
      need({ needRequiresAction: true, lastActionAt: '2026-11-03T15:00:00.000Z' }),
      '2026-11-20T15:00:00Z',
      'in-program',
      { kind: 'keepWorking' },
    ],
    [
      'identified, past the threshold, no action required',
      need(),
      '2026-11-20T15:00:00Z',
      'in-program',
      { kind: 'keepWorking' },
    ],
  ])('%s', (_name, row, now, stage, text) => {
    expect(needGoal(row, viewing(now, stage)).text).toEqual(text);
  });

  it('dates the due day in the viewer’s zone', () => {
    expect(needGoal(need(), viewing('2026-11-12T15:00:00Z')).dueDate).toBe('2026-12-01');
    expect(needGoal(need(), viewing('2026-11-12T15:00:00Z', 'in-program', 'America/Los_Angeles')).dueDate).toBe(
      '2026-11-30',
    );
  });
});

describe('goal progress and order', () => {
  const survey = (id: string, completed: boolean, dueAt: string | null) =>
    surveyGoal(
      { id, completed, completedAt: completed ? '2026-11-10T15:00:00.000Z' : null, dueAt },
      { id: 's', displayName: 'Screening', summary: '' },
      'America/Chicago',
    );
  const now = viewing('2026-11-12T15:00:00Z');

  it('counts surveys not complete, consents not answered and identified needs', () => {
    const goals = [
      survey('a', false, null),
      survey('b', true, null),
      consentGoal({ id: 't1', key: 'tcpa' }, { consented: null, answeredAt: null }),
      consentGoal({ id: 't2', key: 'treat' }, { consented: false, answeredAt: '2026-11-02T15:00:00.000Z' }),
      needGoal(need({ id: 'n1' }), now),
      needGoal(need({ id: 'n2', abandonedAt: '2026-11-09T15:00:00.000Z' }), now),
      needGoal(need({ id: 'n3' }), viewing('2026-12-05T15:00:00Z')),
    ];
    expect(goalsInProgress(goals)).toBe(3);
  });

  it('puts goals in progress first, soonest due first, then the completed ones newest first', () => {
    const goals = [
      survey('done', true, null),
      survey('later', false, '2026-12-20T15:00:00.000Z'),
      survey('undated', false, null),
      survey('soon', false, '2026-11-20T15:00:00.000Z'),
    ];
    expect(orderGoals(goals).map((goal) => goal.id)).toEqual(['soon', 'later', 'undated', 'done']);
  });
});
