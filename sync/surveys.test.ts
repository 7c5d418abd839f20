/**
 * A member's assigned surveys on a hand-driven backend: the Survey tab's rows joined with their
 * survey; an answer shown at once and confirmed by the server's change; an answer that moves the
 * path takes the answers it no longer reaches away, live; another guide's answer arrives live.
 */
import { describe, expect, it } from 'vitest';
import type { EntityShape } from '../domain/index.ts';
import type { MemberSurveyRow, SurveyResponseRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember } from './testing/fake-backend.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const S = '5e0c7a2b-0000-4000-8000-000000000001';
const A = '5e0c7a2b-0000-4000-8000-0000000000a1';

const survey: EntityShape<'survey'> = {
  id: S,
  key: 'screening',
  name: 'Screening',
  displayName: 'Social needs screening',
  summary: 'Housing and food',
  isActionSurvey: false,
  content: {
    initialQuestionKey: 'reached',
    questions: [
      {
        key: 'reached',
        type: 'radio',
        text: 'Reached?',
        options: [
          { id: 'yes', text: 'Yes' },
          { id: 'no', text: 'No', nextQuestionKey: 'later' },
        ],
      },
      { key: 'housing', type: 'text', text: 'Housing?' },
    ],
    checkpoints: [{ key: 'later', title: 'Not reached', message: 'Try later', isCompletionCheckpoint: false }],
    defaultFinalCheckpoint: { title: 'Done', message: 'Thanks' },
  },
};
const assigned: EntityShape<'assignedSurvey'> = {
  id: A,
  memberId: M,
  surveyId: S,
  dueAt: '2026-12-01T00:00:00.000Z',
  checkpoint: null,
  completed: false,
  completedAt: null,
  completedByUserId: null,
  notes: null,
  assignedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const response = (
  questionId: string,
  fields: Partial<EntityShape<'surveyResponse'>>,
): EntityShape<'surveyResponse'> => ({
  id: `${A}:${questionId}`,
  assignedSurveyId: A,
  memberId: M,
  questionId,
  skipped: false,
  selectedOptionIds: [],
  textResponse: null,
  updatedAt: '2026-11-20T11:00:00.000Z',
  ...fields,
});

describe('assigned surveys', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado'));
    backend.upsert('survey', survey);
    backend.upsert('assignedSurvey', assigned);
    backend.upsert('surveyResponse', response('reached', { selectedOptionIds: ['yes'] }));
    backend.upsert('surveyResponse', response('housing', { textResponse: 'Rent went up' }));
  });

  const answers = () => sync.open<SurveyResponseRow>('surveyAnswers', { memberId: M, assignedSurveyId: A });

  it("shows the member's assigned surveys with their survey's name and content", async () => {
    const view = await sync.open<MemberSurveyRow>('memberSurveys', { memberId: M });
    expect(view.rows().map((row) => [row.id, row.displayName, row.content.initialQuestionKey, row.completed])).toEqual([
      [A, 'Social needs screening', 'reached', false],
    ]);
  });

  it('an answer that ends the path shows at once, and the answers past it leave with the server’s changes', async () => {
    const view = await answers();
    const done = sync.engine.mutate('answerSurveyQuestion', {
      memberId: M,
      assignedSurveyId: A,
      questionId: 'reached',
      skipped: false,
      selectedOptionIds: ['no'],
    });
    sync.frames.run();
    expect(view.rows().find((row) => row.questionId === 'reached')?.selectedOptionIds).toEqual(['no']);
    await sync.confirm(done);
    expect(view.rows().map((row) => [row.questionId, row.selectedOptionIds])).toEqual([['reached', ['no']]]);
    expect([...sync.backend.tables.surveyResponse.keys()]).toEqual([`${A}:reached`]);
  });

  it('an empty answer shows as skipped at once', async () => {
    const view = await answers();
    const done = sync.engine.mutate('answerSurveyQuestion', {
      memberId: M,
      assignedSurveyId: A,
      questionId: 'housing',
      skipped: false,
      textResponse: '   ',
    });
    sync.frames.run();
    expect(view.rows().find((row) => row.questionId === 'housing')).toMatchObject({
      skipped: true,
      textResponse: null,
    });
    await sync.confirm(done);
  });

  it("another guide's answer and submit arrive live", async () => {
    const view = await answers();
    const surveys = await sync.open<MemberSurveyRow>('memberSurveys', { memberId: M });
    sync.backend.upsert('surveyResponse', response('housing', { textResponse: 'Moved in with family' }));
    sync.backend.upsert('assignedSurvey', {
      ...assigned,
      checkpoint: { key: '__final__', title: 'Done', message: 'Thanks', isCompletionCheckpoint: true },
      completed: true,
      completedAt: '2026-11-21T09:00:00.000Z',
    });
    await sync.flush();
    expect(view.rows().find((row) => row.questionId === 'housing')?.textResponse).toBe('Moved in with family');
    expect(surveys.rows()[0]).toMatchObject({ completed: true, checkpoint: { title: 'Done' } });
  });
});
