/**
 * Closing a month of CHW minutes once it is billed (issue #36): its kept counts are brought up to the
 * change log's head, then left as they are (`refreshChwMonth` skips a closed month), so the month's
 * figures reproduce whatever is edited later; each later edit is still in the change log, and
 * reopening the month counts it again. Only a month that has ended can be closed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ENTITIES, monthBoundsMillis } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Db, Tx } from '../db/connect.ts';
import { chwMonthClosings } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { refusedFields } from '../routes/interaction-records.ts';
import { organisationZone } from './chw-activities.ts';
import { refreshChwMonth } from './chw-rollup.ts';

type ClosingRow = typeof chwMonthClosings.$inferSelect;

const presentClosing = (row: ClosingRow) => toWire(ENTITIES.chwMonthClosing.table.columns, row, {});

/** The month's closing in the organisation, if it is closed. */
export async function closingOf(db: Db | Tx, organisationId: string, month: string): Promise<ClosingRow | undefined> {
  const [row] = await db
    .select()
    .from(chwMonthClosings)
    .where(and(eq(chwMonthClosings.organisationId, organisationId), eq(chwMonthClosings.month, month)));
  return row;
}

export function chwClosingHandlers(ctx: AppContext): HandlersOf<'closeChwMonth' | 'reopenChwMonth'> {
  const { db, clock } = ctx;
  return {
    async closeChwMonth({ actor, body, write }) {
      const { organisationId } = actor;
      const timeZone = await organisationZone(db, organisationId);
      const bounds = monthBoundsMillis(body.month, timeZone);
      if (clock.now().getTime() < bounds.endMs)
        throw refusedFields([{ property: 'month', message: 'Only a month that has ended can be closed.' }]);
      // Counted up to now first; from the closing on, the counts are left as they are.
      await refreshChwMonth(db, { organisationId, timeZone, month: body.month, ...bounds });
      return write(async (tx, changes) => {
        // One closing a month: a second (even one racing this) finds the month's unique index taken.
        const [row] = await tx
          .insert(chwMonthClosings)
          .values({
            id: randomUUID(),
            organisationId,
            month: body.month,
            closedAt: clock.now(),
            closedById: actor.user.id,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw refusedFields([{ property: 'month', message: 'This month is already closed.' }]);
        const data = presentClosing(row);
        changes.record({ entity: 'chwMonthClosing', id: data.id, op: 'upsert', data, created: true });
        return data;
      });
    },

    async reopenChwMonth({ actor, params, write }) {
      return write(async (tx, changes) => {
        const [closing] = await tx
          .delete(chwMonthClosings)
          .where(
            and(eq(chwMonthClosings.organisationId, actor.organisationId), eq(chwMonthClosings.month, params.month)),
          )
          .returning({ id: chwMonthClosings.id });
        if (!closing) throw notFound('This month is not closed.');
        changes.record({ entity: 'chwMonthClosing', id: closing.id, op: 'delete', data: null });
        return { month: params.month };
      });
    },
  };
}
