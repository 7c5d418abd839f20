/**
 * Visits (spec part 2 section 7 "Visits"). What this file guarantees:
 * - Another organisation's member, visit, address or scheduled event answers 404 or is refused
 *   like a missing one; the address must be the member's, the event the member's.
 * - The date is one the dialog offers the actor (`isVisitDayAllowed`: today and the 9 days before,
 *   in the actor's zone; an edit may keep an older visit's day).
 * - The fields across each other (`visitFieldProblems`), the outcome (a visit outcome offered at
 *   the visit's creation: `isOutcomeOffered`) and its note (`visitNoteProblem`) are checked before
 *   anything is written; a refused write (400) writes and records nothing.
 * - The note is stored sanitized (the editor's starter-kit tags only).
 * - A visit that still lacks its outcome or its note has one open follow-up for its guide
 *   (INCOMPLETE_VISIT, else INCOMPLETE_NOTE_VISIT); completing the visit completes it, and deleting
 *   the visit completes its open follow-ups too.
 * - Only its creator edits it, or a holder of CAN_MANAGE_OTHER_GUIDES_WORK; it is deleted only as
 *   `canDeleteVisit` allows (creator the same day, auditor the same month, in the caller's zone).
 * - A new visit answering a scheduled event resolves it (it leaves the docket's event tabs).
 * - A visit newer than the member's last event becomes it (`touchLastEvent`).
 * - Each write records the interaction, the visit, the follow-ups, a resolved event and the member
 *   when its last event moved, and the feed item last.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  canDeleteVisit,
  isOutcomeOffered,
  isVisitDayAllowed,
  sanitizeRichText,
  visitFieldProblems,
  visitFollowUp,
  visitNoteProblem,
  VISIT_MESSAGES,
  type VisitFields,
} from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  addresses,
  feedItems,
  interactionOutcomes,
  interactions,
  scheduledEvents,
  todos,
  visits,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { docketMembers } from '../presenters/docket-members.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentVisit } from '../presenters/visits.ts';
import { presentScheduledEvent, presentTodo } from '../presenters/work.ts';
import {
  addFeedItem,
  feedItemOf,
  lockInteraction,
  mayChange,
  memberForWrite,
  recordFeedItem,
  recordInteraction,
  refusedFields,
  removeInteraction,
  touchLastEvent,
  type InteractionRow,
} from './interaction-records.ts';

type VisitOperations = 'createVisit' | 'updateVisit' | 'deleteVisit';
type VisitRow = typeof visits.$inferSelect;

const AUDITOR = 'CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS';

/** When and by whom a visit is saved: its date must be one the dialog offers that actor then. */
interface VisitSaving {
  createdAt: Date;
  now: Date;
  timeZone: string;
  /** An edit's start before it: an older visit keeps its own day. */
  currentStart?: Date;
}

/** The checks that need the database; throws one 400 naming every refused field. Answers the outcome's key. */
async function checkVisit(tx: Tx, member: UserRow, fields: VisitFields, saving: VisitSaving): Promise<string | null> {
  const { createdAt } = saving;
  const problems = visitFieldProblems(fields);
  if (
    !isVisitDayAllowed(fields.startTime, {
      now: saving.now.toISOString(),
      timeZone: saving.timeZone,
      currentStart: saving.currentStart?.toISOString(),
    })
  ) {
    problems.push({ property: 'startTime', message: VISIT_MESSAGES.dayOutOfWindow });
  }
  if (fields.addressId) {
    const [address] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.id, fields.addressId),
          eq(addresses.organisationId, member.organisationId),
          eq(addresses.userId, member.id),
        ),
      );
    if (!address) problems.push({ property: 'addressId', message: 'The address is not one of the member’s.' });
  }
  let outcomeKey: string | null = null;
  if (fields.outcomeId !== null) {
    const [outcome] = await tx
      .select()
      .from(interactionOutcomes)
      .where(and(eq(interactionOutcomes.id, fields.outcomeId), eq(interactionOutcomes.kind, 'visit')));
    if (
      !outcome ||
      !isOutcomeOffered({ deprecatedAt: outcome.deprecatedAt?.toISOString() ?? null }, createdAt.toISOString())
    ) {
      problems.push({ property: 'outcomeId', message: 'This outcome cannot be chosen for this visit.' });
    } else outcomeKey = outcome.key;
  }
  const noteProblem = visitNoteProblem(outcomeKey, fields.note);
  if (noteProblem) problems.push({ property: 'note', message: noteProblem });
  if (fields.scheduledEventId) {
    const [event] = await tx
      .select({ id: scheduledEvents.id })
      .from(scheduledEvents)
      .where(
        and(
          eq(scheduledEvents.id, fields.scheduledEventId),
          eq(scheduledEvents.organisationId, member.organisationId),
          eq(scheduledEvents.memberId, member.id),
        ),
      );
    if (!event)
      problems.push({ property: 'scheduledEventId', message: 'The scheduled event is not one of the member’s.' });
  }
  if (problems.length) throw refusedFields(problems);
  return outcomeKey;
}

const interactionValues = (fields: VisitFields) => {
  const start = new Date(fields.startTime);
  const end = new Date(fields.endTime);
  return {
    timestamp: start,
    duration: Math.round((end.getTime() - start.getTime()) / 1000),
    outcomeId: fields.outcomeId,
    note: fields.note ? sanitizeRichText(fields.note) : null,
  };
};

/** The visit row's values; an edit that leaves `scheduledEventId` out keeps the link it had. */
const visitValues = (fields: VisitFields, before?: VisitRow) => ({
  endTime: new Date(fields.endTime),
  addressId: fields.addressId,
  // An address of the member's: the location text belongs to 'Other' only.
  location: fields.addressId === null ? (fields.location ?? null) : null,
  outcomeDetails: fields.outcomeDetails ?? null,
  scheduledEventId:
    fields.scheduledEventId === undefined ? (before?.scheduledEventId ?? null) : fields.scheduledEventId,
});

/**
 * Brings the visit's follow-ups in line with what it still lacks: open ones of another type are
 * completed, the one it needs is added when missing. Each changed todo is recorded.
 */
async function settleFollowUps(
  tx: Tx,
  changes: ChangeRecorder,
  interaction: InteractionRow,
  needed: string | null,
  now: Date,
): Promise<void> {
  const open = await tx
    .select()
    .from(todos)
    .where(
      and(
        eq(todos.organisationId, interaction.organisationId),
        eq(todos.externalItemType, 'visit'),
        eq(todos.externalItemId, interaction.id),
        isNull(todos.completedAt),
      ),
    );
  const changed: (typeof todos.$inferSelect)[] = [];
  for (const todo of open.filter((t) => t.type !== needed)) {
    const [done] = await tx.update(todos).set({ completedAt: now }).where(eq(todos.id, todo.id)).returning();
    if (done) changed.push(done);
  }
  if (needed && !open.some((t) => t.type === needed)) {
    const [added] = await tx
      .insert(todos)
      .values({
        id: randomUUID(),
        organisationId: interaction.organisationId,
        clientId: interaction.clientId,
        userId: interaction.guideId,
        memberId: interaction.memberId,
        type: needed,
        date: now,
        externalItemType: 'visit',
        externalItemId: interaction.id,
      })
      .returning();
    if (added) changed.push(added);
  }
  if (!changed.length) return;
  const members = await memberSummaries(tx, [interaction.memberId]);
  for (const todo of changed)
    changes.record({
      entity: 'todo',
      id: todo.id,
      op: 'upsert',
      data: presentTodo(todo, members.get(interaction.memberId)),
      created: !open.includes(todo),
    });
}

/** The scheduled event a new visit answers is done: it leaves the docket's Pending and Late tabs. */
async function resolveAnsweredEvent(
  tx: Tx,
  changes: ChangeRecorder,
  eventId: string | null | undefined,
): Promise<void> {
  if (!eventId) return;
  const [event] = await tx
    .update(scheduledEvents)
    .set({ resolved: true })
    .where(and(eq(scheduledEvents.id, eventId), eq(scheduledEvents.resolved, false)))
    .returning();
  if (!event) return;
  const members = await docketMembers(tx, [event.memberId]);
  changes.record({
    entity: 'scheduledEvent',
    id: event.id,
    op: 'upsert',
    data: presentScheduledEvent(event, members.get(event.memberId)),
  });
}

export function visitsHandlers({ clock }: AppContext): HandlersOf<VisitOperations> {
  async function lockVisit(
    tx: Tx,
    actor: Actor,
    visitId: string,
  ): Promise<{ interaction: InteractionRow; visit: VisitRow }> {
    const interaction = await lockInteraction(tx, actor, visitId, 'visit');
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.id, visitId), eq(visits.organisationId, actor.organisationId)));
    // A visit recorded before visits had their own row (demo history) is not editable here.
    if (!visit) throw notFound();
    return { interaction, visit };
  }

  return {
    async createVisit({ actor, body, write }) {
      return write(async (tx, changes) => {
        const member = await memberForWrite(tx, actor, body.subjectUserId);
        const now = clock.now();
        const outcomeKey = await checkVisit(tx, member, body, { createdAt: now, now, timeZone: actor.user.timeZone });
        const id = randomUUID();
        const [interaction] = await tx
          .insert(interactions)
          .values({
            id,
            organisationId: member.organisationId,
            clientId: member.clientId,
            interactionType: 'visit',
            memberId: member.id,
            guideId: actor.user.id,
            ...interactionValues(body),
          })
          .returning();
        if (!interaction) throw new Error('visit not stored');
        const [visit] = await tx
          .insert(visits)
          .values({
            id,
            organisationId: member.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            createdBy: actor.user.id,
            createdAt: now,
            ...visitValues(body),
          })
          .returning();
        if (!visit) throw new Error('visit not stored');
        await recordInteraction(tx, changes, interaction, true);
        changes.record({
          entity: 'visit',
          id,
          op: 'upsert',
          data: presentVisit(visit, interaction.timestamp),
          created: true,
        });
        await settleFollowUps(tx, changes, interaction, visitFollowUp(outcomeKey, interaction.note), now);
        await resolveAnsweredEvent(tx, changes, visit.scheduledEventId);
        await touchLastEvent(tx, changes, member.id, interaction.timestamp, 'visit');
        return recordFeedItem(tx, changes, await addFeedItem(tx, member, 'visit', id, interaction.timestamp), true);
      });
    },

    async updateVisit({ actor, params: { visitId }, body, write }) {
      return write(async (tx, changes) => {
        const found = await lockVisit(tx, actor, visitId);
        if (!mayChange(actor, found.interaction)) throw forbidden('Only the visit’s creator may change it.');
        const member = await memberForWrite(tx, actor, found.interaction.memberId);
        const outcomeKey = await checkVisit(tx, member, body, {
          createdAt: found.visit.createdAt,
          now: clock.now(),
          timeZone: actor.user.timeZone,
          currentStart: found.interaction.timestamp,
        });
        const feed = await feedItemOf(tx, found.interaction, 'visit');
        const [interaction] = await tx
          .update(interactions)
          .set(interactionValues(body))
          .where(eq(interactions.id, visitId))
          .returning();
        const [visit] = await tx
          .update(visits)
          .set(visitValues(body, found.visit))
          .where(eq(visits.id, visitId))
          .returning();
        if (!interaction || !visit) throw notFound();
        const [moved] = await tx
          .update(feedItems)
          .set({ timestamp: interaction.timestamp })
          .where(eq(feedItems.id, feed.id))
          .returning();
        await recordInteraction(tx, changes, interaction);
        changes.record({
          entity: 'visit',
          id: visit.id,
          op: 'upsert',
          data: presentVisit(visit, interaction.timestamp),
        });
        await settleFollowUps(tx, changes, interaction, visitFollowUp(outcomeKey, interaction.note), clock.now());
        await touchLastEvent(tx, changes, member.id, interaction.timestamp, 'visit');
        return recordFeedItem(tx, changes, moved ?? feed);
      });
    },

    async deleteVisit({ actor, params: { visitId }, write }) {
      return write(async (tx, changes) => {
        const { interaction, visit } = await lockVisit(tx, actor, visitId);
        const allowed = canDeleteVisit({
          visit: { createdBy: visit.createdBy, createdAt: visit.createdAt.toISOString() },
          actorId: actor.user.id,
          isAuditor: actor.permissions.includes(AUDITOR),
          now: clock.now().toISOString(),
          timeZone: actor.user.timeZone,
        });
        if (!allowed)
          throw forbidden(
            'A visit can be deleted only by its creator on the same day, or by an auditor in the same month.',
          );
        const feed = await feedItemOf(tx, interaction, 'visit');
        await settleFollowUps(tx, changes, interaction, null, clock.now());
        changes.record({ entity: 'visit', id: visit.id, op: 'delete', data: null });
        // The visit row goes with its interaction (on delete cascade).
        await removeInteraction(tx, changes, interaction, feed);
        return { id: visit.id, feedItemId: feed.id };
      });
    },
  };
}
