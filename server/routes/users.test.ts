import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startWithTwoOrganisations, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)('users routes on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  let other: TestOrganisation;

  beforeAll(async () => {
    ({ t, tenant, other } = await startWithTwoOrganisations(dialect));
  });
  afterAll(() => t?.close());

  it('verify returns the acting user, clients and catalogues', async () => {
    const res = await t.request(tenant.guide, 'GET', '/users/user/verify');
    expect(res.status).toBe(200);
    expect(res.body.authenticated).toBe(true);
    expect(res.body.user).toMatchObject({
      id: tenant.guide.id,
      role: 'GUIDE',
      hasAppAccess: true,
      clientId: tenant.clientId,
    });
    expect(res.body.user.userPermissions).toContain('CAN_VIEW_CASELOAD');
    expect(res.body.user.featureFlags).toEqual(['needs-call']);
    // Every customer of the organisation, with the customer's fields (spec part 3 section 3).
    expect(res.body.clients.map((c: { id: string }) => c.id)).toEqual([tenant.clientId, tenant.otherClientId]);
    const plan = res.body.clients.find((c: { id: string }) => c.id === tenant.clientId);
    expect(plan).toMatchObject({
      name: expect.any(String),
      displayName: 'Alpha Plan',
      medicalCenterId: 'MC-1',
      teamIds: [tenant.teamIds[0]],
      terms: [],
      clientMarketNumbers: [],
    });
    expect(res.body.clients.find((c: { id: string }) => c.id === tenant.otherClientId)).toMatchObject({
      medicalCenterId: null,
      teamIds: [tenant.teamIds[1]],
    });
    expect(res.body.user.organisationId).toBe(tenant.organisationId);
    expect(res.body.memberStatuses.map((s: { key: string }) => s.key)).toContain('newly-engaged');
    expect(res.body.voiceCallOutcomes.map((o: { key: string }) => o.key)).toEqual([
      'engaged',
      'answered',
      'another-person',
      'other',
    ]);
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

  it('team lists the organisation guides sorted by name, never another organisation', async () => {
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

  it("teams and hierarchy list every customer's teams of the organisation, never another's", async () => {
    const teams = (await t.request(tenant.guide, 'GET', '/users/teams')).body.data as {
      id: string;
      clientId: string;
      userIds: string[];
    }[];
    expect(teams.map((team) => team.id).sort()).toEqual([...tenant.teamIds].sort());
    expect(teams.find((team) => team.id === tenant.teamIds[1])).toMatchObject({
      clientId: tenant.otherClientId,
      userIds: [tenant.otherGuide.id],
    });
    const hierarchy = (await t.request(tenant.guide, 'GET', '/users/hierarchy')).body.teams as { id: string }[];
    expect(hierarchy.map((team) => team.id).sort()).toEqual([...tenant.teamIds].sort());
    expect(hierarchy.map((team) => team.id)).not.toContain(other.teamIds[0]);
  });

  it('team (my teams) lists the guides of my teams only', async () => {
    const res = await t.request(tenant.guide, 'GET', '/users/team');
    expect(res.body.data.map((g: { guideId: string }) => g.guideId).sort()).toEqual(
      [tenant.guide.id, tenant.supervisor.id].sort(),
    );
  });

  it('impersonation needs CAN_IMPERSONATE_USERS and stays inside the organisation', async () => {
    const asGuide = await t.request(tenant.superAdmin, 'GET', '/users/user/verify', { as: tenant.guide.id });
    expect(asGuide.status).toBe(200);
    expect(asGuide.body.user).toMatchObject({
      id: tenant.guide.id,
      impersonatedUserId: tenant.guide.id,
      realUserId: tenant.superAdmin.id,
      realUserName: 'Root Tester',
    });
    expect((await t.request(tenant.guide, 'GET', '/users/user/verify', { as: tenant.otherGuide.id })).status).toBe(403);
    expect((await t.request(tenant.superAdmin, 'GET', '/users/user/verify', { as: other.guide.id })).status).toBe(404);
  });
});
