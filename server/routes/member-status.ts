/**
 * A member's status changes in one place: every write that moves `users.member_status_id` goes
 * through `changeMemberStatus`, inside the write's transaction, so the member's row, the status
 * event the feed shows and both changes commit together.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { memberStatusEvents, users } from '../db/schema/index.ts';
import { presentMemberStatusEvent } from '../presenters/member.ts';
import { presentUserChange } from '../presenters/people.ts';

/** Statuses whose event a holder of CAN_DISMISS_MEMBER_STATUS may dismiss from the feed (part 1 section 2). */
export const DISMISSABLE_STATUS_KEYS: readonly string[] = ['unable-to-newly-engage', 'unable-to-re-engage'];

export interface StatusChange {
  memberStatusId: number;
  /** When the status took effect; `now` (the server's clock) unless given. */
  effectiveAt?: Date;
  /** The feed item that caused it (the feed's jump button goes there). */
  feedItemId?: string | null;
}

/** Sets the member's status and records its status event, with a `user` and a `memberStatusEvent` change. */
export async function changeMemberStatus(
  tx: Tx,
  changes: ChangeRecorder,
  member: UserRow,
  change: StatusChange,
  now: Date,
) {
  const effectiveAt = change.effectiveAt ?? now;
  const [updated] = await tx
    .update(users)
    .set({ memberStatusId: change.memberStatusId, updatedAt: now })
    .where(eq(users.id, member.id))
    .returning();
  if (!updated) throw new Error(`member ${member.id} vanished during its status change`);
  const [event] = await tx
    .insert(memberStatusEvents)
    .values({
      id: randomUUID(),
      organisationId: member.organisationId,
      clientId: member.clientId,
      memberId: member.id,
      memberStatusId: change.memberStatusId,
      effectiveAt,
      feedItemId: change.feedItemId ?? null,
    })
    .returning();
  if (!event) throw new Error('status event not stored');
  changes.record({ entity: 'user', id: updated.id, op: 'upsert', data: presentUserChange(updated) });
  changes.record({
    entity: 'memberStatusEvent',
    id: event.id,
    op: 'upsert',
    data: presentMemberStatusEvent(event),
    created: true,
  });
  return { member: updated, event };
}
