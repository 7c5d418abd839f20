/** A guide's docket: todos (and their snooze / no-action-needed), scheduled events, priority contacts. */
import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { requirePermission, type Actor } from '../auth/actor.ts';
import { loadGuideInTenant } from '../auth/scope.ts';
import type { Db } from '../db/connect.ts';
import { prepared } from '../db/prepared.ts';
import { priorityContacts, scheduledEvents, todos, users } from '../db/schema/index.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { DOCKET_MEMBER_COLUMNS, docketMemberOf, docketMembers } from '../presenters/docket-members.ts';
import { fullName } from '../presenters/people.ts';
import { presentPriorityContact, presentScheduledEvent, presentTodo } from '../presenters/work.ts';
import { closeReviewOfTodo } from './call-review.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Changing another guide's work needs the permission; one's own needs only caseload access. */
function requireWorkOf(actor: Actor, guideId: string) {
  requirePermission(actor, 'CAN_VIEW_CASELOAD');
  if (guideId !== actor.user.id && !actor.permissions.includes('CAN_MANAGE_OTHER_GUIDES_WORK')) throw forbidden();
}

/** Which optional filters a docket todo read has: each shape is one prepared statement. */
interface TodoShape {
  includeCompleted: boolean;
  types: number;
  before: boolean;
  after: boolean;
}

/** The member's columns a todo embeds (its summary, less the name made from them). */
const SUMMARY_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  assignedGuideId: users.assignedGuideId,
};

const placeholder = (name: string) => sql.placeholder(name);
const shapeName = (prefix: string, shape: TodoShape) =>
  `${prefix}_${shape.includeCompleted ? 'all' : 'open'}_t${shape.types}${shape.before ? '_before' : ''}${shape.after ? '_after' : ''}`;

function todoFilter(shape: TodoShape): SQL | undefined {
  return and(
    eq(todos.organisationId, placeholder('organisationId')),
    eq(todos.userId, placeholder('guideId')),
    shape.includeCompleted ? undefined : isNull(todos.completedAt),
    shape.types
      ? inArray(
          todos.type,
          Array.from({ length: shape.types }, (_, i) => placeholder(`type${i}`)),
        )
      : undefined,
    shape.before ? lte(todos.date, placeholder('before')) : undefined,
  );
}

/**
 * A page of a guide's todos with each one's member (its summary), in one statement. Keyset on
 * (date, id), the list's order: a page never skips or repeats a row when earlier ones change.
 */
const todoPage = (db: Db, shape: TodoShape) =>
  prepared(db, shapeName('docket_todos', shape), (d, name) =>
    d
      .select({ todo: todos, member: SUMMARY_COLUMNS })
      .from(todos)
      .leftJoin(users, eq(users.id, todos.memberId))
      .where(
        and(
          todoFilter(shape),
          shape.after
            ? or(
                gt(todos.date, placeholder('afterDate')),
                and(eq(todos.date, placeholder('afterDate')), gt(todos.id, placeholder('afterId'))),
              )
            : undefined,
        ),
      )
      .orderBy(asc(todos.date), asc(todos.id))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(name),
  );

const todoCount = (db: Db, shape: TodoShape) =>
  prepared(db, shapeName('docket_todo_count', { ...shape, after: false }), (d, name) =>
    d.select({ n: count() }).from(todos).where(todoFilter(shape)).prepare(name),
  );

/** A guide's open scheduled events (within the days asked) with each one's member as the docket shows it, in one statement. */
const eventPage = (db: Db, shape: { start: boolean; end: boolean }) =>
  prepared(db, `docket_events${shape.start ? '_from' : ''}${shape.end ? '_to' : ''}`, (d, name) =>
    d
      .select({ event: scheduledEvents, member: DOCKET_MEMBER_COLUMNS })
      .from(scheduledEvents)
      .leftJoin(users, eq(users.id, scheduledEvents.memberId))
      .where(
        and(
          eq(scheduledEvents.organisationId, placeholder('organisationId')),
          eq(scheduledEvents.userId, placeholder('guideId')),
          eq(scheduledEvents.resolved, false),
          shape.start ? gte(scheduledEvents.date, placeholder('start')) : undefined,
          shape.end ? lte(scheduledEvents.date, placeholder('end')) : undefined,
        ),
      )
      .orderBy(asc(scheduledEvents.date), asc(scheduledEvents.time), asc(scheduledEvents.id))
      .limit(2000)
      .prepare(name),
  );

export function docketHandlers(
  ctx: AppContext,
): HandlersOf<'guideTodos' | 'snoozeTodo' | 'guideScheduledEvents' | 'guidePriorityContacts'> {
  const { db } = ctx;
  return {
    async guideTodos({ actor, params: { guideId }, query }) {
      await loadGuideInTenant(db, actor, guideId);
      const { limit } = pageOf(query, 500);
      const types = query.types?.length ? query.types : [];
      const afterDate = query['after-date'] !== undefined ? new Date(query['after-date']).toISOString() : undefined;
      const before = query.before !== undefined ? new Date(query.before).toISOString() : undefined;
      const shape = {
        includeCompleted: query.includeCompleted === true,
        types: types.length,
        before: before !== undefined,
        after: afterDate !== undefined,
      };
      const values: Record<string, unknown> = {
        organisationId: actor.organisationId,
        guideId,
        before,
        afterDate,
        afterId: query['after-id'] ?? '',
        limit,
        offset: afterDate ? 0 : (query['page-start'] ?? 0),
        ...Object.fromEntries(types.map((type, i) => [`type${i}`, type])),
      };
      const rows = await todoPage(db, shape).execute(values);
      const data = rows.map(({ todo, member }) => presentTodo(todo, member && { ...member, name: fullName(member) }));
      if (!query.includeCount) return { data };
      const [total] = await todoCount(db, shape).execute(values);
      return { data, count: total?.n ?? 0 };
    },

    async snoozeTodo({ actor, params: { guideId, todoId }, body, write }) {
      await loadGuideInTenant(db, actor, guideId);
      requireWorkOf(actor, guideId);
      return write(async (tx, changes) => {
        // The todo, locked, with its member's summary (the change embeds it) in the same round trip.
        const [found] = await tx
          .select({ todo: todos, member: SUMMARY_COLUMNS })
          .from(todos)
          .leftJoin(users, eq(users.id, todos.memberId))
          .where(and(eq(todos.id, todoId), eq(todos.userId, guideId), eq(todos.organisationId, actor.organisationId)))
          .for('update', { of: todos });
        if (!found) throw notFound();
        const existing = found.todo;
        const patch =
          body.until && !body.noActionNeeded
            ? { snoozedUntil: new Date(body.until) }
            : { completedAt: existing.completedAt ?? ctx.clock.now() };
        const [updated] = await tx.update(todos).set(patch).where(eq(todos.id, todoId)).returning();
        if (!updated) throw notFound();
        const data = presentTodo(updated, found.member && { ...found.member, name: fullName(found.member) });
        if (!existing.completedAt && updated.completedAt)
          await closeReviewOfTodo(tx, changes, updated, updated.completedAt);
        // The todo last: its change confirms the docket's optimistic write.
        changes.record({ entity: 'todo', id: updated.id, op: 'upsert', data });
        return data;
      });
    },

    async guideScheduledEvents({ actor, params: { guideId }, query }) {
      await loadGuideInTenant(db, actor, guideId);
      const start = query.startEpochTime !== undefined ? isoDay(query.startEpochTime) : undefined;
      const end = query.endEpochTime !== undefined ? isoDay(query.endEpochTime) : undefined;
      const rows = await eventPage(db, { start: start !== undefined, end: end !== undefined }).execute({
        organisationId: actor.organisationId,
        guideId,
        start,
        end,
      });
      const withMembers = query.includeMemberDetails !== false;
      return {
        data: rows.map(({ event, member }) =>
          presentScheduledEvent(event, withMembers && member ? docketMemberOf(member) : undefined),
        ),
      };
    },

    async guidePriorityContacts({ actor, params: { guideId } }) {
      await loadGuideInTenant(db, actor, guideId);
      const rows = await db
        .select()
        .from(priorityContacts)
        .where(and(eq(priorityContacts.organisationId, actor.organisationId), eq(priorityContacts.guideId, guideId)))
        .orderBy(asc(priorityContacts.sortOrder));
      const members = await docketMembers(
        db,
        rows.map((p) => p.memberId),
      );
      return { data: rows.map((p) => presentPriorityContact(p, members.get(p.memberId))) };
    },
  };
}
