/**
 * Member status change requests: create, the creator's edit, the audit, the list and the window
 * settings. What this file guarantees:
 * - Another organisation's member or request answers 404 (a missing request answers with the
 *   spec's 'An Error occurred. Member's status change request was not found or was deleted.').
 * - The server enforces every rule the form shows: the eligibility window (domain
 *   `statusChangeEligibility`, at the injected clock's time, in the acting user's time zone), the
 *   statuses the user may ask for this member (`statusChoices`), the engagement checklist, who may
 *   edit (the creator, while pending) and audit (auditors; a decided one also needs
 *   CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS; an applied one is final). A refusal writes nothing.
 * - An auditor's own request is approved as it is made. An approved request whose effective time
 *   has passed changes the member's status in the same transaction; a later one is applied by the
 *   due-work job (status-change-apply.ts).
 * - Every write records the request's change last (the engine confirms on it); a new request also
 *   adds its feed item.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import {
  DEFAULT_STATUS_CHANGE_WINDOW,
  eligibilityMessage,
  ENGAGEMENT_CHECKLIST,
  hasPermission,
  mayAuditStatusChange,
  mayEditStatusChange,
  needsEngagementChecklist,
  STATUS_CHANGE_MESSAGES,
  STATUS_CHANGE_PERMISSIONS,
  statusChangeEligibility,
  statusChangeIsDue,
  statusChoices,
  type EntityShape,
  type StatusChangeWindow,
} from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import { loadGuideInTenant, loadMemberInTenant } from '../auth/scope.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  clients,
  feedItems,
  interactions,
  memberStages,
  memberStatusChangeRequests,
  memberStatuses,
  statusChangeSettings,
  users,
} from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import {
  presentRequestableStatus,
  presentStatusChangeRequest,
  presentStatusChangeRequests,
  type StatusChangeRequestRow,
} from '../presenters/status-change.ts';
import { presentFeedItems } from '../presenters/work.ts';
import { applyStatusChange } from './status-change-apply.ts';
import { notifyRequestDecided } from '../notifications/notify.ts';

type StatusChangeOperations =
  'createStatusChangeRequest' | 'updateStatusChangeRequest' | 'statusChangeRequests' | 'statusChangeSettings';

/** A 400 on one property, with the words the form shows beside the field. */
const refused = (property: string, message: string) =>
  new HttpError(400, message, message, [{ property, constraints: { refused: message } }]);

export async function readStatusChangeWindow(db: Db | Tx, organisationId: string): Promise<StatusChangeWindow> {
  const [row] = await db
    .select()
    .from(statusChangeSettings)
    .where(eq(statusChangeSettings.organisationId, organisationId))
    .limit(1);
  return row
    ? { graceDays: row.previousMonthGraceDays, algorithmStartDate: row.algorithmStartDate }
    : DEFAULT_STATUS_CHANGE_WINDOW;
}

/** The member, locked for the rest of the write (404 for another organisation's, a missing one, or a staff user). */
async function lockMember(tx: Tx, actor: Actor, memberId: string): Promise<UserRow> {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.organisationId, actor.organisationId)))
    .for('no key update');
  if (!member || member.isDeleted || member.role !== 'PATIENT') throw notFound();
  return member;
}

interface RequestFields {
  memberStatusId: number;
  effectiveAt: number;
  interactionId: string | null;
  engagementChecklist: readonly string[];
}

/** Refuses (400, nothing written) what the form would not offer: the status, the date, the checklist, the interaction. */
async function checkRequest(tx: Tx, actor: Actor, member: UserRow, fields: RequestFields, now: Date): Promise<void> {
  const [statuses, [stage], [client]] = await together(tx, [
    () => tx.select().from(memberStatuses),
    () =>
      member.memberStageId === null
        ? []
        : tx.select().from(memberStages).where(eq(memberStages.id, member.memberStageId)),
    () => tx.select({ medicalCenterId: clients.medicalCenterId }).from(clients).where(eq(clients.id, member.clientId)),
  ]);
  const target = statuses.find((s) => s.id === fields.memberStatusId);
  if (!target) throw refused('memberStatusId', STATUS_CHANGE_MESSAGES.notSelectable);
  if (target.id === member.memberStatusId) throw refused('memberStatusId', STATUS_CHANGE_MESSAGES.sameStatus);
  const choices = statusChoices(statuses.map(presentRequestableStatus), {
    memberStageId: member.memberStageId,
    memberStatusId: member.memberStatusId,
    clientHasMedicalCenter: Boolean(client?.medicalCenterId),
    canRequestAdminLevel: hasPermission(actor.permissions, STATUS_CHANGE_PERMISSIONS.adminLevel),
  });
  if (!choices.some((choice) => choice.status.id === target.id))
    throw refused('memberStatusId', STATUS_CHANGE_MESSAGES.notSelectable);
  const eligibility = statusChangeEligibility({
    effectiveAtMs: fields.effectiveAt,
    nowMs: now.getTime(),
    timeZone: zoneOf(actor),
    window: await readStatusChangeWindow(tx, actor.organisationId),
    isAdmin: hasPermission(actor.permissions, STATUS_CHANGE_PERMISSIONS.admin),
    memberStageKey: stage?.key,
  });
  const refusal = eligibilityMessage(eligibility);
  if (refusal) throw refused('effectiveAt', refusal);
  if (
    needsEngagementChecklist(target.key, stage?.key) &&
    !ENGAGEMENT_CHECKLIST.every((item) => fields.engagementChecklist.includes(item))
  ) {
    throw refused('engagementChecklist', STATUS_CHANGE_MESSAGES.checklist);
  }
  if (fields.interactionId) {
    const [interaction] = await tx
      .select({ id: interactions.id })
      .from(interactions)
      .where(
        and(
          eq(interactions.id, fields.interactionId),
          eq(interactions.organisationId, actor.organisationId),
          eq(interactions.memberId, member.id),
        ),
      );
    if (!interaction) throw refused('interactionId', 'Interaction not found.');
  }
}

/** The acting user's zone (the form shows days in it), the product's default when it is not a real zone. */
function zoneOf(actor: Actor): string {
  try {
    Intl.DateTimeFormat('en-US', { timeZone: actor.user.timeZone });
    return actor.user.timeZone;
  } catch {
    return 'America/New_York';
  }
}

/** Records the request (last) and, when approved and effective, changes the member's status first. */
async function settle(
  tx: Tx,
  changes: ChangeRecorder,
  request: StatusChangeRequestRow,
  member: UserRow,
  now: Date,
): Promise<EntityShape<'memberStatusChangeRequest'>> {
  const state = { approval: request.approval ?? null, effectiveAt: request.effectiveAt.toISOString(), appliedAt: null };
  const final = statusChangeIsDue(state, now.getTime())
    ? await applyStatusChange(tx, changes, request, member, now)
    : request;
  const data = await presentStatusChangeRequest(tx, final);
  changes.record({ entity: 'memberStatusChangeRequest', id: data.id, op: 'upsert', data });
  return data;
}

export function statusChangeRequestHandlers(ctx: AppContext): HandlersOf<StatusChangeOperations> {
  const { db, clock } = ctx;
  return {
    async createStatusChangeRequest({ actor, body, write }) {
      return write(async (tx, changes) => {
        const now = clock.now();
        const member = await lockMember(tx, actor, body.memberId);
        const fields = {
          memberStatusId: body.memberStatusId,
          effectiveAt: body.effectiveAt,
          interactionId: body.interactionId ?? null,
          engagementChecklist: body.engagementChecklist ?? [],
        };
        await checkRequest(tx, actor, member, fields, now);
        const auditor = hasPermission(actor.permissions, STATUS_CHANGE_PERMISSIONS.audit);
        const [row] = await tx
          .insert(memberStatusChangeRequests)
          .values({
            id: randomUUID(),
            organisationId: member.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            memberStatusId: fields.memberStatusId,
            effectiveAt: new Date(fields.effectiveAt),
            interactionId: fields.interactionId,
            creatorId: actor.user.id,
            creatorComment: body.creatorComment ?? null,
            // An auditor's own request needs no review.
            ...(auditor ? { approval: 'approve' as const, approvedAt: now, auditorId: actor.user.id } : {}),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('request not stored');
        const [feed] = await tx
          .insert(feedItems)
          .values({
            id: randomUUID(),
            organisationId: member.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            timestamp: now,
            externalItemType: 'member_status_change_request',
            externalItemId: row.id,
          })
          .returning();
        if (!feed) throw new Error('feed item not stored');
        for (const data of await presentFeedItems(tx, member.organisationId, [feed]))
          changes.record({ entity: 'feedItem', id: data.id, op: 'upsert', data, created: true });
        return { memberStatusChangeRequest: await settle(tx, changes, row, member, now) };
      });
    },

    async updateStatusChangeRequest({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const now = clock.now();
        const [request] = await tx
          .select()
          .from(memberStatusChangeRequests)
          .where(
            and(
              eq(memberStatusChangeRequests.id, params.id),
              eq(memberStatusChangeRequests.organisationId, actor.organisationId),
            ),
          )
          .for('update');
        if (!request) throw notFound(STATUS_CHANGE_MESSAGES.notFound);
        const member = await lockMember(tx, actor, request.memberId);
        const state = {
          approval: request.approval ?? null,
          effectiveAt: request.effectiveAt.toISOString(),
          appliedAt: request.appliedAt?.toISOString() ?? null,
          creatorId: request.creatorId,
        };
        const user = { userId: actor.user.id, permissions: actor.permissions };

        if (body.approval) {
          if (!mayAuditStatusChange(user, state)) throw forbidden();
          if (body.approval === 'approve') {
            const [stage] =
              member.memberStageId === null
                ? []
                : await tx.select().from(memberStages).where(eq(memberStages.id, member.memberStageId));
            const eligibility = statusChangeEligibility({
              effectiveAtMs: request.effectiveAt.getTime(),
              nowMs: now.getTime(),
              timeZone: zoneOf(actor),
              window: await readStatusChangeWindow(tx, actor.organisationId),
              isAdmin: hasPermission(actor.permissions, STATUS_CHANGE_PERMISSIONS.admin),
              memberStageKey: stage?.key,
            });
            if (!eligibility.allowed) throw refused('approval', STATUS_CHANGE_MESSAGES.graceElapsed);
          }
          const approved = body.approval === 'approve';
          const [audited] = await tx
            .update(memberStatusChangeRequests)
            .set({
              approval: body.approval,
              approvedAt: approved ? now : null,
              deniedAt: approved ? null : now,
              auditorId: actor.user.id,
              auditorComment: body.auditorComment === undefined ? request.auditorComment : body.auditorComment,
              updatedAt: now,
            })
            .where(eq(memberStatusChangeRequests.id, request.id))
            .returning();
          if (!audited) throw notFound(STATUS_CHANGE_MESSAGES.notFound);
          await notifyRequestDecided(tx, changes, {
            kind: 'statusChange',
            requestId: audited.id,
            creatorId: audited.creatorId,
            deciderId: actor.user.id,
            approved,
            member,
          });
          return { memberStatusChangeRequest: await settle(tx, changes, audited, member, now) };
        }

        if (!mayEditStatusChange(user, state))
          throw forbidden('Only the creator may edit a request, and only while it is pending.');
        const fields = {
          memberStatusId: body.memberStatusId ?? request.memberStatusId,
          effectiveAt: body.effectiveAt ?? request.effectiveAt.getTime(),
          interactionId: body.interactionId === undefined ? request.interactionId : body.interactionId,
          engagementChecklist: body.engagementChecklist ?? [],
        };
        await checkRequest(tx, actor, member, fields, now);
        const [edited] = await tx
          .update(memberStatusChangeRequests)
          .set({
            memberStatusId: fields.memberStatusId,
            effectiveAt: new Date(fields.effectiveAt),
            interactionId: fields.interactionId,
            creatorComment: body.creatorComment === undefined ? request.creatorComment : body.creatorComment,
            // An edit puts the request back to review.
            approval: null,
            approvedAt: null,
            deniedAt: null,
            updatedAt: now,
          })
          .where(eq(memberStatusChangeRequests.id, request.id))
          .returning();
        if (!edited) throw notFound(STATUS_CHANGE_MESSAGES.notFound);
        return { memberStatusChangeRequest: await settle(tx, changes, edited, member, now) };
      });
    },

    async statusChangeRequests({ actor, query }) {
      // Another organisation's member or guide answers 404, like a missing one.
      if (query.memberId) await loadMemberInTenant(db, actor, query.memberId);
      if (query.guideId) await loadGuideInTenant(db, actor, query.guideId);
      const conditions: (SQL | undefined)[] = [eq(memberStatusChangeRequests.organisationId, actor.organisationId)];
      if (query.id) conditions.push(eq(memberStatusChangeRequests.id, query.id));
      if (query.memberId) conditions.push(eq(memberStatusChangeRequests.memberId, query.memberId));
      if (query.status === 'pending') conditions.push(isNull(memberStatusChangeRequests.approval));
      const after = query['after-created-at'] ? new Date(query['after-created-at']) : undefined;
      if (after) {
        const afterId = query['after-id'];
        conditions.push(
          or(
            lt(memberStatusChangeRequests.createdAt, after),
            afterId
              ? and(eq(memberStatusChangeRequests.createdAt, after), lt(memberStatusChangeRequests.id, afterId))
              : undefined,
          ),
        );
      }
      const base = db.select({ request: memberStatusChangeRequests }).from(memberStatusChangeRequests);
      const joined = query.guideId
        ? base.innerJoin(
            users,
            and(eq(users.id, memberStatusChangeRequests.memberId), eq(users.assignedGuideId, query.guideId)),
          )
        : base;
      const rows = await joined
        .where(and(...conditions))
        .orderBy(desc(memberStatusChangeRequests.createdAt), desc(memberStatusChangeRequests.id))
        .limit(query['page-size'] ?? 100);
      return {
        data: await presentStatusChangeRequests(
          db,
          rows.map((r) => r.request),
        ),
      };
    },

    async statusChangeSettings({ actor }) {
      return readStatusChangeWindow(db, actor.organisationId);
    },
  };
}
