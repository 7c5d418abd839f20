import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOfMessage, type ChangeRow, type SocketChangePayload } from '../../domain/index.ts';
import { consentSubmissions } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createOrganisation, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { FORM_NOT_FOUND_MESSAGE, LINK_EXPIRED_MESSAGE } from './public-routes.ts';
import {
  createConsentFixture,
  createMember,
  createMemberLink,
  HIPAA,
  TCPA,
  TREAT,
  type ConsentFixture,
} from './testing.ts';

const IDENTITY = {
  name: 'Rosa Delgado',
  dateOfBirth: '04/12/1961',
  email: 'rosa@example.org',
  line1: '12 Oak St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
};

describe.each(DIALECTS)('public consent endpoints on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  let other: TestOrganisation;
  let fixture: ConsentFixture;
  let otherFixture: ConsentFixture;

  /** A public call: no token, the key is the credential. */
  const call = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
    t.request(null, method, path, options);

  beforeAll(async () => {
    t = await startTestServer(dialect);
    tenant = await createOrganisation(t.testDb.database.db, 'Alpha');
    other = await createOrganisation(t.testDb.database.db, 'Beta');
    fixture = await createConsentFixture(t.testDb.database.db, tenant);
    otherFixture = await createConsentFixture(t.testDb.database.db, other);
  });
  afterAll(() => t?.close());

  it('a live link lists the terms, all pending, and says nothing else about the member', async () => {
    const res = await call('GET', `/consent/links/${fixture.key}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'expiresAt',
      'hasLinkExpired',
      'language',
      'termIdentityId',
      'terms',
    ]);
    expect(res.body).toMatchObject({ hasLinkExpired: false, language: 'en', termIdentityId: null });
    expect(res.body.terms.map((term: { key: string }) => term.key)).toEqual([TREAT, TCPA, HIPAA]);
    expect(res.body.terms.every((term: { consented: unknown }) => term.consented === null)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/Member|Alpha/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers in Spanish for a Spanish browser, and every term has its full texts', async () => {
    const res = await call('GET', `/consent/allTerms?key=${fixture.key}`, {
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('es');
    expect(res.body.terms[0]).toMatchObject({
      key: TREAT,
      name: 'Consentimiento para recibir atención',
      identityRequired: true,
    });
    for (const term of res.body.terms) expect(term.acceptText && term.text && term.rejectText).toBeTruthy();
  });

  it('an expired link answers 410 with the Enrollment Link Expired text on every public call', async () => {
    const key = fixture.expiredKey;
    const calls = [
      await call('GET', `/consent/links/${key}`),
      await call('GET', `/consent/allTerms?key=${key}`),
      await call('GET', `/consent/form/?key=${key}&term=${TCPA}`),
      await call('POST', '/consent/form/', {
        body: { consented: true, termId: fixture.termIds[TCPA], consentLinkKey: key },
      }),
      await call('POST', '/consent/form/identity', { body: { ...IDENTITY, consentLinkKey: key } }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(410);
      expect(res.body.message).toBe(LINK_EXPIRED_MESSAGE);
    }
  });

  it('an unknown or malformed key answers 404 and reveals nothing', async () => {
    const unknown = await call('GET', `/consent/links/${randomBytes(32).toString('base64url')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No record found');
    expect((await call('GET', '/consent/links/not-a-key')).status).toBe(404);
    expect((await call('GET', '/consent/allTerms')).status).toBe(400);
  });

  it('a term page has its texts and position; an unknown term is a 404 naming the term', async () => {
    const res = await call('GET', `/consent/form/?key=${fixture.key}&term=${TCPA}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      term: { key: TCPA, identityRequired: false, consented: null },
      position: 2,
      total: 3,
      termIdentityId: null,
    });
    const missing = await call('GET', `/consent/form/?key=${fixture.key}&term=no-such-term`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual([{ property: 'term', constraints: { unknown: FORM_NOT_FOUND_MESSAGE } }]);
    // Another client's term is unknown through this link.
    const theirs = await call('POST', '/consent/form/', {
      body: { consented: true, termId: otherFixture.termIds[TCPA], consentLinkKey: fixture.key },
    });
    expect(theirs.status).toBe(404);
  });

  it('identity validation answers 400 with property errors per field', async () => {
    const res = await call('POST', '/consent/form/identity', {
      body: {
        name: 'R',
        dateOfBirth: '1961',
        email: 'rosa@',
        zip: '606',
        state: 'Illinois',
        consentLinkKey: fixture.key,
      },
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { property: string; constraints: Record<string, string> }) => [
        e.property,
        Object.values(e.constraints).join(' '),
      ]),
    );
    expect(Object.keys(byField).sort()).toEqual(['dateOfBirth', 'email', 'name', 'state', 'zip']);
    expect(byField.zip).toMatch(/5-digit zip/);
  });

  it('a term that needs identity refuses an answer without one, then records it with one, once', async () => {
    const db = t.testDb.database.db;
    const memberId = await createMember(db, tenant);
    const key = await createMemberLink(db, tenant, memberId);
    const termId = fixture.termIds[TREAT];
    const refused = await call('POST', '/consent/form/', { body: { consented: true, termId, consentLinkKey: key } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].property).toBe('consentIdentityId');

    const identity = await call('POST', '/consent/form/identity', { body: { ...IDENTITY, consentLinkKey: key } });
    expect(identity.status).toBe(200);
    // Staff hear that an identity was confirmed, not the member's answers: no name, birth date, e-mail or address
    // in the organisation's change log (every staff browser of the organisation reads it and keeps a copy).
    const changes = await t.request(tenant.guide, 'GET', '/sync/changes?since=0&limit=5000');
    const confirmed = (changes.body.changes as ChangeRow[]).find((c) => c.id === identity.body.consentIdentityId);
    expect(Object.keys(confirmed?.data ?? {}).sort()).toEqual(
      ['consentLinkId', 'createdAt', 'id', 'internalSubmitterUserId', 'memberId'].sort(),
    );
    for (const answer of Object.values(IDENTITY)) expect(JSON.stringify(changes.body)).not.toContain(answer);
    const again = await call('POST', '/consent/form/identity', { body: { ...IDENTITY, consentLinkKey: key } });
    expect(again.body.consentIdentityId).toBe(identity.body.consentIdentityId);
    const state = await call('GET', `/consent/links/${key}`);
    expect(state.body.termIdentityId).toBe(identity.body.consentIdentityId);

    // An identity confirmed through another link does not count for this one.
    const otherKey = await createMemberLink(db, tenant, memberId);
    const foreign = await call('POST', '/consent/form/', {
      body: { consented: true, termId, consentIdentityId: identity.body.consentIdentityId, consentLinkKey: otherKey },
    });
    expect(foreign.status).toBe(400);

    const answered = await call('POST', '/consent/form/', {
      body: { consented: true, termId, consentIdentityId: identity.body.consentIdentityId, consentLinkKey: key },
      headers: { 'accept-language': 'es' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ term: { key: TREAT, consented: true }, nextTermKey: TCPA, replayed: false });
    const [row] = await db
      .select()
      .from(consentSubmissions)
      .where(eq(consentSubmissions.id, answered.body.submissionId));
    expect(row).toMatchObject({
      memberId,
      consented: true,
      consentIdentityId: identity.body.consentIdentityId,
      languageCode: 'es',
      ipAddress: '127.0.0.1',
      internalSubmitterUserId: null,
    });
    expect(row?.consentLinkId).toBeTruthy();
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('a double-clicked or repeated submit records one answer; a changed answer records another', async () => {
    const db = t.testDb.database.db;
    const memberId = await createMember(db, tenant);
    const key = await createMemberLink(db, tenant, memberId);
    const body = { consented: false, termId: fixture.termIds[TCPA], consentLinkKey: key };
    // Five at once, as a frantic double click with a flaky network would send them, no request id.
    const burst = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/consent/form/', { body })));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(burst.map((r) => r.body.submissionId)).size).toBe(1);
    // The same request id again (a retry after a dropped answer) replays too.
    const headers = { 'idempotency-key': 'submit-0001-abcdef' };
    const changed = await call('POST', '/consent/form/', { body: { ...body, consented: true }, headers });
    const retried = await call('POST', '/consent/form/', { body: { ...body, consented: true }, headers });
    expect(retried.body).toMatchObject({ submissionId: changed.body.submissionId, replayed: true });
    const rows = await db.select().from(consentSubmissions).where(eq(consentSubmissions.memberId, memberId));
    expect(rows.map((r) => r.consented).sort()).toEqual([false, true]);
  });

  it('after the last unanswered term the flow is complete (nextTermKey null)', async () => {
    const db = t.testDb.database.db;
    const memberId = await createMember(db, tenant);
    const key = await createMemberLink(db, tenant, memberId);
    const identity = await call('POST', '/consent/form/identity', { body: { ...IDENTITY, consentLinkKey: key } });
    const consentIdentityId = identity.body.consentIdentityId;
    const answer = (termKey: string, consented: boolean) =>
      call('POST', '/consent/form/', {
        body: { consented, termId: fixture.termIds[termKey], consentIdentityId, consentLinkKey: key },
      });
    expect((await answer(TCPA, true)).body.nextTermKey).toBe(HIPAA);
    expect((await answer(HIPAA, false)).body.nextTermKey).toBe(TREAT);
    expect((await answer(TREAT, true)).body.nextTermKey).toBeNull();
    const state = await call('GET', `/consent/links/${key}`);
    expect(state.body.terms.map((term: { consented: boolean }) => term.consented)).toEqual([true, true, false]);
  });

  it('an answer reaches the staff of the tenant live, with its change-log rows', async () => {
    const db = t.testDb.database.db;
    const memberId = await createMember(db, tenant);
    const key = await createMemberLink(db, tenant, memberId);
    const socket: Socket = connect(t.baseUrl, {
      path: '/socket.io',
      auth: { token: await t.token(tenant.guide) },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const heard: ChangeRow[] = [];
      // One message per transaction and room: its last change, the ones before it in `earlier`.
      socket.on('change', (message: SocketChangePayload) => heard.push(...changesOfMessage(message)));
      const res = await call('POST', '/consent/form/', {
        body: { consented: true, termId: fixture.termIds[TCPA], consentLinkKey: key },
      });
      expect(res.status).toBe(200);
      await expect.poll(() => heard.map((c) => c.entity).sort()).toEqual(['consent', 'consentSubmission']);
      expect(heard.find((c) => c.entity === 'consent')).toMatchObject({
        id: `${memberId}:${fixture.termIds[TCPA]}`,
        data: { consented: true, termKey: TCPA },
      });
      const changes = await t.request(tenant.guide, 'GET', '/sync/changes?since=0&limit=5000');
      expect(changes.body.changes.some((c: ChangeRow) => c.id === res.body.submissionId)).toBe(true);
      expect(JSON.stringify(changes.body)).not.toContain(key);
    } finally {
      socket.disconnect();
    }
  });
});
