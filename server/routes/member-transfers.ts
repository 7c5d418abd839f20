/**
 * Member transfer requests (spec part 2 sections 4, 5 and 7). What this file guarantees:
 * - Another organisation's member, receiving guide, reason or request answers 404, exactly like a
 *   missing one; nothing is written for it.
 * - A transfer may be requested for a member assigned to the acting user, or by an auditor
 *   (CAN_AUDIT_MEMBER_TRANSFER_REQUESTS), whose request is approved at once, effective at the
 *   `effectiveAt` they send (now by default); others' `approval` and `effectiveAt` are ignored.
 * - The reason's detail type decides which detail is required: `timestampDetail` (date),
 *   `stringDetail` (string) or `numericDetail`, which must be one of the member's addresses;
 *   the other details are stored as null. A refused request (400) writes nothing.
 * - Only the creator edits a request, only while pending (403, 409); a reviewed request cannot be
 *   reviewed again (409).
 * - A new request adds a `member_transfer_request` item to the member's feed. An approved request
 *   whose effective time has come moves the member at once (transfers/apply-transfer.ts);
 *   otherwise the due-work job does when the time comes. Every row changed is recorded as a change
 *   of its kind in the same transaction, the request's last (the sync engine confirms on it).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import {
  GUIDE_ROLES,
  mayEditTransfer,
  mayRequestTransfer,
  transferAutoApproves,
  transferStatusOf,
  type FeedItemType,
  type Role,
  type TransferStatus,
} from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import { loadGuideInTenant, loadMemberInTenant } from '../auth/scope.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { addresses, feedItems, memberTransferReasons, memberTransferRequests } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { fullName, memberSummaries, type MemberSummary } from '../presenters/people.ts';
import {
  presentTransferReason,
  presentTransferRequest,
  type TransferReasonRow,
  type TransferRequestRow,
} from '../presenters/transfers.ts';
import { presentFeedItems } from '../presenters/work.ts';
import { applyTransfer } from '../transfers/apply-transfer.ts';
import { notifyRequestDecided } from '../notifications/notify.ts';

type TransferOperations =
  | 'memberTransferReasons'
  | 'memberTransferRequests'
  | 'createMemberTransferRequest'
  | 'updateMemberTransferRequest'
  | 'auditMemberTransferRequest';

export const FEED_ITEM_TYPE = 'member_transfer_request' satisfies FeedItemType;
const DEFAULT_PAGE_SIZE = 100;

const requester = (actor: Actor) => ({ userId: actor.user.id, permissions: actor.permissions });
const summaryOf = (member: UserRow): MemberSummary => ({
  id: member.id,
  name: fullName(member),
  firstName: member.firstName,
  lastName: member.lastName,
  assignedGuideId: member.assignedGuideId,
});
const refused = (property: string, message: string) => badRequest([{ property, constraints: { refused: message } }]);
const conflict = (message: string) => new HttpError(409, message, message);

const STATUS_FILTERS: Record<Exclude<TransferStatus, 'deleted'>, SQL | undefined> = {
  pending: isNull(memberTransferRequests.approval),
  approved: eq(memberTransferRequests.approval, 'approve'),
  denied: eq(memberTransferRequests.approval, 'deny'),
};

interface Details {
  stringDetail?: string | null;
  numericDetail?: string | null;
  timestampDetail?: number | null;
}

export function memberTransferHandlers(ctx: AppContext): HandlersOf<TransferOperations> {
  const { db } = ctx;

  async function loadReason(actor: Actor, reasonId: string): Promise<TransferReasonRow> {
    const [reason] = await db
      .select()
      .from(memberTransferReasons)
      .where(
        and(eq(memberTransferReasons.id, reasonId), eq(memberTransferReasons.organisationId, actor.organisationId)),
      );
    if (!reason) throw notFound();
    return reason;
  }

  /** The detail the reason asks for, required; the others null. */
  async function detailsFor(reason: TransferReasonRow, member: UserRow, body: Details) {
    const none = { stringDetail: null, numericDetail: null, timestampDetail: null };
    if (reason.detailType === 'date') {
      if (body.timestampDetail === undefined || body.timestampDetail === null)
        throw refused('timestampDetail', `${reason.detailLabel} is required.`);
      return { ...none, timestampDetail: new Date(body.timestampDetail) };
    }
    if (reason.detailType === 'string') {
      if (!body.stringDetail) throw refused('stringDetail', `${reason.detailLabel} is required.`);
      return { ...none, stringDetail: body.stringDetail };
    }
    if (!body.numericDetail) throw refused('numericDetail', `${reason.detailLabel} is required.`);
    const [address] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.id, body.numericDetail),
          eq(addresses.userId, member.id),
          eq(addresses.organisationId, member.organisationId),
        ),
      );
    if (!address) throw refused('numericDetail', "The address must be one of the member's addresses.");
    return { ...none, numericDetail: address.id };
  }

  /** The receiving guide: a staff user of the organisation (404 otherwise) who carries a caseload and can sign in, not the member's guide already. */
  async function loadReceivingGuide(actor: Actor, member: UserRow, guideId: string): Promise<UserRow> {
    const guide = await loadGuideInTenant(db, actor, guideId);
    if (!GUIDE_ROLES.includes(guide.role as Role) || !guide.hasAppAccess)
      throw refused('receivingGuideId', 'The receiving guide must be a guide with access to the portal.');
    if (member.assignedGuideId === guide.id)
      throw refused('receivingGuideId', 'The member is already assigned to this guide.');
    return guide;
  }

  async function loadRequest(actor: Actor, id: string): Promise<TransferRequestRow> {
    const [request] = await db
      .select()
      .from(memberTransferRequests)
      .where(
        and(
          eq(memberTransferRequests.id, id),
          eq(memberTransferRequests.organisationId, actor.organisationId),
          isNull(memberTransferRequests.deletedAt),
        ),
      );
    if (!request) throw notFound();
    return request;
  }

  /** The request, locked for the rest of the write; 404 for a missing, deleted or another organisation's one. */
  async function lockRequest(tx: Tx, actor: Actor, id: string): Promise<TransferRequestRow> {
    const [request] = await tx
      .select()
      .from(memberTransferRequests)
      .where(
        and(
          eq(memberTransferRequests.id, id),
          eq(memberTransferRequests.organisationId, actor.organisationId),
          isNull(memberTransferRequests.deletedAt),
        ),
      )
      .for('update');
    if (!request) throw notFound();
    return request;
  }

  /** Records the request's change last; applies it first when it is approved and due. */
  async function finish(
    tx: Tx,
    changes: ChangeRecorder,
    request: TransferRequestRow,
    member: UserRow,
    now: Date,
  ): Promise<TransferRequestRow> {
    if (request.approval === 'approve' && request.effectiveAt && request.effectiveAt.getTime() <= now.getTime())
      return applyTransfer(tx, changes, request, now);
    changes.record({
      entity: 'memberTransferRequest',
      id: request.id,
      op: 'upsert',
      data: presentTransferRequest(request, summaryOf(member)),
    });
    return request;
  }

  const answer = async (request: TransferRequestRow) =>
    presentTransferRequest(request, (await memberSummaries(db, [request.memberId])).get(request.memberId));

  return {
    async memberTransferReasons({ actor }) {
      const rows = await db
        .select()
        .from(memberTransferReasons)
        .where(eq(memberTransferReasons.organisationId, actor.organisationId))
        .orderBy(asc(memberTransferReasons.sortOrder), asc(memberTransferReasons.id));
      return { data: rows.map(presentTransferReason) };
    },

    async memberTransferRequests({ actor, query }) {
      if (query.memberId) await loadMemberInTenant(db, actor, query.memberId);
      if (query.guideId) await loadGuideInTenant(db, actor, query.guideId);
      const limit = query['page-size'] ?? DEFAULT_PAGE_SIZE;
      const after =
        query['after-created-at'] && query['after-id']
          ? { at: new Date(query['after-created-at']), id: query['after-id'] }
          : undefined;
      const t = memberTransferRequests;
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.organisationId, actor.organisationId),
            isNull(t.deletedAt),
            query.id ? eq(t.id, query.id) : undefined,
            query.memberId ? eq(t.memberId, query.memberId) : undefined,
            query.guideId
              ? or(eq(t.originatingGuideId, query.guideId), eq(t.receivingGuideId, query.guideId))
              : undefined,
            query.status ? STATUS_FILTERS[query.status] : undefined,
            // Keyset on (createdAt, id), newest first: stable while new requests arrive at the top.
            after ? or(lt(t.createdAt, after.at), and(eq(t.createdAt, after.at), lt(t.id, after.id))) : undefined,
          ),
        )
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const members = await memberSummaries(
        db,
        page.map((r) => r.memberId),
      );
      return {
        data: page.map((r) => presentTransferRequest(r, members.get(r.memberId))),
        hasMore: rows.length > limit,
      };
    },

    async createMemberTransferRequest({ actor, body, write }) {
      const member = await loadMemberInTenant(db, actor, body.memberId);
      if (!mayRequestTransfer(requester(actor), member))
        throw forbidden('Only the member’s guide or an auditor may request a transfer of this member.');
      const reason = await loadReason(actor, body.transferReasonId);
      const receiving = await loadReceivingGuide(actor, member, body.receivingGuideId);
      const details = await detailsFor(reason, member, body);
      const request = await write(async (tx, changes) => {
        const now = ctx.clock.now();
        const approved = transferAutoApproves(requester(actor));
        const [row] = await tx
          .insert(memberTransferRequests)
          .values({
            id: randomUUID(),
            organisationId: actor.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            originatingGuideId: member.assignedGuideId,
            receivingGuideId: receiving.id,
            creatorId: actor.user.id,
            realCreatorId: actor.realUser.id,
            transferReasonId: reason.id,
            commentToReceivingGuide: body.commentToReceivingGuide,
            ...details,
            ...(approved
              ? {
                  approval: 'approve' as const,
                  approvedAt: now,
                  auditorId: actor.user.id,
                  effectiveAt: body.effectiveAt ? new Date(body.effectiveAt) : now,
                }
              : {}),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('transfer request not stored');
        const [item] = await tx
          .insert(feedItems)
          .values({
            id: randomUUID(),
            organisationId: actor.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            timestamp: now,
            externalItemType: FEED_ITEM_TYPE,
            externalItemId: row.id,
          })
          .returning();
        if (!item) throw new Error('feed item not stored');
        const [feedItem] = await presentFeedItems(tx, actor.organisationId, [item]);
        if (feedItem) changes.record({ entity: 'feedItem', id: item.id, op: 'upsert', data: feedItem, created: true });
        return finish(tx, changes, row, member, now);
      });
      return answer(request);
    },

    async updateMemberTransferRequest({ actor, params, body, write }) {
      const found = await loadRequest(actor, params.id);
      if (found.creatorId !== actor.user.id) throw forbidden('Only the creator of a transfer request may edit it.');
      const member = await loadMemberInTenant(db, actor, found.memberId);
      const reason = await loadReason(actor, body.transferReasonId);
      const receiving = await loadReceivingGuide(actor, member, body.receivingGuideId);
      const details = await detailsFor(reason, member, body);
      const request = await write(async (tx, changes) => {
        // Checked again under the row lock: a review may have come in meanwhile.
        const current = await lockRequest(tx, actor, params.id);
        if (!mayEditTransfer(requester(actor), current)) throw conflict('This transfer request was already reviewed.');
        const [row] = await tx
          .update(memberTransferRequests)
          .set({
            receivingGuideId: receiving.id,
            transferReasonId: reason.id,
            commentToReceivingGuide: body.commentToReceivingGuide,
            ...details,
            updatedAt: ctx.clock.now(),
          })
          .where(eq(memberTransferRequests.id, current.id))
          .returning();
        if (!row) throw new Error('transfer request vanished while edited');
        return finish(tx, changes, row, member, ctx.clock.now());
      });
      return answer(request);
    },

    async auditMemberTransferRequest({ actor, params, body, write }) {
      const found = await loadRequest(actor, params.id);
      const member = await loadMemberInTenant(db, actor, found.memberId);
      // A denial keeps the requested guide; an approval may name another one.
      const receiving =
        body.approval === 'approve' ? await loadReceivingGuide(actor, member, body.receivingGuideId) : undefined;
      const request = await write(async (tx, changes) => {
        const current = await lockRequest(tx, actor, params.id);
        if (transferStatusOf(current) !== 'pending') throw conflict('This transfer request was already reviewed.');
        const now = ctx.clock.now();
        const review = { auditorId: actor.user.id, auditorComment: body.auditorComment ?? null, updatedAt: now };
        const decision = receiving
          ? {
              ...review,
              approval: 'approve' as const,
              approvedAt: now,
              receivingGuideId: receiving.id,
              effectiveAt: new Date(body.effectiveAt),
            }
          : { ...review, approval: 'deny' as const, deniedAt: now };
        const [row] = await tx
          .update(memberTransferRequests)
          .set(decision)
          .where(eq(memberTransferRequests.id, current.id))
          .returning();
        if (!row) throw new Error('transfer request vanished while reviewed');
        await notifyRequestDecided(tx, changes, {
          kind: 'transfer',
          requestId: row.id,
          creatorId: row.creatorId,
          deciderId: actor.user.id,
          approved: row.approval === 'approve',
          member,
        });
        return finish(tx, changes, row, member, now);
      });
      return answer(request);
    },
  };
}
