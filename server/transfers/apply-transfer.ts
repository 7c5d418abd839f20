/**
 * An approved transfer moves the member to the receiving guide at its effective time: at once when
 * that time has passed when it is approved, otherwise by the due-work job (`applyDueTransfers`).
 *
 * What moves, in one transaction with a change row per row changed (the request's last):
 * - the member's `assignedGuideId` (its `user` change updates both guides' member lists, dockets
 *   and the member page);
 * - the member's open work held by the guide the member leaves: todos not completed, scheduled
 *   events not resolved dated from the effective day on (in that guide's time zone), and priority
 *   contacts. Past events and interactions stay with whoever did them: they are history.
 * - the request's `appliedAt`, so it is applied once.
 */
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { dayOfMillis } from '../../domain/index.ts';
import type { UserRow } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import { writeWithChanges, type ChangeRecorder, type PublishedChange } from '../db/changes.ts';
import { memberTransferRequests, priorityContacts, scheduledEvents, todos, users } from '../db/schema/index.ts';
import { fullName, presentUserChange, type MemberSummary } from '../presenters/people.ts';
import { presentTransferRequest, type TransferRequestRow } from '../presenters/transfers.ts';
import { presentPriorityContact, presentScheduledEvent, presentTodo } from '../presenters/work.ts';

/** How many due transfers one run of the job applies (the rest wait for the next run). */
const DUE_BATCH = 100;

const summaryOf = (member: UserRow): MemberSummary => ({
  id: member.id,
  name: fullName(member),
  firstName: member.firstName,
  lastName: member.lastName,
  assignedGuideId: member.assignedGuideId,
});

/** Moves the member and their open work to the receiving guide and marks the request applied; records every change. */
export async function applyTransfer(
  tx: Tx,
  changes: ChangeRecorder,
  request: TransferRequestRow,
  now: Date,
): Promise<TransferRequestRow> {
  const [member] = await tx.select().from(users).where(eq(users.id, request.memberId)).for('no key update');
  if (!member) throw new Error(`member ${request.memberId} of transfer ${request.id} is missing`);
  const leaving = member.assignedGuideId;
  const receiving = request.receivingGuideId;
  let moved = member;
  if (leaving !== receiving) {
    const [updated] = await tx
      .update(users)
      .set({ assignedGuideId: receiving, updatedAt: now })
      .where(eq(users.id, member.id))
      .returning();
    if (!updated) throw new Error(`member ${member.id} vanished during its transfer`);
    moved = updated;
    changes.record({ entity: 'user', id: moved.id, op: 'upsert', data: presentUserChange(moved) });
    if (leaving) await moveOpenWork(tx, changes, moved, leaving, receiving, request.effectiveAt ?? now);
  }
  const [applied] = await tx
    .update(memberTransferRequests)
    .set({ appliedAt: now, updatedAt: now })
    .where(eq(memberTransferRequests.id, request.id))
    .returning();
  if (!applied) throw new Error(`transfer ${request.id} vanished while applied`);
  changes.record({
    entity: 'memberTransferRequest',
    id: applied.id,
    op: 'upsert',
    data: presentTransferRequest(applied, summaryOf(moved)),
  });
  return applied;
}

async function moveOpenWork(
  tx: Tx,
  changes: ChangeRecorder,
  member: UserRow,
  leaving: string,
  receiving: string,
  effectiveAt: Date,
): Promise<void> {
  const summary = summaryOf(member);
  const movedTodos = await tx
    .update(todos)
    .set({ userId: receiving })
    .where(and(eq(todos.memberId, member.id), eq(todos.userId, leaving), isNull(todos.completedAt)))
    .returning();
  for (const todo of movedTodos)
    changes.record({ entity: 'todo', id: todo.id, op: 'upsert', data: presentTodo(todo, summary) });

  const [guide] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, leaving));
  const fromDay = dayOfMillis(effectiveAt.getTime(), guide?.timeZone ?? 'America/New_York');
  const movedEvents = await tx
    .update(scheduledEvents)
    .set({ userId: receiving })
    .where(
      and(
        eq(scheduledEvents.memberId, member.id),
        eq(scheduledEvents.userId, leaving),
        eq(scheduledEvents.resolved, false),
        gte(scheduledEvents.date, fromDay),
      ),
    )
    .returning();
  for (const event of movedEvents)
    changes.record({
      entity: 'scheduledEvent',
      id: event.id,
      op: 'upsert',
      data: presentScheduledEvent(event, summary),
    });

  const movedContacts = await tx
    .update(priorityContacts)
    .set({ guideId: receiving })
    .where(and(eq(priorityContacts.memberId, member.id), eq(priorityContacts.guideId, leaving)))
    .returning();
  for (const contact of movedContacts)
    changes.record({
      entity: 'priorityContact',
      id: contact.id,
      op: 'upsert',
      data: presentPriorityContact(contact, summary),
    });
}

/**
 * The due-work handler (server/jobs): applies every approved transfer whose effective time has
 * come and that is not applied yet, each in a transaction of its organisation (a savepoint of the
 * runner's tick). A request applied meanwhile is skipped under its row lock. Answers the changes
 * recorded, which the runner publishes once its transaction has committed.
 */
export async function applyDueTransfers(db: Db, now: Date): Promise<PublishedChange[]> {
  const due = await db
    .select({ id: memberTransferRequests.id, organisationId: memberTransferRequests.organisationId })
    .from(memberTransferRequests)
    .where(
      and(
        eq(memberTransferRequests.approval, 'approve'),
        isNull(memberTransferRequests.appliedAt),
        isNull(memberTransferRequests.deletedAt),
        lte(memberTransferRequests.effectiveAt, now),
      ),
    )
    .orderBy(asc(memberTransferRequests.effectiveAt))
    .limit(DUE_BATCH);
  const published: PublishedChange[] = [];
  for (const { id, organisationId } of due) {
    const { changes } = await writeWithChanges(db, organisationId, async (tx, recorder) => {
      const [request] = await tx
        .select()
        .from(memberTransferRequests)
        .where(
          and(
            eq(memberTransferRequests.id, id),
            eq(memberTransferRequests.approval, 'approve'),
            isNull(memberTransferRequests.appliedAt),
            isNull(memberTransferRequests.deletedAt),
          ),
        )
        .for('update');
      if (request) await applyTransfer(tx, recorder, request, now);
    });
    published.push(...changes);
  }
  return published;
}
