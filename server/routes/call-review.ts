/**
 * The calls page's writes: assign a call or a text to a member, share a call for review, close
 * one's own review with no action. What this file guarantees:
 * - Another organisation's call, text, member, guide or review answers 404, like a missing one.
 * - Assign call happens once per call, assign text only while the text is unassigned (409 after).
 * - A shared call gives each guide one open review and one 'Review call' follow-up (CALL_AUDIT todo
 *   on that guide's docket); sharing again with a guide whose review is open adds nothing.
 * - Only the review's own assignee closes it with No action required (403 for anyone else, 409
 *   once closed); its follow-up is done in the same write.
 * - Each write records every row it changed, the call (or text) last, so the engine confirms on it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { callAssignments, calls, feedItems, smsMessages, todos, users, voiceCallAudits } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { memberSummaries } from '../presenters/people.ts';
import { notify } from '../notifications/notify.ts';
import { presentTodo } from '../presenters/work.ts';
import { presentTelephonyCall } from '../telephony/present.ts';
import { presentTextLogRows, type CallRow } from './calls-page-presenter.ts';
import { memberForWrite, recordFeedItem } from './interaction-records.ts';

type CallReviewOperations = 'assignCall' | 'assignText' | 'shareCall' | 'closeCallReview';

const conflict = (message: string) => new HttpError(409, message, message);

async function lockCall(tx: Tx, actor: Actor, callId: string): Promise<CallRow> {
  const [call] = await tx
    .select()
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.organisationId, actor.organisationId)))
    .for('update');
  if (!call) throw notFound();
  return call;
}

/** Recorded as the telephony slice records calls, so every call change carries the same fields. */
async function recordCall(tx: Tx, changes: ChangeRecorder, call: CallRow): Promise<EntityShape<'call'>> {
  const data = await presentTelephonyCall(tx, call);
  changes.record({ entity: 'call', id: data.id, op: 'upsert', data });
  return data;
}

/**
 * A call review's follow-up marked 'No action needed' on the docket closes the review with it (no
 * action taken), so the call no longer reads as needing review; the call's change says so.
 */
export async function closeReviewOfTodo(
  tx: Tx,
  changes: ChangeRecorder,
  todo: { id: string; type: string; organisationId: string },
  now: Date,
): Promise<void> {
  if (todo.type !== 'CALL_AUDIT') return;
  const [closed] = await tx
    .update(voiceCallAudits)
    .set({ actionTaken: false, completedAt: now })
    .where(
      and(
        eq(voiceCallAudits.todoId, todo.id),
        eq(voiceCallAudits.organisationId, todo.organisationId),
        isNull(voiceCallAudits.completedAt),
      ),
    )
    .returning();
  if (!closed) return;
  const [call] = await tx.select().from(calls).where(eq(calls.id, closed.callId));
  if (call) await recordCall(tx, changes, call);
}

/**
 * Puts the call or text on the member's feed: its feed item moves to the member when it had one
 * (the previous member's feed loses it), else one is added dated when it happened.
 */
async function moveToFeed(
  tx: Tx,
  changes: ChangeRecorder,
  member: { id: string; organisationId: string; clientId: string },
  type: 'call' | 'message',
  itemId: string,
  at: Date,
) {
  const [moved] = await tx
    .update(feedItems)
    .set({ memberId: member.id, clientId: member.clientId })
    .where(
      and(
        eq(feedItems.organisationId, member.organisationId),
        eq(feedItems.externalItemType, type),
        eq(feedItems.externalItemId, itemId),
      ),
    )
    .returning();
  const feed =
    moved ??
    (
      await tx
        .insert(feedItems)
        .values({
          id: randomUUID(),
          organisationId: member.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          timestamp: at,
          externalItemType: type,
          externalItemId: itemId,
        })
        .returning()
    )[0];
  if (!feed) throw new Error('feed item not stored');
  await recordFeedItem(tx, changes, feed, !moved);
}

/** The todos, presented with their members, recorded. */
async function recordTodos(
  tx: Tx,
  changes: ChangeRecorder,
  rows: (typeof todos.$inferSelect)[],
  created: boolean,
): Promise<void> {
  const members = await memberSummaries(
    tx,
    rows.flatMap((t) => (t.memberId ? [t.memberId] : [])),
  );
  for (const todo of rows)
    changes.record({
      entity: 'todo',
      id: todo.id,
      op: 'upsert',
      data: presentTodo(todo, todo.memberId ? members.get(todo.memberId) : null),
      created,
    });
}

export function callReviewHandlers(ctx: AppContext): HandlersOf<CallReviewOperations> {
  const { clock } = ctx;
  return {
    async assignCall({ actor, params: { callId }, body, write }) {
      return write(async (tx, changes) => {
        const call = await lockCall(tx, actor, callId);
        const member = await memberForWrite(tx, actor, body.subjectId);
        const [earlier] = await tx.select().from(callAssignments).where(eq(callAssignments.callId, call.id));
        if (earlier) throw conflict('This call was already assigned.');
        const now = clock.now();
        await tx.insert(callAssignments).values({
          callId: call.id,
          organisationId: actor.organisationId,
          assignedBy: actor.user.id,
          assignedAt: now,
          previousSubjectId: call.subjectId,
        });
        const [updated] = await tx.update(calls).set({ subjectId: member.id }).where(eq(calls.id, call.id)).returning();
        if (!updated) throw new Error('call not updated');
        // Its open follow-ups (call back, review) now name the member too.
        const named = await tx
          .update(todos)
          .set({ memberId: member.id })
          .where(
            and(
              eq(todos.organisationId, actor.organisationId),
              eq(todos.externalItemType, 'call'),
              eq(todos.externalItemId, call.id),
              isNull(todos.completedAt),
            ),
          )
          .returning();
        await recordTodos(tx, changes, named, false);
        await moveToFeed(tx, changes, member, 'call', call.id, call.timeStarted);
        return recordCall(tx, changes, updated);
      });
    },

    async assignText({ actor, params: { messageId }, body, write }) {
      return write(async (tx, changes) => {
        const [text] = await tx
          .select()
          .from(smsMessages)
          .where(and(eq(smsMessages.id, messageId), eq(smsMessages.organisationId, actor.organisationId)))
          .for('update');
        if (!text) throw notFound();
        const member = await memberForWrite(tx, actor, body.subjectId);
        if (text.subjectId) throw conflict('This text message was already assigned.');
        const [updated] = await tx
          .update(smsMessages)
          .set({ subjectId: member.id })
          .where(eq(smsMessages.id, text.id))
          .returning();
        if (!updated) throw new Error('text not updated');
        const named = await tx
          .update(todos)
          .set({ memberId: member.id })
          .where(
            and(
              eq(todos.organisationId, actor.organisationId),
              eq(todos.externalItemType, 'message'),
              eq(todos.externalItemId, text.id),
              isNull(todos.completedAt),
            ),
          )
          .returning();
        await recordTodos(tx, changes, named, false);
        await moveToFeed(tx, changes, member, 'message', text.id, text.sentAt ?? text.createdAt);
        const [data] = await presentTextLogRows(tx, [updated]);
        if (!data) throw new Error('text not presented');
        changes.record({ entity: 'smsMessage', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async shareCall({ actor, params: { callId }, body, write }) {
      if (body.callId !== callId)
        throw badRequest([{ property: 'callId', constraints: { equals: 'callId must name the call of the path' } }]);
      return write(async (tx, changes) => {
        const call = await lockCall(tx, actor, callId);
        const assigneeIds = [...new Set(body.assigneeIds)];
        const guides = await tx
          .select({ id: users.id, role: users.role, isDeleted: users.isDeleted, clientId: users.clientId })
          .from(users)
          .where(and(inArray(users.id, assigneeIds), eq(users.organisationId, actor.organisationId)));
        // Every assignee must be a staff user of the organisation: anyone else is as missing as a stranger.
        const staff = guides.filter((g) => !g.isDeleted && g.role !== 'PATIENT' && g.role !== 'SYSTEM');
        if (staff.length !== assigneeIds.length) throw notFound();
        const open = await tx
          .select({ assigneeId: voiceCallAudits.assigneeId })
          .from(voiceCallAudits)
          .where(and(eq(voiceCallAudits.callId, call.id), isNull(voiceCallAudits.completedAt)));
        const already = new Set(open.map((o) => o.assigneeId));
        const now = clock.now();
        const fresh = staff.filter((g) => !already.has(g.id));
        if (fresh.length > 0) {
          const added = await tx
            .insert(todos)
            .values(
              fresh.map((g) => ({
                id: randomUUID(),
                organisationId: actor.organisationId,
                clientId: call.clientId,
                userId: g.id,
                memberId: call.subjectId,
                type: 'CALL_AUDIT',
                date: now,
                externalItemType: 'call',
                externalItemId: call.id,
              })),
            )
            .returning();
          await tx.insert(voiceCallAudits).values(
            added.map((todo) => ({
              id: randomUUID(),
              organisationId: actor.organisationId,
              callId: call.id,
              assigneeId: todo.userId,
              assignedBy: actor.user.id,
              auditType: body.auditType ?? 'voicemail_review',
              createdAt: now,
              todoId: todo.id,
            })),
          );
          await recordTodos(tx, changes, added, true);
          // Each reviewer is told in their notification centre (a call of an unknown caller has no member to name).
          if (call.subjectId) {
            for (const todo of added) {
              await notify(tx, changes, {
                organisationId: actor.organisationId,
                clientId: call.clientId,
                guideId: todo.userId,
                memberId: call.subjectId,
                type: 'call_review_assigned',
                target: { type: 'call', id: call.id },
                at: now,
              });
            }
          }
        }
        return recordCall(tx, changes, call);
      });
    },

    async closeCallReview({ actor, params: { auditId }, write }) {
      return write(async (tx, changes) => {
        const [audit] = await tx
          .select()
          .from(voiceCallAudits)
          .where(and(eq(voiceCallAudits.id, auditId), eq(voiceCallAudits.organisationId, actor.organisationId)))
          .for('update');
        if (!audit) throw notFound();
        if (audit.assigneeId !== actor.user.id) throw forbidden('Only the review’s assignee may close it.');
        if (audit.completedAt) throw conflict('This review is already closed.');
        const now = clock.now();
        await tx
          .update(voiceCallAudits)
          .set({ actionTaken: false, completedAt: now })
          .where(eq(voiceCallAudits.id, audit.id));
        const done = await tx
          .update(todos)
          .set({ completedAt: now })
          .where(and(eq(todos.id, audit.todoId), isNull(todos.completedAt)))
          .returning();
        await recordTodos(tx, changes, done, false);
        return recordCall(tx, changes, await lockCall(tx, actor, audit.callId));
      });
    },
  };
}
