import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, OPERATIONS, USER_IMPORT_MESSAGES } from '../../domain/index.ts';
import { teamMemberships, users } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { importRow, teamNameOf } from './admin-users-import.scenarios.ts';
import { createStaffUser } from './admin-users.scenarios.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('User Administration CSV import on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  const staffOf = (organisationId: string) =>
    db()
      .select()
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.role, 'PROVIDER')));
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it("a dry run lists each row's errors by the create's rules and writes nothing; the import creates the valid rows", async () => {
    const org = await t.organisation('Import');
    const admin = as(t, org.superAdmin);
    const [north, south] = [await teamNameOf(db(), org.teamIds[0]), await teamNameOf(db(), org.teamIds[1])];
    const taken = await createStaffUser(db(), org, 'PROVIDER');
    const good = importRow([north.toUpperCase(), south]);
    const rows = [
      good,
      importRow([], { firstName: ' ', email: 'not-an-email' }),
      importRow(['No such team'], { email: taken.email }),
      importRow([], { role: 'GUIDE' }), // a guide needs a resourcing number
      importRow([], { role: 'ADMIN' }),
      // The same e-mail twice in one file: the second is refused, as a second create would be.
      importRow([], { email: good.email }),
    ];
    const before = (await staffOf(org.organisationId)).length;
    const since = await changeHead(t, org.superAdmin);

    const dry = await admin.call(OPERATIONS.importAdminUsers, { body: { id: randomUUID(), dryRun: true, rows } });
    expect(dry.status).toBe(200);
    const messages = dry.body.results.map((r) => r.errors.map((e) => `${e.property}: ${e.message}`));
    expect(dry.body.results.map((r) => r.status)).toEqual([
      'ready',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(messages[1]?.sort()).toEqual([
      `email: ${ADMIN_USER_MESSAGES.emailInvalid}`,
      `firstName: ${ADMIN_USER_MESSAGES.firstNameRequired}`,
    ]);
    expect(messages[2]).toEqual([`teams: ${USER_IMPORT_MESSAGES.teamUnknown}`]);
    expect(messages[3]).toEqual([`resourceNumber: ${ADMIN_USER_MESSAGES.resourcingNumber}`]);
    expect(messages[4]).toEqual([`role: ${ADMIN_USER_MESSAGES.roleNotAssignable}`]);
    expect(messages[5]).toEqual([`email: ${ADMIN_USER_MESSAGES.emailTaken}`]);
    expect(dry.body).toMatchObject({ dryRun: true, readyCount: 1, createdCount: 0, invalidCount: 5 });
    // Nothing written: no user, and no change but the admin's own outcome.
    expect((await staffOf(org.organisationId)).length).toBe(before);
    expect((await changesSince(t, org.superAdmin, since)).map((c) => c.entity)).toEqual(['adminUserImport']);

    const fixed = [good, importRow([], { role: 'GUIDE', resourceNumber: '312' })];
    const done = await admin.call(OPERATIONS.importAdminUsers, {
      body: { id: randomUUID(), dryRun: false, rows: fixed },
    });
    expect(done.body).toMatchObject({ dryRun: false, readyCount: 0, createdCount: 2, invalidCount: 0 });
    const [made] = await db().select().from(users).where(eq(users.loginEmail, good.email));
    expect(made).toMatchObject({ organisationId: org.organisationId, role: 'PROVIDER', firstName: 'Imported' });
    expect(done.body.results[0]!.userId).toBe(made!.id);
    // The first team named is the MEMBER team, the others are viewed.
    const memberships = await db().select().from(teamMemberships).where(eq(teamMemberships.userId, made!.id));
    expect(memberships.map((m) => [m.teamId, m.role]).sort()).toEqual(
      [
        [org.teamIds[0], 'MEMBER'],
        [org.teamIds[1], 'VIEWER'],
      ].sort(),
    );
    const guide = done.body.results[1]!;
    const [guideRow] = await db().select().from(users).where(eq(users.id, guide.userId!));
    expect(guideRow?.resourcingNumber).toMatch(/^\+1312555/);
    const heard = await changesSince(t, org.superAdmin, since);
    expect(
      heard
        .filter((c) => c.entity === 'adminUser')
        .map((c) => c.id)
        .sort(),
    ).toEqual([made!.id, guide.userId].sort());
    expect(heard.at(-1)).toMatchObject({ entity: 'adminUserImport', id: done.body.id });
  });

  it('creates the valid rows and reports the others when importing a file with a bad row', async () => {
    const org = await t.organisation('Partial');
    const rows = [importRow(), importRow([], { lastName: '' }), importRow()];
    const done = await as(t, org.superAdmin).call(OPERATIONS.importAdminUsers, {
      body: { id: randomUUID(), dryRun: false, rows },
    });
    expect(done.body.results.map((r) => r.status)).toEqual(['created', 'invalid', 'created']);
    expect((await staffOf(org.organisationId)).map((u) => u.loginEmail).sort()).toEqual(
      [rows[0]!.email, rows[2]!.email].sort(),
    );
  });

  it('refuses more than 1,000 rows, and anyone but an admin', async () => {
    const org = await t.organisation('Bounded');
    const many = Array.from({ length: 1001 }, () => importRow());
    const refused = await as(t, org.superAdmin).call(OPERATIONS.importAdminUsers, {
      body: { id: randomUUID(), dryRun: true, rows: many },
    });
    expect(refused.status).toBe(400);
    // The input guard refuses it before the schema does (the dialog says USER_IMPORT_MESSAGES.tooManyRows first).
    expect(JSON.stringify(refused.body)).toContain('"property":"rows"');
    const guide = await as(t, org.guide).call(OPERATIONS.importAdminUsers, {
      body: { id: randomUUID(), dryRun: false, rows: [importRow()] },
    });
    expect(guide.status).toBe(403);
    expect((await staffOf(org.organisationId)).length).toBe(0);
  });
});
