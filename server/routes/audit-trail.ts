/**
 * The audit trail's examiner view (`GET /admin/audit-trail`, `GET /admin/audit-trail/verify`),
 * for holders of CAN_ACCESS_ADMIN_TOOLS. Only the acting user's organisation's entries, whatever
 * the filters ask: a member or user id of another organisation finds nothing. Staff names are
 * (and backend clients') joined for the examiner; members stay ids (reading their names would itself be a PHI read).
 */
import { and, arrayContains, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntryView, AuditTrailFilters } from '../../domain/index.ts';
import { verifyOrganisationChain } from '../audit/verify.ts';
import { auditTrail, backendClients, users } from '../db/schema/index.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { fullName } from '../presenters/people.ts';

const DEFAULT_PAGE_SIZE = 50;
const caller = alias(users, 'caller');
const actingAs = alias(users, 'acting_as');

function entryFilter(organisationId: string, filters: AuditTrailFilters): SQL | undefined {
  return and(
    eq(auditTrail.organisationId, organisationId),
    filters.memberId ? arrayContains(auditTrail.memberIds, [filters.memberId.toLowerCase()]) : undefined,
    filters.userId
      ? or(eq(auditTrail.userId, filters.userId), eq(auditTrail.actingAsUserId, filters.userId))
      : undefined,
    filters.operation ? eq(auditTrail.operation, filters.operation) : undefined,
    filters.from ? gte(auditTrail.at, new Date(filters.from)) : undefined,
    filters.to ? lt(auditTrail.at, new Date(filters.to)) : undefined,
  );
}

const nameOf = (user: { firstName: string; lastName: string } | null) => (user ? fullName(user) : null);

export function auditTrailHandlers(ctx: AppContext): HandlersOf<'auditTrail' | 'verifyAuditTrail'> {
  const { db } = ctx;
  return {
    async auditTrail({ actor, query }) {
      const filter = entryFilter(actor.organisationId, query);
      const { offset, limit } = pageOf(query, DEFAULT_PAGE_SIZE);
      const [rows, total] = await Promise.all([
        db
          .select({
            entry: auditTrail,
            caller: { firstName: caller.firstName, lastName: caller.lastName },
            actingAs: { firstName: actingAs.firstName, lastName: actingAs.lastName },
            backendClient: backendClients.name,
          })
          .from(auditTrail)
          .leftJoin(caller, eq(caller.id, auditTrail.userId))
          .leftJoin(actingAs, eq(actingAs.id, auditTrail.actingAsUserId))
          .leftJoin(backendClients, eq(backendClients.id, auditTrail.userId))
          .where(filter)
          .orderBy(desc(auditTrail.at), desc(auditTrail.seq))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditTrail).where(filter),
      ]);
      const data = rows.map(({ entry, caller: who, actingAs: as, backendClient }): AuditEntryView => ({
        seq: entry.seq,
        at: entry.at.toISOString(),
        userId: entry.userId,
        // A backend client's calls are recorded under its own id (server/auth/backend-clients.ts).
        userName: nameOf(who) ?? backendClient,
        actingAsUserId: entry.actingAsUserId,
        actingAsUserName: nameOf(as),
        operation: entry.operation,
        memberIds: entry.memberIds,
        statusCode: entry.statusCode,
        outcome: entry.outcome as AuditEntryView['outcome'],
        clientAddress: entry.clientAddress,
        changes: entry.changes ? (JSON.parse(entry.changes) as AuditEntryView['changes']) : [],
      }));
      return { data, count: total[0]?.n ?? 0 };
    },

    async verifyAuditTrail({ actor }) {
      const { checked, broken } = await verifyOrganisationChain(db, actor.organisationId);
      return { checked, broken: broken ? { seq: broken.seq, reason: broken.reason } : null };
    },
  };
}
