/** The member record's attributes and summary, and member summary feedback. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_FEEDBACK_DESCRIPTIONS } from '../db/reference-data.ts';
import { clients, memberSummaryFeedback, users } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

const summary = {
  summary: 'Rosa is enrolled in Sunrise Medicaid Plus.',
  lastUpdated: '2026-11-20T10:00:00.000Z',
  summaryDataId: 'run-42',
};

describe.each(DIALECTS)('member attributes, summary and summary feedback on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it("the member's record carries the customer's feed data, the generated summary and whether the customer has a medical center", async () => {
    const org = await t.organisation();
    const db = t.testDb.database.db;
    const attributes = {
      dsnpFlag: true,
      effectiveDate: '2025-01-01',
      insurancePlanName: 'Sunrise Medicaid Plus',
      subscriberId: 'SUB1',
      medicareId: null,
      medicaidId: 'MCD1',
      pcpName: 'Dr. Grace Chen',
      pcpAddressLine1: '1 Main St',
      pcpAddressLine2: null,
      pcpCity: 'Chicago',
      pcpState: 'IL',
      pcpZip: '60601',
      pcpPhone: '+13125550100',
      careNavigator: 'Maria Gomez',
      caseManager: null,
      hospitals: ['Mercy Regional'],
      clientFeedData: [
        { field_section: 'insurance' as const, field_label: 'Plan tier', field_value: 'Gold', sort_order: 1 },
      ],
    };
    await db
      .update(users)
      .set({ standardMemberAttributes: attributes, memberSummary: summary })
      .where(eq(users.id, org.member.id));
    await db.update(clients).set({ medicalCenterId: null }).where(eq(clients.id, org.clientId));
    const before = await t.request(org.guide, 'GET', `/users/${org.member.id}`);
    expect(before.body).toMatchObject({
      standardMemberAttributes: attributes,
      memberSummary: summary,
      clientHasMedicalCenter: false,
    });
    await db.update(clients).set({ medicalCenterId: 'MC-1' }).where(eq(clients.id, org.clientId));
    expect((await t.request(org.guide, 'GET', `/users/${org.member.id}`)).body.clientHasMedicalCenter).toBe(true);
  });

  it('lists the feedback choices and records feedback on the summary as shown', async () => {
    const org = await t.organisation();
    const choices = await t.request(org.guide, 'GET', '/users/member-summary/feedback-descriptions');
    expect(choices.status).toBe(200);
    expect(choices.body.data[0]).toEqual({
      id: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
      description: 'Accurate and helpful',
      isPositive: true,
    });
    const body = {
      memberId: org.member.id,
      feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[2].id,
      comment: '  The plan is wrong.  ',
      summary: summary.summary,
      summaryDataId: summary.summaryDataId,
    };
    const saved = await t.request(org.guide, 'POST', '/users/member-summary/', { body });
    expect(saved.status).toBe(200);
    const [row] = await t.testDb.database.db
      .select()
      .from(memberSummaryFeedback)
      .where(eq(memberSummaryFeedback.id, saved.body.id));
    expect(row).toMatchObject({
      memberId: org.member.id,
      userId: org.guide.id,
      comment: 'The plan is wrong.',
      summaryDataId: 'run-42',
      organisationId: org.organisationId,
    });
  });

  it('refuses an unknown choice, a comment over 1,000 characters and users without app access, writing nothing', async () => {
    const org = await t.organisation();
    const db = t.testDb.database.db;
    const body = {
      memberId: org.member.id,
      feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
      comment: '',
      summary: 'S',
      summaryDataId: 'r',
    };
    expect(
      (
        await t.request(org.guide, 'POST', '/users/member-summary/', {
          body: { ...body, feedbackDescriptionId: crypto.randomUUID() },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.request(org.guide, 'POST', '/users/member-summary/', { body: { ...body, comment: 'x'.repeat(1001) } }))
        .status,
    ).toBe(400);
    expect((await t.request(org.noAccess, 'POST', '/users/member-summary/', { body })).status).toBe(403);
    expect(
      await db.select().from(memberSummaryFeedback).where(eq(memberSummaryFeedback.memberId, org.member.id)),
    ).toEqual([]);
  });
});
