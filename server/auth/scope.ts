/**
 * Tenant scoping: the organisation is the tenant. Every object a route touches is loaded through
 * these (lists filter by `organisation_id` themselves), so another organisation's object (or one
 * that does not exist) answers 404 and never reveals itself. Customers are not a boundary here:
 * staff work across every customer of their organisation.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isRole, isStaffRole } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { prepared } from '../db/prepared.ts';
import { users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { Actor, UserRow } from './actor.ts';

/**
 * A user's whole row by id within the organisation, prepared once per database handle (`prepared.ts`):
 * nearly every request about a member or another guide loads one, and drizzle building the SQL of a
 * select over every column of `users` cost more than the indexed lookup (a sixth of a supervisor's
 * ingest of 252 dockets, profiled).
 */
function userInTenant(db: Db) {
  return prepared(db, 'user_in_tenant', (d, name) =>
    d
      .select()
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), eq(users.organisationId, sql.placeholder('organisationId'))))
      .limit(1)
      .prepare(name),
  );
}

export async function loadUserInTenant(db: Db, actor: Actor, userId: string): Promise<UserRow> {
  const [row] = await userInTenant(db).execute({ id: userId, organisationId: actor.organisationId });
  if (!row || row.isDeleted) throw notFound();
  return row;
}

export async function loadGuideInTenant(db: Db, actor: Actor, guideId: string): Promise<UserRow> {
  // A guide's own docket: the acting user was loaded (and checked: live, staff, this organisation)
  // by this very request, so there is nothing more to read.
  if (guideId === actor.user.id) return actor.user;
  const row = await loadUserInTenant(db, actor, guideId);
  if (!isRole(row.role) || !isStaffRole(row.role)) throw notFound();
  return row;
}

/**
 * The member rule of `loadMemberInTenant` for a row a route read another way (joined with what it
 * needs in the same statement): missing, another organisation's, removed, or staff is 404.
 */
export function memberInTenantOrNotFound(actor: Actor, row: UserRow | undefined): UserRow {
  if (!row || row.organisationId !== actor.organisationId || row.isDeleted || row.role !== 'PATIENT') throw notFound();
  return row;
}

export async function loadMemberInTenant(db: Db, actor: Actor, memberId: string): Promise<UserRow> {
  const [row] = await userInTenant(db).execute({ id: memberId, organisationId: actor.organisationId });
  return memberInTenantOrNotFound(actor, row);
}
