/**
 * The walks' scenarios for the operations of surveys.ts (gathered in server/testing/scenarios.ts).
 * - Assigned surveys: the other organisation's survey, assigned survey and member, made when asked for.
 */
import { eq } from 'drizzle-orm';
import { OPERATIONS } from '../../domain/index.ts';
import { assignedSurveys } from '../db/schema/index.ts';
import { grid } from '../testing/authorization.ts';
import { as } from '../testing/contract-client.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import type { TestServer } from '../testing/harness.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';
import type { surveyHandlers } from './surveys.ts';

export const surveysScenarios = {
  surveys: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
  surveyById: {
    authorization: {
      request: async ({ db, o }) => ({ params: { surveyId: (await createAssignedSurvey(db, o)).surveyId } }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { surveyId: (await createAssignedSurvey(db, foreign)).surveyId },
      }),
    },
  },
  memberAssignedSurveys: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  assignSurvey: {
    authorization: {
      request: async ({ db, o, home }) => ({
        body: { id: uuid(), memberId: o.member.id, surveyId: (await createAssignedSurvey(db, home)).surveyId },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => ({
        body: {
          id: crypto.randomUUID(),
          memberId: foreign.member.id,
          surveyId: (await createAssignedSurvey(db, home)).surveyId,
        },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const { surveyId } = await createAssignedSurvey(db, org);
      return () => callAs(org.guide, { body: { id: crypto.randomUUID(), memberId: org.member.id, surveyId } });
    },
  },
  memberSurveyResponses: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  answerSurveyQuestion: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          assignedSurveyId: (await createAssignedSurvey(db, o)).assignedSurveyId,
          questionId: 'reached',
          skipped: false,
          selectedOptionIds: ['yes'],
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: {
          assignedSurveyId: (await createAssignedSurvey(db, foreign)).assignedSurveyId,
          questionId: 'reached',
          skipped: false,
          selectedOptionIds: ['yes'],
        },
      }),
    },
    // Answering 'not reached' takes the path away from the housing answer, which is deleted.
    write: async ({ t, db, org }) => {
      const { assignedSurveyId } = await createAssignedSurvey(db, org);
      await answer(t, org, assignedSurveyId, 'reached', ['yes']);
      await answer(t, org, assignedSurveyId, 'housing', ['steady']);
      return () => answer(t, org, assignedSurveyId, 'reached', ['no']);
    },
  },
  updateAssignedSurvey: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { assignedSurveyId: (await createAssignedSurvey(db, o)).assignedSurveyId },
        body: { notes: 'Asked' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { assignedSurveyId: (await createAssignedSurvey(db, foreign)).assignedSurveyId },
        body: { notes: 'Mine now' },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const { assignedSurveyId } = await createAssignedSurvey(db, org);
      return () => callAs(org.guide, { params: { assignedSurveyId }, body: { notes: 'Call back after lunch' } });
    },
  },
  submitAssignedSurvey: {
    // Answered by its guide first ('not reached' ends at a checkpoint), so a submit is one the rules accept.
    authorization: {
      request: async ({ t, db, o }) => {
        const { assignedSurveyId } = await createAssignedSurvey(db, o);
        await as(t, o.guide).call(OPERATIONS.answerSurveyQuestion, {
          body: { assignedSurveyId, questionId: 'reached', skipped: false, selectedOptionIds: ['no'] },
        });
        return { params: { assignedSurveyId }, body: {} };
      },
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { assignedSurveyId: (await createAssignedSurvey(db, foreign)).assignedSurveyId },
        body: {},
      }),
    },
    write: async ({ t, db, org, callAs }) => {
      const { assignedSurveyId } = await createAssignedSurvey(db, org);
      await answer(t, org, assignedSurveyId, 'reached', ['no']);
      return () => callAs(org.guide, { params: { assignedSurveyId }, body: {} });
    },
  },
  reopenAssignedSurvey: {
    // Completed this month; reopening needs CAN_REOPEN_SURVEYS, checked once the survey is found.
    authorization: {
      request: async ({ db, o }) => {
        const { assignedSurveyId } = await createAssignedSurvey(db, o);
        await db
          .update(assignedSurveys)
          .set({
            completedAt: new Date(),
            checkpoint: { key: 'done', title: 'Done', message: 'Done', isCompletionCheckpoint: true },
          })
          .where(eq(assignedSurveys.id, assignedSurveyId));
        return { params: { assignedSurveyId } };
      },
      expect: grid({
        guide: '403 403 404',
        otherGuide: '403 403 404',
        supervisor: '403 403 404',
        superAdmin: 'ok ok 404',
      }),
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { assignedSurveyId: (await createAssignedSurvey(db, foreign)).assignedSurveyId },
      }),
      by: 'superAdmin',
    },
    write: async ({ t, db, org, callAs }) => {
      const { assignedSurveyId } = await createAssignedSurvey(db, org);
      await answer(t, org, assignedSurveyId, 'reached', ['refused']);
      await as(t, org.guide).call(OPERATIONS.submitAssignedSurvey, { params: { assignedSurveyId }, body: {} });
      return () => callAs(org.superAdmin, { params: { assignedSurveyId } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof surveyHandlers>>;

/** The guide answers one question of the assigned survey. */
function answer(
  t: TestServer,
  org: TestOrganisation,
  assignedSurveyId: string,
  questionId: string,
  selectedOptionIds: string[],
) {
  return as(t, org.guide).call(OPERATIONS.answerSurveyQuestion, {
    body: { assignedSurveyId, questionId, skipped: false, selectedOptionIds },
  });
}
