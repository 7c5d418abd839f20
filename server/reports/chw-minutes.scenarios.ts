/**
 * The walks' scenarios for the reports (gathered in server/testing/scenarios.ts): the CHW minutes
 * report is for supervisors and admins; another organisation's customer is not found.
 */
import { SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { reportHandlers } from './chw-minutes.ts';

const thisMonth = () => new Date().toISOString().slice(0, 7);

export const reportScenarios = {
  chwMinutesReport: {
    authorization: {
      request: ({ o }) => ({ query: { month: thisMonth(), clientId: o.clientId } }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ query: { month: thisMonth(), clientId: foreign.clientId } }),
      by: 'superAdmin',
    },
  },
  chwMinutesOfMember: {
    authorization: {
      request: ({ o }) => ({ params: { memberId: o.member.id }, query: { month: thisMonth() } }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id }, query: { month: thisMonth() } }),
      by: 'superAdmin',
    },
  },
} satisfies ScenariosOf<HandledBy<typeof reportHandlers>>;
