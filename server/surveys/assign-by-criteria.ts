/**
 * Assigning a survey by its criteria (spec part 3 section 3 "Survey (assignment view)"): saving the
 * criteria, and the due-work job for members who come to match later (a new stage, segment or
 * customer; the window opening). What it guarantees:
 * - The survey assigned is the key's current version: the row of the key with the latest
 *   `published_at` (a draft, never published, is never assigned).
 * - A member gets it when `matchesCriteria` holds now and they have no open (not completed)
 *   assignment of any version of the key: saving twice, or the job after a save, assigns nobody twice.
 *   The job also skips members given the key since the criteria were last saved, complete or not:
 *   completing the survey does not bring it back; saving the criteria again does.
 *   Concurrent runs for one key take turns (a transaction-scoped advisory lock on the key).
 * - The due date is `dueDateFor` in the member's time zone; every row inserted records its
 *   `assignedSurvey` change (created), so the guides' Survey tabs show it live.
 * - Rows go in by batches of `INSERT_BATCH` inside the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { dueDateFor, matchesCriteria, type AssignmentConfiguration, type DueAtConfig } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { writeWithChanges, type ChangeRecorder, type PublishedChange } from '../db/changes.ts';
import {
  assignedSurveys,
  clients,
  memberSegments,
  surveyAssignmentConfigs,
  surveys,
  users,
} from '../db/schema/index.ts';
import { presentAssignedSurvey } from '../routes/surveys.ts';

/** Rows per insert statement. */
export const INSERT_BATCH = 5000;
/** How many members one run of the job assigns per survey key (the rest wait for the next run). */
export const JOB_LIMIT_PER_KEY = 5000;

type Reader = Pick<Tx, 'select'>;
export type SurveyVersion = typeof surveys.$inferSelect;

/** The key's current version: the latest published, or undefined when none is. */
export async function currentVersion(
  db: Reader,
  organisationId: string,
  key: string,
): Promise<SurveyVersion | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.organisationId, organisationId), eq(surveys.key, key), isNotNull(surveys.publishedAt)))
    .orderBy(desc(surveys.publishedAt), desc(surveys.createdAt))
    .limit(1);
  return row;
}

/** Every key's current version in the organisation. */
export async function currentVersions(
  db: Pick<Tx, 'selectDistinctOn'>,
  organisationId: string,
): Promise<SurveyVersion[]> {
  return db
    .selectDistinctOn([surveys.key])
    .from(surveys)
    .where(and(eq(surveys.organisationId, organisationId), isNotNull(surveys.publishedAt)))
    .orderBy(surveys.key, desc(surveys.publishedAt), desc(surveys.createdAt));
}

export interface AssignByCriteria {
  organisationId: string;
  key: string;
  assignmentConfiguration: AssignmentConfiguration;
  dueAtConfig: DueAtConfig;
  now: Date;
  /** At most this many members (the job's share); all by default. */
  limit?: number;
  /**
   * The job: also skip members assigned the key (complete or not) since this instant, the criteria's
   * last save, so a member who completes the survey is not given it again the next minute.
   */
  notAssignedSince?: Date;
}

/** Assigns the key's current version to every member the criteria match who has none open; returns how many. */
export async function assignByCriteria(tx: Tx, changes: ChangeRecorder, input: AssignByCriteria): Promise<number> {
  const { organisationId, key, assignmentConfiguration: config, dueAtConfig, now } = input;
  if (config.clientIds.length === 0) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`survey-assignment:${organisationId}:${key}`}))`);
  const survey = await currentVersion(tx, organisationId, key);
  if (!survey) return 0;

  // The list filters narrow in SQL; the rule itself (window included) decides below.
  const openOfKey = sql`exists (
    select 1 from ${assignedSurveys} a join ${surveys} s on s.id = a.survey_id
    where a.member_id = ${users.id} and s.organisation_id = ${organisationId} and s.key = ${key} and a.completed_at is null
  )`;
  const since = input.notAssignedSince;
  const assignedSince = sql`exists (
    select 1 from ${assignedSurveys} a join ${surveys} s on s.id = a.survey_id
    where a.member_id = ${users.id} and s.organisation_id = ${organisationId} and s.key = ${key} and a.assigned_at >= ${(since ?? now).toISOString()}::timestamptz
  )`;
  const conditions = [
    eq(users.organisationId, organisationId),
    eq(users.role, 'PATIENT'),
    eq(users.isDeleted, false),
    inArray(users.clientId, config.clientIds),
    sql`not ${openOfKey}`,
  ];
  if (since) conditions.push(sql`not ${assignedSince}`);
  if (config.stageIds.length > 0) conditions.push(inArray(users.memberStageId, config.stageIds));
  if (config.segmentIds.length > 0) conditions.push(inArray(memberSegments.segmentId, config.segmentIds));
  const candidates = await tx
    .select({
      id: users.id,
      clientId: users.clientId,
      stageId: users.memberStageId,
      timeZone: users.timeZone,
      segmentId: memberSegments.segmentId,
    })
    .from(users)
    .leftJoin(memberSegments, eq(memberSegments.memberId, users.id))
    .where(and(...conditions))
    .orderBy(users.id);
  const matched = candidates
    .filter((member) => matchesCriteria(config, member, now))
    .slice(0, input.limit ?? candidates.length);
  if (matched.length === 0) return 0;

  const customers = new Map(
    (
      await tx
        .select({ id: clients.id, averageMonthsInProgram: clients.averageMonthsInProgram })
        .from(clients)
        .where(and(eq(clients.organisationId, organisationId), inArray(clients.id, config.clientIds)))
    ).map((c) => [c.id, c]),
  );
  // Members of one customer, segment and zone share their due date: the rule runs once per such group.
  const dueDates = new Map<string, Date | null>();
  const dueOf = (member: (typeof matched)[number]) => {
    const group = `${member.clientId}|${member.segmentId ?? ''}|${member.timeZone}`;
    if (!dueDates.has(group))
      dueDates.set(
        group,
        dueDateFor(
          dueAtConfig,
          member,
          customers.get(member.clientId) ?? { averageMonthsInProgram: null },
          now,
          member.timeZone,
        ),
      );
    return dueDates.get(group)!;
  };
  for (let start = 0; start < matched.length; start += INSERT_BATCH) {
    const rows = matched.slice(start, start + INSERT_BATCH).map((member) => ({
      id: randomUUID(),
      organisationId,
      clientId: member.clientId,
      memberId: member.id,
      surveyId: survey.id,
      dueAt: dueOf(member),
      checkpoint: null,
      completedAt: null,
      completedByUserId: null,
      notes: null,
      assignedAt: now,
      updatedAt: now,
    }));
    // The rows are known whole (nothing defaults): sent as one JSON value (a statement of thousands
    // of bound parameters costs more to bind than to insert), presented as written, not read back.
    const sent = rows.map((row) => ({
      id: row.id,
      client_id: row.clientId,
      member_id: row.memberId,
      due_at: row.dueAt?.toISOString() ?? null,
    }));
    await tx.execute(sql`
      insert into ${assignedSurveys} (id, organisation_id, client_id, member_id, survey_id, due_at, assigned_at, updated_at)
      select r.id, ${organisationId}, r.client_id, r.member_id, ${survey.id}, r.due_at, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) as r(id uuid, client_id uuid, member_id uuid, due_at timestamptz)`);
    for (const row of rows) {
      changes.record({
        entity: 'assignedSurvey',
        id: row.id,
        op: 'upsert',
        data: presentAssignedSurvey(row),
        created: true,
      });
    }
  }
  return matched.length;
}

/** How often the job matches one key's criteria again, by the injected clock. */
export const JOB_EVERY_MS = 60_000;
/** When this instance last matched each organisation's key (the runner's lock keeps instances from overlapping). */
const lastMatched = new Map<string, number>();

/**
 * The due-work job: every saved criteria, again, at `now` (members who came to match since, a
 * window that opened today). One transaction per key, so a key that fails does not hold the others.
 */
export async function assignSurveysByCriteria(db: Db, now: Date): Promise<PublishedChange[]> {
  const configs = await db.select().from(surveyAssignmentConfigs);
  const published: PublishedChange[] = [];
  for (const config of configs) {
    if (config.assignmentConfiguration.clientIds.length === 0) continue;
    // Matching reads every candidate member of the key: once a minute (of the clock) is enough for
    // criteria that change by the day. A clock gone back (tests) matches again.
    const slot = `${config.organisationId}:${config.surveyKey}`;
    const last = lastMatched.get(slot);
    if (last !== undefined && now.getTime() >= last && now.getTime() - last < JOB_EVERY_MS) continue;
    lastMatched.set(slot, now.getTime());
    const { changes } = await writeWithChanges(db, config.organisationId, (tx, recorder) =>
      assignByCriteria(tx, recorder, {
        organisationId: config.organisationId,
        key: config.surveyKey,
        assignmentConfiguration: config.assignmentConfiguration,
        dueAtConfig: config.dueAtConfig,
        now,
        limit: JOB_LIMIT_PER_KEY,
        notAssignedSince: config.updatedAt,
      }),
    );
    published.push(...changes);
  }
  return published;
}
