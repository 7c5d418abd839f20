/** The walks' scenarios for the operations of platform.ts (gathered in server/testing/scenarios.ts). */
import { ANY_STAFF, EVERYONE, SIGNED_IN } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { platformHandlers } from './platform.ts';

export const platformScenarios = {
  clientConfig: {
    authorization: { request: () => ({}), expect: EVERYONE },
    isolation: { exempt: 'public configuration, the same for every organisation' },
  },
  syncChanges: {
    authorization: { request: () => ({ query: { since: 0, limit: 10 } }), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({ query: { since: 0, limit: 5000 } }) },
  },
  logout: {
    authorization: { request: () => ({}), expect: SIGNED_IN },
    isolation: { exempt: 'ends the caller’s own session; names no object' },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {}),
  },
} satisfies ScenariosOf<HandledBy<typeof platformHandlers>>;
