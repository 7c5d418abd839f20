/**
 * The walks' scenarios for the caseload view (gathered in server/testing/scenarios.ts): for
 * supervisors and admins; another organisation's guide is not found.
 */
import { SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { caseloadHandlers } from './caseload.ts';

export const caseloadScenarios = {
  caseloadSummary: {
    authorization: {
      request: ({ o }) => ({ query: { guideId: o.guide.id } }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ query: { guideId: foreign.guide.id } }),
      by: 'superAdmin',
    },
  },
} satisfies ScenariosOf<HandledBy<typeof caseloadHandlers>>;
