import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('the audit trail examiner view on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('is for holders of CAN_ACCESS_ADMIN_TOOLS only: 403 for a guide and a supervisor', async () => {
    const org = await t.organisation('Alpha');
    for (const user of [org.guide, org.supervisor]) {
      expect((await t.request(user, 'GET', '/admin/audit-trail')).status).toBe(403);
      expect((await t.request(user, 'GET', '/admin/audit-trail/verify')).status).toBe(403);
    }
    expect((await t.request(org.superAdmin, 'GET', '/admin/audit-trail')).status).toBe(200);
  });

  it("answers the entries about a member, newest first, with staff names and no member's information", async () => {
    const org = await t.organisation('Alpha');
    const other = await createMemberOf(db(), org);
    await t.request(org.guide, 'GET', `/users/${org.member.id}`);
    await t.request(org.guide, 'GET', `/users/${other}`);
    await t.request(org.superAdmin, 'GET', `/users/${org.member.id}/status-events`, { as: org.guide.id });
    const res = await t.request(org.superAdmin, 'GET', `/admin/audit-trail?memberId=${org.member.id}`);
    expect(res.status).toBe(200);
    expect(OPERATIONS.auditTrail.response.allows(res.body)).toBe(true);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((e: { operation: string }) => e.operation)).toEqual(['memberStatusEvents', 'getUser']);
    expect(res.body.data[0]).toMatchObject({
      userId: org.superAdmin.id,
      userName: 'Root Tester',
      actingAsUserId: org.guide.id,
      actingAsUserName: 'Guide Tester',
      memberIds: [org.member.id],
      statusCode: 200,
      outcome: 'allowed',
    });
    expect(JSON.stringify(res.body)).not.toContain('Member Alpha');
    // The examiner's own look-up is in the trail too.
    const again = await t.request(
      org.superAdmin,
      'GET',
      `/admin/audit-trail?memberId=${org.member.id}&operation=auditTrail`,
    );
    expect(again.body.data).toHaveLength(1);
    expect(again.body.data[0]).toMatchObject({
      userId: org.superAdmin.id,
      operation: 'auditTrail',
      memberIds: [org.member.id],
    });
  });

  it('filters by user (who, or whom they acted as), operation and time, and pages with the count', async () => {
    const org = await t.organisation('Alpha');
    for (let i = 0; i < 3; i += 1) await t.request(org.guide, 'GET', `/users/${org.member.id}`);
    await t.request(org.supervisor, 'GET', `/users/${org.member.id}/status-events`);
    await t.request(org.superAdmin, 'GET', `/users/${org.member.id}`, { as: org.guide.id });
    const query = async (q: string) =>
      (await t.request(org.superAdmin, 'GET', `/admin/audit-trail?${q}`)).body as {
        data: { seq: number; operation: string; userId: string }[];
        count: number;
      };
    expect((await query(`userId=${org.guide.id}`)).count).toBe(4);
    expect((await query(`userId=${org.supervisor.id}`)).data.map((e) => e.operation)).toEqual(['memberStatusEvents']);
    expect((await query('operation=getUser')).count).toBe(4);
    const page = await query('operation=getUser&page-size=3&page-start=3');
    expect(page).toMatchObject({ count: 4 });
    expect(page.data.map((e) => e.seq)).toEqual([1]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await query(`from=${future}`)).count).toBe(0);
    expect((await query(`to=${future}&operation=getUser`)).count).toBe(4);
    expect((await query(`to=${new Date(Date.now() - 3_600_000).toISOString()}`)).count).toBe(0);
  });

  it('refuses filters that are not ids, names or instants (400)', async () => {
    const org = await t.organisation('Alpha');
    for (const q of ['memberId=Zebulon', 'operation=get%20User', 'from=yesterday', 'page-size=501']) {
      expect((await t.request(org.superAdmin, 'GET', `/admin/audit-trail?${q}`)).status, q).toBe(400);
    }
  });

  it("never shows another organisation's entries, whatever the filters name", async () => {
    const home = await t.organisation('Home');
    const foreign = await t.organisation('Foreign');
    await t.request(foreign.guide, 'GET', `/users/${foreign.member.id}`);
    for (const q of [`memberId=${foreign.member.id}`, `userId=${foreign.guide.id}`, 'operation=getUser']) {
      const res = await t.request(home.superAdmin, 'GET', `/admin/audit-trail?${q}`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body.data)).not.toContain(foreign.member.id);
      expect(JSON.stringify(res.body.data)).not.toContain(foreign.guide.id);
    }
  });

  it("verifies the organisation's chain, and names the first broken entry", async () => {
    const org = await t.organisation('Alpha');
    for (let i = 0; i < 3; i += 1) await t.request(org.guide, 'GET', `/users/${org.member.id}`);
    expect((await t.request(org.superAdmin, 'GET', '/admin/audit-trail/verify')).body).toEqual({
      checked: 3,
      broken: null,
    });
    await db().execute(sql`alter table audit_trail disable trigger audit_trail_append_only`);
    try {
      await db().execute(
        sql`update audit_trail set user_id = ${org.otherGuide.id} where organisation_id = ${org.organisationId} and seq = 2`,
      );
    } finally {
      await db().execute(sql`alter table audit_trail enable trigger audit_trail_append_only`);
    }
    expect((await t.request(org.superAdmin, 'GET', '/admin/audit-trail/verify')).body).toEqual({
      checked: 2,
      broken: { seq: 2, reason: 'hash' },
    });
  });
});
