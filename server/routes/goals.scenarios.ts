/** The walks' scenarios for the operations of goals.ts (gathered in server/testing/scenarios.ts). */
import { READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { goalsHandlers } from './goals.ts';

export const goalsScenarios = {
  goalsTracking: {
    authorization: { request: ({ o }) => ({ params: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof goalsHandlers>>;
