import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, TEAM_MESSAGES, type PropertyError } from '../../domain/index.ts';
import { TEAM_NAME_INDEX, teams } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createInternalNumber } from './admin-teams.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('Teams Management routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('an admin adds a team with a number; it lists by name with its members counted, and the change reaches admins only', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const number = await createInternalNumber(db(), org);
    const [adminSince, guideSince] = [await changeHead(t, org.superAdmin), await changeHead(t, org.guide)];
    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createTeam, {
      body: { id, name: '  Aardvark outreach  ', clientId: org.clientId, internalPhoneNumberId: number },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id, name: 'Aardvark outreach', internalPhoneNumberId: number, memberCount: 0 });

    const listed = await admin.call(OPERATIONS.adminTeams, {});
    expect(listed.body.data[0]).toMatchObject({ id, name: 'Aardvark outreach' });
    // The factory's first team has the organisation's guides in it.
    const first = listed.body.data.find((team) => team.id === org.teamIds[0]);
    expect(first?.memberCount).toBeGreaterThan(0);

    expect((await changesSince(t, org.superAdmin, adminSince)).filter((c) => c.entity === 'team')).toEqual([
      expect.objectContaining({ id, op: 'upsert', data: expect.objectContaining({ name: 'Aardvark outreach' }) }),
    ]);
    expect((await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'team')).toEqual([]);
  });

  it('renames a team and changes its number; a name another team has, in any case, is refused and nothing changes', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const number = await createInternalNumber(db(), org);
    const [first, second] = org.teamIds;
    const renamed = await admin.call(OPERATIONS.updateTeam, {
      params: { id: first },
      body: { name: 'North side', internalPhoneNumberId: number },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'North side', internalPhoneNumberId: number });

    const clash = await admin.call(OPERATIONS.updateTeam, {
      params: { id: second },
      body: { name: 'NORTH SIDE', internalPhoneNumberId: null },
    });
    expect(clash.status).toBe(400);
    expect(errorsOf(clash.body)).toEqual([
      expect.objectContaining({ property: 'name', constraints: { refused: TEAM_MESSAGES.nameTaken } }),
    ]);
    const copy = await admin.call(OPERATIONS.createTeam, {
      body: { id: randomUUID(), name: 'north side', clientId: org.clientId, internalPhoneNumberId: null },
    });
    expect(copy.status).toBe(400);
    const [kept] = await db().select().from(teams).where(eq(teams.id, second));
    expect(kept?.name).not.toBe('NORTH SIDE');
  });

  it('admins adding one name at once: one team is made, the others are told the name is taken', async () => {
    const org = await t.organisation('Race');
    // Two tabs of one admin race as two admins do: the requests run side by side on the server.
    const [first, second] = [as(t, org.superAdmin), as(t, org.superAdmin)];
    const add = (admin: typeof first, name: string) =>
      admin.call(OPERATIONS.createTeam, {
        body: { id: randomUUID(), name, clientId: org.clientId, internalPhoneNumberId: null },
      });
    const answers = await Promise.all([
      add(first, 'Riverside'),
      add(second, 'RIVERSIDE'),
      add(first, 'riverside'),
      add(second, 'Riverside'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(errorsOf(refused.body)).toEqual([
        expect.objectContaining({ property: 'name', constraints: { refused: TEAM_MESSAGES.nameTaken } }),
      ]);
    const named = await db()
      .select()
      .from(teams)
      .where(and(eq(teams.organisationId, org.organisationId), eq(sql`lower(${teams.name})`, 'riverside')));
    expect(named).toHaveLength(1);
  });

  it('the database refuses a second team of one name in an organisation (told apart from other errors), not in another', async () => {
    const [org, other] = [await t.organisation('Index'), await t.organisation('Index elsewhere')];
    const row = (organisationId: string, clientId: string, name: string) => ({
      id: randomUUID(),
      organisationId,
      clientId,
      name,
      createdAt: new Date(),
    });
    await db()
      .insert(teams)
      .values(row(org.organisationId, org.clientId, 'Harbour'));
    const refused = await db()
      .insert(teams)
      .values(row(org.organisationId, org.clientId, 'HARBOUR'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused, TEAM_NAME_INDEX)).toBe(true);
    expect(isUniqueViolation(refused, 'some_other_idx')).toBe(false);
    const missingCustomer = await db()
      .insert(teams)
      .values(row(org.organisationId, randomUUID(), 'Elsewhere'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(missingCustomer).toBeDefined();
    expect(isUniqueViolation(missingCustomer, TEAM_NAME_INDEX)).toBe(false);
    await expect(
      db()
        .insert(teams)
        .values(row(other.organisationId, other.clientId, 'Harbour')),
    ).resolves.toBeDefined();
  });

  it('refuses an empty or overlong name with the form’s words, and writes nothing', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const before = await db().select().from(teams).where(eq(teams.organisationId, org.organisationId));
    for (const [name, message] of [
      ['   ', TEAM_MESSAGES.nameRequired],
      ['x'.repeat(101), TEAM_MESSAGES.nameTooLong],
    ] as const) {
      const answer = await admin.call(OPERATIONS.createTeam, {
        body: { id: randomUUID(), name, clientId: org.clientId, internalPhoneNumberId: null },
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(errorsOf(answer.body))).toContain(message);
    }
    expect(await db().select().from(teams).where(eq(teams.organisationId, org.organisationId))).toEqual(before);
  });

  it("another organisation's number or customer is not found, and its teams and numbers never list", async () => {
    const [org, other] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const admin = as(t, org.superAdmin);
    const foreignNumber = await createInternalNumber(db(), other);
    const withForeignNumber = await admin.call(OPERATIONS.updateTeam, {
      params: { id: org.teamIds[0] },
      body: { name: 'Borrowed line', internalPhoneNumberId: foreignNumber },
    });
    expect(withForeignNumber.status).toBe(404);
    const ids = (await admin.call(OPERATIONS.adminTeams, {})).body.data.map((team) => team.id);
    expect(ids).toEqual(expect.arrayContaining(org.teamIds));
    expect(ids).not.toContain(other.teamIds[0]);
    const numbers = (await admin.call(OPERATIONS.internalPhoneNumbers, {})).body.data.map((n) => n.id);
    expect(numbers).not.toContain(String(foreignNumber));
  });
});
