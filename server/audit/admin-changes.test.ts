import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CHANGE_LIMITS, OPERATIONS, type AuditChange } from '../../domain/index.ts';
import { auditTrail } from '../db/schema/index.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { customerTermFields } from '../routes/admin-customer-terms.scenarios.ts';
import { diffObjects } from './admin-changes.ts';
import { verifyOrganisationChain } from './verify.ts';
import { recordBaselines } from './baselines.ts';
import { seedDemoOrganisation } from '../seed/generate.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION } from '../seed/fixtures.ts';

describe('comparing an administered object before and after', () => {
  it('names each changed field by its path, lists of objects by their ids, and leaves clocks and the id out', () => {
    const before = {
      id: 'c1',
      name: 'Lakeside',
      website: null,
      updatedAt: '2026-01-01',
      teams: [{ id: 't1', name: 'North' }],
      tags: ['a'],
    };
    const after = {
      id: 'c1',
      name: 'Lakeside Health',
      website: 'https://x',
      updatedAt: '2026-02-02',
      teams: [
        { id: 't1', name: 'North' },
        { id: 't2', name: 'South' },
      ],
      tags: ['a', 'b'],
    };
    expect(diffObjects(before, after)).toEqual([
      { name: 'name', before: 'Lakeside', after: 'Lakeside Health' },
      { name: 'website', before: null, after: 'https://x' },
      { name: 'teams.t2.id', before: null, after: 't2' },
      { name: 'teams.t2.name', before: null, after: 'South' },
      { name: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(diffObjects(after, after)).toEqual([]);
  });

  it('cuts long values and caps the fields of one object', () => {
    const long = 'x'.repeat(AUDIT_CHANGE_LIMITS.value + 50);
    expect(diffObjects({ text: '' }, { text: long })[0]!.after).toHaveLength(AUDIT_CHANGE_LIMITS.value);
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, i]));
    const fields = diffObjects({}, many);
    expect(fields).toHaveLength(AUDIT_CHANGE_LIMITS.fieldsPerObject);
    expect(fields.at(-1)).toEqual({
      name: '…',
      before: null,
      after: `${100 - AUDIT_CHANGE_LIMITS.fieldsPerObject + 1} more`,
    });
  });
});

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('admin writes in the audit trail on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const entries = (org: TestOrganisation, operation: string) =>
    t.testDb.database.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.organisationId, org.organisationId))
      .orderBy(asc(auditTrail.seq))
      .then((rows) => rows.filter((row) => row.operation === operation));
  const changesOf = (row: { changes: string | null } | undefined) =>
    row?.changes ? (JSON.parse(row.changes) as AuditChange[]) : [];

  it("records a made object's fields, then each edit's before and after; the chain still holds", async () => {
    const org = await t.organisation('Audited');
    const admin = as(t, org.superAdmin);
    const termId = randomUUID();
    const fields = customerTermFields('audited-term');
    await admin.call(OPERATIONS.createCustomerTerm, { params: { id: org.clientId }, body: { id: termId, ...fields } });
    const [made] = await entries(org, 'createCustomerTerm');
    const madeTerm = changesOf(made).find((c) => c.entity === 'consentTerm');
    expect(madeTerm).toMatchObject({ id: termId, op: 'created', beforeKnown: true });
    expect(madeTerm?.fields).toContainEqual({ name: 'key', before: null, after: 'audited-term' });

    await admin.call(OPERATIONS.updateCustomerTerm, {
      params: { id: org.clientId, termId },
      body: { ...fields, sortOrder: 9, isActive: false },
    });
    const [edited] = await entries(org, 'updateCustomerTerm');
    expect(changesOf(edited).find((c) => c.entity === 'consentTerm')).toEqual({
      entity: 'consentTerm',
      id: termId,
      op: 'updated',
      beforeKnown: true,
      fields: [
        { name: 'sortOrder', before: '5', after: '9' },
        { name: 'isActive', before: 'true', after: 'false' },
      ],
    });
    // The customer's list of offered terms changed with it.
    expect(changesOf(edited).find((c) => c.entity === 'customer')?.fields).toContainEqual({
      name: `terms.${termId}.name`,
      before: 'Consent to share records',
      after: null,
    });
    const trail = await as(t, org.superAdmin).call(OPERATIONS.auditTrail, {
      query: { operation: 'updateCustomerTerm' },
    });
    expect(trail.body.data[0]?.changes).toEqual(changesOf(edited));
    expect((await verifyOrganisationChain(t.testDb.database.db, org.organisationId)).broken).toBeNull();
  });

  it("the demo's seeded teams, customers and segments are audited with their before from the first edit", async () => {
    await seedDemoOrganisation(t.testDb.database.db, { members: 12, seed: 3 });
    const admin = as(t, DEMO_ACCOUNTS.admin);
    const [team] = (await admin.call(OPERATIONS.adminTeams, {})).body.data;
    const teamName = `${team!.name} (renamed)`;
    const renamed = await admin.call(OPERATIONS.updateTeam, {
      params: { id: team!.id },
      body: { name: teamName, internalPhoneNumberId: team!.internalPhoneNumberId },
    });
    expect(renamed.status).toBe(200);
    const [segment] = (await admin.call(OPERATIONS.customerSegments, {})).body.data;
    await admin.call(OPERATIONS.renameCustomerSegment, {
      params: { id: segment!.clientId, segmentId: segment!.id },
      body: { name: 'Renamed segment' },
    });
    const demo = { organisationId: DEMO_ORGANISATION.id } as TestOrganisation;
    expect(changesOf((await entries(demo, 'updateTeam'))[0])).toEqual([
      {
        entity: 'team',
        id: team!.id,
        op: 'updated',
        beforeKnown: true,
        fields: [{ name: 'name', before: team!.name, after: teamName }],
      },
    ]);
    expect(changesOf((await entries(demo, 'renameCustomerSegment'))[0])).toEqual([
      {
        entity: 'customerSegment',
        id: segment!.id,
        op: 'updated',
        beforeKnown: true,
        fields: [{ name: 'name', before: segment!.name, after: 'Renamed segment' }],
      },
    ]);
    // Every administered object already has its row: a second pass records none.
    expect(await recordBaselines(t.testDb.database.db, DEMO_ORGANISATION.id)).toBe(0);
  }, 120_000);

  it('an object first changed here has an unknown before; a refused edit and a member write record no changes', async () => {
    const org = await t.organisation('Seeded');
    const admin = as(t, org.superAdmin);
    await admin.call(OPERATIONS.updateCustomer, { params: { id: org.clientId }, body: { displayName: 'Renamed' } });
    const [first] = await entries(org, 'updateCustomer');
    expect(changesOf(first)).toMatchObject([{ entity: 'customer', op: 'updated', beforeKnown: false }]);
    expect(changesOf(first)[0]?.fields).toContainEqual({ name: 'displayName', before: null, after: 'Renamed' });

    const refused = await admin.call(OPERATIONS.updateCustomer, {
      params: { id: org.clientId },
      body: { displayName: '' },
    });
    expect(refused.status).toBe(400);
    expect((await entries(org, 'updateCustomer')).at(-1)?.changes).toBeNull();

    // A member's information is never compared: its write's entry holds no changes.
    const added = await as(t, org.guide).call(OPERATIONS.addEmailAddress, {
      body: { memberId: org.member.id, emailAddress: `m-${randomUUID().slice(0, 8)}@example.com` },
    });
    expect(added.status).toBe(200);
    const memberWrites = await entries(org, 'addEmailAddress');
    expect(memberWrites).toHaveLength(1);
    expect(memberWrites.every((row) => row.changes === null)).toBe(true);
  });
});
