/**
 * The walks' scenarios for the operations of admin-teams.ts (gathered in server/testing/scenarios.ts).
 * - Teams Management: admins only; another organisation's team, customer or number is not found.
 */
import { randomUUID } from 'node:crypto';
import { ENTITIES } from '../../domain/index.ts';
import { internalPhoneNumbers } from '../db/schema/index.ts';
import { entityRow } from '../testing/entity-rows.ts';
import type { Db } from '../db/connect.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminTeamsHandlers } from './admin-teams.ts';

const uniqueName = () => `Team ${randomUUID().slice(0, 8)}`;

/** An internal number of the organisation's own. */
export async function createInternalNumber(db: Db, org: Pick<TestOrganisation, 'organisationId'>): Promise<number> {
  const [row] = await db
    .insert(internalPhoneNumbers)
    .values(entityRow(ENTITIES.internalPhoneNumber, { organisationId: org.organisationId, number: '+13125550100' }))
    .returning({ id: internalPhoneNumbers.id });
  return row!.id;
}

export const adminTeamsScenarios = {
  adminTeams: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: { nothingForeign: () => ({}), by: 'superAdmin' },
  },
  createTeam: {
    authorization: {
      request: ({ o }) => ({
        body: { id: randomUUID(), name: uniqueName(), clientId: o.clientId, internalPhoneNumberId: null },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: { id: randomUUID(), name: uniqueName(), clientId: foreign.clientId, internalPhoneNumberId: null },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const number = await createInternalNumber(db, org);
      return () =>
        callAs(org.superAdmin, {
          body: { id: randomUUID(), name: uniqueName(), clientId: org.clientId, internalPhoneNumberId: number },
        });
    },
  },
  updateTeam: {
    authorization: {
      request: ({ o }) => ({ params: { id: o.teamIds[0] }, body: { name: uniqueName(), internalPhoneNumberId: null } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        params: { id: foreign.teamIds[0] },
        body: { name: uniqueName(), internalPhoneNumberId: null },
      }),
      by: 'superAdmin',
    },
    write: async ({ org, callAs }) => {
      return () =>
        callAs(org.superAdmin, {
          params: { id: org.teamIds[1] },
          body: { name: uniqueName(), internalPhoneNumberId: null },
        });
    },
  },
  internalPhoneNumbers: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await createInternalNumber(db, foreign);
        return {};
      },
      by: 'superAdmin',
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminTeamsHandlers>>;
