/**
 * Publishes the survey catalogue in an organisation (once; a survey already there by key stays as
 * it is) and assigns surveys to some members, for the demo and for tests.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import { assignedSurveys, surveys } from '../db/schema/index.ts';
import { SURVEY_CATALOGUE } from './catalogue.ts';

type Writer = Pick<Tx, 'select' | 'insert'>;

/** The organisation's survey id per catalogue key: each key's latest version (publishing adds versions). */
export async function ensureSurveyCatalogue(
  db: Writer,
  organisationId: string,
  now = new Date(),
): Promise<Map<string, string>> {
  await db
    .insert(surveys)
    .values(SURVEY_CATALOGUE.map((survey) => ({ id: randomUUID(), organisationId, ...survey, publishedAt: now })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: surveys.id, key: surveys.key })
    .from(surveys)
    .where(eq(surveys.organisationId, organisationId))
    .orderBy(asc(surveys.version));
  return new Map(rows.map((row) => [row.key, row.id]));
}

export interface Assignment {
  organisationId: string;
  clientId: string;
  memberId: string;
  surveyId: string;
  dueAt: Date | null;
}

export async function insertAssignedSurvey(db: Writer, assignment: Assignment): Promise<string> {
  const id = randomUUID();
  await db.insert(assignedSurveys).values({ id, ...assignment });
  return id;
}

export async function surveyIdByKey(db: Writer, organisationId: string, key: string): Promise<string> {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.organisationId, organisationId), eq(surveys.key, key)))
    .orderBy(desc(surveys.version))
    .limit(1);
  if (!row) throw new Error(`No survey ${key}`);
  return row.id;
}

/**
 * The demo: the catalogue published, the screening assigned to the first of `memberIds` (due in
 * two weeks) and the check-in to the second (due yesterday, so it shows Late).
 */
export async function seedSurveyDemo(
  db: Writer,
  options: { organisationId: string; clientId: string; memberIds: readonly string[]; now: Date },
): Promise<void> {
  const ids = await ensureSurveyCatalogue(db, options.organisationId, options.now);
  const day = 86_400_000;
  const plan: [string | undefined, string, number][] = [
    [options.memberIds[0], 'social-needs-screening', 14],
    [options.memberIds[1], 'monthly-check-in', -1],
  ];
  for (const [memberId, key, dueInDays] of plan) {
    if (!memberId) continue;
    await insertAssignedSurvey(db, {
      organisationId: options.organisationId,
      clientId: options.clientId,
      memberId,
      surveyId: ids.get(key)!,
      dueAt: new Date(options.now.getTime() + dueInDays * day),
    });
  }
}
