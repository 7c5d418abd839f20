/**
 * The member's actions a hub program may be referred on: those on an open need (neither fulfilled
 * nor stopped), newest first as the actions come. When there are none, why: the member has no
 * action at all, or only actions on closed needs (issue 38: the hub said a member with an action
 * on a fulfilled need had no actions).
 */
import { isNeedOpen } from '../../domain/index.ts';

interface Action {
  needId: string;
}
interface Need {
  id: string;
  fulfilledAt: string | null;
  abandonedAt: string | null;
}

export type ReferableActions<A, N> =
  { kind: 'some'; choices: { action: A; need: N }[] } | { kind: 'noActions' } | { kind: 'onlyClosedNeeds' };

export function referableActions<A extends Action, N extends Need>(
  actions: readonly A[],
  needs: readonly N[],
): ReferableActions<A, N> {
  const open = new Map(needs.filter(isNeedOpen).map((need) => [need.id, need]));
  const choices = actions.flatMap((action) => {
    const need = open.get(action.needId);
    return need ? [{ action, need }] : [];
  });
  if (choices.length) return { kind: 'some', choices };
  return actions.length ? { kind: 'onlyClosedNeeds' } : { kind: 'noActions' };
}
