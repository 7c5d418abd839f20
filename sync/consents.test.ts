/**
 * A member's consents on the staff side, on the real server (the demo terms of the member's
 * customer): the terms with the member's answers (Incomplete, Accepted, Rejected), a STOP texted
 * by the member arriving live with its history entry, a staff answer shown at once and rolled back
 * when the server refuses it, and Send consent text's text reaching the feed.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPTED_OUT_MESSAGE } from '../domain/index.ts';
import { createConsentFixture, HIPAA, TCPA, TREAT } from '../server/consent/testing.ts';
import { simulateInboundText } from '../server/providers/sms-simulator.ts';
import { numberEndingIn } from '../server/routes/messages-testing.ts';
import { createPhoneNumber } from '../server/testing/factories.ts';
import type { ConsentHistoryRow, MemberConsentRow, MemberFeedRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

describe('consents on the staff side', () => {
  let termIds: Record<string, string> = {};
  const phone = { id: '', number: '' };
  const sync = engineOnServer({
    async seed({ db, org, as }) {
      ({ termIds } = await createConsentFixture(db, org));
      const mobile = await createPhoneNumber(db, org, { number: numberEndingIn('7777') });
      Object.assign(phone, { id: String(mobile.id), number: mobile.number });
      // Consent to treat, accepted with staff after the member's identity was confirmed.
      const guide = as(org.guide);
      const identity = await guide.call(OPERATIONS.recordStaffConsentIdentity, {
        body: { memberId: org.member.id, name: 'Member Organisation', dateOfBirth: '1970-01-31' },
      });
      await guide.call(OPERATIONS.recordStaffConsent, {
        body: {
          memberId: org.member.id,
          termId: termIds[TREAT]!,
          consented: true,
          consentIdentityId: identity.body.consentIdentityId,
        },
      });
    },
  });
  const memberId = () => sync.org.member.id;
  const terms = () =>
    sync.open<MemberConsentRow>('memberConsentTerms', { memberId: memberId(), clientId: sync.org.clientId });
  const memberTexts = (text: string) =>
    simulateInboundText(sync.t.baseUrl, sync.t.config.smsWebhookSecret, {
      from: phone.number,
      text,
      at: new Date(sync.clock.now()),
    });
  const consentedTo = (view: { rows(): MemberConsentRow[] }, key: string) =>
    view.rows().find((row) => row.key === key)?.consented;

  it("lists the customer's terms in order with the member's answers: Accepted, and Incomplete when never answered", async () => {
    const view = await terms();
    expect(view.rows().map((row) => [row.key, row.consented, row.texts.es.name])).toEqual([
      [TREAT, true, 'Consentimiento para recibir atención'],
      [TCPA, null, 'Consentimiento para mensajes de texto (TCPA)'],
      [HIPAA, null, 'Autorización para compartir información de salud (HIPAA)'],
    ]);
  });

  it('a STOP texted by the member shows live: the text-message term turns Rejected and the history gains its entry', async () => {
    const view = await terms();
    const history = await sync.open<ConsentHistoryRow>('memberConsentHistory', { memberId: memberId() });
    expect(history.rows()).toHaveLength(1);
    sync.clock.advance(60_000);
    expect((await memberTexts('STOP')).status).toBe(201);
    await sync.settled();
    expect(consentedTo(view, TCPA)).toBe(false);
    // (Which comes first is not asked: the staff answer is stamped by the database's clock, the text by its receipt.)
    expect(history.rows().map((row) => [row.termId, row.consented, row.ipAddress])).toEqual(
      expect.arrayContaining([
        [termIds[TCPA], false, 'SMS'],
        [termIds[TREAT], true, expect.any(String)],
      ]),
    );
    expect(history.rows()).toHaveLength(2);
  });

  it("a staff answer shows at once and is confirmed by the server's change", async () => {
    const view = await terms();
    sync.hold();
    const done = sync.engine.mutate('recordConsent', {
      memberId: memberId(),
      termId: termIds[TCPA]!,
      termKey: TCPA,
      consented: true,
      consentIdentityId: null,
    });
    sync.frames.run();
    expect(consentedTo(view, TCPA)).toBe(true);
    sync.release();
    await sync.confirm(done);
    expect(consentedTo(view, TCPA)).toBe(true);
  });

  it('an answer the server refuses (consent to treat without a confirmed identity) rolls back to what it holds', async () => {
    const view = await terms();
    sync.hold();
    const done = sync.engine.mutate('recordConsent', {
      memberId: memberId(),
      termId: termIds[TREAT]!,
      termKey: TREAT,
      consented: false,
      consentIdentityId: null,
    });
    sync.frames.run();
    expect(consentedTo(view, TREAT)).toBe(false);
    sync.release();
    await expect(done).rejects.toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ property: 'consentIdentityId' })] },
    });
    sync.frames.run();
    expect(consentedTo(view, TREAT)).toBe(true);
  });

  describe('Send consent text', () => {
    const feed = () => sync.open<MemberFeedRow>('memberFeed', { memberId: memberId(), types: ['message'], upTo: 100 });

    it("the text shows on the member's feed with the server's change (its link is the server's)", async () => {
      const view = await feed();
      sync.hold();
      const sent = sync.engine.mutate('sendConsentText', { userId: memberId(), phoneNumberId: phone.id });
      sync.frames.run();
      expect(view.rows()).toEqual([]);
      sync.release();
      await sync.confirm(sent);
      expect(view.rows().map((row) => row.messageText)).toEqual([
        expect.stringMatching(new RegExp(`${sync.t.baseUrl}/consent/\\?key=`)),
      ]);
    });

    it('a number that texted STOP is refused with the words the dialog shows, and nothing reaches the feed', async () => {
      await memberTexts('STOP');
      const view = await feed();
      const before = view.rows().map((row) => row.id);
      await expect(
        sync.engine.mutate('sendConsentText', { userId: memberId(), phoneNumberId: phone.id }),
      ).rejects.toMatchObject({ status: 400, body: { message: OPTED_OUT_MESSAGE } });
      await sync.settled();
      expect(view.rows().map((row) => row.id)).toEqual(before);
    });
  });
});
