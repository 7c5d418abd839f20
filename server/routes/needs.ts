/**
 * Needs (spec part 2 sections 4, 7): the metadata, a member's needs, their order and history.
 * What this file guarantees:
 * - Another organisation's member, need or issue answers 404, like a missing one.
 * - A change is allowed only as part 2 section 4 says, by the actor's calendar (their zone) and the
 *   member's stage: only an Identified need (open, unexpired, member not in independence) is edited,
 *   fulfilled, stopped or extended; extension only under 7 days left; deletion only without actions.
 *   Anything else is a 409 and writes nothing.
 * - Every change writes its history entry in the same transaction; the need's change is recorded
 *   last, so the sync engine confirms on it.
 */
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import {
  canEditNeed,
  canExtendNeed,
  compareHistoryEntries,
  extendedExpiry,
  initialExpiry,
  needStatus,
  sanitizeRichText,
  timeFrameOf,
  updateNeedProblem,
} from '../../domain/index.ts';
import { loadGuideInTenant, loadMemberInTenant } from '../auth/scope.ts';
import { needHistoryEntries, userNeeds, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { categoriesWithIssues, readNeedsMetadata } from '../needs/metadata.ts';
import {
  addHistory,
  loadIssue,
  lockNeed,
  presentHistoryEntry,
  presentNeeds,
  presentOneNeed,
  saveNeed,
  viewingFor,
  type NeedRow,
} from '../needs/records.ts';

type NeedOperations =
  | 'needsMetadata'
  | 'needCategories'
  | 'userNeeds'
  | 'userNeedById'
  | 'createUserNeed'
  | 'updateUserNeed'
  | 'deleteUserNeed'
  | 'reorderUserNeeds'
  | 'needHistory';

export const conflict = (message: string) => new HttpError(409, message, message);
export const refused = (property: string, message: string) =>
  new HttpError(400, message, message, [{ property, constraints: { refused: message } }]);

export function needHandlers(ctx: AppContext): HandlersOf<NeedOperations> {
  const { db, clock } = ctx;

  const ownNeed = async (organisationId: string, id: string): Promise<NeedRow> => {
    const [row] = await db
      .select()
      .from(userNeeds)
      .where(and(eq(userNeeds.id, id), eq(userNeeds.organisationId, organisationId)));
    if (!row) throw notFound();
    return row;
  };

  return {
    async needsMetadata({ actor }) {
      return readNeedsMetadata(db, actor.organisationId);
    },

    async needCategories({ actor }) {
      return categoriesWithIssues(await readNeedsMetadata(db, actor.organisationId));
    },

    async userNeeds({ actor, query }) {
      if (query.memberId && !query.guideId) {
        const member = await loadMemberInTenant(db, actor, query.memberId);
        const rows = await db
          .select()
          .from(userNeeds)
          .where(eq(userNeeds.memberId, member.id))
          .orderBy(asc(userNeeds.sortOrder), asc(userNeeds.identifiedAt), asc(userNeeds.id));
        return { data: await presentNeeds(db, rows) };
      }
      if (query.guideId && !query.memberId) {
        const guide = await loadGuideInTenant(db, actor, query.guideId);
        const rows = await db
          .select({ need: userNeeds })
          .from(userNeeds)
          .innerJoin(users, eq(users.id, userNeeds.memberId))
          .where(
            and(
              eq(users.assignedGuideId, guide.id),
              eq(userNeeds.organisationId, actor.organisationId),
              isNull(userNeeds.fulfilledAt),
              isNull(userNeeds.abandonedAt),
            ),
          )
          .orderBy(asc(userNeeds.expiresAt), asc(userNeeds.id));
        return {
          data: await presentNeeds(
            db,
            rows.map((row) => row.need),
          ),
        };
      }
      throw refused('memberId', 'Give either memberId or guideId');
    },

    async userNeedById({ actor, params }) {
      return presentOneNeed(db, await ownNeed(actor.organisationId, params.userNeedId));
    },

    async createUserNeed({ actor, body, write }) {
      const member = await loadMemberInTenant(db, actor, body.memberId);
      const issue = body.issueId ? await loadIssue(db, actor, body.issueId) : null;
      const now = clock.now();
      // A member in the independence stage may still have needs recorded (a survey, a late
      // entry): such a need is Unresolved from the start, and nothing changes it afterwards.
      return write(async (tx, changes) => {
        // A repeated add (the same id) answers the need it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(userNeeds).where(eq(userNeeds.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId || existing.memberId !== member.id)
            throw refused('id', 'id is already in use');
          return presentOneNeed(tx, existing);
        }
        const [last] = await tx
          .select({ value: max(userNeeds.sortOrder) })
          .from(userNeeds)
          .where(eq(userNeeds.memberId, member.id));
        const [row] = await tx
          .insert(userNeeds)
          .values({
            id: body.id,
            organisationId: actor.organisationId,
            memberId: member.id,
            issueId: issue?.id ?? null,
            reason: sanitizeRichText(body.reason),
            identifiedAt: now,
            expiresAt: new Date(initialExpiry(now.getTime(), timeFrameOf(issue), actor.user.timeZone)),
            sortOrder: (last?.value ?? -1) + 1,
            createdById: actor.user.id,
            assignedSurveyId: body.assignedSurveyId ?? null,
            updatedAt: now,
          })
          .returning();
        await addHistory(
          tx,
          changes,
          actor,
          row!,
          { kind: 'identified', newValue: issue?.label ?? null, assignedSurveyId: body.assignedSurveyId ?? null },
          now,
        );
        const shape = await presentOneNeed(tx, row!);
        changes.record({ entity: 'need', id: row!.id, op: 'upsert', data: shape, created: true });
        return shape;
      });
    },

    async updateUserNeed({ actor, params, body, write }) {
      const problem = updateNeedProblem(body);
      if (problem) throw refused(problem.property, problem.message);
      const now = clock.now();
      const issue = body.issueId ? await loadIssue(db, actor, body.issueId) : null;
      return write(async (tx, changes) => {
        const need = await lockNeed(tx, actor, params.userNeedId);
        const viewing = await viewingFor(tx, actor, need.memberId, now);
        const shown = {
          memberId: need.memberId,
          expiresAt: need.expiresAt.toISOString(),
          fulfilledAt: need.fulfilledAt?.toISOString() ?? null,
          abandonedAt: need.abandonedAt?.toISOString() ?? null,
        };
        if (!canEditNeed(shown, need.memberId, viewing))
          throw conflict(`The need is ${needStatus(shown, viewing)}: it cannot be changed`);

        if (body.fulfilled) {
          await addHistory(tx, changes, actor, need, { kind: 'fulfilled', comment: body.comment }, now);
          return saveNeed(
            tx,
            changes,
            need.id,
            { fulfilledAt: now, fulfilledComment: body.comment, closedById: actor.user.id },
            now,
          );
        }
        if (body.abandoned) {
          await addHistory(tx, changes, actor, need, { kind: 'stoppedPursuing' }, now);
          return saveNeed(tx, changes, need.id, { abandonedAt: now, closedById: actor.user.id }, now);
        }
        if (body.shouldExtend) {
          if (!canExtendNeed(shown, need.memberId, viewing))
            throw conflict('A need can be extended only when fewer than 7 days remain');
          const current = need.issueId ? await loadIssue(tx, actor, need.issueId) : null;
          const expiresAt = extendedExpiry(shown.expiresAt, timeFrameOf(current), actor.user.timeZone);
          await addHistory(
            tx,
            changes,
            actor,
            need,
            { kind: 'timeWindowExtended', key: 'expiresAt', originalValue: shown.expiresAt, newValue: expiresAt },
            now,
          );
          return saveNeed(tx, changes, need.id, { expiresAt: new Date(expiresAt) }, now);
        }

        const set: Partial<typeof userNeeds.$inferInsert> = {};
        if (body.issueId !== undefined && body.issueId !== need.issueId) {
          const before = need.issueId ? await loadIssue(tx, actor, need.issueId) : null;
          await addHistory(
            tx,
            changes,
            actor,
            need,
            {
              kind: 'issueUpdated',
              key: 'issueId',
              originalValue: before?.label ?? null,
              newValue: issue?.label ?? null,
            },
            now,
          );
          set.issueId = issue?.id ?? null;
        }
        const reason = body.reason === undefined ? undefined : sanitizeRichText(body.reason);
        if (reason !== undefined && reason !== need.reason) {
          await addHistory(
            tx,
            changes,
            actor,
            need,
            { kind: 'reasonModified', key: 'reason', originalValue: need.reason, newValue: reason },
            now,
          );
          set.reason = reason;
        }
        if (Object.keys(set).length === 0) return presentOneNeed(tx, need);
        return saveNeed(tx, changes, need.id, set, now);
      });
    },

    async deleteUserNeed({ actor, params, write }) {
      return write(async (tx, changes) => {
        const need = await lockNeed(tx, actor, params.userNeedId);
        if (need.lastActionAt !== null) throw conflict('A need with actions cannot be deleted');
        const entries = await tx
          .delete(needHistoryEntries)
          .where(eq(needHistoryEntries.needId, need.id))
          .returning({ id: needHistoryEntries.id });
        for (const entry of entries)
          changes.record({ entity: 'needHistoryEntry', id: entry.id, op: 'delete', data: null });
        await tx.delete(userNeeds).where(eq(userNeeds.id, need.id));
        changes.record({ entity: 'need', id: need.id, op: 'delete', data: null });
        return { id: need.id };
      });
    },

    async reorderUserNeeds({ actor, body, write }) {
      const member = await loadMemberInTenant(db, actor, body.memberId);
      const now = clock.now();
      return write(async (tx, changes) => {
        const rows = await tx.select().from(userNeeds).where(eq(userNeeds.memberId, member.id)).for('update');
        // The listed needs first, in that order, then any not listed (added meanwhile by another
        // guide) in their current order: a drag never fails on a need the dragger had not seen.
        const mine = new Map(rows.map((row) => [row.id, row]));
        if (new Set(body.needIds).size !== body.needIds.length || body.needIds.some((id) => !mine.has(id))) {
          throw refused('needIds', "needIds must list the member's needs, each once");
        }
        const listed = new Set(body.needIds);
        const rest = rows
          .filter((row) => !listed.has(row.id))
          .sort((a, b) => a.sortOrder - b.sortOrder || a.identifiedAt.getTime() - b.identifiedAt.getTime());
        const order = new Map([...body.needIds, ...rest.map((row) => row.id)].map((id, index) => [id, index]));
        for (const row of rows) {
          if (row.sortOrder !== order.get(row.id))
            await tx
              .update(userNeeds)
              .set({ sortOrder: order.get(row.id)!, updatedAt: now })
              .where(eq(userNeeds.id, row.id));
        }
        const all = await tx
          .select()
          .from(userNeeds)
          .where(eq(userNeeds.memberId, member.id))
          .orderBy(asc(userNeeds.sortOrder));
        const shapes = await presentNeeds(tx, all);
        // Every need's change, the first of the new order last: the engine confirms on it.
        for (const shape of [...shapes].reverse())
          changes.record({ entity: 'need', id: shape.id, op: 'upsert', data: shape });
        return { data: shapes };
      });
    },

    async needHistory({ actor, params }) {
      const need = await ownNeed(actor.organisationId, params.userNeedId);
      const rows = await db
        .select()
        .from(needHistoryEntries)
        .where(eq(needHistoryEntries.needId, need.id))
        .orderBy(asc(needHistoryEntries.createdAt), asc(needHistoryEntries.id));
      return { data: rows.map(presentHistoryEntry).sort(compareHistoryEntries) };
    },
  };
}
