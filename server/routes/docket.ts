/** A guide's docket: todos (and their snooze / no-action-needed), scheduled events, priority contacts. */
import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { requirePermission, type Actor } from '../auth/actor.ts';
import { loadGuideInTenant } from '../auth/scope.ts';
import { priorityContacts, scheduledEvents, todos } from '../db/schema/index.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { docketMembers } from '../presenters/docket-members.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentPriorityContact, presentScheduledEvent, presentTodo } from '../presenters/work.ts';
import { closeReviewOfTodo } from './call-review.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Changing another guide's work needs the permission; one's own needs only caseload access. */
function requireWorkOf(actor: Actor, guideId: string) {
  requirePermission(actor, 'CAN_VIEW_CASELOAD');
  if (guideId !== actor.user.id && !actor.permissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK')) throw forbidden();
}

export function docketHandlers(ctx: AppContext): HandlersOf<'guideTodos' | 'snoozeTodo' | 'guideScheduledEvents' | 'guidePriorityContacts'> {
  const { db } = ctx;
  return {
    async guideTodos({ actor, params: { guideId }, query }) {
      await loadGuideInTenant(db, actor, guideId);
      const { limit } = pageOf(query, 500);
      const filter = and(
        eq(todos.organisationId, actor.organisationId),
        eq(todos.userId, guideId),
        query.includeCompleted ? undefined : isNull(todos.completedAt),
        query.types?.length ? inArray(todos.type, query.types) : undefined,
        query.before !== undefined ? lte(todos.date, new Date(query.before)) : undefined,
      );
      // Keyset on (date, id), the list's order: a page never skips or repeats a row when earlier ones change.
      const afterDate = query['after-date'] !== undefined ? new Date(query['after-date']) : undefined;
      const after = afterDate ? or(gt(todos.date, afterDate), and(eq(todos.date, afterDate), gt(todos.id, query['after-id'] ?? ''))) : undefined;
      const rows = await db
        .select()
        .from(todos)
        .where(and(filter, after))
        .orderBy(asc(todos.date), asc(todos.id))
        .limit(limit)
        .offset(after ? 0 : (query['page-start'] ?? 0));
      const members = await memberSummaries(db, rows.flatMap((t) => (t.memberId ? [t.memberId] : [])));
      const data = rows.map((t) => presentTodo(t, t.memberId ? members.get(t.memberId) : null));
      if (!query.includeCount) return { data };
      const [total] = await db.select({ n: count() }).from(todos).where(filter);
      return { data, count: total?.n ?? 0 };
    },

    async snoozeTodo({ actor, params: { guideId, todoId }, body, write }) {
      await loadGuideInTenant(db, actor, guideId);
      requireWorkOf(actor, guideId);
      return write(async (tx, changes) => {
        const [existing] = await tx.select().from(todos).where(and(eq(todos.id, todoId), eq(todos.userId, guideId), eq(todos.organisationId, actor.organisationId))).for('update');
        if (!existing) throw notFound();
        const patch = body.until && !body.noActionNeeded ? { snoozedUntil: new Date(body.until) } : { completedAt: existing.completedAt ?? new Date() };
        const [updated] = await tx.update(todos).set(patch).where(eq(todos.id, todoId)).returning();
        if (!updated) throw notFound();
        const members = await memberSummaries(tx, updated.memberId ? [updated.memberId] : []);
        const data = presentTodo(updated, updated.memberId ? members.get(updated.memberId) : null);
        if (!existing.completedAt && updated.completedAt) await closeReviewOfTodo(tx, changes, updated, updated.completedAt);
        // The todo last: its change confirms the docket's optimistic write.
        changes.record({ entity: 'todo', id: updated.id, op: 'upsert', data });
        return data;
      });
    },

    async guideScheduledEvents({ actor, params: { guideId }, query }) {
      await loadGuideInTenant(db, actor, guideId);
      const rows = await db
        .select()
        .from(scheduledEvents)
        .where(
          and(
            eq(scheduledEvents.organisationId, actor.organisationId),
            eq(scheduledEvents.userId, guideId),
            eq(scheduledEvents.resolved, false),
            query.startEpochTime !== undefined ? gte(scheduledEvents.date, isoDay(query.startEpochTime)) : undefined,
            query.endEpochTime !== undefined ? lte(scheduledEvents.date, isoDay(query.endEpochTime)) : undefined,
          ),
        )
        .orderBy(asc(scheduledEvents.date), asc(scheduledEvents.time), asc(scheduledEvents.id))
        .limit(2000);
      const members = query.includeMemberDetails === false ? new Map() : await docketMembers(db, rows.map((e) => e.memberId));
      return { data: rows.map((e) => presentScheduledEvent(e, members.get(e.memberId))) };
    },

    async guidePriorityContacts({ actor, params: { guideId } }) {
      await loadGuideInTenant(db, actor, guideId);
      const rows = await db
        .select()
        .from(priorityContacts)
        .where(and(eq(priorityContacts.organisationId, actor.organisationId), eq(priorityContacts.guideId, guideId)))
        .orderBy(asc(priorityContacts.sortOrder));
      const members = await docketMembers(db, rows.map((p) => p.memberId));
      return { data: rows.map((p) => presentPriorityContact(p, members.get(p.memberId))) };
    },
  };
}
