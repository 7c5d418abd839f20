import http from 'node:http';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/changes.ts';
import { auditTrail } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createEmailAddress, createMemberOf, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { verifyAllChains, verifyOrganisationChain } from './verify.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('the audit trail on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  const entriesOf = (org: TestOrganisation) =>
    db()
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.organisationId, org.organisationId))
      .orderBy(asc(auditTrail.seq));
  const lastEntryOf = async (org: TestOrganisation) => (await entriesOf(org)).at(-1);

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it("records a read of a member's record: who, the member, the operation, when, from where, the outcome", async () => {
    const org = await t.organisation('Alpha');
    const before = Date.now();
    expect((await t.request(org.guide, 'GET', `/users/${org.member.id}?include-details=true`)).status).toBe(200);
    const entry = await lastEntryOf(org);
    expect(entry).toMatchObject({
      seq: 1,
      userId: org.guide.id,
      actingAsUserId: null,
      operation: 'getUser',
      memberIds: [org.member.id],
      statusCode: 200,
      outcome: 'allowed',
      clientAddress: '127.0.0.1',
    });
    expect(entry!.at.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(entry!.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('names the impersonated user beside the real one', async () => {
    const org = await t.organisation('Alpha');
    expect(
      (await t.request(org.superAdmin, 'GET', `/users/${org.member.id}/status-events`, { as: org.guide.id })).status,
    ).toBe(200);
    expect(await lastEntryOf(org)).toMatchObject({
      userId: org.superAdmin.id,
      actingAsUserId: org.guide.id,
      operation: 'memberStatusEvents',
      memberIds: [org.member.id],
    });
  });

  it("records refused calls as refused, with the member they asked about when it is the organisation's", async () => {
    const org = await t.organisation('Alpha');
    const missing = '00000000-0000-4000-8000-00000000dead';
    expect((await t.request(org.noAccess, 'GET', `/users/${org.member.id}`)).status).toBe(403);
    expect((await t.request(org.guide, 'GET', `/users/${missing}`)).status).toBe(404);
    expect((await t.request(org.guide, 'GET', `/users/${org.member.id}?include-details=maybe`)).status).toBe(400);
    const entries = await entriesOf(org);
    expect(entries.map((e) => [e.userId, e.memberIds, e.statusCode, e.outcome])).toEqual([
      [org.noAccess.id, [org.member.id], 403, 'refused'],
      // An id naming nothing of the organisation (missing, or another organisation's) is not kept.
      [org.guide.id, [], 404, 'refused'],
      [org.guide.id, [org.member.id], 400, 'refused'],
    ]);
  });

  it("keeps only the organisation's members from a search that answered for any id (another organisation's is not echoed)", async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Bravo');
    for (const memberId of [other.member.id, org.member.id]) {
      expect((await t.request(org.guide, 'GET', `/calls?searchTerm=${memberId}&searchTermType=subjectId`)).status).toBe(
        200,
      );
    }
    const entries = await entriesOf(org);
    expect(entries.map((e) => [e.operation, e.memberIds, e.outcome])).toEqual([
      ['callLog', [], 'allowed'],
      ['callLog', [org.member.id], 'allowed'],
    ]);
  });

  it("records writes after commit, with the owner of the object the path names (a deleted e-mail's member)", async () => {
    const org = await t.organisation('Alpha');
    const email = await createEmailAddress(db(), org);
    expect((await t.request(org.guide, 'DELETE', `/interaction/email-address/${email.id}`)).status).toBe(200);
    expect(await lastEntryOf(org)).toMatchObject({
      operation: 'deleteEmailAddress',
      memberIds: [org.member.id],
      statusCode: 200,
      outcome: 'allowed',
    });
  });

  it('records the members a list answered and the members whose rows the change feed delivered', async () => {
    const org = await t.organisation('Alpha');
    const second = await createMemberOf(db(), org);
    expect((await t.request(org.guide, 'GET', '/users?page-size=10')).status).toBe(200);
    expect((await lastEntryOf(org))?.memberIds).toEqual([org.member.id, second].sort());
    expect((await t.request(org.guide, 'PATCH', `/users/${second}`, { body: { preferredName: 'Sam' } })).status).toBe(
      200,
    );
    expect((await t.request(org.guide, 'GET', '/sync/changes?since=0')).status).toBe(200);
    expect(await lastEntryOf(org)).toMatchObject({ operation: 'syncChanges', memberIds: [second] });
  });

  it('never holds the information itself: a name planted in requests reaches no entry', async () => {
    const org = await t.organisation('Alpha');
    const planted = 'Zebulon Quillfeather';
    await t.request(org.guide, 'PATCH', `/users/${org.member.id}`, { body: { preferredName: planted } });
    await t.request(org.guide, 'GET', `/users?searchTerm=${encodeURIComponent(planted)}`);
    await t.request(org.guide, 'GET', `/users/${encodeURIComponent(planted)}`);
    await t.request(org.guide, 'POST', '/interaction/email-address', {
      body: { memberId: planted, emailAddress: 'zq@example.org' },
    });
    const entries = await entriesOf(org);
    expect(entries).toHaveLength(4);
    const stored = rowsOf<{ row: string }>(
      await db().execute(
        sql`select row_to_json(a)::text as row from audit_trail a where organisation_id = ${org.organisationId}`,
      ),
    );
    for (const { row } of stored) {
      expect(row).not.toContain('Zebulon');
      expect(row).not.toContain('Quillfeather');
      expect(row).not.toContain('zq@example.org');
    }
  });

  it('honours TRUST_PROXY for the client address, as the rate limits do', async () => {
    const proxied = await startTestServer(dialect, { testDb: t.testDb, env: { TRUST_PROXY: 'true' } });
    try {
      const org = await proxied.organisation('Alpha');
      await proxied.request(org.guide, 'GET', `/users/${org.member.id}`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect((await lastEntryOf(org))?.clientAddress).toBe('203.0.113.9');
    } finally {
      await proxied.server.close();
    }
    // Without it, a forwarded address is the client's claim and is not believed.
    const org = await t.organisation('Alpha');
    await t.request(org.guide, 'GET', `/users/${org.member.id}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await lastEntryOf(org))?.clientAddress).toBe('127.0.0.1');
  });

  it('records a call whose client hung up before the answer, with the address it came from', async () => {
    const org = await t.organisation('Alpha');
    const token = await t.token(org.guide);
    // The request goes out whole, then the client closes its socket at once: the answer is still
    // being prepared (the actor, the member, the trail) when the server sees the hang-up.
    await new Promise<void>((resolve) => {
      const call = http.request(`${t.baseUrl}/api/users/${org.member.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      call.on('error', () => resolve());
      call.on('close', () => resolve());
      call.end(() => call.destroy());
    });
    let entry;
    for (let waited = 0; waited < 5_000 && !entry; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      entry = await lastEntryOf(org);
    }
    expect(entry).toMatchObject({
      userId: org.guide.id,
      operation: 'getUser',
      memberIds: [org.member.id],
      clientAddress: '127.0.0.1',
    });
  });

  it('keeps one unbroken chain under concurrent requests to two server instances', async () => {
    const second = await startTestServer(dialect, { testDb: t.testDb });
    const org = await t.organisation('Alpha');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 3 ? t : second).request(i % 2 ? org.guide : org.supervisor, 'GET', `/users/${org.member.id}`),
      ),
    ).finally(() => second.server.close());
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const entries = await entriesOf(org);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(await verifyOrganisationChain(db(), org.organisationId)).toEqual({ checked: 24, broken: null });
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const org = await t.organisation('Alpha');
    await t.request(org.guide, 'GET', `/users/${org.member.id}`);
    await expect(
      db().execute(sql`update audit_trail set status_code = 200 where organisation_id = ${org.organisationId}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from audit_trail where organisation_id = ${org.organisationId}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_trail`)).rejects.toThrow();
    expect(await entriesOf(org)).toHaveLength(1);
  });

  describe('tampering outside the application (the trigger disabled) is found at the entry it touched', () => {
    const tamper = async (statement: ReturnType<typeof sql>) => {
      await db().execute(sql`alter table audit_trail disable trigger audit_trail_append_only`);
      try {
        await db().execute(statement);
      } finally {
        await db().execute(sql`alter table audit_trail enable trigger audit_trail_append_only`);
      }
    };
    const orgWithEntries = async (n: number) => {
      const org = await t.organisation('Alpha');
      for (let i = 0; i < n; i += 1) await t.request(org.guide, 'GET', `/users/${org.member.id}`);
      expect(await verifyOrganisationChain(db(), org.organisationId)).toEqual({ checked: n, broken: null });
      return org;
    };

    it('a changed field', async () => {
      const org = await orgWithEntries(5);
      await tamper(
        sql`update audit_trail set status_code = 404, outcome = 'refused' where organisation_id = ${org.organisationId} and seq = 3`,
      );
      expect(await verifyOrganisationChain(db(), org.organisationId)).toEqual({
        checked: 3,
        broken: { organisationId: org.organisationId, seq: 3, reason: 'hash' },
      });
      expect((await verifyAllChains(db())).broken).not.toBeNull();
    });

    it('an entry rewritten with a fresh hash breaks the link of the next one', async () => {
      const org = await orgWithEntries(4);
      await tamper(
        sql`update audit_trail set hash = ${'f'.repeat(64)} where organisation_id = ${org.organisationId} and seq = 2`,
      );
      expect((await verifyOrganisationChain(db(), org.organisationId)).broken).toMatchObject({
        seq: 2,
        reason: 'hash',
      });
    });

    it('entries removed from the end (the head stays ahead of the last entry)', async () => {
      const org = await orgWithEntries(4);
      await tamper(sql`delete from audit_trail where organisation_id = ${org.organisationId} and seq >= 3`);
      expect(await verifyOrganisationChain(db(), org.organisationId)).toEqual({
        checked: 2,
        broken: { organisationId: org.organisationId, seq: 3, reason: 'gap' },
      });
    });

    it('a removed entry', async () => {
      const org = await orgWithEntries(4);
      await tamper(sql`delete from audit_trail where organisation_id = ${org.organisationId} and seq = 2`);
      expect((await verifyOrganisationChain(db(), org.organisationId)).broken).toMatchObject({ seq: 3, reason: 'gap' });
    });
  });
});
