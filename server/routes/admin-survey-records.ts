/**
 * The survey creator and the learn-more editor (spec part 3 sections 2, 4, 7 "Surveys (admin)"),
 * for admins only. What this file guarantees:
 * - Another organisation's record, or a learn-more record of another organisation named by one,
 *   answers 404 like a missing one; a refused body writes nothing.
 * - A record's key is made from its name (`surveyKeyFromName`; Duplicate names its own `-copy` key)
 *   and is unique in the organisation; once a record has published, its key stays, so its versions
 *   stay one chain.
 * - An option may name a needs issue by key (offered to the guide on submit): an unknown key is refused.
 * - Publishing freezes the draft: it inserts the key's next version in `surveys` (never changing
 *   an older one), so a member keeps the version assigned and its answers stay readable.
 */
import { randomUUID } from 'node:crypto';
import { type } from 'arktype';
import { and, asc, eq, inArray, max, ne } from 'drizzle-orm';
import {
  ENTITIES,
  publishedContent,
  surveyContentSchema,
  hasPromptGaps,
  surveyKeyFromName,
  SURVEY_AUTHORING_LIMITS,
  LEARN_MORE_LIMITS,
  type EntityShape,
  type SurveyDraft,
} from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import { learnMoreRecords, needIssues, surveyRecords, surveys } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { refusedFields } from './interaction-records.ts';
import { presentSurvey } from './surveys.ts';

type RecordRow = typeof surveyRecords.$inferSelect;
type LearnMoreRow = typeof learnMoreRecords.$inferSelect;

export const SURVEY_RECORD_MESSAGES = {
  keyTaken: 'A survey with this key already exists',
  keyEmpty: 'Survey Name is required',
  noQuestions: 'Add a question to get started!',
  invalidContent: 'The survey content is not valid',
  unknownNeedIssue: 'An option names a needs issue that does not exist',
  promptIncomplete: 'A prompt needs both its title and its text',
} as const;

/** A creator record as clients receive it: its declared columns (`domain/entities/survey-authoring.ts`). */
export function presentSurveyRecord(row: RecordRow): EntityShape<'surveyRecord'> {
  return toWire(ENTITIES.surveyRecord.table.columns, row, {});
}

/** A learn-more record as clients receive it: its content and when it last changed (the title is in the content). */
export function presentLearnMoreRecord(row: LearnMoreRow): EntityShape<'learnMoreRecord'> {
  return toWire(ENTITIES.learnMoreRecord.table.columns, row, {});
}

/** The key a record saves with: its published key, else one made from the name, free in the organisation. */
/** The organisation's survey records by name. */
export async function listSurveyRecords(db: Db | Tx, organisationId: string) {
  const rows = await db
    .select()
    .from(surveyRecords)
    .where(eq(surveyRecords.organisationId, organisationId))
    .orderBy(asc(surveyRecords.name), asc(surveyRecords.id))
    .limit(SURVEY_AUTHORING_LIMITS.records);
  return rows.map(presentSurveyRecord);
}

/** The organisation's learn-more records by title. */
export async function listLearnMoreRecords(db: Db | Tx, organisationId: string) {
  const rows = await db
    .select()
    .from(learnMoreRecords)
    .where(eq(learnMoreRecords.organisationId, organisationId))
    .orderBy(asc(learnMoreRecords.title), asc(learnMoreRecords.id))
    .limit(LEARN_MORE_LIMITS.records);
  return rows.map(presentLearnMoreRecord);
}

async function checkRecord(
  tx: Tx,
  actor: Actor,
  record: {
    id: string;
    name: string;
    learnMoreRecordId: string | null;
    publishedKey: string | null;
    content: SurveyDraft;
  },
): Promise<string> {
  const key = record.publishedKey ?? surveyKeyFromName(record.name);
  if (!key) throw refusedFields([{ property: 'name', message: SURVEY_RECORD_MESSAGES.keyEmpty }]);
  const [taken] = await tx
    .select({ id: surveyRecords.id })
    .from(surveyRecords)
    .where(
      and(
        eq(surveyRecords.organisationId, actor.organisationId),
        eq(surveyRecords.key, key),
        ne(surveyRecords.id, record.id),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'name', message: SURVEY_RECORD_MESSAGES.keyTaken }]);
  if (hasPromptGaps(record.content))
    throw refusedFields([{ property: 'content', message: SURVEY_RECORD_MESSAGES.promptIncomplete }]);
  if (record.learnMoreRecordId !== null) await learnMoreOf(tx, actor, record.learnMoreRecordId);
  await checkNeedIssues(tx, actor, record.content);
  return key;
}

/** Options may name needs issues (offered to the guide on submit): each must be one of the organisation's. */
async function checkNeedIssues(tx: Tx, actor: Actor, content: SurveyDraft): Promise<void> {
  const named = new Set(
    content.questions.flatMap((question) => (question.options ?? []).flatMap((option) => option.needIssueKey ?? [])),
  );
  if (!named.size) return;
  const found = await tx
    .select({ key: needIssues.key })
    .from(needIssues)
    .where(and(eq(needIssues.organisationId, actor.organisationId), inArray(needIssues.key, [...named])));
  if (found.length < named.size)
    throw refusedFields([{ property: 'content', message: SURVEY_RECORD_MESSAGES.unknownNeedIssue }]);
}

async function learnMoreOf(db: Db | Tx, actor: Actor, id: string, lock = false): Promise<LearnMoreRow> {
  const query = db
    .select()
    .from(learnMoreRecords)
    .where(and(eq(learnMoreRecords.id, id), eq(learnMoreRecords.organisationId, actor.organisationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function recordOf(db: Db | Tx, actor: Actor, id: string, lock = false): Promise<RecordRow> {
  const query = db
    .select()
    .from(surveyRecords)
    .where(and(eq(surveyRecords.id, id), eq(surveyRecords.organisationId, actor.organisationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export function adminSurveyRecordsHandlers(
  ctx: AppContext,
): HandlersOf<
  | 'adminSurveyRecords'
  | 'createSurveyRecord'
  | 'adminSurveyRecord'
  | 'updateSurveyRecord'
  | 'publishSurveyRecord'
  | 'adminLearnMoreRecords'
  | 'createLearnMoreRecord'
  | 'updateLearnMoreRecord'
> {
  const { db, clock } = ctx;
  return {
    async adminSurveyRecords({ actor }) {
      return { data: await listSurveyRecords(db, actor.organisationId) };
    },

    async adminSurveyRecord({ actor, params }) {
      return presentSurveyRecord(await recordOf(db, actor, params.id));
    },

    async createSurveyRecord({ actor, body, write }) {
      return write(async (tx, changes) => {
        // A repeated create (the same id) answers the record it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(surveyRecords).where(eq(surveyRecords.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          return presentSurveyRecord(existing);
        }
        const key = await checkRecord(tx, actor, {
          id: body.id,
          name: body.name,
          learnMoreRecordId: body.learnMoreRecordId,
          publishedKey: body.key ?? null,
          content: body.content,
        });
        const now = clock.now();
        const [row] = await tx
          .insert(surveyRecords)
          .values({
            id: body.id,
            organisationId: actor.organisationId,
            key,
            name: body.name,
            displayName: body.displayName,
            summary: body.summary,
            isActionSurvey: body.isActionSurvey,
            learnMoreRecordId: body.learnMoreRecordId,
            content: body.content,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const data = presentSurveyRecord(row!);
        changes.record({ entity: 'surveyRecord', id: data.id, op: 'upsert', data, created: true });
        return data;
      });
    },

    async updateSurveyRecord({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const found = await recordOf(tx, actor, params.id, true);
        const key = await checkRecord(tx, actor, {
          id: found.id,
          name: body.name,
          learnMoreRecordId: body.learnMoreRecordId,
          // The key stays once published (its versions are one chain) or while the name is unchanged.
          publishedKey: found.publishedAt || found.name === body.name ? found.key : null,
          content: body.content,
        });
        const [row] = await tx
          .update(surveyRecords)
          .set({
            key,
            name: body.name,
            displayName: body.displayName,
            summary: body.summary,
            isActionSurvey: body.isActionSurvey,
            learnMoreRecordId: body.learnMoreRecordId,
            content: body.content,
            updatedAt: clock.now(),
          })
          .where(eq(surveyRecords.id, found.id))
          .returning();
        const data = presentSurveyRecord(row!);
        changes.record({ entity: 'surveyRecord', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async publishSurveyRecord({ actor, params, write }) {
      return write(async (tx, changes) => {
        const found = await recordOf(tx, actor, params.id, true);
        const questions = publishedContent(found.content);
        if (!questions) throw refusedFields([{ property: 'content', message: SURVEY_RECORD_MESSAGES.noQuestions }]);
        // The chosen learn-more content is frozen with the version, as its questions are: guides read
        // what was published, and a later edit of the learn-more record reaches them on the next publish.
        const learnMore = found.learnMoreRecordId
          ? (await learnMoreOf(tx, actor, found.learnMoreRecordId)).learnMoreContent
          : null;
        const content = { ...questions, learnMore };
        if (surveyContentSchema(content) instanceof type.errors)
          throw refusedFields([{ property: 'content', message: SURVEY_RECORD_MESSAGES.invalidContent }]);
        const [latest] = await tx
          .select({ version: max(surveys.version) })
          .from(surveys)
          .where(and(eq(surveys.organisationId, actor.organisationId), eq(surveys.key, found.key)));
        const version = (latest?.version ?? 0) + 1;
        const now = clock.now();
        const [survey] = await tx
          .insert(surveys)
          .values({
            id: randomUUID(),
            organisationId: actor.organisationId,
            key: found.key,
            name: found.name,
            displayName: found.displayName,
            summary: found.summary,
            isActionSurvey: found.isActionSurvey,
            content,
            publishedAt: now,
            version,
            recordId: found.id,
            createdAt: now,
          })
          .returning();
        const published = presentSurvey(survey!);
        changes.record({ entity: 'survey', id: published.id, op: 'upsert', data: published, created: true });
        const [row] = await tx
          .update(surveyRecords)
          .set({ publishedSurveyId: survey!.id, publishedVersion: version, publishedAt: now, updatedAt: now })
          .where(eq(surveyRecords.id, found.id))
          .returning();
        const data = presentSurveyRecord(row!);
        changes.record({ entity: 'surveyRecord', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async adminLearnMoreRecords({ actor }) {
      return { data: await listLearnMoreRecords(db, actor.organisationId) };
    },

    async createLearnMoreRecord({ actor, body, write }) {
      return write(async (tx, changes) => {
        const [existing] = await tx.select().from(learnMoreRecords).where(eq(learnMoreRecords.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          return presentLearnMoreRecord(existing);
        }
        const now = clock.now();
        const [row] = await tx
          .insert(learnMoreRecords)
          .values({
            id: body.id,
            organisationId: actor.organisationId,
            title: body.learnMoreContent.title,
            learnMoreContent: body.learnMoreContent,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const data = presentLearnMoreRecord(row!);
        changes.record({ entity: 'learnMoreRecord', id: data.id, op: 'upsert', data, created: true });
        return data;
      });
    },

    async updateLearnMoreRecord({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const found = await learnMoreOf(tx, actor, params.id, true);
        const [row] = await tx
          .update(learnMoreRecords)
          .set({ title: body.learnMoreContent.title, learnMoreContent: body.learnMoreContent, updatedAt: clock.now() })
          .where(eq(learnMoreRecords.id, found.id))
          .returning();
        const data = presentLearnMoreRecord(row!);
        changes.record({ entity: 'learnMoreRecord', id: data.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
