import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import type { TestTenant } from '../testing/factories.ts';
import { startWithTwoTenants, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)('users routes on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    ({ t, tenant, other } = await startWithTwoTenants(dialect));
  });
  afterAll(() => t?.close());

  it('verify returns the acting user, clients and catalogues', async () => {
    const res = await t.request(tenant.guide, 'GET', '/users/user/verify');
    expect(res.status).toBe(200);
    expect(res.body.authenticated).toBe(true);
    expect(res.body.user).toMatchObject({ id: tenant.guide.id, role: 'GUIDE', hasAppAccess: true, clientId: tenant.clientId });
    expect(res.body.user.userPermissions).toContain('CAN_VIEW_CASELOAD');
    expect(res.body.user.featureFlags).toEqual(['needs-call']);
    expect(res.body.clients.map((c: { id: string }) => c.id)).toEqual([tenant.clientId]);
    expect(res.body.memberStatuses.map((s: { key: string }) => s.key)).toContain('newly-engaged');
    expect(res.body.voiceCallOutcomes.map((o: { key: string }) => o.key)).toEqual(['engaged', 'answered', 'another-person', 'other']);
    expect(res.body.visitOutcomes.map((o: { key: string }) => o.key)).toContain('wrong-address');
    expect(res.body.user.administeredClientIds).toEqual([]);
    const admin = await t.request(tenant.superAdmin, 'GET', '/users/user/verify');
    expect(admin.body.user.administeredClientIds).toEqual([tenant.clientId]);
  });

  it('verify tells a user without app access so, and every other route refuses them', async () => {
    const verify = await t.request(tenant.noAccess, 'GET', '/users/user/verify');
    expect(verify.status).toBe(200);
    expect(verify.body.user.hasAppAccess).toBe(false);
    const team = await t.request(tenant.noAccess, 'GET', '/users/team');
    expect(team.status).toBe(403);
  });

  it('team lists the tenant guides sorted by name, never another tenant', async () => {
    const res = await t.request(tenant.guide, 'GET', '/users/team?allViewable=true');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((g: { guideId: string }) => g.guideId);
    expect(ids).toEqual(expect.arrayContaining([tenant.guide.id, tenant.otherGuide.id, tenant.supervisor.id]));
    expect(ids).not.toContain(other.guide.id);
    const names = res.body.data.map((g: { guideName: string }) => g.guideName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('member statuses come from the catalogue', async () => {
    const res = await t.request(tenant.guide, 'GET', '/users/member-statuses');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(22);
  });

  it('teams and hierarchy answer for the tenant', async () => {
    expect((await t.request(tenant.guide, 'GET', '/users/teams')).body).toEqual({ data: [] });
    expect((await t.request(tenant.guide, 'GET', '/users/hierarchy')).body).toEqual({ teams: [] });
  });

  it("another tenant's member or guide answers 404, exactly like a missing one", async () => {
    const mine = await t.request(tenant.guide, 'GET', `/users/${tenant.member.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: tenant.member.id, assignedGuideId: tenant.guide.id });
    const theirs = await t.request(tenant.guide, 'GET', `/users/${other.member.id}`);
    const missing = await t.request(tenant.guide, 'GET', '/users/00000000-0000-4000-8000-00000000dead');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body.message).toBe(missing.body.message);
    expect((await t.request(tenant.guide, 'GET', `/users/${other.guide.id}/todos`)).status).toBe(404);
  });

  it('impersonation needs CAN_IMPERSONATE_USERS and stays inside the tenant', async () => {
    const asGuide = await t.request(tenant.superAdmin, 'GET', '/users/user/verify', { as: tenant.guide.id });
    expect(asGuide.status).toBe(200);
    expect(asGuide.body.user).toMatchObject({ id: tenant.guide.id, impersonatedUserId: tenant.guide.id, realUserId: tenant.superAdmin.id, realUserName: 'Root Tester' });
    expect((await t.request(tenant.guide, 'GET', '/users/user/verify', { as: tenant.otherGuide.id })).status).toBe(403);
    expect((await t.request(tenant.superAdmin, 'GET', '/users/user/verify', { as: other.guide.id })).status).toBe(404);
  });
});
