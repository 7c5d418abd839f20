/**
 * Texts we send to members. `SmsSender` is the carrier port. A text is stored first (status
 * 'queued', with its feed item and changes, in the caller's transaction: `recordOutboundText`), and
 * handed to the carrier only after that transaction commits (`handOffText`): a rolled-back write
 * never texts anyone, and a slow carrier never holds a transaction open. The carrier's answer (its
 * id, 'sent' or 'queued') is stored with its change; later delivery receipts ('sent', 'delivered',
 * 'failed', 'undelivered' with the carrier's error code) arrive through the signed status webhook
 * (`routes/sms-webhook.ts`) and never move a text backwards. Every send path refuses a number that
 * opted out (`refuseOptedOut`).
 *
 * The simulated carrier (`sms-simulator.ts`) answers like a real one and posts its receipts to that
 * webhook, signed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import { OPTED_OUT_MESSAGE, statusMayFollow, type SmsStatus } from '../../domain/messages.ts';
import type { Db, Tx } from '../db/connect.ts';
import { writeWithChanges, type ChangeRecorder } from '../db/changes.ts';
import { feedItems, interactions, phoneNumbers, smsMessages, users } from '../db/schema/index.ts';
import type { UserRow } from '../auth/actor.ts';
import { HttpError } from '../http/errors.ts';
import { memberSummaryOf, presentUserChange } from '../presenters/people.ts';
import { presentInteraction, presentNewFeedItem, presentSmsMessage } from '../presenters/work.ts';

export interface OutgoingText {
  /** E.164, +1 and 10 digits. */
  to: string;
  text: string;
  /** Signed links to the attachments, for the carrier to fetch. */
  mediaUrls: string[];
  /** Our message's id: the carrier's receipts name it (a real carrier's status callback carries it). */
  reference: string;
}

export interface SmsSender {
  /** Hands the text to the carrier: its id there and the status it reports now. */
  send(message: OutgoingText): Promise<{ carrierId: string; status: 'queued' | 'sent' }>;
}

/** Marks a text being handed off (its carrier id is not known yet). */
const HAND_OFF_CLAIM = 'handing-off:';

/** Part 1 section 8's code for a carrier that does not answer: the text is marked failed with it. */
export const CARRIER_UNREACHABLE_CODE = 11200;

/** A number that opted out (a STOP) is never texted: the spec's words, on the phone field. */
export function refuseOptedOut(phone: Pick<typeof phoneNumbers.$inferSelect, 'doNotContact'>): void {
  if (phone.doNotContact)
    throw new HttpError(400, OPTED_OUT_MESSAGE, OPTED_OUT_MESSAGE, [
      { property: 'phoneNumberId', constraints: { optedOut: OPTED_OUT_MESSAGE } },
    ]);
}

export interface OutboundTextInput {
  member: UserRow;
  phoneId: number;
  to: string;
  text: string;
  senderId: string;
  now: Date;
  fileIds?: readonly string[];
  /** A guide's text is an interaction with the member (the docket's priority contacts count it). */
  asInteraction?: boolean;
  wasSentByCronJob?: boolean;
}

/** Stores a text about to go out ('queued') with its feed item and changes, in the caller's transaction. */
export async function recordOutboundText(
  tx: Tx,
  changes: ChangeRecorder,
  input: OutboundTextInput,
): Promise<{
  messageId: string;
  feedItemId: string;
  message: typeof smsMessages.$inferSelect;
  feedItem: EntityShape<'feedItem'>;
}> {
  const { member, now } = input;
  const owned = { organisationId: member.organisationId, clientId: member.clientId };
  const interactionId = input.asInteraction ? randomUUID() : null;
  const [message] = await tx
    .insert(smsMessages)
    .values({
      id: randomUUID(),
      ...owned,
      subjectId: member.id,
      text: input.text,
      phoneNumberId: input.phoneId,
      userId: input.senderId,
      incoming: false,
      sentAt: now,
      createdAt: now,
      smsStatus: 'queued',
      smsPhoneNumber: input.to,
      fileIds: [...(input.fileIds ?? [])],
      interactionId,
      wasSentByCronJob: input.wasSentByCronJob ?? false,
    })
    .returning();
  if (!message) throw new Error('text not stored');
  const presented = presentSmsMessage(message);
  changes.record({ entity: 'smsMessage', id: message.id, op: 'upsert', data: presented, created: true });
  const [touched] = await tx
    .update(users)
    .set({ lastEventAt: now, lastEventType: 'message' })
    .where(eq(users.id, member.id))
    .returning();
  if (touched) changes.record({ entity: 'user', id: touched.id, op: 'upsert', data: presentUserChange(touched) });
  if (interactionId) {
    const [interaction] = await tx
      .insert(interactions)
      .values({
        id: interactionId,
        ...owned,
        interactionType: 'message',
        memberId: member.id,
        guideId: input.senderId,
        timestamp: now,
        incoming: false,
      })
      .returning();
    if (interaction)
      changes.record({
        entity: 'interaction',
        id: interaction.id,
        op: 'upsert',
        data: presentInteraction(interaction, memberSummaryOf(member)),
        created: true,
      });
  }
  // The feed item last: the writer's engine confirms on it, and every open feed shows the text at once.
  const [feed] = await tx
    .insert(feedItems)
    .values({
      id: randomUUID(),
      ...owned,
      memberId: member.id,
      timestamp: now,
      externalItemType: 'message',
      externalItemId: message.id,
    })
    .returning();
  if (!feed) throw new Error('feed item not stored');
  // What presentFeedItems would read back: a text's item embeds its message (of this member), nothing else.
  const feedItem = presentNewFeedItem(feed, { message: presented });
  changes.record({ entity: 'feedItem', id: feedItem.id, op: 'upsert', data: feedItem, created: true });
  return { messageId: message.id, feedItemId: feed.id, message, feedItem };
}

/**
 * Applies a carrier's word about a text (its answer to the hand-off, or a receipt), with its
 * change: only forwards (queued, sent, delivered; failed and undelivered are final).
 */
export async function applyCarrierStatus(
  tx: Tx,
  changes: ChangeRecorder,
  messageId: string,
  report: { status: SmsStatus; errorCode?: number | null; carrierId?: string | null },
): Promise<typeof smsMessages.$inferSelect | undefined> {
  const [current] = await tx.select().from(smsMessages).where(eq(smsMessages.id, messageId)).limit(1).for('update');
  if (!current || current.incoming) return undefined;
  // While a hand-off holds its claim the carrier's id is not known yet.
  const known = current.carrierSid?.startsWith(HAND_OFF_CLAIM) ? null : current.carrierSid;
  // A receipt for another carrier id than the one we stored is not about this text.
  if (report.carrierId && known && report.carrierId !== known) return undefined;
  const carrierSid = report.carrierId ?? current.carrierSid;
  const moves = statusMayFollow(current.smsStatus, report.status);
  if (!moves && carrierSid === current.carrierSid) return current;
  const failed = report.status === 'failed' || report.status === 'undelivered';
  const [updated] = await tx
    .update(smsMessages)
    .set({
      carrierSid,
      ...(moves ? { smsStatus: report.status, smsErrorCode: failed ? (report.errorCode ?? 0) : null } : {}),
    })
    .where(eq(smsMessages.id, messageId))
    .returning();
  if (updated) changes.record({ entity: 'smsMessage', id: updated.id, op: 'upsert', data: presentSmsMessage(updated) });
  return updated;
}

/**
 * After the text's transaction committed: hands it to the carrier and stores its answer (or, when
 * the carrier does not answer, marks the text failed with code 11200), publishing the change.
 */
export async function handOffText(
  port: { db: Db; sms: SmsSender; publish: (changes: Awaited<ReturnType<typeof writeWithChanges>>['changes']) => void },
  input: { organisationId: string; messageId: string; to: string; text: string; mediaUrls: () => Promise<string[]> },
): Promise<void> {
  // One hand-off per text, whichever instance or path gets there first.
  const [claimed] = await port.db
    .update(smsMessages)
    .set({ carrierSid: `${HAND_OFF_CLAIM}${randomUUID()}` })
    .where(and(eq(smsMessages.id, input.messageId), isNull(smsMessages.carrierSid), eq(smsMessages.incoming, false)))
    .returning({ id: smsMessages.id });
  if (!claimed) return;
  let report: { status: SmsStatus; carrierId?: string; errorCode?: number };
  try {
    const answer = await port.sms.send({
      to: input.to,
      text: input.text,
      mediaUrls: await input.mediaUrls(),
      reference: input.messageId,
    });
    report = { status: answer.status, carrierId: answer.carrierId };
  } catch {
    report = { status: 'failed', errorCode: CARRIER_UNREACHABLE_CODE };
  }
  const { changes } = await writeWithChanges(port.db, input.organisationId, (tx, recorder) =>
    applyCarrierStatus(tx, recorder, input.messageId, report),
  );
  port.publish(changes);
}
