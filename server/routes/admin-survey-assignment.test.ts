import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_ASSIGNMENT_CONFIGURATION,
  EMPTY_DUE_AT_CONFIG,
  OPERATIONS,
  type AssignmentConfiguration,
  type DueAtConfig,
} from '../../domain/index.ts';
import { assignedSurveys, clients, surveyAssignmentConfigs, surveys, users } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createSegment, screeningSurveyId } from './admin-survey-assignment.scenarios.ts';

/** The test's clock: 15:00 UTC on 10 March 2026 (10:00 in New York, the members' zone). */
let nowMs = Date.parse('2026-03-10T15:00:00Z');
const clock = { now: () => new Date(nowMs) };

const body = (config: Partial<AssignmentConfiguration>, due: Partial<DueAtConfig> = {}) => ({
  assignmentConfiguration: { ...EMPTY_ASSIGNMENT_CONFIGURATION, ...config },
  dueAtConfig: { ...EMPTY_DUE_AT_CONFIG, ...due },
});

describe.each(DIALECTS)('Surveys (admin) assignment routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect, { clock });
  });
  afterAll(() => t?.close());

  const openOf = async (surveyId: string, memberIds: string[]) =>
    db()
      .select()
      .from(assignedSurveys)
      .where(and(eq(assignedSurveys.surveyId, surveyId), inArray(assignedSurveys.memberId, memberIds)));

  /** The org's member, plus a second in the first customer and one in the second customer. */
  async function members(org: TestOrganisation) {
    const second = await createMemberOf(t.testDb.database.db, org, { firstName: 'Second' });
    const elsewhere = await createMemberOf(t.testDb.database.db, org, { clientId: org.otherClientId });
    return { first: org.member.id, second, elsewhere };
  }

  it('assigns the survey to every member the criteria match, with the due date of the rule, and reports it live to guides', async () => {
    const org = await t.organisation('Alpha');
    const { first, second, elsewhere } = await members(org);
    const surveyId = await screeningSurveyId(db(), org);
    const segment = await createSegment(db(), org, [first]);
    await db().update(clients).set({ averageMonthsInProgram: 3 }).where(eq(clients.id, org.clientId));
    const guideSince = await changeHead(t, org.guide);

    const saved = await as(t, org.superAdmin).call(OPERATIONS.updateSurveyAssignment, {
      params: { surveyId },
      body: body(
        { clientIds: [org.clientId] },
        {
          offsetValue: 30,
          maxMonth: 6,
          segmentOverrides: [{ segmentId: segment, offsetValue: 'averageDaysInProgram', maxMonth: null }],
        },
      ),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ surveyId, key: 'social-needs-screening', openAssignments: 2 });

    const rows = await openOf(surveyId, [first, second, elsewhere]);
    const due = new Map(rows.map((r) => [r.memberId, r.dueAt?.toISOString()]));
    expect(due).toEqual(
      new Map([
        // The segment's override: 3 months x 30 days from 10 March, the start of the day in New York.
        [first, '2026-06-08T04:00:00.000Z'],
        // The default: 30 days.
        [second, '2026-04-09T04:00:00.000Z'],
      ]),
    );

    const seen = (await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'assignedSurvey');
    expect(seen.map((c) => (c.data as { memberId: string }).memberId).sort()).toEqual([first, second].sort());
    // The admin row is for admins only.
    expect((await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'surveyAssignment')).toEqual([]);

    const listed = await as(t, org.superAdmin).call(OPERATIONS.adminSurveys, {});
    const row = listed.body.data.find((s) => s.key === 'social-needs-screening');
    expect(row).toMatchObject({
      surveyId,
      openAssignments: 2,
      assignmentConfiguration: { clientIds: [org.clientId] },
      dueAtConfig: { offsetValue: 30, maxMonth: 6 },
    });
  });

  it('filters by segment and stage, skips members with an open assignment, and saving again assigns nobody twice', async () => {
    const org = await t.organisation('Alpha');
    const { first, second } = await members(org);
    const third = await createMemberOf(db(), org, { firstName: 'Third' });
    await db()
      .update(users)
      .set({ memberStageId: 2 })
      .where(inArray(users.id, [second, third]));
    const segment = await createSegment(db(), org, [first, second]);
    const surveyId = await screeningSurveyId(db(), org);
    const admin = as(t, org.superAdmin);
    const request = {
      params: { surveyId },
      body: body({ clientIds: [org.clientId], segmentIds: [segment], stageIds: [2] }),
    };
    expect((await admin.call(OPERATIONS.updateSurveyAssignment, request)).body.openAssignments).toBe(1);
    expect((await openOf(surveyId, [first, second, third])).map((r) => r.memberId)).toEqual([second]);

    expect((await admin.call(OPERATIONS.updateSurveyAssignment, request)).body.openAssignments).toBe(1);
    expect(await openOf(surveyId, [second])).toHaveLength(1);

    // Once complete, saving again gives it anew.
    await db()
      .update(assignedSurveys)
      .set({ completedAt: new Date(nowMs) })
      .where(eq(assignedSurveys.memberId, second));
    expect((await admin.call(OPERATIONS.updateSurveyAssignment, request)).body.openAssignments).toBe(1);
    expect(await openOf(surveyId, [second])).toHaveLength(2);
  });

  it('assigns the latest published version of the key, never a draft', async () => {
    const org = await t.organisation('Alpha');
    const first = org.member.id;
    const oldId = await screeningSurveyId(db(), org);
    const [old] = await db().select().from(surveys).where(eq(surveys.id, oldId));
    // A newer version of the key (made here by hand; the creator publishes them), and a later draft.
    const newer = randomUUID();
    const draft = randomUUID();
    const versions = [
      { id: newer, publishedAt: new Date(nowMs + 1000), createdAt: new Date(nowMs + 1000) },
      { id: draft, publishedAt: null, createdAt: new Date(nowMs + 2000) },
    ];
    let inserted = 0;
    for (const v of versions) {
      try {
        await db()
          .insert(surveys)
          .values({ ...old!, ...v, key: old!.key });
        inserted++;
      } catch {
        // One row per key until the creator's versions land: the rule is then the only row.
      }
    }
    const saved = await as(t, org.superAdmin).call(OPERATIONS.updateSurveyAssignment, {
      params: { surveyId: oldId },
      body: body({ clientIds: [org.clientId] }),
    });
    expect(saved.status).toBe(200);
    const [row] = await db().select().from(assignedSurveys).where(eq(assignedSurveys.memberId, first));
    expect(row?.surveyId).toBe(inserted > 0 ? newer : oldId);
    expect(saved.body.surveyId).toBe(row?.surveyId);
  });

  it('refuses bad criteria and foreign objects and writes nothing', async () => {
    const org = await t.organisation('Alpha');
    const foreign = await createOrganisation(db(), 'Beta');
    const foreignSegment = await createSegment(db(), foreign, [foreign.member.id]);
    const surveyId = await screeningSurveyId(db(), org);
    const admin = as(t, org.superAdmin);
    const cases: [unknown, number][] = [
      [body({ clientIds: [foreign.clientId] }), 404],
      [body({ clientIds: [org.clientId], segmentIds: [foreignSegment] }), 404],
      [
        body(
          { clientIds: [org.clientId] },
          { segmentOverrides: [{ segmentId: foreignSegment, offsetValue: 30, maxMonth: null }] },
        ),
        404,
      ],
      [body({ clientIds: [org.clientId], stageIds: [99] }), 400],
      [body({ clientIds: [org.clientId] }, { offsetValue: 45 as never }), 400],
      [body({ clientIds: [org.clientId], availableWindow: { start: '2026-03-02', end: '2026-03-01' } }), 400],
      [{ ...body({ clientIds: [org.clientId] }), surveyKey: 'x' }, 400],
    ];
    for (const [sent, status] of cases) {
      const answer = await t.request(org.superAdmin, 'PUT', `/surveys/admin/assignment/${surveyId}`, { body: sent });
      expect(answer.status, JSON.stringify(sent)).toBe(status);
    }
    // Another organisation's survey answers 404.
    const theirs = await screeningSurveyId(db(), foreign);
    const answer = await admin.call(OPERATIONS.updateSurveyAssignment, {
      params: { surveyId: theirs },
      body: body({ clientIds: [org.clientId] }),
    });
    expect(answer.status).toBe(404);
    // A guide may not.
    const guide = await as(t, org.guide).call(OPERATIONS.updateSurveyAssignment, {
      params: { surveyId },
      body: body({ clientIds: [org.clientId] }),
    });
    expect(guide.status).toBe(403);

    expect(
      await db()
        .select()
        .from(surveyAssignmentConfigs)
        .where(eq(surveyAssignmentConfigs.organisationId, org.organisationId)),
    ).toEqual([]);
    expect(
      await db().select().from(assignedSurveys).where(eq(assignedSurveys.organisationId, org.organisationId)),
    ).toEqual([]);
  });

  it('lists stages, the organisation’s segments and member counts per customer, segment and stage', async () => {
    const org = await t.organisation('Alpha');
    const foreign = await createOrganisation(db(), 'Beta');
    await createSegment(db(), foreign, [foreign.member.id], 'Theirs');
    const segment = await createSegment(db(), org, [org.member.id], 'High risk');
    await createMemberOf(db(), org);
    const answer = await as(t, org.superAdmin).call(OPERATIONS.surveyStagesSegments, {});
    expect(answer.status).toBe(200);
    expect(answer.body.stages.map((s) => s.key)).toEqual(['outreach', 'in-program', 'independence']);
    expect(answer.body.segments).toEqual([{ id: segment, clientId: org.clientId, name: 'High risk' }]);
    expect(answer.body.memberCounts).toEqual(
      expect.arrayContaining([
        { clientId: org.clientId, segmentId: segment, stageId: 1, members: 1 },
        { clientId: org.clientId, segmentId: null, stageId: 1, members: 1 },
      ]),
    );
  });

  it('the due-work job assigns members who come to match later, and the window opening, but not a completed survey again', async () => {
    const org = await t.organisation('Alpha');
    const surveyId = await screeningSurveyId(db(), org);
    const admin = as(t, org.superAdmin);
    await admin.call(OPERATIONS.updateSurveyAssignment, {
      params: { surveyId },
      body: body(
        { clientIds: [org.clientId], stageIds: [2], availableWindow: { start: '2026-03-12', end: null } },
        { fixedDate: '2026-04-01' },
      ),
    });
    const member = org.member.id;
    await db().update(users).set({ memberStageId: 2 }).where(eq(users.id, member));
    await t.server.jobs.runOnce();
    expect(await openOf(surveyId, [member])).toEqual([]);

    // Two days later the window is open.
    nowMs += 2 * 86_400_000;
    try {
      await t.server.jobs.runOnce();
      const [row] = await openOf(surveyId, [member]);
      expect(row?.dueAt?.toISOString()).toBe('2026-04-01T04:00:00.000Z');
      await db()
        .update(assignedSurveys)
        .set({ completedAt: new Date(nowMs) })
        .where(eq(assignedSurveys.id, row!.id));
      // A run a few minutes later (past the job's minute) does not give the completed survey again.
      nowMs += 5 * 60_000;
      await t.server.jobs.runOnce();
      expect(await openOf(surveyId, [member])).toHaveLength(1);
    } finally {
      nowMs = Date.parse('2026-03-10T15:00:00Z');
    }
  });
});
