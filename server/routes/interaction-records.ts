/**
 * What notes and visits share: the member they are about (in the caller's organisation, 404
 * otherwise), their feed item, and how a write records them. A write records the interaction (and
 * what else changed) first and the feed item last, with the interaction embedded, so the engine
 * confirms on the feed item and every open feed shows the change at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { feedItems, interactions, memberStatusEvents, users } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { presentMemberStatusEvent } from '../presenters/member.ts';
import { memberSummaries, memberSummaryOf, presentUserChange } from '../presenters/people.ts';
import { presentFeedItems, presentInteraction, presentNewFeedItem, type FeedEmbeds } from '../presenters/work.ts';

export type InteractionRow = typeof interactions.$inferSelect;
type FeedItemRow = typeof feedItems.$inferSelect;

/** A 400 naming its fields, with the words the dialog shows beside them. */
export function refusedFields(problems: readonly { property: string; message: string }[]): HttpError {
  const first = problems[0]?.message ?? 'Validation failed';
  return new HttpError(
    400,
    first,
    first,
    problems.map((p) => ({ property: p.property, constraints: { refused: p.message } })),
  );
}

/** The member, in the caller's organisation; 404 for a missing one, another organisation's or a staff user. */
export async function memberForWrite(tx: Db | Tx, actor: Actor, memberId: string): Promise<UserRow> {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.organisationId, actor.organisationId)));
  if (!member || member.isDeleted || member.role !== 'PATIENT') throw notFound();
  return member;
}

/** An interaction of the type in the caller's organisation, locked for the write; 404 otherwise. */
export async function lockInteraction(
  tx: Tx,
  actor: Actor,
  id: string,
  interactionType: 'note' | 'visit',
): Promise<InteractionRow> {
  const [row] = await tx
    .select()
    .from(interactions)
    .where(
      and(
        eq(interactions.id, id),
        eq(interactions.organisationId, actor.organisationId),
        eq(interactions.interactionType, interactionType),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Records the interaction's change and answers it as presented; `member`, when the caller has read the member already, saves reading it again. */
export async function recordInteraction(
  tx: Tx,
  changes: ChangeRecorder,
  row: InteractionRow,
  created = false,
  member?: UserRow,
): Promise<EntityShape<'interaction'>> {
  const summary =
    member && member.id === row.memberId
      ? memberSummaryOf(member)
      : (await memberSummaries(tx, [row.memberId])).get(row.memberId);
  const data = presentInteraction(row, summary);
  changes.record({ entity: 'interaction', id: row.id, op: 'upsert', data, created });
  return data;
}

/**
 * The member's last event (the member list's and the Outreach tab's "Last event") moves to a
 * contact dated `at` when it is newer than the one it shows; an older contact recorded late (a
 * visit dated days back) leaves it alone. The member's change is recorded when it moved.
 */
export async function touchLastEvent(
  tx: Tx,
  changes: ChangeRecorder,
  memberId: string,
  at: Date,
  type: 'call' | 'message' | 'visit',
): Promise<void> {
  const [touched] = await tx
    .update(users)
    .set({ lastEventAt: at, lastEventType: type })
    .where(and(eq(users.id, memberId), or(isNull(users.lastEventAt), lt(users.lastEventAt, at))))
    .returning();
  if (touched) changes.record({ entity: 'user', id: touched.id, op: 'upsert', data: presentUserChange(touched) });
}

/** Adds the interaction's feed item (dated `at`) to the member's feed. */
export async function addFeedItem(
  tx: Tx,
  member: UserRow,
  type: 'note' | 'visit',
  interactionId: string,
  at: Date,
): Promise<FeedItemRow> {
  const [feed] = await tx
    .insert(feedItems)
    .values({
      id: randomUUID(),
      organisationId: member.organisationId,
      clientId: member.clientId,
      memberId: member.id,
      timestamp: at,
      externalItemType: type,
      externalItemId: interactionId,
    })
    .returning();
  if (!feed) throw new Error('feed item not stored');
  return feed;
}

/** The interaction's feed item (a note's or visit's has exactly one); 404 when it has none. */
export async function feedItemOf(tx: Tx, row: InteractionRow, type: 'note' | 'visit'): Promise<FeedItemRow> {
  const [feed] = await tx
    .select()
    .from(feedItems)
    .where(
      and(
        eq(feedItems.organisationId, row.organisationId),
        eq(feedItems.memberId, row.memberId),
        eq(feedItems.externalItemType, type),
        eq(feedItems.externalItemId, row.id),
      ),
    );
  if (!feed) throw notFound();
  return feed;
}

/** Records the feed item (last of the write's changes) and answers it as presented. */
export async function recordFeedItem(
  tx: Tx,
  changes: ChangeRecorder,
  feed: FeedItemRow,
  created = false,
  embeds?: Partial<FeedEmbeds>,
): Promise<EntityShape<'feedItem'>> {
  // A new item's embeds are in the caller's hands; an existing one's are read.
  const [data] = embeds ? [presentNewFeedItem(feed, embeds)] : await presentFeedItems(tx, feed.organisationId, [feed]);
  if (!data) throw new Error('feed item not presented');
  changes.record({ entity: 'feedItem', id: data.id, op: 'upsert', data, created });
  return data;
}

/**
 * Removes the feed item and the interaction, recording both tombstones, the feed item's last.
 * Status events that named the feed item as their cause keep their status and lose the link.
 */
export async function removeInteraction(
  tx: Tx,
  changes: ChangeRecorder,
  row: InteractionRow,
  feed: FeedItemRow,
): Promise<void> {
  const unlinked = await tx
    .update(memberStatusEvents)
    .set({ feedItemId: null })
    .where(eq(memberStatusEvents.feedItemId, feed.id))
    .returning();
  for (const event of unlinked)
    changes.record({ entity: 'memberStatusEvent', id: event.id, op: 'upsert', data: presentMemberStatusEvent(event) });
  await tx.delete(feedItems).where(eq(feedItems.id, feed.id));
  await tx.delete(interactions).where(eq(interactions.id, row.id));
  changes.record({ entity: 'interaction', id: row.id, op: 'delete', data: null });
  changes.record({ entity: 'feedItem', id: feed.id, op: 'delete', data: null });
}

/** Only its author may change it, and holders of CAN_MANAGE_OTHER_GUIDES_WORK anyone's. */
export function mayChange(actor: Actor, row: { guideId: string }): boolean {
  return row.guideId === actor.user.id || actor.permissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK');
}
