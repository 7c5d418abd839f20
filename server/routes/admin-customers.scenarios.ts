/**
 * The walks' scenarios for the operations of admin-customers.ts (gathered in server/testing/scenarios.ts).
 * - Customers: admins only (reads need the admin tools, writes CAN_MODIFY_CLIENTS, which only admins
 *   hold); another organisation's customer or number is not found.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createInternalNumber } from './admin-teams.scenarios.ts';
import type { adminCustomersHandlers } from './admin-customers.ts';

/** A new customer's body; its market number is `org`'s own (another organisation's is not found). */
export async function customerBody(db: Db, org: Pick<TestOrganisation, 'organisationId'>) {
  return {
    id: randomUUID(),
    name: 'Lakeside Health Partners',
    displayName: 'Lakeside',
    website: 'https://lakeside.example',
    clientMarketNumbers: [{ id: await createInternalNumber(db, org), type: 'phoneNumber' as const }],
    smsReEngagementThreshold: 3,
    callEngagementLengthRequirementInMinutes: 5,
  };
}

export const adminCustomersScenarios = {
  adminCustomers: {
    authorization: { request: () => ({ query: { includeConsents: 'true' } }), expect: ADMINS_ANYWHERE },
    isolation: { nothingForeign: () => ({ query: { includeConsents: 'true' } }), by: 'superAdmin' },
  },
  customerDetails: {
    authorization: { request: ({ o }) => ({ params: { id: o.clientId } }), expect: ADMINS },
    isolation: { notFound: ({ foreign }) => ({ params: { id: foreign.clientId } }), by: 'superAdmin' },
  },
  createCustomer: {
    authorization: { request: async ({ db, o }) => ({ body: await customerBody(db, o) }), expect: ADMINS },
    isolation: { notFound: async ({ db, foreign }) => ({ body: await customerBody(db, foreign) }), by: 'superAdmin' },
    write: async ({ db, org, callAs }) => {
      const body = await customerBody(db, org);
      return () => callAs(org.superAdmin, { body });
    },
  },
  updateCustomer: {
    authorization: {
      request: ({ o }) => ({ params: { id: o.clientId }, body: { displayName: 'Renamed' } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ params: { id: foreign.clientId }, body: { displayName: 'Renamed' } }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const number = await createInternalNumber(db, org);
      return () =>
        callAs(org.superAdmin, {
          params: { id: org.otherClientId },
          body: { website: 'https://changed.example', clientMarketNumbers: [{ id: number, type: 'feedbackNumber' }] },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminCustomersHandlers>>;
