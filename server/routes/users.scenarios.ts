/** The walks' scenarios for the operations of users.ts (gathered in server/testing/scenarios.ts). */
import { ANY_STAFF, SIGNED_IN } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { usersHandlers } from './users.ts';

export const usersScenarios = {
  verify: {
    authorization: { request: () => ({}), expect: SIGNED_IN },
    isolation: { nothingForeign: () => ({}) },
  },
  memberStatuses: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { exempt: 'a fixed catalogue shared by every organisation (domain/catalogues.ts)' },
  },
  team: {
    authorization: { request: () => ({ query: { allViewable: true } }), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({ query: { allViewable: true } }) },
  },
  teams: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
  hierarchy: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
} satisfies ScenariosOf<HandledBy<typeof usersHandlers>>;
