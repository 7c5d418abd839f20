import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type PropertyError } from '../../domain/index.ts';
import { auditTrail, clientMarketNumbers, clients, teamMemberships, users } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation, TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createInternalNumber } from './admin-teams.scenarios.ts';
import { customerBody } from './admin-customers.scenarios.ts';

const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('Customers routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  /** An ADMIN (not a super admin) of the organisation: the factory makes only a SUPER_ADMIN. */
  async function adminOf(org: TestOrganisation): Promise<TestUser> {
    const id = randomUUID();
    const email = `admin-${id.slice(0, 8)}@test.example`;
    await db().insert(users).values({
      id,
      organisationId: org.organisationId,
      clientId: org.clientId,
      role: 'ADMIN',
      firstName: 'Ada',
      lastName: 'Admin',
      loginEmail: email,
      authSubject: id,
      hasAppAccess: true,
    });
    return { id, email };
  }
  const customerRow = async (id: string) => (await db().select().from(clients).where(eq(clients.id, id)))[0];
  const auditOf = (org: TestOrganisation, operation: string) =>
    db()
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.organisationId, org.organisationId), eq(auditTrail.operation, operation)));

  it('an ADMIN adds a customer; it lists with its numbers and terms, admins hear of it, guides do not, and it is audited', async () => {
    const org = await t.organisation('Alpha');
    const admin = await adminOf(org);
    const body = await customerBody(db(), org);
    const [adminSince, guideSince] = [await changeHead(t, org.superAdmin), await changeHead(t, org.guide)];
    const made = await as(t, admin).call(OPERATIONS.createCustomer, {
      body: { ...body, name: '  Aardvark Health  ', chwInitialMinutes: 45 },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      id: body.id,
      name: 'Aardvark Health',
      chwInitialMinutes: 45,
      chwAddOnMinutes: 30,
      clientMarketNumbers: body.clientMarketNumbers,
      terms: [],
    });
    // The first market number is the customer's main one, which the guides' portal shows.
    expect((await customerRow(body.id))?.internalPhoneNumberId).toBe(body.clientMarketNumbers[0]!.id);

    const listed = await as(t, admin).call(OPERATIONS.adminCustomers, { query: { includeConsents: 'true' } });
    expect(listed.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([body.id, org.clientId]));

    expect((await changesSince(t, org.superAdmin, adminSince)).filter((c) => c.entity === 'customer')).toEqual([
      expect.objectContaining({
        id: body.id,
        op: 'upsert',
        data: expect.objectContaining({ name: 'Aardvark Health' }),
      }),
    ]);
    expect((await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'customer')).toEqual([]);
    await expect.poll(async () => (await auditOf(org, 'createCustomer')).map((e) => e.userId)).toEqual([admin.id]);
  });

  it('an update writes only the fields it carries and records the change; the other block stays as it was', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const before = await customerRow(org.clientId);
    const since = await changeHead(t, org.superAdmin);
    const saved = await admin.call(OPERATIONS.updateCustomer, {
      params: { id: org.clientId },
      body: { chwInitialMinutes: 90, chwAddOnMinutes: 20 },
    });
    expect(saved.status).toBe(200);
    const after = await customerRow(org.clientId);
    expect(after).toMatchObject({ chwInitialMinutes: 90, chwAddOnMinutes: 20 });
    expect(after).toMatchObject({ name: before!.name, displayName: before!.displayName, website: before!.website });
    expect((await changesSince(t, org.superAdmin, since)).filter((c) => c.entity === 'customer')).toEqual([
      expect.objectContaining({ id: org.clientId, data: expect.objectContaining({ chwInitialMinutes: 90 }) }),
    ]);
    await expect.poll(async () => (await auditOf(org, 'updateCustomer')).length).toBe(1);

    // Numbers are replaced whole; the first feedback number becomes the customer's feedback number.
    const feedback = await createInternalNumber(db(), org);
    await admin.call(OPERATIONS.updateCustomer, {
      params: { id: org.clientId },
      body: { clientMarketNumbers: [{ id: feedback, type: 'feedbackNumber' }] },
    });
    expect(await db().select().from(clientMarketNumbers).where(eq(clientMarketNumbers.clientId, org.clientId))).toEqual(
      [expect.objectContaining({ internalPhoneNumberId: feedback, type: 'feedbackNumber' })],
    );
    expect(await customerRow(org.clientId)).toMatchObject({ feedbackNumberId: feedback, internalPhoneNumberId: null });
  });

  it('a refused body (undeclared key, blank name, threshold out of range) writes nothing and records no change', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const body = await customerBody(db(), org);
    const since = await changeHead(t, org.superAdmin);
    const sneaky = await t.request(org.superAdmin, 'POST', '/clients', {
      body: { ...body, organisationId: randomUUID() },
    });
    expect(sneaky.status).toBe(400);
    const blank = await admin.call(OPERATIONS.createCustomer, { body: { ...body, name: '   ' } });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank.body).map((e) => e.property)).toContain('name');
    const tooMany = await admin.call(OPERATIONS.updateCustomer, {
      params: { id: org.clientId },
      body: { chwAddOnMinutes: 100_000 },
    });
    expect(tooMany.status).toBe(400);
    expect(await customerRow(body.id)).toBeUndefined();
    expect((await customerRow(org.clientId))?.chwAddOnMinutes).toBe(30);
    expect((await changesSince(t, org.superAdmin, since)).filter((c) => c.entity === 'customer')).toEqual([]);
  });

  it('guides and supervisors are refused; an ADMIN and a SUPER_ADMIN may read and write', async () => {
    const org = await t.organisation('Alpha');
    for (const user of [org.guide, org.supervisor]) {
      expect((await as(t, user).call(OPERATIONS.adminCustomers, { query: {} })).status).toBe(403);
      const refused = await as(t, user).call(OPERATIONS.updateCustomer, {
        params: { id: org.clientId },
        body: { displayName: 'Taken over' },
      });
      expect(refused.status).toBe(403);
    }
    expect((await customerRow(org.clientId))?.displayName).not.toBe('Taken over');
    for (const user of [await adminOf(org), org.superAdmin]) {
      expect((await as(t, user).call(OPERATIONS.customerDetails, { params: { id: org.clientId } })).status).toBe(200);
      const saved = await as(t, user).call(OPERATIONS.updateCustomer, {
        params: { id: org.clientId },
        body: { displayName: `By ${user.id.slice(0, 4)}` },
      });
      expect(saved.status).toBe(200);
    }
  });

  it("another organisation's customer or number is not found, and nothing of it changes", async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const admin = as(t, org.superAdmin);
    expect((await admin.call(OPERATIONS.customerDetails, { params: { id: other.clientId } })).status).toBe(404);
    const update = await admin.call(OPERATIONS.updateCustomer, {
      params: { id: other.clientId },
      body: { name: 'Mine now' },
    });
    expect(update.status).toBe(404);
    expect((await customerRow(other.clientId))?.name).not.toBe('Mine now');
    const foreignNumber = await createInternalNumber(db(), other);
    const body = {
      ...(await customerBody(db(), org)),
      clientMarketNumbers: [{ id: foreignNumber, type: 'phoneNumber' as const }],
    };
    expect((await admin.call(OPERATIONS.createCustomer, { body })).status).toBe(404);
    expect(await customerRow(body.id)).toBeUndefined();
    const listed = await admin.call(OPERATIONS.adminCustomers, { query: {} });
    expect(listed.body.data.map((c) => c.id)).not.toContain(other.clientId);
  });

  it("the details list the customer's teams with their users and who manages them", async () => {
    const org = await t.organisation('Alpha');
    const [team] = org.teamIds;
    await db()
      .update(teamMemberships)
      .set({ isLead: true })
      .where(and(eq(teamMemberships.teamId, team), eq(teamMemberships.userId, org.guide.id)));
    const details = await as(t, org.superAdmin).call(OPERATIONS.customerDetails, { params: { id: org.clientId } });
    expect(details.status).toBe(200);
    const first = details.body.teams.find((x) => x.id === team);
    expect(first?.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: org.guide.id, isManager: true })]),
    );
    expect(details.body.teams.every((x) => x.id !== org.teamIds[1])).toBe(true);
  });
});
