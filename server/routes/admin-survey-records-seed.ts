/**
 * The demo's creator records: each published survey without one (the seeded catalogue) gets a
 * record holding its content as the draft and naming it as its published version, so an admin can
 * edit the seeded surveys in the survey creator and publish their next versions.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import { surveyRecords, surveys } from '../db/schema/index.ts';

type Writer = Pick<Tx, 'select' | 'insert' | 'update'>;

export async function seedSurveyRecords(db: Writer, organisationId: string, now: Date): Promise<void> {
  const unowned = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.organisationId, organisationId), isNull(surveys.recordId)));
  for (const survey of unowned) {
    const id = randomUUID();
    const [made] = await db
      .insert(surveyRecords)
      .values({
        id,
        organisationId,
        key: survey.key,
        name: survey.name,
        displayName: survey.displayName,
        summary: survey.summary,
        isActionSurvey: survey.isActionSurvey,
        content: survey.content,
        publishedSurveyId: survey.id,
        publishedVersion: survey.version,
        publishedAt: survey.publishedAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: surveyRecords.id });
    if (made) await db.update(surveys).set({ recordId: made.id }).where(eq(surveys.id, survey.id));
  }
}
