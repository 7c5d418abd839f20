/**
 * Scheduled texts sent by the server at their time (a due-work handler, server/jobs). Each due text
 * becomes a text on its way ('queued', `wasSentByCronJob`) in the tick's transaction; the hand-off to
 * the carrier happens after the tick commits (`dispatchQueuedTexts`, the runner's after-tick step).
 * A text whose number opted out meanwhile is not sent: it stays scheduled, where the guide sees it
 * beside the member's STOP banner and may delete it, or send it once the member texted START.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { writeWithChanges, type PublishedChange } from '../db/changes.ts';
import { phoneNumbers, scheduledMessages, users } from '../db/schema/index.ts';
import { sendScheduled } from './messages.ts';

/** At most this many texts per tick: a backlog drains over a few ticks without one long transaction. */
const BATCH = 50;

export async function sendDueTexts(db: Db, now: Date): Promise<PublishedChange[]> {
  const due = await db
    .select({ row: scheduledMessages, member: users, phone: phoneNumbers })
    .from(scheduledMessages)
    .innerJoin(users, eq(users.id, scheduledMessages.memberId))
    .innerJoin(phoneNumbers, and(eq(phoneNumbers.id, scheduledMessages.phoneNumberId), isNull(phoneNumbers.deletedAt)))
    .where(and(lte(scheduledMessages.sendAt, now), eq(phoneNumbers.doNotContact, false)))
    .orderBy(asc(scheduledMessages.sendAt))
    .limit(BATCH);
  const published: PublishedChange[] = [];
  for (const { row, member, phone } of due) {
    // The tick's transaction is the runner's; each text records its own changes in it.
    const { changes } = await writeWithChanges(db, row.organisationId, (tx: Tx, recorder) =>
      sendScheduled(tx, recorder, row, member, phone, now, true),
    );
    published.push(...changes);
  }
  return published;
}
