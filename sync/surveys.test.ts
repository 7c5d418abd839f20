/**
 * A member's assigned surveys on the real server (its social-needs screening): the Survey tab's
 * rows joined with their survey; an answer shown at once and confirmed by the server's change; an
 * answer that moves the path takes the answers it no longer reaches away, live; another guide's
 * answer and submit arrive live.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type BodyOf } from '../domain/index.ts';
import { createAssignedSurvey } from '../server/testing/survey-factories.ts';
import type { MemberSurveyRow, SurveyResponseRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

type Answer = Omit<BodyOf<typeof OPERATIONS.answerSurveyQuestion>, 'assignedSurveyId' | 'skipped'>;

describe('assigned surveys', () => {
  let assignedSurveyId = '';
  const sync = engineOnServer({
    async seed({ db, org, as }) {
      ({ assignedSurveyId } = await createAssignedSurvey(db, org));
      const guide = as(org.guide);
      for (const answer of [
        { questionId: 'reached', selectedOptionIds: ['yes'] },
        { questionId: 'housing', selectedOptionIds: ['worried'] },
        { questionId: 'housing-details', textResponse: 'Rent went up' },
      ])
        await guide.call(OPERATIONS.answerSurveyQuestion, { body: { assignedSurveyId, skipped: false, ...answer } });
    },
  });

  const answers = () =>
    sync.open<SurveyResponseRow>('surveyAnswers', { memberId: sync.org.member.id, assignedSurveyId });
  const answerAs = (user: { id: string; email: string }, answer: Answer) =>
    sync.as(user).call(OPERATIONS.answerSurveyQuestion, { body: { assignedSurveyId, skipped: false, ...answer } });

  it("shows the member's assigned surveys with their survey's name and content", async () => {
    const view = await sync.open<MemberSurveyRow>('memberSurveys', { memberId: sync.org.member.id });
    expect(view.rows().map((row) => [row.id, row.displayName, row.content.initialQuestionKey, row.completed])).toEqual([
      [assignedSurveyId, 'Social needs screening', 'reached', false],
    ]);
  });

  it('an answer that ends the path shows at once, and the answers past it leave with the server’s changes', async () => {
    const view = await answers();
    expect(view.rows().map((row) => row.questionId)).toEqual(['housing', 'housing-details', 'reached']);
    sync.hold();
    const done = sync.engine.mutate('answerSurveyQuestion', {
      memberId: sync.org.member.id,
      assignedSurveyId,
      questionId: 'reached',
      skipped: false,
      selectedOptionIds: ['no'],
    });
    sync.frames.run();
    expect(view.rows().find((row) => row.questionId === 'reached')?.selectedOptionIds).toEqual(['no']);
    sync.release();
    await sync.confirm(done);
    expect(view.rows().map((row) => [row.questionId, row.selectedOptionIds])).toEqual([['reached', ['no']]]);
  });

  it('an empty answer shows as skipped at once, and the server keeps it skipped', async () => {
    const view = await answers();
    sync.hold();
    const done = sync.engine.mutate('answerSurveyQuestion', {
      memberId: sync.org.member.id,
      assignedSurveyId,
      questionId: 'housing-details',
      skipped: false,
      textResponse: '   ',
    });
    sync.frames.run();
    const skipped = { skipped: true, textResponse: null };
    expect(view.rows().find((row) => row.questionId === 'housing-details')).toMatchObject(skipped);
    sync.release();
    await sync.confirm(done);
    expect(view.rows().find((row) => row.questionId === 'housing-details')).toMatchObject(skipped);
  });

  it("another guide's answer and submit arrive live", async () => {
    const view = await answers();
    const surveys = await sync.open<MemberSurveyRow>('memberSurveys', { memberId: sync.org.member.id });
    await answerAs(sync.org.supervisor, { questionId: 'housing-details', textResponse: 'Moved in with family' });
    await answerAs(sync.org.supervisor, { questionId: 'reached', selectedOptionIds: ['refused'] });
    await sync
      .as(sync.org.supervisor)
      .call(OPERATIONS.submitAssignedSurvey, { params: { assignedSurveyId }, body: {} });
    await sync.settled();
    // Declining ends the path: the answers past it are gone, and the survey is complete at its checkpoint.
    expect(view.rows().map((row) => [row.questionId, row.selectedOptionIds])).toEqual([['reached', ['refused']]]);
    expect(surveys.rows()[0]).toMatchObject({ completed: true, checkpoint: { title: 'Screening declined' } });
  });
});
