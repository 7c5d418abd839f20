/**
 * The walks' scenarios for the operations of admin-survey-assignment.ts (gathered in server/testing/scenarios.ts).
 * - Surveys (admin): admins only; another organisation's survey, customer or segment is not found.
 */
import { randomUUID } from 'node:crypto';
import { EMPTY_ASSIGNMENT_CONFIGURATION, EMPTY_DUE_AT_CONFIG } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { customerSegments, memberSegments } from '../db/schema/index.ts';
import { SOCIAL_NEEDS_SCREENING } from '../surveys/catalogue.ts';
import { ensureSurveyCatalogue } from '../surveys/seed.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminSurveyAssignmentHandlers } from './admin-survey-assignment.ts';

/** The organisation's screening survey id (the catalogue published once). */
export async function screeningSurveyId(db: Db, org: Pick<TestOrganisation, 'organisationId'>): Promise<string> {
  const ids = await ensureSurveyCatalogue(db, org.organisationId);
  return ids.get(SOCIAL_NEEDS_SCREENING.key)!;
}

/** A segment of the organisation's first customer, optionally given to members. */
export async function createSegment(
  db: Db,
  org: Pick<TestOrganisation, 'organisationId' | 'clientId'>,
  memberIds: readonly string[] = [],
  name = `Segment ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const id = randomUUID();
  await db.insert(customerSegments).values({ id, organisationId: org.organisationId, clientId: org.clientId, name });
  if (memberIds.length > 0)
    await db
      .insert(memberSegments)
      .values(memberIds.map((memberId) => ({ memberId, organisationId: org.organisationId, segmentId: id })))
      .onConflictDoUpdate({ target: memberSegments.memberId, set: { segmentId: id } });
  return id;
}

const criteria = (clientIds: string[], segmentIds: string[] = []) => ({
  assignmentConfiguration: { ...EMPTY_ASSIGNMENT_CONFIGURATION, clientIds, segmentIds },
  dueAtConfig: { ...EMPTY_DUE_AT_CONFIG, offsetValue: 30 as const },
});

export const adminSurveyAssignmentScenarios = {
  surveyStagesSegments: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await createSegment(db, foreign, [foreign.member.id]);
        return {};
      },
      by: 'superAdmin',
    },
  },
  adminSurveys: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await screeningSurveyId(db, foreign);
        return {};
      },
      by: 'superAdmin',
    },
  },
  updateSurveyAssignment: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { surveyId: await screeningSurveyId(db, o) },
        body: criteria([o.clientId]),
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => ({
        params: { surveyId: await screeningSurveyId(db, foreign) },
        body: criteria([home.clientId]),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const surveyId = await screeningSurveyId(db, org);
      const segment = await createSegment(db, org, [org.member.id]);
      return () => callAs(org.superAdmin, { params: { surveyId }, body: criteria([org.clientId], [segment]) });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminSurveyAssignmentHandlers>>;
