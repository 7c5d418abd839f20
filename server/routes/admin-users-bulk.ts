/**
 * Bulk operations on selected users (spec part 3 sections 4, 7, 8): toggle app access and delete
 * (a super admin's), assign and remove teams. One transaction; a user refused (another
 * organisation's, the last active administrator) is reported with its reason and the others are
 * done. The outcome is recorded as the acting admin's
 * private `adminBulkOperation` change, last, so the portal reads it once the write is confirmed.
 */
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import {
  ADMIN_USER_MESSAGES,
  ADMINISTRATOR_ROLES,
  BULK_MESSAGES,
  SUPER_ADMIN_BULK_OPERATIONS,
  type bulkUserOperationBody,
  type EntityShape,
  type Role,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { teamMemberships, teams, users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { fullName, presentUserChange } from '../presenters/people.ts';
import { presentTeam } from './admin-teams.ts';
import { NOT_STAFF, presentAdminUsers, type UserRow } from './admin-users-present.ts';
import { keepAnAdministrator } from './admin-users-rules.ts';
import { refusedFields } from './interaction-records.ts';

type Body = typeof bulkUserOperationBody.infer;
type Result = EntityShape<'adminBulkOperation'>['results'][number];

/** Memberships per insert statement (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_BATCH = 5_000;

/** The request's own refusals, before any user is touched (the whole request answers 400, 403 or 404). */
async function checkRequest(tx: Tx, actor: Actor, body: Body): Promise<string[]> {
  if (SUPER_ADMIN_BULK_OPERATIONS.includes(body.operation) && actor.role !== 'SUPER_ADMIN')
    throw forbidden(BULK_MESSAGES.superAdminOnly);
  if (body.operation === 'TOGGLE_APP_ACCESS' && body.data.hasAppAccess === undefined)
    throw refusedFields([{ property: 'data.hasAppAccess', message: BULK_MESSAGES.appAccessRequired }]);
  if (body.operation !== 'ASSIGN_TEAMS' && body.operation !== 'REMOVE_TEAMS') return [];
  const teamIds = [...new Set(body.data.teamIds ?? [])];
  if (!teamIds.length) throw refusedFields([{ property: 'data.teamIds', message: BULK_MESSAGES.teamsRequired }]);
  const found = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, teamIds), eq(teams.organisationId, actor.organisationId)));
  if (found.length !== teamIds.length) throw notFound();
  return teamIds;
}

/** Whether a user counts as an active administrator (the last one may not go). */
const activeAdministrator = (user: UserRow) =>
  ADMINISTRATOR_ROLES.includes(user.role as Role) && user.hasAppAccess && !user.isDeleted;

/** The named users who are the organisation's staff, not deleted, locked for the write (others: not found). */
async function staffForWrite(tx: Tx, organisationId: string, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const rows = await tx
    .select()
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.organisationId, organisationId),
        eq(users.isDeleted, false),
        notInArray(users.role, NOT_STAFF),
      ),
    )
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The organisation's active administrators now (before this operation). */
async function activeAdministrators(tx: Tx, organisationId: string): Promise<number> {
  const [row] = await tx
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
  return row?.n ?? 0;
}

/** Tells admins of each team whose members changed, once per team. */
async function recordTeams(tx: Tx, changes: ChangeRecorder, touched: ReadonlySet<string>): Promise<void> {
  if (!touched.size) return;
  const ids = [...touched];
  const teamRows = await tx.select().from(teams).where(inArray(teams.id, ids));
  const counts = await tx
    .select({ teamId: teamMemberships.teamId, n: count() })
    .from(teamMemberships)
    .where(inArray(teamMemberships.teamId, ids))
    .groupBy(teamMemberships.teamId);
  const members = new Map(counts.map((row) => [row.teamId, row.n]));
  for (const team of teamRows)
    changes.record({ entity: 'team', id: team.id, op: 'upsert', data: presentTeam(team, members.get(team.id) ?? 0) });
}

/**
 * Runs the operation on every user it may touch, set-wise: a few statements for the whole
 * selection, not a dozen per user (1,000 users took 20 s that way). The users are decided first, in
 * the order given: one not the organisation's staff is not found; one whose change would leave no
 * active administrator is refused (those before it are done). Then one statement writes them all.
 */
async function applyToAll(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  body: Body,
  teamIds: readonly string[],
  now: Date,
): Promise<Result[]> {
  const ids = [...new Set(body.userIds)];
  const found = await staffForWrite(tx, actor.organisationId, ids);
  const removesAccess =
    body.operation === 'DELETE_USERS' || (body.operation === 'TOGGLE_APP_ACCESS' && body.data.hasAppAccess === false);
  let administrators = removesAccess ? await activeAdministrators(tx, actor.organisationId) : 0;
  const results: Result[] = [];
  const done: UserRow[] = [];
  for (const userId of ids) {
    const user = found.get(userId);
    if (!user) {
      results.push({ userId, name: '', success: false, message: BULK_MESSAGES.userNotFound });
      continue;
    }
    if (removesAccess && activeAdministrator(user)) {
      if (administrators <= 1) {
        results.push({ userId, name: '', success: false, message: ADMIN_USER_MESSAGES.lastAdministrator });
        continue;
      }
      administrators -= 1;
    }
    done.push(user);
    results.push({ userId, name: fullName(user), success: true, message: null });
  }
  if (!done.length) return results;
  const doneIds = done.map((user) => user.id);
  const touched = new Set<string>();

  if (body.operation === 'TOGGLE_APP_ACCESS') {
    await tx
      .update(users)
      .set({ hasAppAccess: body.data.hasAppAccess ?? false, updatedAt: now })
      .where(inArray(users.id, doneIds));
  } else if (body.operation === 'DELETE_USERS') {
    await tx.update(users).set({ isDeleted: true, updatedAt: now }).where(inArray(users.id, doneIds));
    const left = await tx
      .delete(teamMemberships)
      .where(inArray(teamMemberships.userId, doneIds))
      .returning({ teamId: teamMemberships.teamId });
    for (const row of left) touched.add(row.teamId);
  } else if (body.operation === 'ASSIGN_TEAMS') {
    // Added teams are viewed (MEMBER of one team only, chosen in the user's form); a team already held is kept as it is.
    const held = await tx
      .select({ teamId: teamMemberships.teamId, userId: teamMemberships.userId })
      .from(teamMemberships)
      .where(and(inArray(teamMemberships.userId, doneIds), inArray(teamMemberships.teamId, [...teamIds])));
    const holds = new Set(held.map((row) => `${row.userId}:${row.teamId}`));
    const rows = doneIds.flatMap((userId) =>
      teamIds
        .filter((teamId) => !holds.has(`${userId}:${teamId}`))
        .map((teamId) => ({
          organisationId: actor.organisationId,
          teamId,
          userId,
          isLead: false,
          role: 'VIEWER' as const,
        })),
    );
    for (let start = 0; start < rows.length; start += INSERT_BATCH)
      await tx.insert(teamMemberships).values(rows.slice(start, start + INSERT_BATCH));
    for (const row of rows) touched.add(row.teamId);
  } else {
    const left = await tx
      .delete(teamMemberships)
      .where(and(inArray(teamMemberships.userId, doneIds), inArray(teamMemberships.teamId, [...teamIds])))
      .returning({ teamId: teamMemberships.teamId });
    for (const row of left) touched.add(row.teamId);
  }
  await keepAnAdministrator(tx, actor.organisationId);
  await recordTeams(tx, changes, touched);

  if (body.operation === 'DELETE_USERS') {
    for (const id of doneIds) {
      changes.record({ entity: 'user', id, op: 'delete', data: null });
      changes.record({ entity: 'adminUser', id, op: 'delete', data: null });
    }
    return results;
  }
  const rows = await tx.select().from(users).where(inArray(users.id, doneIds));
  const presented = new Map((await presentAdminUsers(tx, rows)).map((data) => [data.id, data]));
  for (const row of rows) {
    changes.record({ entity: 'user', id: row.id, op: 'upsert', data: presentUserChange(row) });
    changes.record({ entity: 'adminUser', id: row.id, op: 'upsert', data: presented.get(row.id)! });
  }
  return results;
}

export async function runBulkOperation(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  body: Body,
  now: Date,
): Promise<EntityShape<'adminBulkOperation'>> {
  const teamIds = await checkRequest(tx, actor, body);
  const results = await applyToAll(tx, changes, actor, body, teamIds, now);
  const outcome = {
    id: body.id,
    actorId: actor.user.id,
    operation: body.operation,
    successCount: results.filter((r) => r.success).length,
    failureCount: results.filter((r) => !r.success).length,
    results,
  };
  changes.record({ entity: 'adminBulkOperation', id: outcome.id, op: 'upsert', data: outcome, created: true });
  return outcome;
}
