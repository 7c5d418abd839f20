import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, OPERATIONS } from '../../domain/index.ts';
import { consentLinks, hospitalizations, memberStatusEvents, users } from '../db/schema/index.ts';
import { createNeed } from '../needs/factories.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { entityRow } from '../testing/entity-rows.ts';
import { createMemberOf } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

const DAY = 86_400_000;

describe.each(DIALECTS)('the caseload view on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it("counts a guide's members by status and time in it, lost contacts, expiring needs and links, open follow-ups", async () => {
    const org = await t.organisation('Caseload');
    const now = Date.now();
    // The organisation's seeded member, plus three more of the same guide.
    const quiet = await createMemberOf(db(), org, { firstName: 'Quiet' });
    const recent = await createMemberOf(db(), org, { firstName: 'Recent' });
    const stay = await createMemberOf(db(), org, { firstName: 'Discharged' });
    await db()
      .update(users)
      .set({ lastEventAt: new Date(now - 40 * DAY) })
      .where(eq(users.id, quiet));
    await db()
      .update(users)
      .set({ lastEventAt: new Date(now - DAY) })
      .where(eq(users.id, recent));
    await db()
      .update(users)
      .set({ memberStatusId: 2, lastEventAt: new Date(now - 20 * DAY) })
      .where(eq(users.id, stay));
    await db()
      .insert(memberStatusEvents)
      .values({
        id: randomUUID(),
        organisationId: org.organisationId,
        clientId: org.clientId,
        memberId: stay,
        memberStatusId: 2,
        effectiveAt: new Date(now - 12 * DAY),
      });
    await createNeed(db(), org, 3);
    await createNeed(db(), org, 30);
    await db()
      .insert(consentLinks)
      .values(
        entityRow(ENTITIES.consentLink, {
          organisationId: org.organisationId,
          clientId: org.clientId,
          memberId: recent,
          expiresAt: new Date(now + 5 * DAY),
        }),
      );
    const discharged = new Date(now - 10 * DAY).toISOString().slice(0, 10);
    await db()
      .insert(hospitalizations)
      .values({
        id: randomUUID(),
        organisationId: org.organisationId,
        clientId: org.clientId,
        memberId: stay,
        hospital: 'General',
        admitDate: new Date(now - 14 * DAY).toISOString().slice(0, 10),
        dischargeDate: discharged,
        followUpType: 'TRC',
      });

    const called = await as(t, org.supervisor).call(OPERATIONS.caseloadSummary, { query: {} });
    expect(called.status).toBe(200);
    const answer = called.body;
    const guide = answer.guides.find((row) => row.guideId === org.guide.id);
    expect(guide).toBeDefined();
    expect(guide!.members).toBeGreaterThanOrEqual(4);
    expect(guide!.teamIds.length).toBeGreaterThanOrEqual(0);
    const attempted = guide!.byStatus.find((row) => row.memberStatusId === 2);
    expect(attempted).toMatchObject({ members: 1 });
    expect(attempted!.averageDaysInStatus).toBeCloseTo(12, 0);
    // 'Quiet' (40 days) and the stay's member (20 days) are past 14 days; only 'Quiet' past 30; none past 60 but
    // members never contacted count in all three.
    expect(guide!.noContact14 - guide!.noContact30).toBe(1);
    expect(guide!.noContact30 - guide!.noContact60).toBe(1);
    expect(guide!.needsExpiring).toBe(1);
    expect(guide!.consentsExpiring).toBe(1);
    expect(guide!.hospitalFollowUps).toBe(1);

    // One guide's caseload alone; a guide may not read it.
    const one = (await as(t, org.superAdmin).call(OPERATIONS.caseloadSummary, { query: { guideId: org.guide.id } }))
      .body;
    expect(one.guides.map((row) => row.guideId)).toEqual([org.guide.id]);
    expect((await t.request(org.guide, 'GET', '/caseload/summary')).status).toBe(403);
  });
});
