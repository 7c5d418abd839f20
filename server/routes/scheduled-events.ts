/**
 * A member's scheduled events (spec part 2 section 7 "Scheduled events"). What this file guarantees:
 * - Another organisation's member or event, a staff user in the member's place, or an event of
 *   another member answers 404, exactly like a missing one; nothing is written for it.
 * - An event belongs to the guide who scheduled it (`userId`). Anyone with caseload access may
 *   schedule; changing, snoozing or deleting another guide's event needs
 *   CAN_MANAGE_OTHER_GUIDES_WORK (403 otherwise).
 * - A visit's location given as one of the member's addresses (`visitLocationAddressId`) must be
 *   that member's (400 on the field otherwise); its one-line text is kept in `visitLocation`, and
 *   where it was placed in `visitCoords` (the guide's day on the map draws the stop there), so the
 *   event still reads well after the address is deleted.
 * - Every write records the event as a `scheduledEvent` change (a delete: a tombstone) in the same
 *   transaction, with the member embedded as the docket shows it; a refused write records nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { addresses, scheduledEvents, todos } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { docketMembers } from '../presenters/docket-members.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentScheduledEvent, presentTodo } from '../presenters/work.ts';

type EventRow = typeof scheduledEvents.$inferSelect;
type Operations =
  | 'memberScheduledEvents'
  | 'createScheduledEvent'
  | 'updateScheduledEvent'
  | 'deleteScheduledEvent'
  | 'snoozeScheduledEvent';

const refused = (property: string, message: string) =>
  new HttpError(400, message, message, [{ property, constraints: { refused: message } }]);

/** The guide's own events need caseload access only; another guide's need the permission. */
function requireEventOwnerOrManager(actor: Actor, event: EventRow): void {
  if (event.userId !== actor.user.id && !actor.permissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK')) throw forbidden();
}

/** The event, locked for the write; 404 unless it is this member's in the actor's organisation. */
async function lockEvent(tx: Tx, actor: Actor, memberId: string, eventId: string): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(scheduledEvents)
    .where(
      and(
        eq(scheduledEvents.id, eventId),
        eq(scheduledEvents.memberId, memberId),
        eq(scheduledEvents.organisationId, actor.organisationId),
      ),
    )
    .for('update');
  if (!event) throw notFound();
  return event;
}

/**
 * The location columns of a visit at the member's address: its one-line text and where it was placed,
 * or a 400 when the address is not the member's.
 */
async function atAddress(tx: Tx, member: UserRow, addressId: string) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, addressId),
        eq(addresses.userId, member.id),
        eq(addresses.organisationId, member.organisationId),
      ),
    );
  if (!address) throw refused('visitLocationAddressId', "The address is not one of the member's.");
  return {
    visitLocationAddressId: addressId,
    visitLocation: `${address.line1}, ${address.city}, ${address.state} ${address.zip}`,
    visitLatitude: address.latitude,
    visitLongitude: address.longitude,
  };
}

/** The location columns from a body: an address (its text and place), a free text, or neither. */
async function locationOf(
  tx: Tx,
  member: UserRow,
  body: { visitLocationAddressId?: string | null; visitLocation?: string | null },
) {
  if (body.visitLocationAddressId) return atAddress(tx, member, body.visitLocationAddressId);
  if (body.visitLocationAddressId === null || body.visitLocation !== undefined)
    return {
      visitLocationAddressId: null,
      visitLocation: body.visitLocation ?? null,
      visitLatitude: null,
      visitLongitude: null,
    };
  return {};
}

/**
 * Todos about the event let go of it before it is deleted: an open one is done (there is nothing
 * left to do), and each is recorded as a todo change.
 */
async function releaseTodos(tx: Tx, changes: ChangeRecorder, event: EventRow, now: Date): Promise<void> {
  const released = await tx.select().from(todos).where(eq(todos.scheduledEventId, event.id));
  if (!released.length) return;
  const members = await memberSummaries(tx, [event.memberId]);
  for (const todo of released) {
    const [row] = await tx
      .update(todos)
      .set({ scheduledEventId: null, completedAt: todo.completedAt ?? now })
      .where(eq(todos.id, todo.id))
      .returning();
    if (row)
      changes.record({
        entity: 'todo',
        id: row.id,
        op: 'upsert',
        data: presentTodo(row, row.memberId ? members.get(row.memberId) : null),
      });
  }
}

async function present(tx: Tx, row: EventRow): Promise<EntityShape<'scheduledEvent'>> {
  const members = await docketMembers(tx, [row.memberId]);
  return presentScheduledEvent(row, members.get(row.memberId));
}

export function scheduledEventHandlers(ctx: AppContext): HandlersOf<Operations> {
  const { db } = ctx;
  return {
    async memberScheduledEvents({ actor, params: { memberId } }) {
      await loadMemberInTenant(db, actor, memberId);
      const rows = await db
        .select()
        .from(scheduledEvents)
        .where(
          and(
            eq(scheduledEvents.organisationId, actor.organisationId),
            eq(scheduledEvents.memberId, memberId),
            eq(scheduledEvents.resolved, false),
          ),
        )
        .orderBy(asc(scheduledEvents.date), asc(scheduledEvents.time), asc(scheduledEvents.id))
        .limit(1000);
      const members = await docketMembers(db, [memberId]);
      return { data: rows.map((row) => presentScheduledEvent(row, members.get(memberId))) };
    },

    async createScheduledEvent({ actor, params: { memberId }, body, write }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      return write(async (tx, changes) => {
        const [taken] = body.id ? await tx.select().from(scheduledEvents).where(eq(scheduledEvents.id, body.id)) : [];
        // The same add again (same id, same member, same organisation) answers the row it made.
        if (taken && taken.memberId === memberId && taken.organisationId === actor.organisationId)
          return present(tx, taken);
        const values = {
          id: taken || !body.id ? randomUUID() : body.id,
          organisationId: member.organisationId,
          clientId: member.clientId,
          memberId,
          userId: actor.user.id,
          createdBy: actor.user.id,
          type: body.type,
          date: body.date,
          time: body.time,
          note: body.note,
          ...(await locationOf(tx, member, body)),
        };
        const [row] = await tx.insert(scheduledEvents).values(values).returning();
        if (!row) throw notFound();
        const data = await present(tx, row);
        changes.record({ entity: 'scheduledEvent', id: row.id, op: 'upsert', data });
        return data;
      });
    },

    async updateScheduledEvent({ actor, params: { memberId, scheduledEventId }, body, write }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      return write(async (tx, changes) => {
        const event = await lockEvent(tx, actor, memberId, scheduledEventId);
        requireEventOwnerOrManager(actor, event);
        // The columns a guide may change, by name: the owner, member and organisation are never the body's to set.
        const set = {
          type: body.type,
          date: body.date,
          time: body.time,
          note: body.note,
          resolved: body.resolved,
          ...(await locationOf(tx, member, body)),
        };
        const changed = Object.values(set).some((value) => value !== undefined);
        const [row] = changed
          ? await tx.update(scheduledEvents).set(set).where(eq(scheduledEvents.id, event.id)).returning()
          : [event];
        if (!row) throw notFound();
        const data = await present(tx, row);
        changes.record({ entity: 'scheduledEvent', id: row.id, op: 'upsert', data });
        return data;
      });
    },

    async deleteScheduledEvent({ actor, params: { memberId, scheduledEventId }, write }) {
      await loadMemberInTenant(db, actor, memberId);
      return write(async (tx, changes) => {
        const event = await lockEvent(tx, actor, memberId, scheduledEventId);
        requireEventOwnerOrManager(actor, event);
        await releaseTodos(tx, changes, event, ctx.clock.now());
        await tx.delete(scheduledEvents).where(eq(scheduledEvents.id, event.id));
        changes.record({ entity: 'scheduledEvent', id: event.id, op: 'delete', data: null });
        return { id: event.id };
      });
    },

    async snoozeScheduledEvent({ actor, params: { memberId, scheduledEventId }, body, write }) {
      await loadMemberInTenant(db, actor, memberId);
      return write(async (tx, changes) => {
        const event = await lockEvent(tx, actor, memberId, scheduledEventId);
        requireEventOwnerOrManager(actor, event);
        const [row] = await tx
          .update(scheduledEvents)
          .set({ snoozedUntil: new Date(body.until) })
          .where(eq(scheduledEvents.id, event.id))
          .returning();
        if (!row) throw notFound();
        const data = await present(tx, row);
        changes.record({ entity: 'scheduledEvent', id: row.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
