/**
 * The notification centre's writes and groups (spec part 1 section 7). What this file guarantees:
 * - A user acts on their own notifications only: any id that is not theirs (another guide's,
 *   another organisation's, a missing one) makes the whole call 404 and changes nothing.
 * - Each change is private to the notification's guide (the entity's audience), so no one else
 *   hears of it. Marking an already seen one seen again changes and records nothing.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import { notificationGroups, notifications } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentNotification } from '../presenters/work.ts';

/** The caller's notifications among `ids`, locked; 404 when any is not theirs. */
async function lockOwn(tx: Tx, actor: Actor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.id, unique),
        eq(notifications.organisationId, actor.organisationId),
        eq(notifications.guideId, actor.user.id),
      ),
    )
    .for('update');
  if (rows.length !== unique.length) throw notFound('No notifications found');
  return rows;
}

export function notificationHandlers(
  ctx: AppContext,
): HandlersOf<'notificationGroups' | 'markNotificationsSeen' | 'deleteNotifications'> {
  const { db, clock } = ctx;
  return {
    async notificationGroups() {
      const rows = await db
        .select()
        .from(notificationGroups)
        .orderBy(asc(notificationGroups.sortOrder), asc(notificationGroups.key));
      return { data: rows };
    },

    async markNotificationsSeen({ actor, body, write }) {
      return write(async (tx, changes) => {
        const own = await lockOwn(tx, actor, body.notificationIds);
        const toChange = own.filter((n) => (n.seenAt === null) === body.seen).map((n) => n.id);
        const changed =
          toChange.length === 0
            ? []
            : await tx
                .update(notifications)
                .set({ seenAt: body.seen ? clock.now() : null })
                .where(
                  and(
                    inArray(notifications.id, toChange),
                    body.seen ? isNull(notifications.seenAt) : isNotNull(notifications.seenAt),
                  ),
                )
                .returning();
        const byId = new Map([...own, ...changed].map((n) => [n.id, n]));
        const members = await memberSummaries(
          tx,
          own.flatMap((n) => (n.memberId ? [n.memberId] : [])),
        );
        const present = (n: typeof notifications.$inferSelect) =>
          presentNotification(n, n.memberId ? (members.get(n.memberId) ?? null) : null);
        for (const n of changed) changes.record({ entity: 'notification', id: n.id, op: 'upsert', data: present(n) });
        return { data: [...byId.values()].map(present) };
      });
    },

    async deleteNotifications({ actor, body, write }) {
      return write(async (tx, changes) => {
        const own = await lockOwn(tx, actor, body.notificationIds);
        const ids = own.map((n) => n.id);
        await tx.delete(notifications).where(inArray(notifications.id, ids));
        for (const id of ids)
          changes.record({ entity: 'notification', id, op: 'delete', data: null, privateTo: actor.user.id });
        return { data: own.map((n) => presentNotification(n)) };
      });
    },
  };
}
