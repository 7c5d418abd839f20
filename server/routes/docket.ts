/** A guide's docket: todos (and their snooze / no-action-needed), scheduled events, priority contacts. */
import { and, asc, count, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { guideParams, guideTodoParams, scheduledEventsQuery, snoozeBody, todosQuery } from '../../domain/index.ts';
import { actorOf, requirePermission, type Actor } from '../auth/actor.ts';
import { loadGuideInTenant } from '../auth/scope.ts';
import { priorityContacts, scheduledEvents, todos } from '../db/schema/index.ts';
import { commitWrite, pageOf, type AppContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentPriorityContact, presentScheduledEvent, presentTodo } from '../presenters/work.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Changing another guide's work needs the permission; one's own needs only caseload access. */
function requireWorkOf(actor: Actor, guideId: string) {
  requirePermission(actor, 'CAN_VIEW_CASELOAD');
  if (guideId !== actor.user.id && !actor.permissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK')) throw forbidden();
}

export function docketRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    app.get('/users/:guideId/todos', async (request) => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const { guideId } = validate(guideParams, request.params);
      const query = validate(todosQuery, request.query);
      await loadGuideInTenant(db, actor, guideId);
      const { offset, limit } = pageOf(query, 500);
      const where = and(
        eq(todos.organisationId, actor.organisationId),
        eq(todos.userId, guideId),
        query.includeCompleted ? undefined : isNull(todos.completedAt),
        query.types?.length ? inArray(todos.type, query.types) : undefined,
        query.before !== undefined ? lte(todos.date, new Date(query.before)) : undefined,
      );
      const rows = await db.select().from(todos).where(where).orderBy(asc(todos.date), asc(todos.id)).limit(limit).offset(offset);
      const members = await memberSummaries(db, rows.flatMap((t) => (t.memberId ? [t.memberId] : [])));
      const data = rows.map((t) => presentTodo(t, t.memberId ? members.get(t.memberId) : null));
      if (!query.includeCount) return { data };
      const [total] = await db.select({ n: count() }).from(todos).where(where);
      return { data, count: total?.n ?? 0 };
    });

    app.post('/users/:guideId/todos/:todoId/snooze', async (request, reply) => {
      const actor = actorOf(request);
      const { guideId, todoId } = validate(guideTodoParams, request.params);
      const body = validate(snoozeBody, request.body ?? {});
      await loadGuideInTenant(db, actor, guideId);
      requireWorkOf(actor, guideId);
      return idempotent(ctx, request, reply, actor, () =>
        commitWrite(ctx, actor.organisationId, async (tx, changes) => {
          const [existing] = await tx.select().from(todos).where(and(eq(todos.id, todoId), eq(todos.userId, guideId), eq(todos.organisationId, actor.organisationId))).for('update');
          if (!existing) throw notFound();
          const patch = body.until && !body.noActionNeeded ? { snoozedUntil: new Date(body.until) } : { completedAt: existing.completedAt ?? new Date() };
          const [updated] = await tx.update(todos).set(patch).where(eq(todos.id, todoId)).returning();
          if (!updated) throw notFound();
          const members = await memberSummaries(tx, updated.memberId ? [updated.memberId] : []);
          const data = presentTodo(updated, updated.memberId ? members.get(updated.memberId) : null);
          changes.record({ entity: 'todo', id: updated.id, op: 'upsert', data });
          return data;
        }, reply),
      );
    });

    app.get('/users/:guideId/scheduled-events/guide', async (request) => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const { guideId } = validate(guideParams, request.params);
      const query = validate(scheduledEventsQuery, request.query);
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
      const members = query.includeMemberDetails === false ? new Map() : await memberSummaries(db, rows.map((e) => e.memberId));
      return { data: rows.map((e) => presentScheduledEvent(e, members.get(e.memberId))) };
    });

    app.get('/users/priority-contact/guide/:guideId', async (request) => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const { guideId } = validate(guideParams, request.params);
      await loadGuideInTenant(db, actor, guideId);
      const rows = await db
        .select()
        .from(priorityContacts)
        .where(and(eq(priorityContacts.organisationId, actor.organisationId), eq(priorityContacts.guideId, guideId)))
        .orderBy(asc(priorityContacts.sortOrder));
      const members = await memberSummaries(db, rows.map((p) => p.memberId));
      return { data: rows.map((p) => presentPriorityContact(p, members.get(p.memberId))) };
    });
  };
}
