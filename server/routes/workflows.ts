/**
 * Workflows (spec part 2 sections 3, 4, 7): the organisation's phases, a member's assigned phases
 * (or every assigned phase of a guide's members, for the docket), attaching a phase to a scheduled
 * event and detaching it, the next phase's preview, completing a phase and 'Remind me later'.
 * What this file guarantees:
 * - Another organisation's phase, assigned phase, attachment, member, guide or event answers 404,
 *   like a missing one.
 * - Every write locks the assigned phase's row, records its change ('workflow:updated') in the
 *   same transaction, and names the columns it writes.
 * - A completed phase cannot be completed again, attached or reminded (409); a phase not yet
 *   available cannot be completed (409); a phase with a survey completes only once that survey has
 *   been submitted (409).
 * - An attachment is to an open event of the phase's own member; a phase has at most one.
 * - 'Remind me later' adds a SCHEDULE_WORKFLOW_PHASE_REMINDER todo for the member's guide (or the
 *   caller) due tomorrow, and an 'assigned_workflow_phase' item on the member's feed, both pointing
 *   at the assigned phase.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ENTITIES, isPhaseAvailable, nextPhasePreview, type EntityShape } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Actor } from '../auth/actor.ts';
import { loadGuideInTenant, loadMemberInTenant } from '../auth/scope.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  assignedSurveys,
  assignedWorkflowPhases,
  assignedWorkflowScheduledEvents,
  feedItems,
  scheduledEvents,
  todos,
  users,
  workflowPhases,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { memberSummaries, type MemberSummary } from '../presenters/people.ts';
import { presentNewFeedItem, presentTodo } from '../presenters/work.ts';
import { phaseReminderRows } from './workflow-reminder.ts';

type WorkflowOperations =
  | 'workflowPhases'
  | 'workflowPhaseById'
  | 'workflowPhaseSections'
  | 'assignedWorkflowPhases'
  | 'assignedWorkflowPhaseById'
  | 'attachWorkflowToEvent'
  | 'detachWorkflowFromEvent'
  | 'nextPhasePreviewSummary'
  | 'completeWorkflowPhase'
  | 'remindWorkflowPhaseLater';

type PhaseRow = typeof workflowPhases.$inferSelect;
type AssignedRow = typeof assignedWorkflowPhases.$inferSelect;
type LinkRow = typeof assignedWorkflowScheduledEvents.$inferSelect;

/** A phase as clients receive it: its declared columns (`domain/entities/workflows.ts`). */
export function presentWorkflowPhase(row: PhaseRow): EntityShape<'workflowPhase'> {
  return toWire(ENTITIES.workflowPhase.table.columns, row, {});
}

export function presentAssignedWorkflowPhase(
  row: AssignedRow,
  link: Pick<LinkRow, 'id' | 'scheduledEventId'> | null | undefined,
  member: MemberSummary | null | undefined,
): EntityShape<'assignedWorkflowPhase'> {
  return {
    id: row.id,
    memberId: row.memberId,
    phaseId: row.phaseId,
    dueDate: row.dueDate,
    availableDate: row.availableDate.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    userId: row.userId,
    assignedSurveyId: row.assignedSurveyId,
    remindLaterAt: row.remindLaterAt?.toISOString() ?? null,
    assignedWorkflowScheduledEventId: link?.id ?? null,
    scheduledEventId: link?.scheduledEventId ?? null,
    member: member ?? null,
  };
}

const conflict = (message: string) => new HttpError(409, message, message);
const refused = (property: string, message: string) =>
  new HttpError(400, message, message, [{ property, constraints: { refused: message } }]);

/** Assigned rows with their attachments and members, as the API presents them. */
async function presentMany(db: Db | Tx, rows: readonly AssignedRow[]): Promise<EntityShape<'assignedWorkflowPhase'>[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(assignedWorkflowScheduledEvents)
    .where(
      inArray(
        assignedWorkflowScheduledEvents.assignedWorkflowPhaseId,
        rows.map((row) => row.id),
      ),
    );
  const linkOf = new Map(links.map((link) => [link.assignedWorkflowPhaseId, link]));
  const members = await memberSummaries(
    db,
    rows.map((row) => row.memberId),
  );
  return rows.map((row) => presentAssignedWorkflowPhase(row, linkOf.get(row.id), members.get(row.memberId)));
}

/** The assigned phase, locked for the rest of the write. */
async function lockAssigned(tx: Tx, actor: Actor, id: string): Promise<AssignedRow> {
  const [row] = await tx
    .select()
    .from(assignedWorkflowPhases)
    .where(and(eq(assignedWorkflowPhases.id, id), eq(assignedWorkflowPhases.organisationId, actor.organisationId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Reads the assigned phase back with its attachment and member, and records its change. */
async function recordAssigned(tx: Tx, changes: ChangeRecorder, id: string) {
  const [row] = await tx.select().from(assignedWorkflowPhases).where(eq(assignedWorkflowPhases.id, id));
  const [shape] = await presentMany(tx, [row!]);
  changes.record({ entity: 'assignedWorkflowPhase', id, op: 'upsert', data: shape! });
  return shape!;
}

export function workflowHandlers(ctx: AppContext): HandlersOf<WorkflowOperations> {
  const { db, clock } = ctx;

  const phaseIn = async (actor: Actor, phaseId: string) => {
    const [row] = await db
      .select()
      .from(workflowPhases)
      .where(and(eq(workflowPhases.id, phaseId), eq(workflowPhases.organisationId, actor.organisationId)));
    if (!row) throw notFound();
    return row;
  };

  return {
    async workflowPhases({ actor }) {
      const rows = await db
        .select()
        .from(workflowPhases)
        .where(eq(workflowPhases.organisationId, actor.organisationId))
        .orderBy(asc(workflowPhases.sortOrder), asc(workflowPhases.id));
      return { data: rows.map(presentWorkflowPhase) };
    },

    async workflowPhaseById({ actor, params }) {
      return presentWorkflowPhase(await phaseIn(actor, params.phaseId));
    },

    async workflowPhaseSections({ actor, params, query }) {
      const phase = await phaseIn(actor, params.phaseId);
      const withContent = query.attachContent !== 'false';
      return { data: phase.sections.map((section) => (withContent ? section : { ...section, content: [] })) };
    },

    async assignedWorkflowPhases({ actor, query }) {
      if (Boolean(query.memberId) === Boolean(query.guideId))
        throw refused('memberId', 'Give exactly one of memberId and guideId');
      let rows: AssignedRow[];
      if (query.memberId) {
        const member = await loadMemberInTenant(db, actor, query.memberId);
        rows = await db
          .select()
          .from(assignedWorkflowPhases)
          .where(eq(assignedWorkflowPhases.memberId, member.id))
          .orderBy(asc(assignedWorkflowPhases.availableDate), asc(assignedWorkflowPhases.id));
      } else {
        const guide = await loadGuideInTenant(db, actor, query.guideId!);
        rows = (
          await db
            .select({ assigned: assignedWorkflowPhases })
            .from(assignedWorkflowPhases)
            .innerJoin(users, eq(users.id, assignedWorkflowPhases.memberId))
            .where(
              and(
                eq(assignedWorkflowPhases.organisationId, actor.organisationId),
                eq(users.assignedGuideId, guide.id),
                isNull(assignedWorkflowPhases.completedAt),
              ),
            )
            .orderBy(asc(assignedWorkflowPhases.availableDate), asc(assignedWorkflowPhases.id))
        ).map((row) => row.assigned);
      }
      return { data: await presentMany(db, rows) };
    },

    async assignedWorkflowPhaseById({ actor, params }) {
      const [row] = await db
        .select()
        .from(assignedWorkflowPhases)
        .where(
          and(
            eq(assignedWorkflowPhases.id, params.assignedWorkflowPhaseId),
            eq(assignedWorkflowPhases.organisationId, actor.organisationId),
          ),
        );
      if (!row) throw notFound();
      const [shape] = await presentMany(db, [row]);
      return shape!;
    },

    async attachWorkflowToEvent({ actor, body, write }) {
      return write(async (tx, changes) => {
        const assigned = await lockAssigned(tx, actor, body.assignedWorkflowPhaseId);
        const [existing] = await tx
          .select()
          .from(assignedWorkflowScheduledEvents)
          .where(eq(assignedWorkflowScheduledEvents.assignedWorkflowPhaseId, assigned.id));
        // A repeated attach (the same id, the same event) answers what it made.
        if (existing?.id === body.id && existing.scheduledEventId === body.scheduledEventId)
          return (await presentMany(tx, [assigned]))[0]!;
        if (assigned.completedAt) throw conflict('The phase is already completed');
        if (existing) throw conflict('The phase is already attached to an event: detach it first');
        const [event] = await tx
          .select()
          .from(scheduledEvents)
          .where(
            and(
              eq(scheduledEvents.id, body.scheduledEventId),
              eq(scheduledEvents.organisationId, actor.organisationId),
            ),
          );
        if (!event) throw notFound();
        if (event.memberId !== assigned.memberId)
          throw refused('scheduledEventId', "scheduledEventId must be one of the member's events");
        if (event.resolved) throw refused('scheduledEventId', 'The event is already resolved');
        const [taken] = await tx
          .select({ id: assignedWorkflowScheduledEvents.id })
          .from(assignedWorkflowScheduledEvents)
          .where(eq(assignedWorkflowScheduledEvents.id, body.id));
        if (taken) throw refused('id', 'id is already in use');
        await tx.insert(assignedWorkflowScheduledEvents).values({
          id: body.id,
          organisationId: actor.organisationId,
          assignedWorkflowPhaseId: assigned.id,
          scheduledEventId: event.id,
          createdBy: actor.user.id,
          createdAt: clock.now(),
        });
        return recordAssigned(tx, changes, assigned.id);
      });
    },

    async detachWorkflowFromEvent({ actor, params, write }) {
      return write(async (tx, changes) => {
        const [link] = await tx
          .select()
          .from(assignedWorkflowScheduledEvents)
          .where(
            and(
              eq(assignedWorkflowScheduledEvents.id, params.assignedWorkflowScheduledEventId),
              eq(assignedWorkflowScheduledEvents.organisationId, actor.organisationId),
            ),
          );
        if (!link) throw notFound();
        await lockAssigned(tx, actor, link.assignedWorkflowPhaseId);
        await tx.delete(assignedWorkflowScheduledEvents).where(eq(assignedWorkflowScheduledEvents.id, link.id));
        return recordAssigned(tx, changes, link.assignedWorkflowPhaseId);
      });
    },

    async nextPhasePreviewSummary({ actor, params }) {
      const [assigned] = await db
        .select()
        .from(assignedWorkflowPhases)
        .where(
          and(
            eq(assignedWorkflowPhases.id, params.assignedWorkflowPhaseId),
            eq(assignedWorkflowPhases.organisationId, actor.organisationId),
          ),
        );
      if (!assigned) throw notFound();
      const phases = await db
        .select()
        .from(workflowPhases)
        .where(eq(workflowPhases.organisationId, actor.organisationId));
      const mine = await db
        .select()
        .from(assignedWorkflowPhases)
        .where(eq(assignedWorkflowPhases.memberId, assigned.memberId));
      return {
        next: nextPhasePreview(
          phases,
          mine.map((row) => ({ ...row, availableDate: row.availableDate.toISOString() })),
          assigned.phaseId,
        ),
      };
    },

    async completeWorkflowPhase({ actor, body, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const assigned = await lockAssigned(tx, actor, body.assignedWorkflowPhaseId);
        if (assigned.completedAt) throw conflict('The phase is already completed');
        if (
          !isPhaseAvailable({ availableDate: assigned.availableDate.toISOString(), completedAt: null }, now.getTime())
        )
          throw conflict('The phase is not available yet');
        if (assigned.assignedSurveyId) {
          const [survey] = await tx
            .select({ checkpoint: assignedSurveys.checkpoint })
            .from(assignedSurveys)
            .where(eq(assignedSurveys.id, assigned.assignedSurveyId));
          if (!survey?.checkpoint) throw conflict("Submit the phase's survey first");
        }
        await tx
          .update(assignedWorkflowPhases)
          .set({ completedAt: now, userId: actor.user.id })
          .where(eq(assignedWorkflowPhases.id, assigned.id));
        // The guide's reminders to schedule it are done with.
        const reminders = await tx
          .update(todos)
          .set({ completedAt: now })
          .where(
            and(
              eq(todos.organisationId, actor.organisationId),
              eq(todos.type, 'SCHEDULE_WORKFLOW_PHASE_REMINDER'),
              eq(todos.externalItemId, assigned.id),
              isNull(todos.completedAt),
            ),
          )
          .returning();
        const members = await memberSummaries(tx, [assigned.memberId]);
        for (const todo of reminders)
          changes.record({
            entity: 'todo',
            id: todo.id,
            op: 'upsert',
            data: presentTodo(todo, members.get(assigned.memberId)),
          });
        return recordAssigned(tx, changes, assigned.id);
      });
    },

    async remindWorkflowPhaseLater({ actor, params, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const assigned = await lockAssigned(tx, actor, params.assignedWorkflowPhaseId);
        if (assigned.completedAt) throw conflict('The phase is already completed');
        const [member] = await tx
          .select({ assignedGuideId: users.assignedGuideId })
          .from(users)
          .where(eq(users.id, assigned.memberId));
        await tx
          .update(assignedWorkflowPhases)
          .set({ remindLaterAt: now })
          .where(eq(assignedWorkflowPhases.id, assigned.id));
        const rows = phaseReminderRows({
          organisationId: actor.organisationId,
          clientId: assigned.clientId,
          memberId: assigned.memberId,
          guideId: member?.assignedGuideId ?? actor.user.id,
          assignedPhaseId: assigned.id,
          at: now,
          ids: { todo: randomUUID(), feedItem: randomUUID() },
        });
        const [todo] = await tx.insert(todos).values(rows.todo).returning();
        const members = await memberSummaries(tx, [assigned.memberId]);
        changes.record({
          entity: 'todo',
          id: todo!.id,
          op: 'upsert',
          data: presentTodo(todo!, members.get(assigned.memberId)),
          created: true,
        });
        // The reminder on the member's feed (its Task filter).
        const [feed] = await tx.insert(feedItems).values(rows.feedItem).returning();
        changes.record({
          entity: 'feedItem',
          id: feed!.id,
          op: 'upsert',
          data: presentNewFeedItem(feed!, {}),
          created: true,
        });
        return recordAssigned(tx, changes, assigned.id);
      });
    },
  };
}
