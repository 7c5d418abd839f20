/** Assigned surveys for server tests: the catalogue published in the organisation and one survey assigned to its member. */
import type { Db } from '../db/connect.ts';
import { SOCIAL_NEEDS_SCREENING } from '../surveys/catalogue.ts';
import { ensureSurveyCatalogue, insertAssignedSurvey } from '../surveys/seed.ts';
import type { TestOrganisation } from './factories.ts';

export async function createAssignedSurvey(
  db: Db,
  org: TestOrganisation,
  options: { key?: string; dueAt?: Date | null; memberId?: string } = {},
) {
  const ids = await ensureSurveyCatalogue(db, org.organisationId);
  const surveyId = ids.get(options.key ?? SOCIAL_NEEDS_SCREENING.key)!;
  const assignedSurveyId = await insertAssignedSurvey(db, {
    organisationId: org.organisationId,
    clientId: org.clientId,
    memberId: options.memberId ?? org.member.id,
    surveyId,
    dueAt: options.dueAt ?? null,
  });
  return { surveyId, assignedSurveyId };
}
