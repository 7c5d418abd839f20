/**
 * Bulk operations on selected users (spec part 3 sections 4, 7, 8): toggle app access and delete
 * (a super admin's), assign and remove teams. One transaction; each user in a savepoint of their
 * own, so one refusal (another organisation's user, the last active administrator) leaves the
 * others done and is reported with its reason. The outcome is recorded as the acting admin's
 * private `adminBulkOperation` change, last, so the portal reads it once the write is confirmed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  BULK_MESSAGES,
  SUPER_ADMIN_BULK_OPERATIONS,
  type bulkUserOperationBody,
  type EntityShape,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { ChangeRecorder, PendingChange } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { teamMemberships, teams, users } from '../db/schema/index.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { fullName, presentUserChange } from '../presenters/people.ts';
import { presentAdminUsers, staffUserForWrite } from './admin-users-present.ts';
import { keepAnAdministrator, replaceTeams } from './admin-users-rules.ts';
import { refusedFields } from './interaction-records.ts';

type Body = typeof bulkUserOperationBody.infer;
type Result = EntityShape<'adminBulkOperation'>['results'][number];

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

/** One user's change, inside its savepoint; answers the changes to record once the savepoint holds. */
async function applyTo(
  sp: Tx,
  actor: Actor,
  body: Body,
  teamIds: readonly string[],
  userId: string,
  now: Date,
): Promise<{ name: string; changes: PendingChange[] }> {
  const found = await staffUserForWrite(sp, actor.organisationId, userId);
  if (!found) throw notFound(BULK_MESSAGES.userNotFound);
  const pending: PendingChange[] = [];
  const recorder: ChangeRecorder = { record: (change) => void pending.push(change) };
  if (body.operation === 'TOGGLE_APP_ACCESS') {
    await sp
      .update(users)
      .set({ hasAppAccess: body.data.hasAppAccess ?? found.hasAppAccess, updatedAt: now })
      .where(eq(users.id, found.id));
  } else if (body.operation === 'DELETE_USERS') {
    await sp.update(users).set({ isDeleted: true, updatedAt: now }).where(eq(users.id, found.id));
    await replaceTeams(sp, recorder, actor.organisationId, found.id, []);
  } else {
    const current = await sp.select().from(teamMemberships).where(eq(teamMemberships.userId, found.id));
    const lines = current.map((m) => ({
      teamId: m.teamId,
      isPrimary: m.role === 'MEMBER',
      isManager: m.isLead,
      startDate: m.startDate,
      endDate: m.endDate,
    }));
    // Added teams are viewed (MEMBER of one team only, chosen in the user's form); a team already held is kept as it is.
    const wanted =
      body.operation === 'ASSIGN_TEAMS'
        ? [
            ...lines,
            ...teamIds
              .filter((id) => !lines.some((line) => line.teamId === id))
              .map((teamId) => ({ teamId, isPrimary: false, isManager: false, startDate: null, endDate: null })),
          ]
        : lines.filter((line) => !teamIds.includes(line.teamId));
    await replaceTeams(sp, recorder, actor.organisationId, found.id, wanted);
  }
  await keepAnAdministrator(sp, actor.organisationId);
  if (body.operation === 'DELETE_USERS') {
    pending.push({ entity: 'user', id: found.id, op: 'delete', data: null });
    pending.push({ entity: 'adminUser', id: found.id, op: 'delete', data: null });
  } else {
    const [row] = await sp.select().from(users).where(eq(users.id, found.id));
    const [data] = await presentAdminUsers(sp, [row!]);
    pending.push({ entity: 'user', id: found.id, op: 'upsert', data: presentUserChange(row!) });
    pending.push({ entity: 'adminUser', id: found.id, op: 'upsert', data: data! });
  }
  return { name: fullName(found), changes: pending };
}

export async function runBulkOperation(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  body: Body,
  now: Date,
): Promise<EntityShape<'adminBulkOperation'>> {
  const teamIds = await checkRequest(tx, actor, body);
  const results: Result[] = [];
  for (const userId of [...new Set(body.userIds)]) {
    try {
      const done = await tx.transaction((sp) => applyTo(sp, actor, body, teamIds, userId, now));
      for (const change of done.changes) changes.record(change);
      results.push({ userId, name: done.name, success: true, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ userId, name: '', success: false, message: error.userMessage ?? error.message });
    }
  }
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
