/** Goals tracking: survey, consent and need goals of a member, as the caller's role and organisation allow. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsentFixture, TCPA } from '../consent/testing.ts';
import { userNeeds } from '../db/schema/index.ts';
import { createNeed } from '../needs/factories.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';

describe.each(DIALECTS)('goals tracking on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.testDb.database.db;

  it("answers the member's survey, consent and need goals with the in-progress count", async () => {
    const org = await t.organisation();
    const { assignedSurveyId } = await createAssignedSurvey(db(), org, { dueAt: new Date('2027-01-15T18:00:00Z') });
    const consent = await createConsentFixture(db(), org);
    const open = await createNeed(db(), org);
    const fulfilled = await createNeed(db(), org);
    await db()
      .update(userNeeds)
      .set({ fulfilledAt: new Date(), fulfilledComment: 'Enrolled in SNAP', closedById: org.guide.id })
      .where(eq(userNeeds.id, fulfilled));
    const stopped = await createNeed(db(), org);
    await db()
      .update(userNeeds)
      .set({ abandonedAt: new Date('2026-11-01T15:00:00Z'), closedById: org.guide.id })
      .where(eq(userNeeds.id, stopped));
    const answered = await t.request(org.guide, 'POST', '/consent', {
      body: { memberId: org.member.id, termId: consent.termIds[TCPA], consented: false },
    });
    expect(answered.status).toBe(200);

    const goals = await t.request(org.supervisor, 'GET', `/users/goals-tracking/${org.member.id}`);
    expect(goals.status).toBe(200);
    expect(goals.body.assignedSurveys).toEqual([
      expect.objectContaining({
        kind: 'survey',
        id: assignedSurveyId,
        completed: false,
        dueAt: '2027-01-15T18:00:00.000Z',
        survey: expect.objectContaining({ displayName: 'Social needs screening' }),
      }),
    ]);
    const tcpa = goals.body.consents.find((goal: { id: string }) => goal.id === consent.termIds[TCPA]);
    expect(tcpa).toMatchObject({ kind: 'consent', termKey: TCPA, consented: false, completed: true });
    expect(goals.body.consents.filter((goal: { completed: boolean }) => !goal.completed)).toHaveLength(
      goals.body.consents.length - 1,
    );
    expect(
      Object.fromEntries(
        goals.body.needs.map((goal: { id: string; status: string; text: unknown }) => [
          goal.id,
          [goal.status, goal.text],
        ]),
      ),
    ).toEqual({
      [open]: ['Identified', { kind: 'keepWorking' }],
      [fulfilled]: ['Fulfilled', { kind: 'fulfilled', comment: 'Enrolled in SNAP' }],
      [stopped]: [
        'StoppedPursuing',
        { kind: 'stoppedPursuing', byUserId: org.guide.id, at: '2026-11-01T15:00:00.000Z' },
      ],
    });
    // The survey, the consents never answered and the identified need.
    expect(goals.body.inProgress).toBe(1 + (goals.body.consents.length - 1) + 1);
  });

  it('refuses users without app access, a malformed id, and another organisation’s or a missing member with 404', async () => {
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    expect((await t.request(home.noAccess, 'GET', `/users/goals-tracking/${home.member.id}`)).status).toBe(403);
    expect((await t.request(home.guide, 'GET', '/users/goals-tracking/not-an-id')).status).toBe(400);
    expect((await t.request(home.guide, 'GET', `/users/goals-tracking/${foreign.member.id}`)).status).toBe(404);
    expect((await t.request(home.guide, 'GET', `/users/goals-tracking/${crypto.randomUUID()}`)).status).toBe(404);
    const empty = await t.request(home.guide, 'GET', `/users/goals-tracking/${home.member.id}`);
    expect(empty.body).toEqual({ assignedSurveys: [], consents: [], needs: [], inProgress: 0 });
  });
});
