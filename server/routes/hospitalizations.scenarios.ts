/**
 * The walks' scenarios for the operations of hospitalizations.ts (gathered in server/testing/scenarios.ts).
 * - The hospitalizations dashboard: the other organisation's stay, and a filter naming its customer.
 * - Hospitalizations: for users administering a customer (user_client_access); a filter naming another
 *   organisation's customer matches nothing (the isolation walk checks no row of it leaks).
 */
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createHospitalization } from './hospitalizations-testing.ts';
import type { hospitalizationsHandlers } from './hospitalizations.ts';

export const hospitalizationsScenarios = {
  hospitalizationList: {
    authorization: {
      request: ({ o }) => ({ query: { clientIds: [o.clientId], 'page-size': 25 } }),
      expect: ADMINS_ANYWHERE,
    },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await createHospitalization(db, foreign);
        return { query: { clientIds: [foreign.clientId], 'page-size': 25 } };
      },
      by: 'superAdmin',
    },
  },
  hospitalizationMetaCounts: {
    authorization: {
      request: ({ o }) => ({ query: { clientIds: [o.clientId] } }),
      expect: ADMINS_ANYWHERE,
    },
    isolation: { nothingForeign: ({ foreign }) => ({ query: { clientIds: [foreign.clientId] } }), by: 'superAdmin' },
  },
  hospitalizationFilterOptions: {
    authorization: {
      request: () => ({}),
      expect: ADMINS_ANYWHERE,
    },
    isolation: { nothingForeign: () => ({}), by: 'superAdmin' },
  },
  updateHospitalization: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: (await createHospitalization(db, o)).id },
        body: { note: 'Called the member', guideEnteredDischargedAt: '2030-01-01' },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: (await createHospitalization(db, foreign)).id },
        body: { note: 'Called the member', guideEnteredDischargedAt: '2030-01-01' },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const stay = await createHospitalization(db, org);
      return () =>
        callAs(org.superAdmin, {
          params: { id: stay.id },
          body: { note: 'Called the member after discharge', guideEnteredDischargedAt: stay.admitDate },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof hospitalizationsHandlers>>;
