/**
 * The rules User Administration's writes keep (spec part 3 sections 4 to 6), and the membership
 * rows they replace. A team or customer of another organisation is not found, like a missing one;
 * a rule broken is refused on the field it concerns, and nothing is written.
 */
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import {
  ACCESS_ROLES,
  ADMIN_USER_MESSAGES,
  ADMINISTRATOR_ROLES,
  memberTeamCount,
  type createAdminUserBody,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { clients, teamMemberships, teams, userClientAccess, users } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { presentTeam } from './admin-teams.ts';
import { refusedFields } from './interaction-records.ts';

type Memberships = Pick<typeof createAdminUserBody.infer, 'teams' | 'clientAuditors' | 'role' | 'hasAppAccess'>;

/** Checks what a create or update names: its teams and customers exist here, one MEMBER team, auditors for supervisors. */
export async function checkMemberships(tx: Tx, actor: Actor, body: Memberships): Promise<void> {
  if (memberTeamCount(body.teams) > 1)
    throw refusedFields([{ property: 'teams', message: ADMIN_USER_MESSAGES.oneMemberTeam }]);
  if (body.clientAuditors.length && body.role !== 'GUIDE_SUPERVISOR')
    throw refusedFields([{ property: 'clientAuditors', message: ADMIN_USER_MESSAGES.auditorsOnlyForSupervisors }]);
  const teamIds = [...new Set(body.teams.map((team) => team.teamId))];
  if (teamIds.length) {
    const found = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(inArray(teams.id, teamIds), eq(teams.organisationId, actor.organisationId)));
    if (found.length !== teamIds.length) throw notFound();
  }
  const clientIds = [...new Set(body.clientAuditors.map((auditor) => auditor.clientId))];
  if (clientIds.length) {
    const found = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(inArray(clients.id, clientIds), eq(clients.organisationId, actor.organisationId)));
    if (found.length !== clientIds.length) throw notFound();
  }
}

/** App access is a super admin's to give or take (spec part 3 section 6). */
export function checkAppAccess(actor: Actor, wanted: boolean, current: boolean): void {
  if (wanted !== current && actor.role !== 'SUPER_ADMIN')
    throw refusedFields([{ property: 'hasAppAccess', message: ADMIN_USER_MESSAGES.appAccessSuperAdminOnly }]);
}

/**
 * Replaces the user's team memberships (a team named twice keeps its first line: adding a team
 * already in the list is ignored), and tells admins of the teams whose member count changed.
 */
export async function replaceTeams(
  tx: Tx,
  changes: ChangeRecorder,
  organisationId: string,
  userId: string,
  wanted: Memberships['teams'],
): Promise<void> {
  const before = await tx
    .delete(teamMemberships)
    .where(eq(teamMemberships.userId, userId))
    .returning({ teamId: teamMemberships.teamId });
  const seen = new Set<string>();
  const rows = wanted.filter((team) => !seen.has(team.teamId) && seen.add(team.teamId));
  if (rows.length)
    await tx.insert(teamMemberships).values(
      rows.map((team) => ({
        organisationId,
        teamId: team.teamId,
        userId,
        isLead: team.isManager,
        role: team.isPrimary ? ('MEMBER' as const) : ('VIEWER' as const),
        startDate: team.startDate,
        endDate: team.endDate,
      })),
    );
  const touched = [...new Set([...before.map((row) => row.teamId), ...rows.map((row) => row.teamId)])];
  if (!touched.length) return;
  // One query at a time: a transaction's one connection takes no more.
  const teamRows = await tx.select().from(teams).where(inArray(teams.id, touched));
  const counts = await tx
    .select({ teamId: teamMemberships.teamId, n: count() })
    .from(teamMemberships)
    .where(inArray(teamMemberships.teamId, touched))
    .groupBy(teamMemberships.teamId);
  const members = new Map(counts.map((row) => [row.teamId, row.n]));
  for (const team of teamRows) {
    const data = presentTeam(team, members.get(team.id) ?? 0);
    changes.record({ entity: 'team', id: team.id, op: 'upsert', data });
  }
}

/** Replaces the customers a supervisor audits (ADMIN access on the customer). */
export async function replaceAuditors(
  tx: Tx,
  organisationId: string,
  userId: string,
  wanted: Memberships['clientAuditors'],
): Promise<void> {
  await tx
    .delete(userClientAccess)
    .where(and(eq(userClientAccess.userId, userId), eq(userClientAccess.accessRole, ACCESS_ROLES.ADMIN)));
  const seen = new Set<string>();
  const rows = wanted.filter((auditor) => !seen.has(auditor.clientId) && seen.add(auditor.clientId));
  // Another access role on the same customer (MEMBER, VIEWER) gives way: one row per user and customer.
  if (rows.length)
    await tx.delete(userClientAccess).where(
      and(
        eq(userClientAccess.userId, userId),
        inArray(
          userClientAccess.clientId,
          rows.map((row) => row.clientId),
        ),
      ),
    );
  if (rows.length)
    await tx.insert(userClientAccess).values(
      rows.map((auditor) => ({
        organisationId,
        userId,
        clientId: auditor.clientId,
        accessRole: ACCESS_ROLES.ADMIN,
        startDate: auditor.startDate,
        endDate: auditor.endDate,
      })),
    );
}

/**
 * After a write, inside its transaction: the organisation still has an active administrator (an
 * ADMIN or SUPER_ADMIN with app access, not deleted), or the whole write is refused. Without one,
 * nobody could give access back.
 */
export async function keepAnAdministrator(tx: Tx, organisationId: string): Promise<void> {
  const [active] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        inArray(users.role, [...ADMINISTRATOR_ROLES]),
        eq(users.hasAppAccess, true),
        eq(users.isDeleted, false),
      ),
    );
  if (!active?.n)
    throw new HttpError(400, ADMIN_USER_MESSAGES.lastAdministrator, ADMIN_USER_MESSAGES.lastAdministrator);
}

/** True when another user (any organisation: sign-in matches the e-mail alone) already signs in with it. */
export async function emailTaken(tx: Tx, email: string, exceptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginEmail, email), notInArray(users.id, [exceptId])))
    .limit(1);
  return row !== undefined;
}
