/**
 * The walks' scenarios for the operations of admin-survey-records.ts (gathered in server/testing/scenarios.ts).
 * - Survey creator and learn-more records: admins only; another organisation's record, or a
 *   learn-more record of another organisation named by one, is not found.
 */
import { randomUUID } from 'node:crypto';
import { emptyDraft, addQuestion, type SurveyDraft } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { learnMoreRecords, surveyRecords } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminSurveyRecordsHandlers } from './admin-survey-records.ts';

export const uniqueSurveyName = () => `Intake ${randomUUID().slice(0, 8)}`;

/** A draft of one question. */
export const oneQuestionDraft = (): SurveyDraft => {
  const draft = addQuestion(emptyDraft());
  return { ...draft, questions: [{ ...draft.questions[0]!, text: 'How are you today?' }] };
};

export const surveyRecordBody = (fields: { learnMoreRecordId?: string | null; name?: string } = {}) => ({
  name: fields.name ?? uniqueSurveyName(),
  displayName: 'Intake',
  summary: 'First questions for a new member.',
  isActionSurvey: false,
  learnMoreRecordId: fields.learnMoreRecordId ?? null,
  content: oneQuestionDraft(),
});

export const learnMoreBody = () => ({
  learnMoreContent: {
    title: `Learn ${randomUUID().slice(0, 8)}`,
    sections: [
      {
        type: 'copy' as const,
        title: 'Why we ask',
        sortOrder: 1,
        isHighlighted: true,
        entries: [
          {
            title: 'Privacy',
            copyType: 'paragraph' as const,
            copyBlocks: [{ title: null, copy: 'Kept private.' }],
            sortOrder: 1,
          },
        ],
      },
    ],
  },
});

/** A creator record of the organisation's own. */
export async function createSurveyRecordRow(db: Db, org: Pick<TestOrganisation, 'organisationId'>): Promise<string> {
  const id = randomUUID();
  const body = surveyRecordBody();
  await db.insert(surveyRecords).values({
    id,
    organisationId: org.organisationId,
    key: `${body.name.toLowerCase().replace(/\s+/g, '-')}`,
    name: body.name,
    displayName: body.displayName,
    summary: body.summary,
    isActionSurvey: false,
    content: body.content,
  });
  return id;
}

export async function createLearnMoreRow(db: Db, org: Pick<TestOrganisation, 'organisationId'>): Promise<string> {
  const id = randomUUID();
  const { learnMoreContent } = learnMoreBody();
  await db
    .insert(learnMoreRecords)
    .values({ id, organisationId: org.organisationId, title: learnMoreContent.title, learnMoreContent });
  return id;
}

export const adminSurveyRecordsScenarios = {
  adminSurveyRecords: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, foreign }) => (await createSurveyRecordRow(db, foreign), {}),
      by: 'superAdmin',
    },
  },
  adminSurveyRecord: {
    authorization: {
      request: async ({ db, o }) => ({ params: { id: await createSurveyRecordRow(db, o) } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { id: await createSurveyRecordRow(db, foreign) } }),
      by: 'superAdmin',
    },
  },
  createSurveyRecord: {
    authorization: {
      request: async ({ db, o }) => ({
        body: { id: randomUUID(), ...surveyRecordBody({ learnMoreRecordId: await createLearnMoreRow(db, o) }) },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: { id: randomUUID(), ...surveyRecordBody({ learnMoreRecordId: await createLearnMoreRow(db, foreign) }) },
      }),
      by: 'superAdmin',
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.superAdmin, { body: { id: randomUUID(), ...surveyRecordBody() } }),
  },
  updateSurveyRecord: {
    authorization: {
      request: async ({ db, o }) => ({ params: { id: await createSurveyRecordRow(db, o) }, body: surveyRecordBody() }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: await createSurveyRecordRow(db, foreign) },
        body: surveyRecordBody(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const id = await createSurveyRecordRow(db, org);
      return () => callAs(org.superAdmin, { params: { id }, body: surveyRecordBody() });
    },
  },
  publishSurveyRecord: {
    authorization: {
      request: async ({ db, o }) => ({ params: { id: await createSurveyRecordRow(db, o) } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { id: await createSurveyRecordRow(db, foreign) } }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const id = await createSurveyRecordRow(db, org);
      return () => callAs(org.superAdmin, { params: { id } });
    },
  },
  adminLearnMoreRecords: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: {
      nothingForeign: async ({ db, foreign }) => (await createLearnMoreRow(db, foreign), {}),
      by: 'superAdmin',
    },
  },
  createLearnMoreRecord: {
    authorization: { request: () => ({ body: { id: randomUUID(), ...learnMoreBody() } }), expect: ADMINS_ANYWHERE },
    isolation: { exempt: 'names nothing of another organisation: the new record is the caller organisation’s own' },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.superAdmin, { body: { id: randomUUID(), ...learnMoreBody() } }),
  },
  updateLearnMoreRecord: {
    authorization: {
      request: async ({ db, o }) => ({ params: { id: await createLearnMoreRow(db, o) }, body: learnMoreBody() }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: await createLearnMoreRow(db, foreign) },
        body: learnMoreBody(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const id = await createLearnMoreRow(db, org);
      return () => callAs(org.superAdmin, { params: { id }, body: learnMoreBody() });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminSurveyRecordsHandlers>>;
