/**
 * Customers' member segments (issue #34: survey assignment's criteria name them) and a member's
 * segment. What this file guarantees:
 * - Everyone with app access reads the organisation's segments; CAN_MODIFY_CLIENTS adds, renames and
 *   deletes them; another organisation's customer or segment answers 404, as a missing one does.
 * - A name is unique within its customer (400 on `name`, nothing written); a customer has at most
 *   `CUSTOMER_SEGMENT_LIMITS.segmentsPerCustomer`.
 * - Deleting a segment survey criteria name (as a segment or an override) is refused (400): the
 *   criteria would silently stop matching. Otherwise its members leave it, each one's user change
 *   recorded in the same transaction, then the segment goes.
 * - A member's segment must be one of their own customer's (400 otherwise); the change is a user
 *   change and a member file update (Personal information, 'Segment'), none when nothing changed.
 */
import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { CUSTOMER_SEGMENT_LIMITS, CUSTOMER_SEGMENT_MESSAGES, type EntityShape } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import { ENTITIES } from '../../domain/entities/index.ts';
import type { Tx } from '../db/connect.ts';
import { customerSegments, memberSegments, surveyAssignmentConfigs, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentUserChange } from '../presenters/people.ts';
import { ownCustomer } from './admin-customer-terms.ts';
import { refusedFields } from './interaction-records.ts';
import { lockMember, WriteRecord } from './member-info.ts';

type SegmentRow = typeof customerSegments.$inferSelect;
const presentSegment = (row: SegmentRow): EntityShape<'customerSegment'> =>
  toWire(ENTITIES.customerSegment.table.columns, row, {});

/** The organisation's segments, by customer and then each customer's order. */
export async function listSegments(db: Pick<Tx, 'select'>, organisationId: string) {
  const rows = await db
    .select()
    .from(customerSegments)
    .where(eq(customerSegments.organisationId, organisationId))
    .orderBy(asc(customerSegments.clientId), asc(customerSegments.sortOrder), asc(customerSegments.name));
  return rows.map(presentSegment);
}

async function lockSegment(tx: Tx, clientId: string, segmentId: string): Promise<SegmentRow> {
  const [found] = await tx
    .select()
    .from(customerSegments)
    .where(and(eq(customerSegments.id, segmentId), eq(customerSegments.clientId, clientId)))
    .for('update');
  if (!found) throw notFound();
  return found;
}

async function nameIsFree(tx: Tx, clientId: string, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: customerSegments.id })
    .from(customerSegments)
    .where(
      and(
        eq(customerSegments.clientId, clientId),
        eq(customerSegments.name, name),
        exceptId === null ? undefined : ne(customerSegments.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'name', message: CUSTOMER_SEGMENT_MESSAGES.nameTaken }]);
}

/** Whether any survey's criteria name the segment, as one of its segments or in a due-date override. */
async function namedByCriteria(tx: Tx, organisationId: string, segmentId: string): Promise<boolean> {
  const override = JSON.stringify([{ segmentId }]);
  const [found] = await tx
    .select({ key: surveyAssignmentConfigs.surveyKey })
    .from(surveyAssignmentConfigs)
    .where(
      and(
        eq(surveyAssignmentConfigs.organisationId, organisationId),
        sql`(${surveyAssignmentConfigs.assignmentConfiguration} -> 'segmentIds' ? ${segmentId}
          or ${surveyAssignmentConfigs.dueAtConfig} -> 'segmentOverrides' @> ${override}::jsonb)`,
      ),
    )
    .limit(1);
  return Boolean(found);
}

export function customerSegmentHandlers(
  ctx: AppContext,
): HandlersOf<
  'customerSegments' | 'createCustomerSegment' | 'renameCustomerSegment' | 'deleteCustomerSegment' | 'setMemberSegment'
> {
  const { db } = ctx;
  return {
    async customerSegments({ actor }) {
      return { data: await listSegments(db, actor.organisationId) };
    },

    async createCustomerSegment({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownCustomer(tx, actor, params.id);
        // A repeated create (the same id) answers the segment it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(customerSegments).where(eq(customerSegments.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId || existing.clientId !== params.id)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          return presentSegment(existing);
        }
        const [held] = await tx
          .select({ n: count(), last: max(customerSegments.sortOrder) })
          .from(customerSegments)
          .where(eq(customerSegments.clientId, params.id));
        if ((held?.n ?? 0) >= CUSTOMER_SEGMENT_LIMITS.segmentsPerCustomer)
          throw refusedFields([{ property: 'name', message: CUSTOMER_SEGMENT_MESSAGES.tooMany }]);
        const name = body.name.trim();
        await nameIsFree(tx, params.id, name, null);
        const [row] = await tx
          .insert(customerSegments)
          .values({
            id: body.id,
            organisationId: actor.organisationId,
            clientId: params.id,
            name,
            sortOrder: (held?.last ?? 0) + 1,
          })
          .returning();
        const data = presentSegment(row!);
        changes.record({ entity: 'customerSegment', id: data.id, op: 'upsert', data, created: true });
        return data;
      });
    },

    async renameCustomerSegment({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownCustomer(tx, actor, params.id);
        const segment = await lockSegment(tx, params.id, params.segmentId);
        const name = body.name.trim();
        if (name === segment.name) return presentSegment(segment);
        await nameIsFree(tx, params.id, name, segment.id);
        const [row] = await tx
          .update(customerSegments)
          .set({ name })
          .where(eq(customerSegments.id, segment.id))
          .returning();
        const data = presentSegment(row!);
        changes.record({ entity: 'customerSegment', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async deleteCustomerSegment({ actor, params, write }) {
      return write(async (tx, changes) => {
        await ownCustomer(tx, actor, params.id);
        const segment = await lockSegment(tx, params.id, params.segmentId);
        if (await namedByCriteria(tx, actor.organisationId, segment.id))
          throw refusedFields([{ property: 'segmentId', message: CUSTOMER_SEGMENT_MESSAGES.inUse }]);
        const cleared = await tx
          .delete(memberSegments)
          .where(eq(memberSegments.segmentId, segment.id))
          .returning({ memberId: memberSegments.memberId });
        const memberIds = cleared.map((c) => c.memberId);
        const members = memberIds.length ? await tx.select().from(users).where(inArray(users.id, memberIds)) : [];
        for (const member of members)
          changes.record({
            entity: 'user',
            id: member.id,
            op: 'upsert',
            data: { ...presentUserChange(member), segmentId: null },
          });
        await tx.delete(customerSegments).where(eq(customerSegments.id, segment.id));
        changes.record({ entity: 'customerSegment', id: segment.id, op: 'delete', data: null });
        return { id: segment.id, membersCleared: memberIds.length };
      });
    },

    async setMemberSegment({ actor, params: { memberId }, body: { segmentId }, write }) {
      return write(async (tx, changes) => {
        const member = await lockMember(tx, actor, memberId);
        const [current] = await tx
          .select({ id: customerSegments.id, name: customerSegments.name })
          .from(memberSegments)
          .innerJoin(customerSegments, eq(customerSegments.id, memberSegments.segmentId))
          .where(eq(memberSegments.memberId, member.id));
        let chosen: { id: string; name: string } | undefined;
        if (segmentId !== null) {
          [chosen] = await tx
            .select({ id: customerSegments.id, name: customerSegments.name })
            .from(customerSegments)
            .where(and(eq(customerSegments.id, segmentId), eq(customerSegments.clientId, member.clientId)));
          if (!chosen)
            throw refusedFields([{ property: 'segmentId', message: CUSTOMER_SEGMENT_MESSAGES.notMembersCustomer }]);
        }
        const after = { ...presentUserChange(member), segmentId };
        if ((current?.id ?? null) === segmentId) return after;
        if (chosen)
          await tx
            .insert(memberSegments)
            .values({ memberId: member.id, organisationId: member.organisationId, segmentId: chosen.id })
            .onConflictDoUpdate({
              target: memberSegments.memberId,
              set: { segmentId: chosen.id, updatedAt: ctx.clock.now() },
            });
        else await tx.delete(memberSegments).where(eq(memberSegments.memberId, member.id));
        const record = new WriteRecord(tx, actor, member);
        await record.fileUpdate(
          'personalInfo',
          member.id,
          'updated',
          { segment: current?.name ?? null },
          { segment: chosen?.name ?? null },
        );
        record.finish(changes, { entity: 'user', id: member.id, op: 'upsert', data: after });
        return after;
      });
    },
  };
}
