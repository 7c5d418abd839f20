/** The walks' scenarios for the operations of members.ts (gathered in server/testing/scenarios.ts). */
import { ANY_STAFF } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { membersHandlers } from './members.ts';

export const membersScenarios = {
  memberList: {
    authorization: {
      request: ({ o }) => ({ query: { ids: [o.member.id], includeCount: true, 'page-size': 10 } }),
      expect: ANY_STAFF,
    },
    isolation: {
      nothingForeign: ({ foreign }) => ({ query: { ids: [foreign.member.id], includeCount: true, 'page-size': 500 } }),
    },
  },
  memberListFilters: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
} satisfies ScenariosOf<HandledBy<typeof membersHandlers>>;
