import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_LINK_KEY_PATTERN } from '../../domain/index.ts';
import { consentLinks } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { hashLinkKey } from './links.ts';
import { createConsentFixture, createMember, TCPA, TREAT, type ConsentFixture } from './testing.ts';

const DAY = 86_400_000;

describe.each(DIALECTS)('staff consent endpoints on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  let other: TestOrganisation;
  let fixture: ConsentFixture;

  beforeAll(async () => {
    // A short link life, to see the configuration at work.
    t = await startTestServer(dialect, { env: { CONSENT_LINK_TTL_DAYS: '7' } });
    tenant = await createOrganisation(t.testDb.database.db, 'Alpha');
    other = await createOrganisation(t.testDb.database.db, 'Beta');
    fixture = await createConsentFixture(t.testDb.database.db, tenant);
  });
  afterAll(() => t?.close());

  it('Copy consents link makes a working link; only the hash of its key is stored', async () => {
    const before = Date.now();
    const res = await t.request(tenant.guide, 'POST', '/consent/links', { body: { userId: tenant.member.id } });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.baseUrl}/consent/`);
    const key = url.searchParams.get('key') ?? '';
    expect(key).toMatch(CONSENT_LINK_KEY_PATTERN);
    expect(res.body.userId).toBe(tenant.member.id);
    const ttl = new Date(res.body.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(7 * DAY - 60_000);
    expect(ttl).toBeLessThan(7 * DAY + 60_000);

    const [row] = await t.testDb.database.db
      .select()
      .from(consentLinks)
      .where(eq(consentLinks.keyHash, hashLinkKey(key)));
    expect(row).toMatchObject({ memberId: tenant.member.id, createdById: tenant.guide.id });
    expect(JSON.stringify(row)).not.toContain(key);
    const opened = await t.request(null, 'GET', `/consent/links/${key}`);
    expect(opened.status).toBe(200);
  });

  it("refuses without a token, without app access, and for another tenant's member (404)", async () => {
    expect((await t.request(null, 'POST', '/consent/links', { body: { userId: tenant.member.id } })).status).toBe(401);
    expect(
      (await t.request(tenant.noAccess, 'POST', '/consent/links', { body: { userId: tenant.member.id } })).status,
    ).toBe(403);
    expect(
      (await t.request(tenant.guide, 'POST', '/consent/links', { body: { userId: other.member.id } })).status,
    ).toBe(404);
    expect((await t.request(tenant.guide, 'GET', `/consent?memberId=${other.member.id}`)).status).toBe(404);
    expect(
      (await t.request(tenant.guide, 'POST', '/consent/links', { body: { userId: tenant.guide.id } })).status,
    ).toBe(404);
  });

  it("a member's consents show the member's answers and their history with the submission's details", async () => {
    const db = t.testDb.database.db;
    const memberId = await createMember(db, tenant);
    const link = await t.request(tenant.guide, 'POST', '/consent/links', { body: { userId: memberId } });
    const key = new URL(link.body.url).searchParams.get('key');
    const answered = await t.request(null, 'POST', '/consent/form/', {
      body: { consented: false, termId: fixture.termIds[TCPA], consentLinkKey: key },
      headers: { 'accept-language': 'es' },
    });
    expect(answered.status).toBe(200);

    const res = await t.request(tenant.guide, 'GET', `/consent?memberId=${memberId}`);
    expect(res.status).toBe(200);
    const tcpa = res.body.data.find((term: { key: string }) => term.key === TCPA);
    expect(tcpa).toMatchObject({ consented: false, memberId });
    expect(tcpa.history).toEqual([
      expect.objectContaining({
        id: answered.body.submissionId,
        consented: false,
        ipAddress: '127.0.0.1',
        languageCode: 'es',
        internalSubmitterUserId: null,
        consentLinkId: expect.any(String),
        createdAt: expect.any(String),
      }),
    ]);
    expect(res.body.data.find((term: { key: string }) => term.key === TREAT)).toMatchObject({
      consented: null,
      history: [],
    });
  });

  it('a staff update records who made it, needs an identity for identity terms, and replays by idempotency key', async () => {
    const db = t.testDb.database.db;
    const memberId = await createMember(db, tenant);
    const termId = fixture.termIds[TREAT];
    const refused = await t.request(tenant.guide, 'POST', '/consent', {
      body: { memberId, termId, consented: true, consentIdentityId: null },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].property).toBe('consentIdentityId');

    const identity = await t.request(tenant.guide, 'POST', '/consent/identity', {
      body: { memberId, name: 'Extra Member', dateOfBirth: '1970-01-31' },
    });
    expect(identity.status).toBe(200);
    const headers = { 'idempotency-key': `consent-${memberId}` };
    const body = { memberId, termId, consented: true, consentIdentityId: identity.body.consentIdentityId };
    const first = await t.request(tenant.guide, 'POST', '/consent', { body, headers });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ key: TREAT, consented: true });
    expect(first.body.data.history[0]).toMatchObject({
      internalSubmitterUserId: tenant.guide.id,
      consentLinkId: null,
      consentIdentityId: identity.body.consentIdentityId,
    });
    const retry = await t.request(tenant.guide, 'POST', '/consent', { body, headers });
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    const after = await t.request(tenant.guide, 'GET', `/consent?memberId=${memberId}`);
    expect(after.body.data.find((term: { key: string }) => term.key === TREAT).history).toHaveLength(1);
  });

  it('a change log names the link but never carries its key', async () => {
    const res = await t.request(tenant.guide, 'POST', '/consent/links', { body: { userId: tenant.member.id } });
    const key = new URL(res.body.url).searchParams.get('key') ?? '';
    const changes = await t.request(tenant.guide, 'GET', '/sync/changes?since=0&limit=5000');
    expect(changes.body.changes.some((c: { entity: string }) => c.entity === 'consentLink')).toBe(true);
    expect(JSON.stringify(changes.body)).not.toContain(key);
    expect(JSON.stringify(changes.body)).not.toContain(hashLinkKey(key));
  });

  it("another organisation's term answers 404, its member's identity too, and its changes never reach us", async () => {
    const db = t.testDb.database.db;
    const theirFixture = await createConsentFixture(db, other);
    const memberId = await createMember(db, tenant);
    const head = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
    const theirTerm = await t.request(tenant.guide, 'POST', '/consent', {
      body: { memberId, termId: theirFixture.termIds[TCPA], consented: true, consentIdentityId: null },
    });
    const missingTerm = await t.request(tenant.guide, 'POST', '/consent', {
      body: { memberId, termId: '00000000-0000-4000-8000-00000000dead', consented: true, consentIdentityId: null },
    });
    expect(theirTerm.status).toBe(404);
    expect(theirTerm.body.message).toBe(missingTerm.body.message);
    expect(
      (
        await t.request(tenant.guide, 'POST', '/consent/identity', {
          body: { memberId: other.member.id, name: 'Extra Member', dateOfBirth: '1970-01-31' },
        })
      ).status,
    ).toBe(404);
    // Their own staff write: our log does not move.
    expect((await t.request(other.guide, 'POST', '/consent/links', { body: { userId: other.member.id } })).status).toBe(
      200,
    );
    const after = await t.request(tenant.guide, 'GET', `/sync/changes?since=${head}`);
    expect(after.body).toMatchObject({ head, changes: [] });
  });

  it("a member of the organisation's other customer answers to that customer's terms", async () => {
    const db = t.testDb.database.db;
    const org = await createOrganisation(db, 'Gamma');
    const main = await createConsentFixture(db, org);
    const elsewhere = await createMemberOf(db, org, { clientId: org.otherClientId });
    // The other customer has no terms yet: its member sees none, and the first customer's term is not theirs.
    expect((await t.request(org.guide, 'GET', `/consent?memberId=${elsewhere}`)).body.data).toEqual([]);
    const res = await t.request(org.guide, 'POST', '/consent', {
      body: { memberId: elsewhere, termId: main.termIds[TCPA], consented: true, consentIdentityId: null },
    });
    expect(res.status).toBe(404);
  });
});
