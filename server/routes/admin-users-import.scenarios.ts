/**
 * The walks' scenarios for the operation of admin-users-import.ts (gathered in server/testing/scenarios.ts).
 * - The CSV import: admins only; a team is named, so another organisation's team is simply not
 *   found on its row (nothing of it is answered).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserImportRow } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { teams } from '../db/schema/index.ts';
import { ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminUsersImportHandlers } from './admin-users-import.ts';

/** A provider (no resourcing number needed) with a fresh e-mail, in the named teams. */
export const importRow = (teamNames: string[] = [], overrides: Partial<UserImportRow> = {}): UserImportRow => ({
  firstName: 'Imported',
  lastName: 'Provider',
  email: `import-${randomUUID().slice(0, 8)}@test.example`,
  role: 'PROVIDER',
  timeZone: 'America/Chicago',
  mobilePhone: '',
  resourceNumber: '',
  teams: teamNames.join('; '),
  appAccess: 'yes',
  ...overrides,
});

export async function teamNameOf(db: Db, teamId: string): Promise<string> {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return team!.name;
}

export const adminUsersImportScenarios = {
  importAdminUsers: {
    authorization: {
      request: async ({ db, home }) => ({
        body: { id: randomUUID(), dryRun: false, rows: [importRow([await teamNameOf(db, home.teamIds[0])])] },
      }),
      expect: ADMINS_ANYWHERE,
    },
    isolation: {
      nothingForeign: async ({ db, foreign }) => ({
        body: { id: randomUUID(), dryRun: false, rows: [importRow([await teamNameOf(db, foreign.teamIds[0])])] },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const team = await teamNameOf(db, org.teamIds[0]);
      return () => callAs(org.superAdmin, { body: { id: randomUUID(), dryRun: false, rows: [importRow([team])] } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminUsersImportHandlers>>;
