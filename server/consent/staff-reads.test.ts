/**
 * The staff consent reads the member page keeps live (terms in both languages, answers, history),
 * the Send consent text action, and the TCPA rejection a STOP text records.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, phoneNumbers, smsMessages } from '../db/schema/index.ts';
import { simulateInboundText } from '../providers/sms-simulator.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createPhoneNumber, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { OPTED_OUT_MESSAGE } from './staff-routes.ts';
import { createConsentFixture, createMember, TCPA, type ConsentFixture } from './testing.ts';

describe.each(DIALECTS)('staff consent reads and the consent text on %s', (dialect) => {
  let t: TestServer;
  let org: TestOrganisation;
  let fixture: ConsentFixture;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    org = await t.organisation('Alpha');
    fixture = await createConsentFixture(t.testDb.database.db, org);
  });
  afterAll(() => t?.close());

  it("lists the member's customer's terms in English and Spanish, the member's answers and the history, newest first", async () => {
    const memberId = await createMember(t.testDb.database.db, org);
    const terms = await t.request(org.guide, 'GET', `/consent/terms?memberId=${memberId}`);
    expect(terms.status).toBe(200);
    const tcpa = terms.body.data.find((term: { key: string }) => term.key === TCPA);
    expect(tcpa.texts.en.name).toBe('Text Message Consent (TCPA)');
    expect(tcpa.texts.es.name).toBe('Consentimiento para mensajes de texto (TCPA)');
    expect((await t.request(org.guide, 'GET', `/consent/answers?memberId=${memberId}`)).body.data).toEqual([]);

    for (const consented of [true, false]) {
      const answer = await t.request(org.guide, 'POST', '/consent', {
        body: { memberId, termId: fixture.termIds[TCPA], consented, consentIdentityId: null },
      });
      expect(answer.status).toBe(200);
    }
    const answers = await t.request(org.guide, 'GET', `/consent/answers?memberId=${memberId}`);
    expect(answers.body.data).toEqual([
      expect.objectContaining({ id: `${memberId}:${fixture.termIds[TCPA]}`, termKey: TCPA, consented: false }),
    ]);
    const history = await t.request(org.guide, 'GET', `/consent/history?memberId=${memberId}`);
    expect(history.body.data.map((entry: { consented: boolean }) => entry.consented)).toEqual([false, true]);
    expect(history.body.data[0]).toMatchObject({
      termId: fixture.termIds[TCPA],
      internalSubmitterUserId: org.guide.id,
      consentLinkId: null,
    });
  });

  it('refuses a user without app access (403) and validates the member id (400)', async () => {
    expect((await t.request(org.noAccess, 'GET', `/consent/terms?memberId=${org.member.id}`)).status).toBe(403);
    expect((await t.request(org.guide, 'GET', '/consent/history?memberId=not-a-uuid')).status).toBe(400);
  });

  it('Send consent text texts a new link to the phone and shows it in the feed; a number that texted STOP is refused', async () => {
    const db = t.testDb.database.db;
    const phone = await createPhoneNumber(db, org);
    const sent = await t.request(org.guide, 'POST', '/consent/text', {
      body: { userId: org.member.id, phoneNumberId: String(phone.id) },
    });
    expect(sent.status).toBe(200);
    const [feed] = await db.select().from(feedItems).where(eq(feedItems.id, sent.body.feedItemId));
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.id, feed!.externalItemId!));
    // Handed to the carrier after commit: 'queued' until its receipts say 'sent' and 'delivered' (server/providers/outbound-sms.ts).
    expect(message).toMatchObject({
      incoming: false,
      smsPhoneNumber: phone.number,
      smsStatus: 'queued',
      userId: org.guide.id,
    });
    expect(message!.text).toMatch(/\/consent\/\?key=[A-Za-z0-9_-]{43}$/);

    await db
      .update(phoneNumbers)
      .set({ doNotContact: true, doNotContactReason: 'STOP' })
      .where(eq(phoneNumbers.id, phone.id));
    const before = (await db.select().from(smsMessages).where(eq(smsMessages.subjectId, org.member.id))).length;
    const refused = await t.request(org.guide, 'POST', '/consent/text', {
      body: { userId: org.member.id, phoneNumberId: String(phone.id) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.userMessage).toBe(OPTED_OUT_MESSAGE);
    expect((await db.select().from(smsMessages).where(eq(smsMessages.subjectId, org.member.id))).length).toBe(before);
  });

  it("another member's phone is not found", async () => {
    const other = await t.organisation('Beta');
    const phone = await createPhoneNumber(t.testDb.database.db, other);
    expect(
      (
        await t.request(org.guide, 'POST', '/consent/text', {
          body: { userId: org.member.id, phoneNumberId: String(phone.id) },
        })
      ).status,
    ).toBe(404);
  });

  it("a STOP text rejects the member's TCPA consent, answered by SMS; a second STOP records nothing new", async () => {
    const phone = await createPhoneNumber(t.testDb.database.db, org);
    for (let i = 0; i < 2; i++) {
      const result = await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, {
        from: phone.number,
        text: 'STOP',
      });
      expect(result.status).toBe(201);
    }
    const history = await t.request(org.guide, 'GET', `/consent/history?memberId=${org.member.id}`);
    const bySms = history.body.data.filter((entry: { ipAddress: string }) => entry.ipAddress === 'SMS');
    expect(bySms).toEqual([
      expect.objectContaining({ termId: fixture.termIds[TCPA], consented: false, internalSubmitterUserId: null }),
    ]);
    const answers = await t.request(org.guide, 'GET', `/consent/answers?memberId=${org.member.id}`);
    expect(answers.body.data).toContainEqual(expect.objectContaining({ termKey: TCPA, consented: false }));
  });
});
