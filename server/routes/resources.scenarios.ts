/**
 * The walks' scenarios for the operations of resources.ts (gathered in server/testing/scenarios.ts).
 * - The resource hub: the other organisation's customer and program.
 */
import { createResourceProgram } from '../resources/testing.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { resourceHubHandlers } from './resources.ts';

export const resourcesScenarios = {
  resourceHubTags: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
  resourceHubSearch: {
    authorization: { request: ({ o }) => ({ query: { clientId: o.clientId } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { clientId: foreign.clientId } }) },
  },
  resourceHubProgram: {
    authorization: {
      request: async ({ db, o }) => ({ params: { resourceId: (await createResourceProgram(db, o)).id } }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { resourceId: (await createResourceProgram(db, foreign)).id } }),
    },
  },
} satisfies ScenariosOf<HandledBy<typeof resourceHubHandlers>>;
