/**
 * User Administration (spec part 3 sections 2 to 9): admins list, create, edit and delete the
 * organisation's staff users. Every write records the admin view (`adminUser`, admins only) and
 * the user's summary (`user`: a user losing app access or deleted has their sockets closed and their
 * next call refused), and keeps one active administrator. Another organisation's user, team or
 * customer answers as if it did not exist.
 */
import { eq } from 'drizzle-orm';
import {
  ADMIN_USER_MESSAGES,
  isAssignableRole,
  RESOURCING_ROLES,
  type EntityShape,
  type Role,
} from '../../domain/index.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { teams, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentUserChange } from '../presenters/people.ts';
import { runBulkOperation } from './admin-users-bulk.ts';
import { availableResourcingNumbers } from './admin-users-numbers.ts';
import { listAdminUsers } from './admin-users-list.ts';
import { presentAdminUsers, staffUserForWrite } from './admin-users-present.ts';
import {
  checkAppAccess,
  checkMemberships,
  emailTaken,
  keepAnAdministrator,
  replaceAuditors,
  replaceTeams,
} from './admin-users-rules.ts';
import { refusedFields } from './interaction-records.ts';

/** Reads the user back and records both views of them: the admin row and the guide-facing summary. */
async function recordUser(
  tx: Tx,
  changes: ChangeRecorder,
  userId: string,
  created = false,
): Promise<EntityShape<'adminUser'>> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  const [data] = await presentAdminUsers(tx, [row!]);
  changes.record({ entity: 'user', id: userId, op: 'upsert', data: presentUserChange(row!) });
  changes.record({ entity: 'adminUser', id: userId, op: 'upsert', data: data!, created });
  return data!;
}

export function adminUsersHandlers(
  ctx: AppContext,
): HandlersOf<
  | 'adminUsers'
  | 'createAdminUser'
  | 'updateAdminUser'
  | 'deleteAdminUser'
  | 'availableResourcingNumbers'
  | 'bulkUserOperation'
> {
  const { db, clock } = ctx;
  return {
    async adminUsers({ actor, query }) {
      return listAdminUsers(db, actor.organisationId, query ?? {});
    },

    async availableResourcingNumbers({ actor, query }) {
      return { data: await availableResourcingNumbers(db, actor.organisationId, query.baseNumber) };
    },

    async createAdminUser({ actor, body, write }) {
      return write(async (tx, changes) => {
        // A repeated create (the same id) answers the user it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(users).where(eq(users.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          const [data] = await presentAdminUsers(tx, [existing]);
          return data!;
        }
        if (!isAssignableRole(body.role))
          throw refusedFields([{ property: 'role', message: ADMIN_USER_MESSAGES.roleNotAssignable }]);
        checkAppAccess(actor, body.hasAppAccess, true);
        await checkMemberships(tx, actor, body);
        if (await emailTaken(tx, body.email, body.id))
          throw refusedFields([{ property: 'email', message: ADMIN_USER_MESSAGES.emailTaken }]);
        let resourcingNumber: string | null = null;
        if (RESOURCING_ROLES.includes(body.role as Role)) {
          if (body.resourceNumber === null)
            throw refusedFields([{ property: 'resourceNumber', message: ADMIN_USER_MESSAGES.resourcingNumber }]);
          [resourcingNumber = null] = await availableResourcingNumbers(tx, actor.organisationId, body.resourceNumber);
          if (!resourcingNumber)
            throw refusedFields([{ property: 'resourceNumber', message: ADMIN_USER_MESSAGES.noAvailableNumber }]);
        }
        // Staff keep a home customer: their MEMBER team's, else the acting admin's.
        const memberTeam = body.teams.find((team) => team.isPrimary);
        const [home] = memberTeam
          ? await tx.select({ clientId: teams.clientId }).from(teams).where(eq(teams.id, memberTeam.teamId))
          : [];
        await tx.insert(users).values({
          id: body.id,
          organisationId: actor.organisationId,
          clientId: home?.clientId ?? actor.homeClientId,
          role: body.role,
          firstName: body.firstName,
          lastName: body.lastName,
          loginEmail: body.email,
          hasAppAccess: body.hasAppAccess,
          timeZone: body.timeZone,
          mobilePhone: body.mobilePhone,
          resourcingNumber,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
        await replaceTeams(tx, changes, actor.organisationId, body.id, body.teams);
        if (body.role === 'GUIDE_SUPERVISOR')
          await replaceAuditors(tx, actor.organisationId, body.id, body.clientAuditors);
        return recordUser(tx, changes, body.id, true);
      });
    },

    async updateAdminUser({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const found = await staffUserForWrite(tx, actor.organisationId, params.userId);
        if (!found) throw notFound();
        // The role changes only from and to an assignable one: ADMIN and SUPER_ADMIN are not changed here.
        if (body.role !== found.role) {
          if (!isAssignableRole(found.role))
            throw refusedFields([{ property: 'role', message: ADMIN_USER_MESSAGES.roleLocked }]);
          if (!isAssignableRole(body.role))
            throw refusedFields([{ property: 'role', message: ADMIN_USER_MESSAGES.roleNotAssignable }]);
        }
        checkAppAccess(actor, body.hasAppAccess, found.hasAppAccess);
        await checkMemberships(tx, actor, body);
        await tx
          .update(users)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            role: body.role,
            timeZone: body.timeZone,
            mobilePhone: body.mobilePhone,
            hasAppAccess: body.hasAppAccess,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, found.id));
        await replaceTeams(tx, changes, actor.organisationId, found.id, body.teams);
        // Auditing follows the role: a supervisor's list is replaced, a former supervisor's cleared.
        if (body.role === 'GUIDE_SUPERVISOR' || found.role === 'GUIDE_SUPERVISOR')
          await replaceAuditors(tx, actor.organisationId, found.id, body.clientAuditors);
        await keepAnAdministrator(tx, actor.organisationId);
        return recordUser(tx, changes, found.id);
      });
    },

    async bulkUserOperation({ actor, body, write }) {
      return write((tx, changes) => runBulkOperation(tx, changes, actor, body, clock.now()));
    },

    async deleteAdminUser({ actor, params, write }) {
      return write(async (tx, changes) => {
        const found = await staffUserForWrite(tx, actor.organisationId, params.userId);
        if (!found) throw notFound();
        // Deleted users stay (their notes, calls and audit entries name them) but leave their teams.
        await tx.update(users).set({ isDeleted: true, updatedAt: clock.now() }).where(eq(users.id, found.id));
        await replaceTeams(tx, changes, actor.organisationId, found.id, []);
        await keepAnAdministrator(tx, actor.organisationId);
        changes.record({ entity: 'user', id: found.id, op: 'delete', data: null });
        changes.record({ entity: 'adminUser', id: found.id, op: 'delete', data: null });
        return { id: found.id };
      });
    },
  };
}
