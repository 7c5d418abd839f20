/**
 * Texts we send to members. `SmsSender` is the carrier port: the simulated one accepts every
 * message at once (status 'sent'); a real carrier plugs in here, with its delivery receipts
 * arriving later through the signed status webhook. `recordOutboundText` stores the message and
 * its feed item with their changes, in the caller's transaction, so the member's open feeds show
 * it at once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { feedItems, smsMessages, users } from '../db/schema/index.ts';
import type { UserRow } from '../auth/actor.ts';
import { presentUserChange } from '../presenters/people.ts';
import { presentFeedItems, presentSmsMessage } from '../presenters/work.ts';

export interface OutgoingText {
  /** E.164, +1 and 10 digits. */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Hands the text to the carrier: its id there and the status it reports now. */
  send(message: OutgoingText): Promise<{ carrierId: string; status: 'queued' | 'sent' }>;
}

export function createSimulatedSmsSender(): SmsSender {
  return { send: async () => ({ carrierId: `SM${randomUUID().replace(/-/g, '')}`, status: 'sent' }) };
}

export async function recordOutboundText(
  tx: Tx,
  changes: ChangeRecorder,
  input: { member: UserRow; phoneId: number; to: string; text: string; senderId: string; status: string; now: Date },
): Promise<{ messageId: string; feedItemId: string }> {
  const { member, now } = input;
  const owned = { organisationId: member.organisationId, clientId: member.clientId };
  const [message] = await tx
    .insert(smsMessages)
    .values({ id: randomUUID(), ...owned, subjectId: member.id, text: input.text, phoneNumberId: input.phoneId, userId: input.senderId, incoming: false, sentAt: now, createdAt: now, smsStatus: input.status, smsPhoneNumber: input.to })
    .returning();
  if (!message) throw new Error('text not stored');
  changes.record({ entity: 'smsMessage', id: message.id, op: 'upsert', data: presentSmsMessage(message), created: true });
  const [touched] = await tx.update(users).set({ lastEventAt: now, lastEventType: 'message' }).where(eq(users.id, member.id)).returning();
  if (touched) changes.record({ entity: 'user', id: touched.id, op: 'upsert', data: presentUserChange(touched) });
  const [feed] = await tx.insert(feedItems).values({ id: randomUUID(), ...owned, memberId: member.id, timestamp: now, externalItemType: 'message', externalItemId: message.id }).returning();
  if (!feed) throw new Error('feed item not stored');
  for (const data of await presentFeedItems(tx, member.organisationId, [feed])) changes.record({ entity: 'feedItem', id: data.id, op: 'upsert', data, created: true });
  return { messageId: message.id, feedItemId: feed.id };
}
