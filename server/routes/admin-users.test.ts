import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, OPERATIONS, type BodyOf, type PropertyError } from '../../domain/index.ts';
import { users } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStaffUser } from './admin-users.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;
const messageOf = (body: unknown) => (body as { userMessage?: string }).userMessage;

const team = (teamId: string, isPrimary: boolean) => ({
  teamId,
  isPrimary,
  isManager: false,
  startDate: null,
  endDate: null,
});

const form = (teamIds: string[] = []) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  role: 'GUIDE' as const,
  timeZone: 'America/Denver' as const,
  mobilePhone: '(312) 555-0142',
  teams: teamIds.map((id, i) => team(id, i === 0)),
  clientAuditors: [],
  hasAppAccess: true,
});

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('User Administration routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('an admin creates a guide with a resourcing number and a team; admins hear of it, guides hear only the summary', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const offered = await admin.call(OPERATIONS.availableResourcingNumbers, { query: { baseNumber: '312' } });
    expect(offered.body.data[0]).toBe('+13125550100');
    const [adminSince, guideSince] = [await changeHead(t, org.superAdmin), await changeHead(t, org.guide)];
    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createAdminUser, {
      body: { id, email: '  Ana.Lopez@Example.org ', resourceNumber: '312', ...form([org.teamIds[0]]) },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      id,
      email: 'ana.lopez@example.org',
      role: 'GUIDE',
      mobilePhone: '+13125550142',
      resourcingNumber: '+13125550100',
      hasAppAccess: true,
      teams: [{ teamId: org.teamIds[0], role: 'MEMBER', isManager: false }],
      lastSignInAt: null,
    });
    // The number is taken now: the next offer starts after it.
    const next = await admin.call(OPERATIONS.availableResourcingNumbers, { query: { baseNumber: '312' } });
    expect(next.body.data[0]).toBe('+13125550101');
    const listed = await admin.call(OPERATIONS.adminUsers, {});
    expect(listed.body.data.map((u) => u.id)).toContain(id);
    expect(listed.body.data.map((u) => u.id)).not.toContain(org.member.id);

    const adminKinds = (await changesSince(t, org.superAdmin, adminSince)).map((c) => `${c.entity}:${c.id}`);
    expect(adminKinds).toEqual(expect.arrayContaining([`adminUser:${id}`, `user:${id}`, `team:${org.teamIds[0]}`]));
    const guideKinds = (await changesSince(t, org.guide, guideSince)).map((c) => c.entity);
    expect(guideKinds).toContain('user');
    expect(guideKinds).not.toContain('adminUser');
  });

  it('refuses the spec’s broken rules on their fields, and writes nothing', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const before = await db().select().from(users).where(eq(users.organisationId, org.organisationId));
    const create = (body: object) =>
      admin.call(OPERATIONS.createAdminUser, {
        body: {
          id: randomUUID(),
          email: `x-${randomUUID().slice(0, 6)}@example.org`,
          resourceNumber: '312',
          ...form(),
          ...body,
        } as BodyOf<typeof OPERATIONS.createAdminUser>,
      });
    const cases = [
      [{ teams: [team(org.teamIds[0], true), team(org.teamIds[1], true)] }, 'teams', ADMIN_USER_MESSAGES.oneMemberTeam],
      [{ resourceNumber: '31' }, 'resourceNumber', ADMIN_USER_MESSAGES.resourcingNumber],
      [{ resourceNumber: null }, 'resourceNumber', ADMIN_USER_MESSAGES.resourcingNumber],
      [{ resourceNumber: '911' }, 'resourceNumber', ADMIN_USER_MESSAGES.noAvailableNumber],
      [{ email: org.guide.email }, 'email', ADMIN_USER_MESSAGES.emailTaken],
      [{ role: 'ADMIN' as const }, 'role', ADMIN_USER_MESSAGES.roleNotAssignable],
      [
        { clientAuditors: [{ clientId: org.clientId, startDate: null, endDate: null }] },
        'clientAuditors',
        ADMIN_USER_MESSAGES.auditorsOnlyForSupervisors,
      ],
    ] as const;
    for (const [body, property, message] of cases) {
      const answer = await create(body);
      expect(answer.status, property).toBe(400);
      expect(JSON.stringify(errorsOf(answer.body)), property).toContain(message);
      expect(errorsOf(answer.body)[0]?.property).toBe(property);
    }
    // The e-mail is not edited on an existing user: the update's contract has no such key.
    const withEmail = await admin.call(OPERATIONS.updateAdminUser, {
      params: { userId: org.guide.id },
      body: { ...form(), email: 'new@example.org' } as never,
    });
    expect(withEmail.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.organisationId, org.organisationId))).toEqual(before);
  });

  it('only a super admin changes app access; an admin cannot make an admin of a guide or demote an admin', async () => {
    const org = await t.organisation('Alpha');
    const plainAdmin = await createStaffUser(db(), org, 'ADMIN', 'Plain');
    const admin = as(t, plainAdmin);
    const guide = await createStaffUser(db(), org, 'GUIDE');
    const lock = await admin.call(OPERATIONS.updateAdminUser, {
      params: { userId: guide.id },
      body: { ...form(), hasAppAccess: false },
    });
    expect(lock.status).toBe(400);
    expect(errorsOf(lock.body)).toEqual([
      expect.objectContaining({
        property: 'hasAppAccess',
        constraints: { refused: ADMIN_USER_MESSAGES.appAccessSuperAdminOnly },
      }),
    ]);
    const promote = await admin.call(OPERATIONS.updateAdminUser, {
      params: { userId: guide.id },
      body: { ...form(), role: 'ADMIN' },
    });
    expect(errorsOf(promote.body)[0]?.constraints).toEqual({ refused: ADMIN_USER_MESSAGES.roleNotAssignable });
    const demote = await admin.call(OPERATIONS.updateAdminUser, {
      params: { userId: org.superAdmin.id },
      body: { ...form(), role: 'GUIDE' },
    });
    expect(errorsOf(demote.body)[0]?.constraints).toEqual({ refused: ADMIN_USER_MESSAGES.roleLocked });

    // The super admin may: the guide loses access, their next call is refused.
    const locked = await as(t, org.superAdmin).call(OPERATIONS.updateAdminUser, {
      params: { userId: guide.id },
      body: { ...form(), hasAppAccess: false },
    });
    expect(locked.body).toMatchObject({ hasAppAccess: false, firstName: 'Ana' });
    expect((await as(t, guide).call(OPERATIONS.memberStatuses, {})).status).toBe(403);
  });

  it('refuses a change that leaves the organisation without an active administrator', async () => {
    const org = await t.organisation('Alpha');
    const root = as(t, org.superAdmin);
    const lockSelf = await root.call(OPERATIONS.updateAdminUser, {
      params: { userId: org.superAdmin.id },
      body: { ...form(), role: 'SUPER_ADMIN', hasAppAccess: false },
    });
    expect(lockSelf.status).toBe(400);
    expect(messageOf(lockSelf.body)).toBe(ADMIN_USER_MESSAGES.lastAdministrator);
    const deleteSelf = await root.call(OPERATIONS.deleteAdminUser, { params: { userId: org.superAdmin.id } });
    expect(deleteSelf.status).toBe(400);
    const [kept] = await db().select().from(users).where(eq(users.id, org.superAdmin.id));
    expect(kept).toMatchObject({ isDeleted: false, hasAppAccess: true, firstName: 'Root' });

    // With a second administrator, the first may go.
    await createStaffUser(db(), org, 'ADMIN', 'Second');
    expect((await root.call(OPERATIONS.deleteAdminUser, { params: { userId: org.superAdmin.id } })).status).toBe(200);
  });

  it('deletes a user: they leave the list and their teams, and can no longer sign in', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const since = await changeHead(t, org.superAdmin);
    const gone = await admin.call(OPERATIONS.deleteAdminUser, { params: { userId: org.guide.id } });
    expect(gone.status).toBe(200);
    const ids = (await admin.call(OPERATIONS.adminUsers, {})).body.data.map((u) => u.id);
    expect(ids).not.toContain(org.guide.id);
    const changes = await changesSince(t, org.superAdmin, since);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'adminUser', id: org.guide.id, op: 'delete' }),
        expect.objectContaining({ entity: 'team', id: org.teamIds[0] }),
      ]),
    );
    expect((await as(t, org.guide).call(OPERATIONS.verify, {})).status).toBe(401);
  });

  it("another organisation's user, team or customer is not found, and its users never list", async () => {
    const [org, other] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const admin = as(t, org.superAdmin);
    const edit = await admin.call(OPERATIONS.updateAdminUser, { params: { userId: other.guide.id }, body: form() });
    expect(edit.status).toBe(404);
    const withForeignTeam = await admin.call(OPERATIONS.updateAdminUser, {
      params: { userId: org.guide.id },
      body: form([other.teamIds[0]]),
    });
    expect(withForeignTeam.status).toBe(404);
    const supervisorWithForeignCustomer = await admin.call(OPERATIONS.updateAdminUser, {
      params: { userId: org.supervisor.id },
      body: {
        ...form(),
        role: 'GUIDE_SUPERVISOR',
        clientAuditors: [{ clientId: other.clientId, startDate: null, endDate: null }],
      },
    });
    expect(supervisorWithForeignCustomer.status).toBe(404);
    expect((await admin.call(OPERATIONS.deleteAdminUser, { params: { userId: other.guide.id } })).status).toBe(404);
    const ids = (await admin.call(OPERATIONS.adminUsers, {})).body.data.map((u) => u.id);
    expect(ids).toContain(org.guide.id);
    expect(ids).not.toContain(other.guide.id);
  });
});
