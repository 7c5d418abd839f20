/**
 * Sending texts through the carrier port, after commit: the attachments' signed links for the
 * carrier, and the hand-off of queued texts that no request handed off (those the due-work job
 * sent, or a request whose process stopped between its commit and its hand-off).
 */
import { and, asc, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { smsMessages } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { temporaryLink } from '../files/index.ts';
import { handOffText } from '../providers/outbound-sms.ts';
import { filesPort } from './files.ts';

/** Signed read links to the attachments, made when the carrier is about to fetch them. */
export function mediaUrlsOf(ctx: AppContext, fileIds: readonly string[]): () => Promise<string[]> {
  return async () =>
    Promise.all(fileIds.map(async (id) => (await temporaryLink(filesPort(ctx), id, ctx.clock.now())).temporaryUrl));
}

export function handOff(ctx: AppContext, message: typeof smsMessages.$inferSelect): Promise<void> {
  return handOffText(
    { db: ctx.db, sms: ctx.sms, publish: ctx.publish },
    {
      organisationId: message.organisationId,
      messageId: message.id,
      to: message.smsPhoneNumber,
      text: message.text,
      mediaUrls: mediaUrlsOf(ctx, message.fileIds),
    },
  );
}

/** Hands off every queued text not handed off yet (oldest first, at most `limit`). */
export async function dispatchQueuedTexts(ctx: AppContext, db: Db = ctx.db, limit = 50): Promise<number> {
  const queued = await db
    .select()
    .from(smsMessages)
    // The partial index's own condition, as literals, so the plan can use it (sms_queued_outgoing_idx).
    .where(
      and(
        sql`${smsMessages.incoming} = false and ${smsMessages.smsStatus} = 'queued' and ${smsMessages.carrierSid} is null`,
        lte(smsMessages.createdAt, ctx.clock.now()),
      ),
    )
    .orderBy(asc(smsMessages.createdAt))
    .limit(limit);
  for (const message of queued) await handOff(ctx, message);
  return queued.length;
}
