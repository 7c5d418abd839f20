/**
 * Actions on needs and their resource referrals (spec part 2 sections 3, 5, 7). What this file
 * guarantees:
 * - Another organisation's member, need, action, activity, call or visit answers 404.
 * - An action is recorded only on an Identified need (open, unexpired, member not in
 *   independence), dated no earlier than a week before today in the actor's zone (400 on `date`).
 * - The action, its referrals, their history entries and the need (its last action, fulfilled when
 *   `markAsFulfilled`) commit together; the action's change is recorded last, so the sync engine
 *   confirms on it. A refused request writes nothing.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  actionDateAllowed,
  canEditNeed,
  dayOfMillis,
  NEED_MESSAGES,
  needStatus,
  type EntityShape,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { calls, needActions, needActivities, needResourceReferrals, visits } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import {
  addHistory,
  lockNeed,
  presentAction,
  presentReferral,
  saveNeed,
  viewingFor,
  type NeedRow,
} from '../needs/records.ts';
import { conflict, refused } from './needs.ts';

type ActionOperations = 'memberNeedActions' | 'memberResourceReferrals' | 'createNeedAction' | 'createResourceReferral';

type ReferralInput = {
  id: string;
  resourceName: string;
  contactName?: string | null;
  phoneNumber?: string | null;
  url?: string | null;
  streetAddress?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  programId?: string | null;
};

/** Inserts a referral with its history entry and records its change. */
async function addReferral(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  need: NeedRow,
  actionId: string,
  input: ReferralInput,
  now: Date,
): Promise<EntityShape<'resourceReferral'>> {
  const [row] = await tx
    .insert(needResourceReferrals)
    .values({
      id: input.id,
      organisationId: actor.organisationId,
      actionId,
      needId: need.id,
      memberId: need.memberId,
      resourceName: input.resourceName,
      contactName: input.contactName ?? null,
      phoneNumber: input.phoneNumber ?? null,
      url: input.url ?? null,
      streetAddress: input.streetAddress ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      zipcode: input.zipcode ?? null,
      programId: input.programId ?? null,
      creatorId: actor.user.id,
      createdAt: now,
    })
    .returning();
  const shape = presentReferral(row!);
  await addHistory(
    tx,
    changes,
    actor,
    need,
    { kind: 'resourceReferred', newValue: input.resourceName, actionId, referralId: row!.id },
    now,
  );
  changes.record({ entity: 'resourceReferral', id: row!.id, op: 'upsert', data: shape, created: true });
  return shape;
}

/** 409 unless the need is Identified for the actor now. */
async function requireOpen(tx: Tx, actor: Actor, need: NeedRow, now: Date): Promise<void> {
  const viewing = await viewingFor(tx, actor, need.memberId, now);
  const shown = {
    memberId: need.memberId,
    expiresAt: need.expiresAt.toISOString(),
    fulfilledAt: need.fulfilledAt?.toISOString() ?? null,
    abandonedAt: need.abandonedAt?.toISOString() ?? null,
  };
  if (!canEditNeed(shown, need.memberId, viewing))
    throw conflict(`The need is ${needStatus(shown, viewing)}: no action can be recorded`);
}

export function needActionHandlers(ctx: AppContext): HandlersOf<ActionOperations> {
  const { db, clock } = ctx;
  return {
    async memberNeedActions({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const rows = await db
        .select()
        .from(needActions)
        .where(eq(needActions.memberId, member.id))
        .orderBy(asc(needActions.createdAt), asc(needActions.id));
      return { data: rows.map(presentAction) };
    },

    async memberResourceReferrals({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const rows = await db
        .select()
        .from(needResourceReferrals)
        .where(eq(needResourceReferrals.memberId, member.id))
        .orderBy(asc(needResourceReferrals.createdAt), asc(needResourceReferrals.id));
      return { data: rows.map(presentReferral) };
    },

    async createNeedAction({ actor, params, body, write }) {
      const now = clock.now();
      if (!actionDateAllowed(body.date, dayOfMillis(now.getTime(), actor.user.timeZone)))
        throw refused('date', NEED_MESSAGES.actionDateTooEarly);
      const [activity] = await db
        .select({ id: needActivities.id })
        .from(needActivities)
        .where(and(eq(needActivities.id, body.activityId), eq(needActivities.organisationId, actor.organisationId)));
      if (!activity) throw notFound('No such activity');
      if (body.callId) {
        const [call] = await db
          .select({ id: calls.id })
          .from(calls)
          .where(and(eq(calls.id, body.callId), eq(calls.organisationId, actor.organisationId)));
        if (!call) throw notFound('No such call');
      }
      if (body.visitId) {
        const [visit] = await db
          .select({ id: visits.id })
          .from(visits)
          .where(and(eq(visits.id, body.visitId), eq(visits.organisationId, actor.organisationId)));
        if (!visit) throw notFound('No such visit');
      }
      const referralIds = body.resourceReferrals.map((referral) => referral.id);
      if (new Set([body.id, ...referralIds]).size !== referralIds.length + 1)
        throw refused('resourceReferrals', 'Each referral needs its own id');

      return write(async (tx, changes) => {
        const need = await lockNeed(tx, actor, params.needId);
        // A repeated add (the same id) answers the action it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(needActions).where(eq(needActions.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId || existing.needId !== need.id)
            throw refused('id', 'id is already in use');
          return presentAction(existing);
        }
        if (
          referralIds.length &&
          (
            await tx
              .select({ id: needResourceReferrals.id })
              .from(needResourceReferrals)
              .where(inArray(needResourceReferrals.id, referralIds))
          ).length
        ) {
          throw refused('resourceReferrals', 'id is already in use');
        }
        await requireOpen(tx, actor, need, now);
        if (body.originalActionId) {
          const [original] = await tx
            .select({ id: needActions.id })
            .from(needActions)
            .where(and(eq(needActions.id, body.originalActionId), eq(needActions.needId, need.id)));
          if (!original) throw notFound('No such action');
        }

        const [row] = await tx
          .insert(needActions)
          .values({
            id: body.id,
            organisationId: actor.organisationId,
            needId: need.id,
            memberId: need.memberId,
            activityId: activity.id,
            date: body.date,
            durationInMinutes: body.durationInMinutes,
            description: body.description,
            creatorId: actor.user.id,
            originalActionId: body.originalActionId ?? null,
            markAsFulfilled: body.markAsFulfilled,
            callId: body.callId ?? null,
            visitId: body.visitId ?? null,
            createdAt: now,
          })
          .returning();
        await addHistory(
          tx,
          changes,
          actor,
          need,
          {
            kind: 'actionTaken',
            comment: body.description,
            actionId: row!.id,
            callId: row!.callId,
            visitId: row!.visitId,
          },
          now,
        );
        for (const referral of body.resourceReferrals)
          await addReferral(tx, changes, actor, need, row!.id, referral, now);
        if (body.markAsFulfilled) {
          await addHistory(
            tx,
            changes,
            actor,
            need,
            { kind: 'fulfilled', comment: body.description, actionId: row!.id },
            now,
          );
          await saveNeed(
            tx,
            changes,
            need.id,
            { lastActionAt: now, fulfilledAt: now, fulfilledComment: body.description, closedById: actor.user.id },
            now,
          );
        } else {
          await saveNeed(tx, changes, need.id, { lastActionAt: now }, now);
        }
        const shape = presentAction(row!);
        changes.record({ entity: 'needAction', id: row!.id, op: 'upsert', data: shape, created: true });
        return shape;
      });
    },

    async createResourceReferral({ actor, params, body, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const [action] = await tx
          .select()
          .from(needActions)
          .where(and(eq(needActions.id, params.actionId), eq(needActions.organisationId, actor.organisationId)));
        if (!action) throw notFound();
        const need = await lockNeed(tx, actor, action.needId);
        const [existing] = await tx.select().from(needResourceReferrals).where(eq(needResourceReferrals.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId || existing.actionId !== action.id)
            throw refused('id', 'id is already in use');
          return presentReferral(existing);
        }
        return addReferral(tx, changes, actor, need, action.id, body, now);
      });
    },
  };
}
