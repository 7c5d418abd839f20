/**
 * Assigned surveys (spec part 2 sections 4, 7): the published surveys, a member's assigned surveys
 * and answers, and the writes a guide makes while completing one. What this file guarantees:
 * - Every published version is listed (a member keeps the version assigned), but only a key's
 *   latest version may be assigned.
 * - Another organisation's survey, assigned survey or member answers 404, like a missing one.
 * - An answer is checked against its question (`answerProblem`) before anything is written; an
 *   empty answer is stored as skipped. A survey already complete is reopened first (409).
 * - Every write locks the assigned survey's row, so answers to one survey apply one at a time and
 *   the path they make is consistent: answers of questions the path no longer reaches are deleted
 *   in the same transaction, each with its tombstone change.
 * - Submit walks the path with the stored answers: a question still waiting for an answer is a 400
 *   on that question; a cyclical flow is a 400 ('An error has occurred'); otherwise the checkpoint
 *   reached is recorded, and a completion checkpoint completes the survey.
 * - Reopen is for CAN_REOPEN_SURVEYS holders, only in the calendar month (the actor's time zone)
 *   the survey was completed.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import {
  answerProblem,
  answerProblemText,
  answersOffPath,
  canReopenSurvey,
  dayOfMillis,
  hasPermission,
  isOptionQuestion,
  isSurveyComplete,
  surveyPath,
  dueAfterCheckpoint,
  surveyResponseId,
  type EntityShape,
  type SurveyAnswer,
  type SurveyContent,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { assignedSurveys, surveyQuestionResponses, surveys, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';

type SurveyOperations =
  | 'surveys'
  | 'surveyById'
  | 'memberAssignedSurveys'
  | 'assignSurvey'
  | 'memberSurveyResponses'
  | 'answerSurveyQuestion'
  | 'updateAssignedSurvey'
  | 'submitAssignedSurvey'
  | 'reopenAssignedSurvey';

type SurveyRow = typeof surveys.$inferSelect;
type AssignedRow = typeof assignedSurveys.$inferSelect;
type ResponseRow = typeof surveyQuestionResponses.$inferSelect;

export function presentSurvey(row: SurveyRow): EntityShape<'survey'> {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    displayName: row.displayName,
    summary: row.summary,
    isActionSurvey: row.isActionSurvey,
    version: row.version,
    content: row.content,
  };
}

export function presentAssignedSurvey(row: AssignedRow): EntityShape<'assignedSurvey'> {
  return {
    id: row.id,
    memberId: row.memberId,
    surveyId: row.surveyId,
    dueAt: row.dueAt?.toISOString() ?? null,
    checkpoint: row.checkpoint ?? null,
    completed: isSurveyComplete({
      checkpoint: row.checkpoint ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      dueAt: row.dueAt?.toISOString() ?? null,
    }),
    completedAt: row.completedAt?.toISOString() ?? null,
    completedByUserId: row.completedByUserId,
    notes: row.notes,
    assignedAt: row.assignedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSurveyResponse(row: ResponseRow): EntityShape<'surveyResponse'> {
  return {
    id: surveyResponseId(row.assignedSurveyId, row.questionKey),
    assignedSurveyId: row.assignedSurveyId,
    memberId: row.memberId,
    questionId: row.questionKey,
    skipped: row.skipped,
    selectedOptionIds: row.selectedOptionIds,
    textResponse: row.textResponse,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const refused = (property: string, message: string) =>
  new HttpError(400, message, message, [{ property, constraints: { refused: message } }]);

/** The assigned survey and its content, the assigned row locked for the rest of the write. */
async function lockAssigned(
  tx: Tx,
  actor: Actor,
  assignedSurveyId: string,
): Promise<{ assigned: AssignedRow; content: SurveyContent }> {
  const [assigned] = await tx
    .select()
    .from(assignedSurveys)
    .where(and(eq(assignedSurveys.id, assignedSurveyId), eq(assignedSurveys.organisationId, actor.organisationId)))
    .for('update');
  if (!assigned) throw notFound();
  const [survey] = await tx.select().from(surveys).where(eq(surveys.id, assigned.surveyId));
  if (!survey) throw notFound();
  return { assigned, content: survey.content };
}

async function answersOf(tx: Tx, assignedSurveyId: string): Promise<ResponseRow[]> {
  return tx
    .select()
    .from(surveyQuestionResponses)
    .where(eq(surveyQuestionResponses.assignedSurveyId, assignedSurveyId));
}

const answerMap = (rows: readonly ResponseRow[]) =>
  new Map<string, SurveyAnswer>(rows.map((row) => [row.questionKey, row]));

async function touch(
  tx: Tx,
  changes: ChangeRecorder,
  id: string,
  set: Partial<typeof assignedSurveys.$inferInsert>,
  now: Date,
): Promise<EntityShape<'assignedSurvey'>> {
  const [row] = await tx
    .update(assignedSurveys)
    .set({ ...set, updatedAt: now })
    .where(eq(assignedSurveys.id, id))
    .returning();
  const shape = presentAssignedSurvey(row!);
  changes.record({ entity: 'assignedSurvey', id, op: 'upsert', data: shape });
  return shape;
}

export function surveyHandlers(ctx: AppContext): HandlersOf<SurveyOperations> {
  const { db, clock } = ctx;
  return {
    async surveys({ actor }) {
      const rows = await db
        .select()
        .from(surveys)
        .where(eq(surveys.organisationId, actor.organisationId))
        .orderBy(asc(surveys.name), asc(surveys.version));
      return { data: rows.filter((row) => row.publishedAt).map(presentSurvey) };
    },

    async surveyById({ actor, params }) {
      const [row] = await db
        .select()
        .from(surveys)
        .where(and(eq(surveys.id, params.surveyId), eq(surveys.organisationId, actor.organisationId)));
      if (!row) throw notFound();
      return presentSurvey(row);
    },

    async memberAssignedSurveys({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const rows = await db
        .select()
        .from(assignedSurveys)
        .where(eq(assignedSurveys.memberId, member.id))
        .orderBy(desc(assignedSurveys.assignedAt), asc(assignedSurveys.id));
      return { data: rows.map(presentAssignedSurvey) };
    },

    async assignSurvey({ actor, body, write }) {
      const member = await loadMemberInTenant(db, actor, body.memberId);
      const [survey] = await db
        .select()
        .from(surveys)
        .where(and(eq(surveys.id, body.surveyId), eq(surveys.organisationId, actor.organisationId)));
      if (!survey?.publishedAt) throw notFound();
      // Only a key's latest published version is offered: an older one stays readable where assigned.
      const [newer] = await db
        .select({ id: surveys.id })
        .from(surveys)
        .where(
          and(
            eq(surveys.organisationId, actor.organisationId),
            eq(surveys.key, survey.key),
            gt(surveys.version, survey.version),
          ),
        )
        .limit(1);
      if (newer) throw refused('surveyId', 'A newer version of this survey is published');
      const now = clock.now();
      return write(async (tx, changes) => {
        // A repeated assignment (the same id) answers the row it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(assignedSurveys).where(eq(assignedSurveys.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId || existing.memberId !== member.id)
            throw refused('id', 'id is already in use');
          return presentAssignedSurvey(existing);
        }
        const [row] = await tx
          .insert(assignedSurveys)
          .values({
            id: body.id,
            organisationId: actor.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            surveyId: survey.id,
            dueAt: body.dueAt ? new Date(body.dueAt) : null,
            assignedAt: now,
            updatedAt: now,
          })
          .returning();
        const shape = presentAssignedSurvey(row!);
        changes.record({ entity: 'assignedSurvey', id: row!.id, op: 'upsert', data: shape, created: true });
        return shape;
      });
    },

    async memberSurveyResponses({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const rows = await db
        .select()
        .from(surveyQuestionResponses)
        .where(eq(surveyQuestionResponses.memberId, member.id));
      return { data: rows.map(presentSurveyResponse) };
    },

    async answerSurveyQuestion({ actor, body, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const { assigned, content } = await lockAssigned(tx, actor, body.assignedSurveyId);
        if (assigned.completedAt)
          throw new HttpError(
            409,
            'The survey is complete: reopen it to change an answer',
            'The survey is complete: reopen it to change an answer',
          );
        const question = content.questions.find((q) => q.key === body.questionId);
        if (!question) throw refused('questionId', 'questionId must be a question of the survey');

        const answer = normalise(body, isOptionQuestion(question));
        const problem = answer.skipped
          ? null
          : answerProblem(question, answer, dayOfMillis(now.getTime(), actor.user.timeZone));
        if (problem)
          throw refused(isOptionQuestion(question) ? 'selectedOptionIds' : 'textResponse', answerProblemText(problem));

        const [saved] = await tx
          .insert(surveyQuestionResponses)
          .values({
            organisationId: actor.organisationId,
            assignedSurveyId: assigned.id,
            memberId: assigned.memberId,
            questionKey: question.key,
            ...answer,
            answeredByUserId: actor.user.id,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [surveyQuestionResponses.assignedSurveyId, surveyQuestionResponses.questionKey],
            set: { ...answer, answeredByUserId: actor.user.id, updatedAt: now },
          })
          .returning();

        const rows = await answersOf(tx, assigned.id);
        for (const key of answersOffPath(
          surveyPath(content, answerMap(rows)),
          rows.map((row) => row.questionKey),
        )) {
          await tx
            .delete(surveyQuestionResponses)
            .where(
              and(
                eq(surveyQuestionResponses.assignedSurveyId, assigned.id),
                eq(surveyQuestionResponses.questionKey, key),
              ),
            );
          changes.record({
            entity: 'surveyResponse',
            id: surveyResponseId(assigned.id, key),
            op: 'delete',
            data: null,
          });
        }
        const shape = await touch(tx, changes, assigned.id, {}, now);
        // The answer last: the engine confirms the optimistic answer on it.
        changes.record({
          entity: 'surveyResponse',
          id: surveyResponseId(assigned.id, question.key),
          op: 'upsert',
          data: presentSurveyResponse(saved!),
        });
        return shape;
      });
    },

    async updateAssignedSurvey({ actor, params, body, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const { assigned } = await lockAssigned(tx, actor, params.assignedSurveyId);
        const notes = body.notes?.trim() ? body.notes : null;
        if (notes === assigned.notes) return presentAssignedSurvey(assigned);
        return touch(tx, changes, assigned.id, { notes }, now);
      });
    },

    async submitAssignedSurvey({ actor, params, body, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const { assigned, content } = await lockAssigned(tx, actor, params.assignedSurveyId);
        if (assigned.completedAt)
          throw new HttpError(409, 'The survey is already complete', 'The survey is already complete');
        const passed = new Set(body.passedCheckpointKeys);
        const { end } = surveyPath(content, answerMap(await answersOf(tx, assigned.id)), passed);
        if (end.kind === 'open') throw refused(end.questionKey, 'A value is required');
        // A cyclical flow is the survey's fault, not the guide's: the spec's default survey error.
        if (end.kind === 'error') throw new HttpError(400, 'An error has occurred', 'An error has occurred');
        const complete = end.checkpoint.isCompletionCheckpoint;
        const [member] = await tx
          .select({ timeZone: users.timeZone })
          .from(users)
          .where(eq(users.id, assigned.memberId));
        return touch(
          tx,
          changes,
          assigned.id,
          {
            checkpoint: end.checkpoint,
            completedAt: complete ? now : null,
            completedByUserId: complete ? actor.user.id : null,
            dueAt: dueAfterCheckpoint(end.checkpoint, assigned.dueAt, now, member?.timeZone ?? actor.user.timeZone),
          },
          now,
        );
      });
    },

    async reopenAssignedSurvey({ actor, params, write }) {
      const now = clock.now();
      return write(async (tx, changes) => {
        const { assigned } = await lockAssigned(tx, actor, params.assignedSurveyId);
        const progress = {
          checkpoint: assigned.checkpoint ?? null,
          completedAt: assigned.completedAt?.toISOString() ?? null,
          dueAt: null,
        };
        if (
          !canReopenSurvey(
            progress,
            hasPermission(actor.permissions, 'CAN_REOPEN_SURVEYS'),
            now.getTime(),
            actor.user.timeZone,
          )
        ) {
          throw forbidden('Only a permitted user may reopen a survey, and only in the month it was completed');
        }
        return touch(tx, changes, assigned.id, { checkpoint: null, completedAt: null, completedByUserId: null }, now);
      });
    },
  };
}

/** Option questions keep their option ids, the others their text; an empty answer is skipped. */
function normalise(
  body: { skipped: boolean; selectedOptionIds?: string[]; textResponse?: string | null },
  optionQuestion: boolean,
): SurveyAnswer & { selectedOptionIds: string[] } {
  const selectedOptionIds = optionQuestion ? [...new Set(body.selectedOptionIds ?? [])] : [];
  const textResponse = optionQuestion ? null : body.textResponse?.trim() || null;
  const empty = optionQuestion ? selectedOptionIds.length === 0 : textResponse === null;
  return body.skipped || empty
    ? { skipped: true, selectedOptionIds: [], textResponse: null }
    : { skipped: false, selectedOptionIds, textResponse };
}
