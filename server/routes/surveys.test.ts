/** Assigned surveys: reads, assigning, answering along the path, submitting, reopening; roles, validation and change rows. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { assignedSurveys, surveyQuestionResponses, surveys, users } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStaffOf } from '../testing/note-visit-factories.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

describe.each(DIALECTS)('assigned surveys on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const db = () => t.testDb.database.db;
  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);
  const answer = (
    org: TestOrganisation,
    assignedSurveyId: string,
    questionId: string,
    value: { selectedOptionIds?: string[]; textResponse?: string | null; skipped?: boolean },
    as = org.guide,
  ) =>
    t.request(as, 'POST', '/surveys/v2/question-responses', {
      body: { assignedSurveyId, questionId, skipped: false, ...value },
    });
  const responsesOf = (assignedSurveyId: string) =>
    db().select().from(surveyQuestionResponses).where(eq(surveyQuestionResponses.assignedSurveyId, assignedSurveyId));

  it("lists the organisation's published surveys and the member's assigned surveys with their answers", async () => {
    const org = await t.organisation();
    const { surveyId, assignedSurveyId } = await createAssignedSurvey(db(), org, {
      dueAt: new Date('2026-12-01T00:00:00Z'),
    });
    const list = await t.request(org.guide, 'GET', '/surveys/v2');
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { key: string }) => s.key).sort()).toEqual([
      'monthly-check-in',
      'social-needs-screening',
    ]);
    expect((await t.request(org.guide, 'GET', `/surveys/v2/${surveyId}`)).body).toMatchObject({
      id: surveyId,
      displayName: 'Social needs screening',
      content: { initialQuestionKey: 'reached' },
    });
    await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['yes'] });
    const assigned = await t.request(org.guide, 'GET', `/surveys/v2/assigned?memberId=${org.member.id}`);
    expect(assigned.body.data).toEqual([
      expect.objectContaining({
        id: assignedSurveyId,
        surveyId,
        memberId: org.member.id,
        dueAt: '2026-12-01T00:00:00.000Z',
        completed: false,
        checkpoint: null,
      }),
    ]);
    const responses = await t.request(
      org.supervisor,
      'GET',
      `/surveys/v2/question-responses?memberId=${org.member.id}`,
    );
    expect(responses.body.data).toEqual([
      expect.objectContaining({
        id: `${assignedSurveyId}:reached`,
        questionId: 'reached',
        selectedOptionIds: ['yes'],
        skipped: false,
      }),
    ]);
  });

  it('assigns a survey under the id the client made, once, with its change', async () => {
    const org = await t.organisation();
    const { surveyId } = await createAssignedSurvey(db(), org);
    const id = crypto.randomUUID();
    const head = await headOf(org);
    const first = await t.request(org.guide, 'POST', '/surveys/v2/assigned', {
      body: { id, memberId: org.member.id, surveyId, dueAt: '2027-01-15T00:00:00.000Z' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, memberId: org.member.id, surveyId, completed: false });
    const again = await t.request(org.guide, 'POST', '/surveys/v2/assigned', {
      body: { id, memberId: org.member.id, surveyId },
    });
    expect(again.body.id).toBe(id);
    expect((await changesSince(org, head)).filter((c) => c.entity === 'assignedSurvey').map((c) => c.id)).toEqual([id]);
    const unknownMember = await t.request(org.guide, 'POST', '/surveys/v2/assigned', {
      body: { id: crypto.randomUUID(), memberId: crypto.randomUUID(), surveyId },
    });
    expect(unknownMember.status).toBe(404);
  });

  it('saves answers along the path, deletes answers the path no longer reaches, and records each change', async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org);
    expect((await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['yes'] })).status).toBe(200);
    expect((await answer(org, assignedSurveyId, 'housing', { selectedOptionIds: ['worried'] })).status).toBe(200);
    expect((await answer(org, assignedSurveyId, 'housing-details', { textResponse: '  Rent went up  ' })).status).toBe(
      200,
    );
    expect((await responsesOf(assignedSurveyId)).find((r) => r.questionKey === 'housing-details')?.textResponse).toBe(
      'Rent went up',
    );

    const head = await headOf(org);
    const moved = await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['no'] });
    expect(moved.status).toBe(200);
    expect((await responsesOf(assignedSurveyId)).map((r) => r.questionKey)).toEqual(['reached']);
    const changes = await changesSince(org, head);
    expect(changes.map((c) => [c.entity, c.id, c.op])).toEqual([
      ['surveyResponse', `${assignedSurveyId}:housing`, 'delete'],
      ['surveyResponse', `${assignedSurveyId}:housing-details`, 'delete'],
      ['assignedSurvey', assignedSurveyId, 'upsert'],
      ['surveyResponse', `${assignedSurveyId}:reached`, 'upsert'],
    ]);
    expect(moved.headers.get('x-change-seq')).toBe(String(changes.at(-1)?.seq));
  });

  it('stores an empty answer as skipped, and refuses answers the question does not allow, writing nothing', async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org);
    const refusals: [string, object, string][] = [
      ['adults', { textResponse: '0' }, 'Value must be at 1 or more.'],
      ['adults', { textResponse: '21' }, 'Value must be 20 or less.'],
      ['reached', { selectedOptionIds: ['maybe'] }, 'Choose one of the options.'],
      ['reached', { selectedOptionIds: ['yes', 'no'] }, 'Choose one of the options.'],
      ['next-visit', { textResponse: '2001-01-01' }, 'The date must be on or after'],
      ['nowhere', { textResponse: 'x' }, 'questionId must be a question of the survey'],
    ];
    for (const [question, value, message] of refusals) {
      const res = await answer(org, assignedSurveyId, question, value);
      expect(res.status, question).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await answer(org, assignedSurveyId, 'reached', { textResponse: 'x'.repeat(5001) })).status).toBe(400);
    expect(await responsesOf(assignedSurveyId)).toEqual([]);
    const skipped = await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: [] });
    expect(skipped.status).toBe(200);
    expect(await responsesOf(assignedSurveyId)).toEqual([
      expect.objectContaining({ questionKey: 'reached', skipped: true }),
    ]);
  });

  it('submits: a waiting question is a 400 on it; a checkpoint is recorded; the completion checkpoint completes', async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org);
    const submit = () => t.request(org.guide, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/submit`);
    const waiting = await submit();
    expect(waiting.status).toBe(400);
    expect(waiting.body.errors).toEqual([{ property: 'reached', constraints: { refused: 'A value is required' } }]);

    await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['no'] });
    const paused = await submit();
    expect(paused.body).toMatchObject({
      completed: false,
      completedAt: null,
      checkpoint: { key: 'not-reached', isCompletionCheckpoint: false },
    });

    const steps: [string, { selectedOptionIds?: string[]; textResponse?: string }][] = [
      ['reached', { selectedOptionIds: ['yes'] }],
      ['housing', { selectedOptionIds: ['steady'] }],
      ['food', { selectedOptionIds: ['never'] }],
      ['transport', { selectedOptionIds: [] }],
      ['adults', { textResponse: '2' }],
      ['next-visit', { textResponse: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) }],
    ];
    for (const [question, value] of steps) {
      expect((await answer(org, assignedSurveyId, question, value)).status, question).toBe(200);
    }
    const done = await submit();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      completed: true,
      completedByUserId: org.guide.id,
      checkpoint: { title: 'Screening complete', isCompletionCheckpoint: true },
    });
    expect((await answer(org, assignedSurveyId, 'adults', { textResponse: '3' })).status).toBe(409);
    expect((await submit()).status).toBe(409);
  });

  it('goes on past a checkpoint that does not complete the survey once the guide pressed its Next or answered after it', async () => {
    const org = await t.organisation();
    const { surveyId, assignedSurveyId } = await createAssignedSurvey(db(), org, { key: 'monthly-check-in' });
    // The check-in with a pause after its first question, going on in order to the optional second.
    const [survey] = await db().select().from(surveys).where(eq(surveys.id, surveyId));
    const content = survey!.content;
    await db()
      .update(surveys)
      .set({
        content: {
          ...content,
          questions: content.questions.map((q) => (q.key === 'wellbeing' ? { ...q, nextQuestionKey: 'pause' } : q)),
          checkpoints: [
            {
              key: 'pause',
              title: 'Pause',
              message: 'Go on next time.',
              isCompletionCheckpoint: false,
              dueDateOffsetDays: 7,
            },
          ],
        },
      })
      .where(eq(surveys.id, surveyId));
    const submit = (passedCheckpointKeys?: string[]) =>
      t.request(org.guide, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/submit`, {
        body: passedCheckpointKeys ? { passedCheckpointKeys } : {},
      });

    await answer(org, assignedSurveyId, 'wellbeing', { textResponse: '7' });
    // Paused there, the rest is due a week from today: the start of that day in the member's zone.
    const [member] = await db().select({ timeZone: users.timeZone }).from(users).where(eq(users.id, org.member.id));
    const timeZone = member!.timeZone;
    const inAWeek = Temporal.Now.plainDateISO(timeZone).add({ days: 7 }).toZonedDateTime({ timeZone });
    expect((await submit()).body).toMatchObject({
      completed: false,
      checkpoint: { key: 'pause' },
      dueAt: new Date(inAWeek.epochMilliseconds).toISOString(),
    });
    // Next pressed at the pause, the optional question left empty: the flow runs on to the end.
    await answer(org, assignedSurveyId, 'changes', { skipped: true });
    expect(await responsesOf(assignedSurveyId)).toHaveLength(2);
    const done = await submit();
    expect(done.body).toMatchObject({ completed: true, checkpoint: { title: 'Check-in complete' } });

    // With nothing after it to answer (the check-in without its second question), only the Next the client sends passes it.
    const [paused] = await db().select().from(surveys).where(eq(surveys.id, surveyId));
    await db()
      .update(surveys)
      .set({ content: { ...paused!.content, questions: paused!.content.questions.slice(0, 1) } })
      .where(eq(surveys.id, surveyId));
    const other = await createAssignedSurvey(db(), org, { key: 'monthly-check-in' });
    const submitOther = (body: object) =>
      t.request(org.guide, 'POST', `/surveys/v2/assigned/${other.assignedSurveyId}/submit`, { body });
    await answer(org, other.assignedSurveyId, 'wellbeing', { textResponse: '4' });
    expect((await submitOther({})).body).toMatchObject({ completed: false, checkpoint: { key: 'pause' } });
    expect((await submitOther({ passedCheckpointKeys: ['pause'], extra: true })).status).toBe(400);
    expect((await submitOther({ passedCheckpointKeys: ['pause'] })).body).toMatchObject({
      completed: true,
      checkpoint: { title: 'Check-in complete' },
    });
  });

  it('reopens only for holders of the permission and only in the month it was completed', async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org);
    await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['refused'] });
    expect((await t.request(org.guide, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/submit`)).body.completed).toBe(
      true,
    );
    const reopen = (as: { id: string }) => t.request(as, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/reopen`);
    expect((await reopen(org.guide)).status).toBe(403);
    const reopened = await reopen(org.superAdmin);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ completed: false, completedAt: null, checkpoint: null });
    // Answers stay; completed again, then moved back to a completion 40 days ago: too late to reopen.
    expect((await responsesOf(assignedSurveyId)).map((r) => r.questionKey)).toEqual(['reached']);
    await t.request(org.guide, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/submit`);
    await db()
      .update(assignedSurveys)
      .set({ completedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(assignedSurveys.id, assignedSurveyId));
    expect((await reopen(org.superAdmin)).status).toBe(403);
  });

  it('lets providers read but not answer, and keeps users without app access out', async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org);
    const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
    expect((await t.request(provider, 'GET', `/surveys/v2/assigned?memberId=${org.member.id}`)).status).toBe(200);
    expect((await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['yes'] }, provider)).status).toBe(403);
    expect(
      (await t.request(provider, 'PATCH', `/surveys/v2/assigned/${assignedSurveyId}`, { body: { notes: 'x' } })).status,
    ).toBe(403);
    expect((await t.request(org.noAccess, 'GET', `/surveys/v2/assigned?memberId=${org.member.id}`)).status).toBe(403);
    expect((await answer(org, assignedSurveyId, 'reached', { selectedOptionIds: ['yes'] }, org.noAccess)).status).toBe(
      403,
    );
    expect(await responsesOf(assignedSurveyId)).toEqual([]);
  });

  it('saves notes, recording a change only when they change', async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org);
    const save = (notes: string | null) =>
      t.request(org.guide, 'PATCH', `/surveys/v2/assigned/${assignedSurveyId}`, { body: { notes } });
    expect((await save('Prefers mornings')).body.notes).toBe('Prefers mornings');
    const head = await headOf(org);
    await save('Prefers mornings');
    expect(await changesSince(org, head)).toEqual([]);
    expect((await save('  ')).body.notes).toBeNull();
  });
});
