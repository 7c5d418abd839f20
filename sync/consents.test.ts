/**
 * A member's consents on the staff side, on a hand-driven backend: the customer's terms with the
 * member's answers (Incomplete, Accepted, Rejected), an answer given elsewhere (the public site, a
 * STOP text, another guide) arriving live with its history entry, a staff answer shown at once
 * and rolled back when the server refuses it, and Send consent text's text reaching the feed.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPTED_OUT_MESSAGE, type CallInput, type EntityShape, type Operation } from '../domain/index.ts';
import type { Http } from './ports.ts';
import type { ConsentHistoryRow, MemberConsentRow, MemberFeedRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, type FakeBackend } from './testing/fake-backend.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const TREAT = '1a2b3c4d-0000-4000-8000-000000000001';
const TCPA = '1a2b3c4d-0000-4000-8000-000000000002';
const OTHER_CLIENT_TERM = '1a2b3c4d-0000-4000-8000-000000000003';

const texts = (name: string) => ({
  name,
  shortName: name,
  text: `${name} text`,
  infoText: null,
  acceptText: 'I accept',
  rejectText: 'I do not accept',
});
const term = (id: string, key: string, sortOrder: number, clientId = 'c1'): EntityShape<'consentTerm'> => ({
  id,
  clientId,
  key,
  sortOrder,
  identityRequired: key === 'consent-to-treat',
  isActive: true,
  texts: { en: texts(key), es: texts(`${key} (es)`) },
});
const submission = (
  id: string,
  termId: string,
  consented: boolean,
  ipAddress: string,
  createdAt: string,
): EntityShape<'consentSubmission'> => ({
  id,
  memberId: M,
  termId,
  consented,
  createdAt,
  ipAddress,
  consentLinkId: ipAddress === 'SMS' ? null : 'link-1',
  consentIdentityId: null,
  languageCode: 'en',
  internalSubmitterUserId: null,
});

describe('consents on the staff side', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado'));
    backend.upsert('consentTerm', term(TREAT, 'consent-to-treat', 1));
    backend.upsert('consentTerm', term(TCPA, 'tcpa-text-messaging', 2));
    backend.upsert('consentTerm', term(OTHER_CLIENT_TERM, 'other-customer', 0, 'c2'));
    backend.upsert('consent', {
      id: `${M}:${TREAT}`,
      memberId: M,
      termId: TREAT,
      termKey: 'consent-to-treat',
      consented: true,
      updatedAt: '2026-11-01T10:00:00.000Z',
      lastSubmissionId: 's0',
    });
    backend.upsert('consentSubmission', submission('s0', TREAT, true, '203.0.113.9', '2026-11-01T10:00:00.000Z'));
  });

  const terms = () => sync.open<MemberConsentRow>('memberConsentTerms', { memberId: M, clientId: 'c1' });

  it("lists the customer's terms in order with the member's answers: Accepted, and Incomplete when never answered", async () => {
    const view = await terms();
    expect(view.rows().map((row) => [row.key, row.consented, row.texts.es.name])).toEqual([
      ['consent-to-treat', true, 'consent-to-treat (es)'],
      ['tcpa-text-messaging', null, 'tcpa-text-messaging (es)'],
    ]);
  });

  it('a STOP answered by SMS shows live: the term turns Rejected and the history gains its entry', async () => {
    const view = await terms();
    const history = await sync.open<ConsentHistoryRow>('memberConsentHistory', { memberId: M });
    sync.backend.upsert('consentSubmission', submission('s1', TCPA, false, 'SMS', '2026-11-21T09:00:00.000Z'));
    sync.backend.upsert('consent', {
      id: `${M}:${TCPA}`,
      memberId: M,
      termId: TCPA,
      termKey: 'tcpa-text-messaging',
      consented: false,
      updatedAt: '2026-11-21T09:00:00.000Z',
      lastSubmissionId: 's1',
    });
    sync.backend.deliverAll();
    sync.frames.run();
    await Promise.resolve();
    sync.frames.run();
    expect(view.rows().find((row) => row.id === TCPA)?.consented).toBe(false);
    expect(history.rows().map((row) => [row.id, row.ipAddress])).toEqual([
      ['s1', 'SMS'],
      ['s0', '203.0.113.9'],
    ]);
  });

  it("a staff answer shows at once and is confirmed by the server's change", async () => {
    const view = await terms();
    const done = sync.engine.mutate('recordConsent', {
      memberId: M,
      termId: TCPA,
      termKey: 'tcpa-text-messaging',
      consented: true,
      consentIdentityId: null,
    });
    sync.frames.run();
    expect(view.rows().find((row) => row.id === TCPA)?.consented).toBe(true);
    await sync.confirm(done);
    expect(view.rows().find((row) => row.id === TCPA)?.consented).toBe(true);
    expect(sync.backend.tables.consent.get(`${M}:${TCPA}`)?.consented).toBe(true);
  });

  it('a refused answer rolls back to what the server holds', async () => {
    const view = await terms();
    sync.backend.failNextPost = { status: 400, message: 'A response is required' };
    const done = sync.engine.mutate('recordConsent', {
      memberId: M,
      termId: TREAT,
      termKey: 'consent-to-treat',
      consented: false,
      consentIdentityId: null,
    });
    sync.frames.run();
    expect(view.rows().find((row) => row.id === TREAT)?.consented).toBe(false);
    await expect(done).rejects.toMatchObject({ status: 400 });
    sync.frames.run();
    expect(view.rows().find((row) => row.id === TREAT)?.consented).toBe(true);
  });
});

/**
 * As server/consent/staff-routes.ts, which the fake backend does not serve: a number that texted
 * STOP is refused with the spec's words; otherwise the link and the text are recorded, the text's
 * feed item last (it confirms the write).
 */
function withConsentText(backend: FakeBackend): Http {
  return {
    async call(operation, input, options) {
      if ((operation as Operation) !== OPERATIONS.sendConsentText) return backend.http.call(operation, input, options);
      await Promise.resolve();
      const { userId, phoneNumberId } = (input as CallInput<typeof OPERATIONS.sendConsentText>).body;
      if (phoneNumberId === '9') throw { status: 400, body: { statusCode: 400, message: OPTED_OUT_MESSAGE } };
      const at = '2026-11-21T12:00:00.000Z';
      backend.upsert('consentLink', {
        id: 'link-2',
        memberId: userId,
        createdById: 'g1',
        createdAt: at,
        expiresAt: at,
      });
      const message: EntityShape<'smsMessage'> = {
        id: 'sms-1',
        memberId: userId,
        userId: 'g1',
        text: 'Your care team asks you to review and answer your consents: https://consent.example/?key=k',
        incoming: false,
        sentAt: at,
        createdAt: at,
        smsStatus: 'queued',
        smsErrorCode: null,
        smsPhoneNumber: '+14155550100',
      };
      backend.upsert('smsMessage', message);
      const item = {
        id: 'feed-1',
        memberId: userId,
        timestamp: at,
        externalItemType: 'message',
        externalItemId: 'sms-1',
      };
      const change = backend.upsert('feedItem', { ...item, message });
      return { body: { feedItemId: item.id, expiresAt: at }, seq: change.seq } as never;
    },
  };
}

describe('Send consent text', () => {
  const sync = engineScreenEach((backend) => backend.upsert('user', makeMember(M, 'Rosa', 'Delgado')), {
    http: withConsentText,
  });
  const feed = () => sync.open<MemberFeedRow>('memberFeed', { memberId: M, types: ['message'], upTo: 100 });

  it("the text shows on the member's feed with the server's change (its link is the server's)", async () => {
    const view = await feed();
    const sent = sync.engine.mutate('sendConsentText', { userId: M, phoneNumberId: '7' });
    sync.frames.run();
    expect(view.rows()).toEqual([]);
    await sync.confirm(sent);
    expect(view.rows().map((row) => row.messageText)).toEqual([
      'Your care team asks you to review and answer your consents: https://consent.example/?key=k',
    ]);
  });

  it('a number that texted STOP is refused with the words the dialog shows, and nothing reaches the feed', async () => {
    const view = await feed();
    await expect(sync.engine.mutate('sendConsentText', { userId: M, phoneNumberId: '9' })).rejects.toMatchObject({
      status: 400,
      body: { message: OPTED_OUT_MESSAGE },
    });
    await sync.flush();
    expect(view.rows()).toEqual([]);
  });
});
