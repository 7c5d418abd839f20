/**
 * The FHIR operations on the real server: a member with every kind of record answers a searchset
 * Bundle whose every resource is valid base R4 and keeps the SDOHCC rules we claim; only admins
 * read it, another organisation's member is not found, every read is in the audit trail, and
 * `_type`/`_since` narrow it (a wrong one is a 400 OperationOutcome). Also the demo's members.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, userNeeds, users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION } from '../seed/fixtures.ts';
import { seedDemoOrganisation } from '../seed/generate.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createMemberWithEverything } from './testing.ts';
import { r4Errors, sdohccProblems } from './testing-validator.ts';
import type { RecordResource, ServiceRequest, Task } from './types.ts';

interface Bundle {
  resourceType: 'Bundle';
  type: string;
  total: number;
  entry: { fullUrl: string; resource: RecordResource; search: { mode: string } }[];
}

const everything = (memberId: string, query = '') => `/fhir/R4/Patient/${memberId}/$everything${query}`;
const resourcesOf = (bundle: Bundle) => bundle.entry.map((entry) => entry.resource);
const typesOf = (bundle: Bundle) => new Set(bundle.entry.map((entry) => entry.resource.resourceType));

describe.each(DIALECTS)('FHIR R4 on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const db = () => t.testDb.database.db;

  it("answers a member's whole record as a searchset Bundle of valid R4 resources that keep the SDOHCC rules", async () => {
    const org = await t.organisation('Full');
    const full = await createMemberWithEverything(t, org);
    const answer = await t.request(org.superAdmin, 'GET', everything(full.memberId));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const bundle = answer.body as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect([...typesOf(bundle)].sort()).toEqual([
      'Communication',
      'Condition',
      'Consent',
      'Encounter',
      'Goal',
      'Patient',
      'Practitioner',
      'Questionnaire',
      'QuestionnaireResponse',
      'ServiceRequest',
      'Task',
    ]);
    const resources = resourcesOf(bundle);
    expect(resources.flatMap(r4Errors)).toEqual([]);
    expect(r4Errors(bundle)).toEqual([]);
    expect(sdohccProblems(resources)).toEqual([]);
    expect(bundle.total).toBe(bundle.entry.filter((entry) => entry.search.mode === 'match').length);

    const conditions = new Map(resources.flatMap((r) => (r.resourceType === 'Condition' ? [[r.id, r] as const] : [])));
    const status = (id: string) => conditions.get(id)?.clinicalStatus.coding?.[0]?.code;
    expect(status(full.needs.open)).toBe('active');
    expect(status(full.needs.expired)).toBe('active');
    expect(status(full.needs.fulfilled)).toBe('resolved');
    expect(status(full.needs.stopped)).toBe('inactive');
    expect(conditions.get(full.needs.fulfilled)?.abatementDateTime).toBeDefined();
    expect(conditions.get(full.needs.open)?.code.coding).toEqual([
      { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'Z59.41', display: 'Food insecurity' },
    ]);
    // Identified by the completed screening: its response is the evidence.
    expect(conditions.get(full.needs.open)?.evidence).toEqual([
      { detail: [{ reference: `QuestionnaireResponse/${full.screeningId}` }] },
    ]);
    // No issue, no Z-code: the need is there, without a profile it could not keep.
    expect(conditions.get(full.needs.noIssue)?.meta.profile).toBeUndefined();
    const response = resources.find((r) => r.resourceType === 'QuestionnaireResponse');
    expect(response?.item?.map((item) => item.linkId)).toEqual([
      'reached',
      'housing',
      'housing-details',
      'food',
      'transport',
      'adults',
      'next-visit',
    ]);
    expect(response?.item?.find((item) => item.linkId === 'adults')?.answer).toEqual([{ valueDecimal: 2 }]);
    const consents = resources.flatMap((r) => (r.resourceType === 'Consent' ? [r.provision.type] : []));
    expect(consents.sort()).toEqual(['deny', 'permit']);
    const encounters = resources.flatMap((r) => (r.resourceType === 'Encounter' ? [[r.class.code, r.status]] : []));
    expect(encounters.sort()).toEqual([
      ['FLD', 'finished'],
      ['HH', 'cancelled'],
    ]);
    // Referrals follow their need: open while it is worked on, revoked (Task cancelled) once stopped.
    const statusOf = (type: 'ServiceRequest' | 'Task', id: string) =>
      resources.find(
        (r): r is ServiceRequest | Task =>
          (r.resourceType === 'ServiceRequest' && type === r.resourceType && r.id === id) ||
          (r.resourceType === 'Task' && type === r.resourceType && r.focus.reference === `ServiceRequest/${id}`),
      )?.status;
    expect([statusOf('ServiceRequest', full.referrals.open), statusOf('Task', full.referrals.open)]).toEqual([
      'active',
      'in-progress',
    ]);
    expect([statusOf('ServiceRequest', full.referrals.stopped), statusOf('Task', full.referrals.stopped)]).toEqual([
      'revoked',
      'cancelled',
    ]);
    // The same record again: the same ids (stable), whoever asks.
    const again = (await t.request(org.superAdmin, 'GET', everything(full.memberId))).body as Bundle;
    expect(again.entry.map((entry) => entry.fullUrl)).toEqual(bundle.entry.map((entry) => entry.fullUrl));
  });

  it('lets only supervisors and admins read a record: others are refused with an OperationOutcome, and the capability statement is public', async () => {
    const org = await t.organisation('Roles');
    for (const [user, status] of [
      [org.guide, 403],
      [org.supervisor, 200],
      [org.noAccess, 403],
      [org.superAdmin, 200],
    ] as const) {
      const answer = await t.request(user, 'GET', everything(org.member.id));
      expect(answer.status, user.email).toBe(status);
      if (status !== 200)
        expect(answer.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'forbidden' }] });
    }
    const anonymous = await t.request(null, 'GET', everything(org.member.id));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });

    const metadata = await t.request(null, 'GET', '/fhir/R4/metadata');
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(metadata.body).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
    expect(r4Errors(metadata.body)).toEqual([]);
  });

  it("answers another organisation's member, a missing one and a staff user 404, naming nothing of them", async () => {
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    const [foreignMember] = await db().select().from(users).where(eq(users.id, foreign.member.id));
    for (const id of [foreign.member.id, crypto.randomUUID(), home.guide.id]) {
      const answer = await t.request(home.superAdmin, 'GET', everything(id));
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-found' }] });
      expect(JSON.stringify(answer.body)).not.toContain(foreignMember!.lastName);
    }
    const malformed = await t.request(home.superAdmin, 'GET', everything('not-an-id'));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'invalid' }] });
  });

  it('records every read in the audit trail: allowed with the member, refused too', async () => {
    const [home, foreign] = [await t.organisation('Audited'), await t.organisation('Elsewhere')];
    expect((await t.request(home.superAdmin, 'GET', everything(home.member.id))).status).toBe(200);
    expect((await t.request(home.superAdmin, 'GET', everything(foreign.member.id))).status).toBe(404);
    expect((await t.request(home.guide, 'GET', everything(home.member.id))).status).toBe(403);
    const entries = await db()
      .select({
        userId: auditTrail.userId,
        memberIds: auditTrail.memberIds,
        statusCode: auditTrail.statusCode,
        outcome: auditTrail.outcome,
      })
      .from(auditTrail)
      .where(and(eq(auditTrail.organisationId, home.organisationId), eq(auditTrail.operation, 'fhirPatientEverything')))
      .orderBy(auditTrail.seq);
    expect(entries).toEqual([
      { userId: home.superAdmin.id, memberIds: [home.member.id], statusCode: 200, outcome: 'allowed' },
      // Another organisation's member is never named in this organisation's trail.
      { userId: home.superAdmin.id, memberIds: [], statusCode: 404, outcome: 'refused' },
      { userId: home.guide.id, memberIds: [home.member.id], statusCode: 403, outcome: 'refused' },
    ]);
  });

  it('narrows by _type and _since, and refuses a wrong one with a 400 OperationOutcome', async () => {
    const org = await t.organisation('Filters');
    const full = await createMemberWithEverything(t, org);
    const read = async (query: string) => {
      const answer = await t.request(org.superAdmin, 'GET', everything(full.memberId, query));
      expect(answer.status, query).toBe(200);
      return answer.body as Bundle;
    };
    expect(typesOf(await read('?_type=Condition,Goal'))).toEqual(new Set(['Condition', 'Goal']));
    expect(typesOf(await read('?_type=Patient&_type=Encounter'))).toEqual(new Set(['Patient', 'Encounter']));

    // A change after a moment: only what changed since then comes back.
    const moment = new Date(Date.now() + 1000);
    const later = new Date(moment.getTime() + 60_000);
    await db().update(userNeeds).set({ updatedAt: later }).where(eq(userNeeds.id, full.needs.stopped));
    const since = await read(`?_since=${encodeURIComponent(moment.toISOString())}`);
    expect(since.entry.map((entry) => `${entry.resource.resourceType}/${entry.resource.id}`).sort()).toEqual(
      // The need, its goal, and the referral made for it (which follows the need's status) with its Task.
      [
        `Condition/${full.needs.stopped}`,
        expect.stringMatching(/^Goal\//),
        `ServiceRequest/${full.referrals.stopped}`,
        expect.stringMatching(/^Task\//),
      ],
    );
    expect((await read(`?_since=${encodeURIComponent(new Date(later.getTime() + 1).toISOString())}`)).entry).toEqual(
      [],
    );
    expect((await read('?_since=2000-01-01T00:00:00%2B05:00')).entry.length).toBeGreaterThan(20);

    for (const query of [
      '?_type=Observation',
      '?_type=Condition,,Goal',
      '?_since=2026-01-01',
      '?_since=yesterday',
      '?_since=0001-01-01T00:00:00Z',
      '?_count=10',
    ]) {
      const answer = await t.request(org.superAdmin, 'GET', everything(full.memberId, query));
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
      expect(answer.body, query).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'invalid' }],
      });
    }
    expect(
      (await t.request(org.superAdmin, 'GET', everything(full.memberId, '?_type=Observation'))).body.issue[0]
        .diagnostics,
    ).toMatch(/unsupported resource type 'Observation'/);
  });

  it("maps the demo's members to valid R4 with the SDOHCC rules kept", async () => {
    // Two guides' caseloads (80 members each): the demo's needs go to members outside the demo guide's.
    await seedDemoOrganisation(db(), { members: 170, seed: 7 });
    const all = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, DEMO_ORGANISATION.id), eq(users.role, 'PATIENT')))
      .orderBy(users.id);
    expect(all.length).toBeGreaterThanOrEqual(170);
    // Every member with a need (the SDOHCC Conditions and Goals), and every fifth of the rest: each
    // kind of record the demo holds, at a fifth of the time on two databases.
    const withNeeds = new Set(
      (
        await db()
          .select({ id: userNeeds.memberId })
          .from(userNeeds)
          .where(eq(userNeeds.organisationId, DEMO_ORGANISATION.id))
      ).map((row) => row.id),
    );
    const members = all.filter(({ id }, index) => withNeeds.has(id) || index % 5 === 0);
    const seen = new Set<string>();
    for (const { id } of members) {
      const answer = await t.request(DEMO_ACCOUNTS.admin, 'GET', everything(id));
      expect(answer.status).toBe(200);
      const resources = resourcesOf(answer.body as Bundle);
      for (const resource of resources) seen.add(resource.resourceType);
      expect(resources.flatMap(r4Errors), id).toEqual([]);
      expect(sdohccProblems(resources), id).toEqual([]);
    }
    // The demo has needs, consents, calls, texts and visits among its members.
    expect([...seen]).toEqual(
      expect.arrayContaining(['Patient', 'Condition', 'Goal', 'Communication', 'Encounter', 'Practitioner']),
    );
    // Seeding, then about 40 records read and validated: some 15 s here, more on a busy 2-core machine.
  }, 120_000);
});
