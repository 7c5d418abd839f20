/**
 * A member's page: the full record (`GET /users/:userId`), the member-viewed event, the status
 * history and its dismissal, alerts, and the external record system. What this file guarantees:
 * - Another organisation's member, status event or alert answers 404, exactly like a missing one.
 * - Every write changes rows and records their changes in one transaction (`write()`); a refused
 *   write (400) changes nothing. A status dismissal keeps the row (`dismissed_at`) and records a tombstone;
 *   an alert is dismissed for the dismissing user only (`alert_dismissals`, a change private to them).
 * - Reads answer the entities exactly as domain/entities defines them (presenters/member.ts).
 */
import { and, desc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import { loadMemberInTenant, loadUserInTenant } from '../auth/scope.ts';
import { alertDismissals, alerts, memberStatusEvents, memberStatuses, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentAlert, presentMemberRecord, presentMemberStatusEvent } from '../presenters/member.ts';
import { presentGuide, presentUserChange } from '../presenters/people.ts';
import { DISMISSABLE_STATUS_KEYS } from './member-status.ts';

type MemberOperations =
  | 'getUser'
  | 'memberViewed'
  | 'memberStatusEvents'
  | 'dismissMemberStatus'
  | 'alerts'
  | 'dismissAlert'
  | 'memberByExternalPatientId'
  | 'registerExternalPatient';

/** A 400 naming the refused path parameter, with the words the portal shows. */
const refused = (property: string, message: string, userMessage: string) =>
  new HttpError(400, message, userMessage, [{ property, constraints: { refused: message } }]);

export function memberHandlers(ctx: AppContext): HandlersOf<MemberOperations> {
  const { db } = ctx;
  return {
    // A staff user answers its guide shape; a member the full record with contact details.
    async getUser({ actor, params: { userId } }) {
      const row = await loadUserInTenant(db, actor, userId);
      return row.role === 'PATIENT' ? presentMemberRecord(db, row) : presentGuide(row);
    },

    // The audit trail (app.ts records every POST) is the whole record of a view: nothing else is written.
    async memberViewed({ actor, params: { memberId } }) {
      await loadMemberInTenant(db, actor, memberId);
      return { viewedAt: ctx.clock.now().toISOString() };
    },

    async memberStatusEvents({ actor, params: { memberId } }) {
      await loadMemberInTenant(db, actor, memberId);
      const rows = await db
        .select()
        .from(memberStatusEvents)
        .where(
          and(
            eq(memberStatusEvents.organisationId, actor.organisationId),
            eq(memberStatusEvents.memberId, memberId),
            isNull(memberStatusEvents.dismissedAt),
          ),
        )
        .orderBy(desc(memberStatusEvents.effectiveAt), desc(memberStatusEvents.id));
      return { data: rows.map(presentMemberStatusEvent) };
    },

    async dismissMemberStatus({ actor, params: { statusEventId }, write }) {
      return write(async (tx, changes) => {
        const [found] = await tx
          .select({ event: memberStatusEvents, key: memberStatuses.key })
          .from(memberStatusEvents)
          .innerJoin(memberStatuses, eq(memberStatuses.id, memberStatusEvents.memberStatusId))
          .where(
            and(eq(memberStatusEvents.id, statusEventId), eq(memberStatusEvents.organisationId, actor.organisationId)),
          )
          .for('update', { of: memberStatusEvents });
        if (!found) throw notFound();
        if (!DISMISSABLE_STATUS_KEYS.includes(found.key)) {
          throw refused(
            'statusEventId',
            `A ${found.key} status cannot be dismissed`,
            'Only "Unable to newly engage" and "Unable to re-engage" statuses can be dismissed.',
          );
        }
        // Dismissed already (a colleague was quicker): the outcome asked for holds, nothing changes.
        if (found.event.dismissedAt) return { id: statusEventId };
        await tx
          .update(memberStatusEvents)
          .set({ dismissedAt: ctx.clock.now() })
          .where(eq(memberStatusEvents.id, statusEventId));
        changes.record({ entity: 'memberStatusEvent', id: statusEventId, op: 'delete', data: null });
        return { id: statusEventId };
      });
    },

    // The organisation's global alerts, and the member's when one is named; never those the caller
    // dismissed (nor those dismissed for everyone before dismissals were per user).
    async alerts({ actor, query }) {
      if (query.memberId) await loadMemberInTenant(db, actor, query.memberId);
      const rows = await db
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.organisationId, actor.organisationId),
            isNull(alerts.dismissedAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(alertDismissals)
                .where(and(eq(alertDismissals.alertId, alerts.id), eq(alertDismissals.userId, actor.user.id))),
            ),
            query.memberId ? or(isNull(alerts.memberId), eq(alerts.memberId, query.memberId)) : isNull(alerts.memberId),
          ),
        )
        .orderBy(desc(alerts.createdAt), desc(alerts.id));
      return { data: rows.map(presentAlert) };
    },

    async dismissAlert({ actor, params: { alertId }, write }) {
      return write(async (tx, changes) => {
        const [alert] = await tx
          .select()
          .from(alerts)
          .where(and(eq(alerts.id, alertId), eq(alerts.organisationId, actor.organisationId)))
          .for('update');
        if (!alert) throw notFound();
        if (!alert.isDismissable)
          throw refused('alertId', 'This alert cannot be dismissed', 'This alert cannot be dismissed.');
        // For this user only: everyone else keeps seeing it. Dismissing twice changes nothing.
        const [dismissal] = await tx
          .insert(alertDismissals)
          .values({ organisationId: actor.organisationId, alertId, userId: actor.user.id })
          .onConflictDoNothing()
          .returning();
        if (dismissal)
          changes.record({
            entity: 'alertDismissal',
            id: `${alertId}:${dismissal.userId}`,
            op: 'upsert',
            data: {
              id: `${alertId}:${dismissal.userId}`,
              alertId,
              userId: dismissal.userId,
              dismissedAt: dismissal.dismissedAt.toISOString(),
            },
          });
        return { id: alertId };
      });
    },

    async memberByExternalPatientId({ actor, query: { patientId } }) {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.organisationId, actor.organisationId),
            eq(users.externalPatientId, patientId),
            eq(users.role, 'PATIENT'),
            eq(users.isDeleted, false),
          ),
        )
        .limit(1);
      if (!member) throw notFound('No member found');
      return { memberId: member.id };
    },

    // Idempotent: a registered member answers its id (a retry with its key replays the first answer).
    // The external system is called outside the transaction (a real one is an HTTP call); the write
    // stores its answer unless a concurrent registration stored one first.
    async registerExternalPatient({ actor, body: { memberId }, write }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      const proposed = member.externalPatientId
        ? null
        : await ctx.externalRecords.registerPatient({
            organisationId: actor.organisationId,
            memberId,
            firstName: member.firstName,
            lastName: member.lastName,
            birthDate: member.birthDate,
          });
      return write(async (tx, changes) => {
        const [current] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, memberId), eq(users.organisationId, actor.organisationId)))
          .for('update');
        if (!current) throw notFound();
        if (current.externalPatientId) return { memberId, externalPatientId: current.externalPatientId };
        // Nothing clears an external id, so a member registered when loaded is registered still.
        if (!proposed) throw new Error('the member lost its external patient id');
        const [updated] = await tx
          .update(users)
          .set({ externalPatientId: proposed, updatedAt: ctx.clock.now() })
          .where(eq(users.id, memberId))
          .returning();
        if (!updated) throw notFound();
        changes.record({ entity: 'user', id: updated.id, op: 'upsert', data: presentUserChange(updated) });
        return { memberId, externalPatientId: proposed };
      });
    },
  };
}
