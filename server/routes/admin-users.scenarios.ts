/**
 * The walks' scenarios for the operations of admin-users.ts (gathered in server/testing/scenarios.ts).
 * - User Administration: admins only; another organisation's user, team or customer is not found.
 *   Writes act on a staff user made for the cell, so no cell changes the world the next one sees.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminUsersHandlers } from './admin-users.ts';

/** A staff user of the organisation's own, with app access, signing in with a fresh e-mail. */
export async function createStaffUser(
  db: Db,
  org: Pick<TestOrganisation, 'organisationId' | 'clientId'>,
  role: Role = 'GUIDE',
  firstName = 'Staff',
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `staff-${id.slice(0, 8)}@test.example`;
  await db.insert(users).values({
    id,
    organisationId: org.organisationId,
    clientId: org.clientId,
    role,
    firstName,
    lastName: 'Tester',
    loginEmail: email,
    authSubject: id,
    hasAppAccess: true,
  });
  return { id, email };
}

const fields = (teamId: string | null) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  role: 'PROVIDER' as const,
  timeZone: 'America/Chicago' as const,
  mobilePhone: null,
  teams: teamId ? [{ teamId, isPrimary: true, isManager: false, startDate: null, endDate: null }] : [],
  clientAuditors: [],
  hasAppAccess: true,
});

const newUser = (teamId: string | null) => {
  const id = randomUUID();
  return { id, email: `new-${id.slice(0, 8)}@test.example`, resourceNumber: null, ...fields(teamId) };
};

export const adminUsersScenarios = {
  adminUsers: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: { nothingForeign: () => ({}), by: 'superAdmin' },
  },
  availableResourcingNumbers: {
    authorization: { request: () => ({ query: { baseNumber: '312' } }), expect: ADMINS_ANYWHERE },
    isolation: { exempt: "numbers a carrier offers, no organisation's object" },
  },
  createAdminUser: {
    authorization: { request: ({ o }) => ({ body: newUser(o.teamIds[0]) }), expect: ADMINS },
    isolation: { notFound: ({ foreign }) => ({ body: newUser(foreign.teamIds[0]) }), by: 'superAdmin' },
    write: async ({ org, callAs }) => {
      const body = { ...newUser(org.teamIds[0]), role: 'GUIDE' as const, resourceNumber: '312' };
      return () => callAs(org.superAdmin, { body });
    },
  },
  updateAdminUser: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { userId: (await createStaffUser(db, o, 'PROVIDER')).id },
        body: fields(o.teamIds[0]),
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { userId: (await createStaffUser(db, foreign, 'PROVIDER')).id },
        body: fields(null),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const user = await createStaffUser(db, org, 'PROVIDER');
      return () => callAs(org.superAdmin, { params: { userId: user.id }, body: fields(org.teamIds[1]) });
    },
  },
  deleteAdminUser: {
    authorization: {
      request: async ({ db, o }) => ({ params: { userId: (await createStaffUser(db, o)).id } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { userId: (await createStaffUser(db, foreign)).id } }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const user = await createStaffUser(db, org);
      return () => callAs(org.superAdmin, { params: { userId: user.id } });
    },
  },
  bulkUserOperation: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          id: randomUUID(),
          userIds: [(await createStaffUser(db, o)).id],
          operation: 'ASSIGN_TEAMS',
          data: { teamIds: [o.teamIds[1]] },
        },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => ({
        body: {
          id: randomUUID(),
          userIds: [(await createStaffUser(db, home)).id],
          operation: 'ASSIGN_TEAMS',
          data: { teamIds: [foreign.teamIds[0]] },
        },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const user = await createStaffUser(db, org);
      return () =>
        callAs(org.superAdmin, {
          body: {
            id: randomUUID(),
            userIds: [user.id],
            operation: 'ASSIGN_TEAMS',
            data: { teamIds: [org.teamIds[1]] },
          },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminUsersHandlers>>;
