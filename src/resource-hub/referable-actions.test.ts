import { describe, expect, it } from 'vitest';
import { referableActions } from './referable-actions.ts';

const need = (id: string, closed: 'fulfilled' | 'stopped' | null = null) => ({
  id,
  fulfilledAt: closed === 'fulfilled' ? '2026-03-01T15:00:00Z' : null,
  abandonedAt: closed === 'stopped' ? '2026-03-01T15:00:00Z' : null,
});

describe('the actions a hub program may be referred on', () => {
  it('offers the actions on open needs, in their order', () => {
    const actions = [
      { id: 'a3', needId: 'open' },
      { id: 'a2', needId: 'done' },
      { id: 'a1', needId: 'open' },
    ];
    const result = referableActions(actions, [need('open'), need('done', 'fulfilled')]);
    expect(result.kind === 'some' && result.choices.map((choice) => choice.action.id)).toEqual(['a3', 'a1']);
  });

  // Issue 38: a member whose only action was on a fulfilled need was said to have no actions.
  it('tells a member with actions only on closed needs from one with no action at all', () => {
    const closed = [need('done', 'fulfilled'), need('stopped', 'stopped')];
    expect(referableActions([{ needId: 'done' }, { needId: 'stopped' }], closed)).toEqual({ kind: 'onlyClosedNeeds' });
    expect(referableActions([], [need('open')])).toEqual({ kind: 'noActions' });
  });
});
