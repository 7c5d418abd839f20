/**
 * Text messages (spec part 2 section 7 "Messages"): send now or at a time, edit, delete or send a
 * scheduled text now, the member's scheduled texts and a day's scheduling status. Every send path
 * refuses a number that opted out (the spec's words). A text is stored, then handed to the carrier
 * after its transaction commits (`messages-sending.ts`); a scheduled text waits in
 * `scheduled_messages` until `sendDueTexts` (server/jobs) or Send now makes it a text.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  ENTITIES,
  hasPermission,
  MAX_ATTACHMENTS,
  scheduleProblem,
  scheduledPerDayError,
  SCHEDULING_LIMITS,
  sendingPerDayError,
  todayIn,
  type EntityShape,
} from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import { loadMemberInTenant, memberInTenantOrNotFound } from '../auth/scope.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { phoneNumbers, scheduledMessages, users } from '../db/schema/index.ts';
import { attachFiles } from '../files/index.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { recordOutboundText, refuseOptedOut } from '../providers/outbound-sms.ts';
import { handOff } from './messages-sending.ts';

type ScheduledRow = typeof scheduledMessages.$inferSelect;

/** A scheduled text as clients receive it: its declared columns (`domain/entities/messages.ts`). */
export function presentScheduledMessage(row: ScheduledRow): EntityShape<'scheduledMessage'> {
  return toWire(ENTITIES.scheduledMessage.table.columns, row, {});
}

/**
 * The member (in the actor's organisation, else 404) and their phone on record (not removed, else
 * 400; refused when it opted out), read together: one round trip where a text had two.
 */
async function memberAndSendablePhone(db: Db, actor: Actor, memberId: string, phoneId: number) {
  const [found] = await db
    .select({ member: users, phone: phoneNumbers })
    .from(users)
    .leftJoin(
      phoneNumbers,
      and(eq(phoneNumbers.id, phoneId), eq(phoneNumbers.userId, users.id), isNull(phoneNumbers.deletedAt)),
    )
    .where(and(eq(users.id, memberId), eq(users.organisationId, actor.organisationId)))
    .limit(1);
  const member = memberInTenantOrNotFound(actor, found?.member);
  if (!found?.phone)
    throw badRequest([{ property: 'phoneNumberId', constraints: { phone: 'Phone number is required' } }]);
  refuseOptedOut(found.phone);
  return { member, phone: found.phone };
}

const dayBounds = (day: string, zone: string) => {
  const start = Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: zone });
  return { start: new Date(start.epochMilliseconds), end: new Date(start.add({ days: 1 }).epochMilliseconds) };
};

/** How many texts the user scheduled today, and how many of theirs are to be sent on `day` (their zone). */
async function schedulingCounts(db: Db | Tx, user: UserRow, day: string, nowMs: number, except?: string) {
  const today = dayBounds(todayIn(nowMs, user.timeZone), user.timeZone);
  const sending = dayBounds(day, user.timeZone);
  const mine = eq(scheduledMessages.userId, user.id);
  const [scheduled] = await db
    .select({ n: count() })
    .from(scheduledMessages)
    .where(and(mine, gte(scheduledMessages.createdAt, today.start), lt(scheduledMessages.createdAt, today.end)));
  // A text being moved does not count against the day it moves to.
  const others = except ? ne(scheduledMessages.id, except) : undefined;
  const [toSend] = await db
    .select({ n: count() })
    .from(scheduledMessages)
    .where(and(mine, gte(scheduledMessages.sendAt, sending.start), lt(scheduledMessages.sendAt, sending.end), others));
  return { scheduledToday: Number(scheduled?.n ?? 0), toSendThatDay: Number(toSend?.n ?? 0) };
}

/** The schedule's rules: the window, then the daily limits (the server's words, which the dialog words for people). */
async function checkSchedule(
  db: Db | Tx,
  user: UserRow,
  sendAtMs: number,
  nowMs: number,
  options: { isNew: boolean; movingId?: string },
) {
  const problem = scheduleProblem(sendAtMs, nowMs, user.timeZone);
  if (problem) throw badRequest([{ property: 'sendAt', constraints: { schedule: problem } }], problem);
  const day = Temporal.Instant.fromEpochMilliseconds(sendAtMs)
    .toZonedDateTimeISO(user.timeZone)
    .toPlainDate()
    .toString();
  const counts = await schedulingCounts(db, user, day, nowMs, options.movingId);
  if (options.isNew && counts.scheduledToday >= SCHEDULING_LIMITS.scheduledLimit)
    throw new HttpError(400, scheduledPerDayError(SCHEDULING_LIMITS.scheduledLimit));
  if (counts.toSendThatDay >= SCHEDULING_LIMITS.sendingLimit)
    throw new HttpError(400, sendingPerDayError(SCHEDULING_LIMITS.sendingLimit));
}

async function useFiles(tx: Tx, actor: Actor, memberId: string, fileIds: readonly string[], now: Date) {
  if (fileIds.length > MAX_ATTACHMENTS)
    throw badRequest([
      { property: 'fileIds', constraints: { count: `You may only upload ${MAX_ATTACHMENTS} files at once` } },
    ]);
  const missing = await attachFiles(tx, {
    organisationId: actor.organisationId,
    memberId,
    fileIds,
    purpose: 'attachment',
    now,
  });
  if (missing.length)
    throw badRequest([
      { property: 'fileIds', constraints: { files: 'One or more files are missing or not uploaded yet' } },
    ]);
}

/** A scheduled text in the actor's organisation that they may change: their own, or anyone's with CAN_MANAGE_OTHER_GUIDES_WORK. */
async function loadScheduled(db: Db, actor: Actor, id: string): Promise<ScheduledRow> {
  const [row] = await db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.organisationId, actor.organisationId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.userId !== actor.user.id && !hasPermission(actor.permissions, 'CAN_MANAGE_OTHER_GUIDES_WORK'))
    throw forbidden();
  return row;
}

/** Turns a scheduled text into a text on its way (stored 'queued'; handed off after commit). */
export async function sendScheduled(
  tx: Tx,
  changes: ChangeRecorder,
  row: ScheduledRow,
  member: UserRow,
  phone: typeof phoneNumbers.$inferSelect,
  now: Date,
  byJob: boolean,
) {
  const sent = await recordOutboundText(tx, changes, {
    member,
    phoneId: phone.id,
    to: phone.number,
    text: row.text,
    senderId: row.userId,
    now,
    fileIds: row.fileIds,
    asInteraction: true,
    wasSentByCronJob: byJob,
  });
  await tx.delete(scheduledMessages).where(eq(scheduledMessages.id, row.id));
  changes.record({ entity: 'scheduledMessage', id: row.id, op: 'delete', data: null });
  return sent;
}

export function messagesHandlers(
  ctx: AppContext,
): HandlersOf<
  | 'createMessage'
  | 'updateMessage'
  | 'deleteMessage'
  | 'sendScheduledMessage'
  | 'scheduledMessages'
  | 'schedulingStatus'
> {
  const { db } = ctx;
  const requireScheduling = (actor: Actor) => {
    if (!actor.featureFlags.includes('scheduled-sms')) throw forbidden('Scheduling texts is not enabled');
  };
  return {
    async createMessage({ actor, body, write }) {
      const { member, phone } = await memberAndSendablePhone(db, actor, body.subjectId, body.phoneNumberId);
      const now = ctx.clock.now();
      const fileIds = body.fileIds ?? [];
      if (body.sendAt !== undefined && body.sendAt !== null) {
        requireScheduling(actor);
        const sendAt = body.sendAt;
        const row = await write(async (tx, changes) => {
          await checkSchedule(tx, actor.user, sendAt, now.getTime(), { isNew: true });
          await useFiles(tx, actor, member.id, fileIds, now);
          const [inserted] = await tx
            .insert(scheduledMessages)
            .values({
              id: randomUUID(),
              organisationId: actor.organisationId,
              clientId: member.clientId,
              memberId: member.id,
              userId: actor.user.id,
              phoneNumberId: phone.id,
              text: body.text,
              fileIds: [...fileIds],
              scheduledEventId: body.scheduledEventId ?? null,
              sendAt: new Date(sendAt),
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!inserted) throw new Error('scheduled text not stored');
          const data = presentScheduledMessage(inserted);
          changes.record({ entity: 'scheduledMessage', id: data.id, op: 'upsert', data, created: true });
          return data;
        });
        return { feedItem: null, scheduledMessage: row };
      }
      let stored: Awaited<ReturnType<typeof recordOutboundText>> | undefined;
      const feedItem = await write(async (tx, changes) => {
        await useFiles(tx, actor, member.id, fileIds, now);
        stored = await recordOutboundText(tx, changes, {
          member,
          phoneId: phone.id,
          to: phone.number,
          text: body.text,
          senderId: actor.user.id,
          now,
          fileIds,
          asInteraction: true,
        });
        return stored.feedItem;
      });
      // Only the request that wrote it hands it off (a replay answers what the first one stored).
      if (stored) await handOff(ctx, stored.message);
      return { feedItem, scheduledMessage: null };
    },

    async updateMessage({ actor, params, body, write }) {
      const row = await loadScheduled(db, actor, params.messageId);
      // Moving a text in time is scheduling; its words, number or files are not.
      if (body.sendAt !== undefined) requireScheduling(actor);
      const { member, phone } = await memberAndSendablePhone(
        db,
        actor,
        row.memberId,
        body.phoneNumberId ?? row.phoneNumberId,
      );
      const now = ctx.clock.now();
      return write(async (tx, changes) => {
        if (body.sendAt !== undefined && body.sendAt !== row.sendAt.getTime())
          await checkSchedule(tx, actor.user, body.sendAt, now.getTime(), { isNew: false, movingId: row.id });
        if (body.fileIds) await useFiles(tx, actor, member.id, body.fileIds, now);
        const [updated] = await tx
          .update(scheduledMessages)
          .set({
            text: body.text ?? row.text,
            fileIds: body.fileIds ? [...body.fileIds] : row.fileIds,
            phoneNumberId: phone.id,
            sendAt: body.sendAt === undefined ? row.sendAt : new Date(body.sendAt),
            updatedAt: now,
          })
          .where(eq(scheduledMessages.id, row.id))
          .returning();
        if (!updated) throw notFound();
        const data = presentScheduledMessage(updated);
        changes.record({ entity: 'scheduledMessage', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async deleteMessage({ actor, params, write }) {
      const row = await loadScheduled(db, actor, params.messageId);
      return write(async (tx, changes) => {
        const [gone] = await tx
          .delete(scheduledMessages)
          .where(eq(scheduledMessages.id, row.id))
          .returning({ id: scheduledMessages.id });
        if (!gone) throw notFound();
        changes.record({ entity: 'scheduledMessage', id: gone.id, op: 'delete', data: null });
        return { id: gone.id };
      });
    },

    async sendScheduledMessage({ actor, params, write }) {
      const row = await loadScheduled(db, actor, params.messageId);
      const { member, phone } = await memberAndSendablePhone(db, actor, row.memberId, row.phoneNumberId);
      let stored: Awaited<ReturnType<typeof recordOutboundText>> | undefined;
      const feedItem = await write(async (tx, changes) => {
        // Sent by the job or another tab meanwhile: nothing left to send.
        const [still] = await tx
          .select()
          .from(scheduledMessages)
          .where(eq(scheduledMessages.id, row.id))
          .limit(1)
          .for('update');
        if (!still) throw notFound();
        stored = await sendScheduled(tx, changes, still, member, phone, ctx.clock.now(), false);
        return stored.feedItem;
      });
      if (stored) await handOff(ctx, stored.message);
      return feedItem;
    },

    async scheduledMessages({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const rows = await db
        .select()
        .from(scheduledMessages)
        .where(
          and(eq(scheduledMessages.memberId, member.id), eq(scheduledMessages.organisationId, actor.organisationId)),
        )
        .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.id));
      return { data: rows.map(presentScheduledMessage) };
    },

    async schedulingStatus({ actor, query }) {
      const counts = await schedulingCounts(db, actor.user, query.date, ctx.clock.now().getTime());
      return {
        canSchedule: counts.scheduledToday < SCHEDULING_LIMITS.scheduledLimit,
        canSend: counts.toSendThatDay < SCHEDULING_LIMITS.sendingLimit,
        ...SCHEDULING_LIMITS,
      };
    },
  };
}
