/**
 * Reading staff users as User Administration shows them: the user row, their team memberships,
 * the customers they audit (ADMIN access on a customer) and their latest sign-in (`recordSignIn`). One reader for
 * the list, the answers of writes and the changes they record, so all three carry one shape.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { ACCESS_ROLES, type EntityShape, type TeamRole } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { teamMemberships, userClientAccess, users } from '../db/schema/index.ts';
import { together } from '../db/together.ts';

export type UserRow = typeof users.$inferSelect;
type Reader = Db | Tx;

/** Roles that are not staff: members and the system's own user never show in User Administration. */
export const NOT_STAFF = ['PATIENT', 'SYSTEM'];

/** The admin view of these users (in the order given), memberships and auditing included. */
export async function presentAdminUsers(db: Reader, rows: readonly UserRow[]): Promise<EntityShape<'adminUser'>[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [memberships, audits] = await together(db, [
    () => db.select().from(teamMemberships).where(inArray(teamMemberships.userId, ids)),
    () =>
      db
        .select()
        .from(userClientAccess)
        .where(and(inArray(userClientAccess.userId, ids), eq(userClientAccess.accessRole, ACCESS_ROLES.ADMIN))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.loginEmail,
    role: row.role,
    timeZone: row.timeZone,
    mobilePhone: row.mobilePhone,
    resourcingNumber: row.resourcingNumber,
    hasAppAccess: row.hasAppAccess,
    teams: memberships
      .filter((m) => m.userId === row.id)
      .map((m) => ({
        teamId: m.teamId,
        role: m.role as TeamRole,
        isManager: m.isLead,
        startDate: m.startDate,
        endDate: m.endDate,
      })),
    clientAuditors: audits
      .filter((a) => a.userId === row.id)
      .map((a) => ({ clientId: a.clientId, startDate: a.startDate, endDate: a.endDate })),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One staff user of the organisation, locked for the write; undefined when missing, deleted or another's. */
export async function staffUserForWrite(tx: Tx, organisationId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organisationId, organisationId),
        eq(users.isDeleted, false),
        notInArray(users.role, NOT_STAFF),
      ),
    )
    .for('update');
  return row;
}
