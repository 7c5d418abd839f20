import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type PropertyError } from '../../domain/index.ts';
import { assignedSurveys, needIssues, surveyRecords, surveys } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { SURVEY_RECORD_MESSAGES } from './admin-survey-records.ts';
import { createNeedsContent } from './admin-needs-content.scenarios.ts';
import { learnMoreBody, surveyRecordBody, uniqueSurveyName } from './admin-survey-records.scenarios.ts';

const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

/** A record's body whose first question becomes a Yes/No radio, with the change given (options' too). */
function radioFirst(question: object, yes: object = {}) {
  const body = surveyRecordBody({ name: uniqueSurveyName() });
  const [first, ...rest] = body.content.questions;
  const radio = {
    ...first!,
    ...question,
    type: 'radio' as const,
    options: [
      { id: 'yes', text: 'Yes', ...yes },
      { id: 'no', text: 'No' },
    ],
  };
  return { ...body, content: { ...body.content, questions: [radio, ...rest] } };
}

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('Survey creator routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('saves a record with its key made from the name; the change reaches admins only', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const [adminSince, guideSince] = [await changeHead(t, org.superAdmin), await changeHead(t, org.guide)];
    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id, ...surveyRecordBody({ name: 'Housing Check In' }) },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id, key: 'housing-check-in', publishedAt: null, publishedSurveyId: null });
    const listed = await admin.call(OPERATIONS.adminSurveyRecords, {});
    expect(listed.body.data.map((r) => r.id)).toContain(id);
    expect((await changesSince(t, org.superAdmin, adminSince)).filter((c) => c.entity === 'surveyRecord')).toEqual([
      expect.objectContaining({ id, op: 'upsert' }),
    ]);
    expect((await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'surveyRecord')).toEqual([]);

    // Another record whose name makes the same key is refused, and nothing is written.
    const clash = await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id: randomUUID(), ...surveyRecordBody({ name: 'housing  check in' }) },
    });
    expect(clash.status).toBe(400);
    expect(errorsOf(clash.body)[0]).toMatchObject({
      property: 'name',
      constraints: { refused: SURVEY_RECORD_MESSAGES.keyTaken },
    });
    const rows = await db().select().from(surveyRecords).where(eq(surveyRecords.organisationId, org.organisationId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad body (no name, a question of an unknown type, an undeclared key) and writes nothing', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const good = surveyRecordBody();
    const bad = [
      { ...good, name: '' },
      { ...good, content: { ...good.content, questions: [{ ...good.content.questions[0]!, type: 'essay' }] } },
      { ...good, organisationId: randomUUID() },
      { ...good, summary: 'x'.repeat(3000) },
    ];
    for (const body of bad) {
      const answer = await admin.call(OPERATIONS.createSurveyRecord, { body: { id: randomUUID(), ...body } as never });
      expect(answer.status).toBe(400);
    }
    const rows = await db().select().from(surveyRecords).where(eq(surveyRecords.organisationId, org.organisationId));
    expect(rows).toEqual([]);
  });

  it("another organisation's record and learn-more record are not found", async () => {
    const [home, foreign] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const id = randomUUID();
    await as(t, foreign.superAdmin).call(OPERATIONS.createSurveyRecord, { body: { id, ...surveyRecordBody() } });
    const admin = as(t, home.superAdmin);
    expect((await admin.call(OPERATIONS.adminSurveyRecord, { params: { id } })).status).toBe(404);
    expect((await admin.call(OPERATIONS.updateSurveyRecord, { params: { id }, body: surveyRecordBody() })).status).toBe(
      404,
    );
    expect((await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } })).status).toBe(404);
    const learnMoreId = randomUUID();
    await as(t, foreign.superAdmin).call(OPERATIONS.createLearnMoreRecord, {
      body: { id: learnMoreId, ...learnMoreBody() },
    });
    expect(
      (await admin.call(OPERATIONS.updateLearnMoreRecord, { params: { id: learnMoreId }, body: learnMoreBody() }))
        .status,
    ).toBe(404);
    const naming = await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id: randomUUID(), ...surveyRecordBody({ learnMoreRecordId: learnMoreId }) },
    });
    expect(naming.status).toBe(404);
  });

  it('publish makes version 2 while a member assigned version 1 keeps it, with its answers readable', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const guide = as(t, org.guide);
    const id = randomUUID();
    const name = uniqueSurveyName();
    const body = surveyRecordBody({ name });
    await admin.call(OPERATIONS.createSurveyRecord, { body: { id, ...body } });

    const first = await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ publishedVersion: 1 });
    const v1 = first.body.publishedSurveyId!;

    const assignedId = randomUUID();
    const assigned = await guide.call(OPERATIONS.assignSurvey, {
      body: { id: assignedId, memberId: org.member.id, surveyId: v1 },
    });
    expect(assigned.status).toBe(200);
    const answered = await guide.call(OPERATIONS.answerSurveyQuestion, {
      body: { assignedSurveyId: assignedId, questionId: 'question-1', skipped: false, textResponse: 'Well' },
    });
    expect(answered.status).toBe(200);

    // Editing changes the draft only: version 1 is as it was.
    const edited = {
      ...body,
      name: `${name} renamed`,
      content: { ...body.content, questions: [{ ...body.content.questions[0]!, text: 'How was your week?' }] },
    };
    const update = await admin.call(OPERATIONS.updateSurveyRecord, { params: { id }, body: edited });
    expect(update.status).toBe(200);
    // Once published, the key stays with its chain of versions.
    expect(update.body.key).toBe(first.body.key);
    const [frozen] = await db().select().from(surveys).where(eq(surveys.id, v1));
    expect(frozen!.content.questions[0]!.text).toBe('How are you today?');

    const since = await changeHead(t, org.guide);
    const second = await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } });
    expect(second.body).toMatchObject({ publishedVersion: 2 });
    const v2 = second.body.publishedSurveyId!;
    expect(v2).not.toBe(v1);
    // Guides hear of the new version.
    expect((await changesSince(t, org.guide, since)).filter((c) => c.entity === 'survey')).toEqual([
      expect.objectContaining({ id: v2, op: 'upsert' }),
    ]);

    const versions = await db()
      .select({ id: surveys.id, version: surveys.version, recordId: surveys.recordId })
      .from(surveys)
      .where(and(eq(surveys.organisationId, org.organisationId), eq(surveys.key, first.body.key)));
    expect(versions.sort((a, b) => a.version - b.version)).toEqual([
      { id: v1, version: 1, recordId: id },
      { id: v2, version: 2, recordId: id },
    ]);

    // The member keeps version 1, and its answer is still there.
    const [row] = await db().select().from(assignedSurveys).where(eq(assignedSurveys.id, assignedId));
    expect(row!.surveyId).toBe(v1);
    const mine = await guide.call(OPERATIONS.memberAssignedSurveys, { query: { memberId: org.member.id } });
    expect(mine.body.data.find((s) => s.id === assignedId)?.surveyId).toBe(v1);
    const answers = await guide.call(OPERATIONS.memberSurveyResponses, { query: { memberId: org.member.id } });
    expect(answers.body.data.find((a) => a.assignedSurveyId === assignedId)).toMatchObject({ textResponse: 'Well' });
    const listed = await guide.call(OPERATIONS.surveys, {});
    const byId = new Map(listed.body.data.map((s) => [s.id, s]));
    expect(byId.get(v1)?.content.questions[0]?.text).toBe('How are you today?');
    expect(byId.get(v2)?.content.questions[0]?.text).toBe('How was your week?');

    // Only the latest version may be assigned now.
    const stale = await guide.call(OPERATIONS.assignSurvey, {
      body: { id: randomUUID(), memberId: org.member.id, surveyId: v1 },
    });
    expect(stale.status).toBe(400);
    const fresh = await guide.call(OPERATIONS.assignSurvey, {
      body: { id: randomUUID(), memberId: org.member.id, surveyId: v2 },
    });
    expect(fresh.status).toBe(200);
  });

  it('publishing freezes the chosen learn-more content into the version guides read; a later edit waits for the next publish', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const guide = as(t, org.guide);
    const learnMoreId = randomUUID();
    const learnMore = learnMoreBody();
    await admin.call(OPERATIONS.createLearnMoreRecord, { body: { id: learnMoreId, ...learnMore } });
    const id = randomUUID();
    await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id, ...surveyRecordBody({ name: uniqueSurveyName(), learnMoreRecordId: learnMoreId }) },
    });
    const first = await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } });
    const v1 = first.body.publishedSurveyId!;

    const edited = learnMoreBody();
    edited.learnMoreContent.title = 'Why this survey, revised';
    await admin.call(OPERATIONS.updateLearnMoreRecord, { params: { id: learnMoreId }, body: edited });
    const readBy = async () => new Map((await guide.call(OPERATIONS.surveys, {})).body.data.map((s) => [s.id, s]));
    expect((await readBy()).get(v1)?.content.learnMore).toEqual(learnMore.learnMoreContent);

    const v2 = (await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } })).body.publishedSurveyId!;
    const after = await readBy();
    expect(after.get(v2)?.content.learnMore?.title).toBe('Why this survey, revised');
    expect(after.get(v1)?.content.learnMore?.title).toBe(learnMore.learnMoreContent.title);
  });

  it('a survey published without learn-more content carries none', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const id = randomUUID();
    await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id, ...surveyRecordBody({ name: uniqueSurveyName() }) },
    });
    const published = (await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } })).body.publishedSurveyId!;
    const [row] = await db().select().from(surveys).where(eq(surveys.id, published));
    expect(row!.content.learnMore).toBeNull();
  });

  it("an option may name one of the organisation's needs issues; an unknown one (or another organisation's) is refused and nothing is written", async () => {
    const org = await t.organisation('Alpha');
    const foreign = await t.organisation('Beta');
    const admin = as(t, org.superAdmin);
    const keyOf = async (issueId: string) =>
      (await db().select({ key: needIssues.key }).from(needIssues).where(eq(needIssues.id, issueId)))[0]!.key;
    const ours = await keyOf((await createNeedsContent(db(), org)).issueId);
    const theirs = await keyOf((await createNeedsContent(db(), foreign)).issueId);
    const naming = (needIssueKey: string) => radioFirst({}, { needIssueKey });

    for (const key of [theirs, 'no-such-issue']) {
      const id = randomUUID();
      const refused = await admin.call(OPERATIONS.createSurveyRecord, { body: { id, ...naming(key) } });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused.body)[0]).toMatchObject({
        property: 'content',
        constraints: { refused: SURVEY_RECORD_MESSAGES.unknownNeedIssue },
      });
      expect(await db().select().from(surveyRecords).where(eq(surveyRecords.id, id))).toEqual([]);
    }

    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createSurveyRecord, { body: { id, ...naming(ours) } });
    expect(made.status).toBe(200);
    const published = await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } });
    const [row] = await db().select().from(surveys).where(eq(surveys.id, published.body.publishedSurveyId!));
    expect(row!.content.questions[0]!.options![0]).toMatchObject({ needIssueKey: ours });
  });

  it('a prompt is saved with its title and text; a half-written one is refused and nothing is written', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const prompting = (prompt: { title: string; text: string }) =>
      radioFirst({ prompt }, { prompt: { title: 'Next', text: 'Offer a referral.' } });
    for (const half of [
      { title: 'Ask gently', text: ' ' },
      { title: '', text: 'Say why we ask.' },
    ]) {
      const id = randomUUID();
      const refused = await admin.call(OPERATIONS.createSurveyRecord, { body: { id, ...prompting(half) } });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused.body)[0]).toMatchObject({
        property: 'content',
        constraints: { refused: SURVEY_RECORD_MESSAGES.promptIncomplete },
      });
      expect(await db().select().from(surveyRecords).where(eq(surveyRecords.id, id))).toEqual([]);
    }
    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id, ...prompting({ title: 'Ask gently', text: 'Say why we ask.' }) },
    });
    expect(made.status).toBe(200);
    const published = await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } });
    const [row] = await db().select().from(surveys).where(eq(surveys.id, published.body.publishedSurveyId!));
    expect(row!.content.questions[0]).toMatchObject({
      prompt: { title: 'Ask gently', text: 'Say why we ask.' },
      options: [{ prompt: { title: 'Next', text: 'Offer a referral.' } }, { id: 'no' }],
    });
  });

  it('publishing an empty draft is refused and publishes nothing', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const id = randomUUID();
    const body = surveyRecordBody();
    await admin.call(OPERATIONS.createSurveyRecord, {
      body: { id, ...body, content: { ...body.content, initialQuestionKey: '', questions: [] } },
    });
    const answer = await admin.call(OPERATIONS.publishSurveyRecord, { params: { id } });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ constraints: { refused: SURVEY_RECORD_MESSAGES.noQuestions } });
    const rows = await db().select().from(surveys).where(eq(surveys.recordId, id));
    expect(rows).toEqual([]);
  });

  it('learn-more records are made, listed and changed by admins; guides are refused', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createLearnMoreRecord, { body: { id, ...learnMoreBody() } });
    expect(made.status).toBe(200);
    const changed = learnMoreBody();
    changed.learnMoreContent.title = 'Why this survey';
    const update = await admin.call(OPERATIONS.updateLearnMoreRecord, { params: { id }, body: changed });
    expect(update.body.learnMoreContent.title).toBe('Why this survey');
    const listed = await admin.call(OPERATIONS.adminLearnMoreRecords, {});
    expect(listed.body.data.map((r) => r.id)).toEqual([id]);
    expect((await as(t, org.guide).call(OPERATIONS.adminLearnMoreRecords, {})).status).toBe(403);
  });
});
