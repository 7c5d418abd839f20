/**
 * Applying an approved status change request: the member's status changes through
 * `changeMemberStatus` (the status event the feed shows, with its changes) and the request records
 * when (`applied_at`), in one transaction. Used at approval when the effective time has passed, and
 * by the due-work job (server/jobs) for requests approved for a later time.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { UserRow } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import { writeWithChanges, type ChangeRecorder, type PublishedChange } from '../db/changes.ts';
import { feedItems, memberStatusChangeRequests, users } from '../db/schema/index.ts';
import { presentStatusChangeRequest, type StatusChangeRequestRow } from '../presenters/status-change.ts';
import { changeMemberStatus } from './member-status.ts';

/** How many due requests one tick applies (the rest wait for the next tick). */
const DUE_BATCH = 100;

/** Changes the member's status as the request says and marks it applied; returns the updated request (not yet recorded). */
export async function applyStatusChange(
  tx: Tx,
  changes: ChangeRecorder,
  request: StatusChangeRequestRow,
  member: UserRow,
  now: Date,
): Promise<StatusChangeRequestRow> {
  const [item] = await tx
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.organisationId, request.organisationId),
        eq(feedItems.externalItemType, 'member_status_change_request'),
        eq(feedItems.externalItemId, request.id),
      ),
    )
    .limit(1);
  await changeMemberStatus(
    tx,
    changes,
    member,
    {
      memberStatusId: request.memberStatusId,
      effectiveAt: request.effectiveAt,
      feedItemId: item?.id ?? null,
    },
    now,
  );
  const [applied] = await tx
    .update(memberStatusChangeRequests)
    .set({ appliedAt: now, updatedAt: now })
    .where(eq(memberStatusChangeRequests.id, request.id))
    .returning();
  if (!applied) throw new Error('request vanished while applied');
  return applied;
}

/** The due-work handler: every approved, unapplied request whose effective time has come, one transaction each. */
export async function applyDueStatusChanges(db: Db, now: Date): Promise<PublishedChange[]> {
  const due = await db
    .select({ id: memberStatusChangeRequests.id, organisationId: memberStatusChangeRequests.organisationId })
    .from(memberStatusChangeRequests)
    .where(
      and(
        eq(memberStatusChangeRequests.approval, 'approve'),
        isNull(memberStatusChangeRequests.appliedAt),
        lte(memberStatusChangeRequests.effectiveAt, now),
      ),
    )
    .orderBy(asc(memberStatusChangeRequests.effectiveAt))
    .limit(DUE_BATCH);
  const published: PublishedChange[] = [];
  for (const { id, organisationId } of due) {
    const { changes } = await writeWithChanges(db, organisationId, async (tx, recorder) => {
      // Read again under lock: an audit may have changed it since the list was read.
      const [request] = await tx
        .select()
        .from(memberStatusChangeRequests)
        .where(eq(memberStatusChangeRequests.id, id))
        .for('update');
      if (!request || request.approval !== 'approve' || request.appliedAt || request.effectiveAt > now) return;
      const [member] = await tx.select().from(users).where(eq(users.id, request.memberId)).for('no key update');
      if (!member) return;
      const applied = await applyStatusChange(tx, recorder, request, member, now);
      recorder.record({
        entity: 'memberStatusChangeRequest',
        id: applied.id,
        op: 'upsert',
        data: await presentStatusChangeRequest(tx, applied),
      });
    });
    published.push(...changes);
  }
  return published;
}
