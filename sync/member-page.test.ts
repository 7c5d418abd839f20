/**
 * The member page's live queries on the real server: one read serves the record and its contact
 * details; a number that texts STOP updates in place; the feed shows what each item points at and
 * follows it live (a delivery receipt, a new text); the feed grows by keyset; a dismissed status
 * leaves at once and stays gone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { users } from '../server/db/schema/index.ts';
import { simulateInboundText, type SimulatedSmsSender } from '../server/providers/sms-simulator.ts';
import { numberEndingIn } from '../server/routes/messages-testing.ts';
import { createFeedItems, createMemberOf, createPhoneNumber, createStatusEvent } from '../server/testing/factories.ts';
import { engineOnServer } from './testing/server-engine.ts';

type FeedRow = { id: string; messageText: string | null; smsStatus: string | null; smsErrorCode: number | null };

describe('the member page', () => {
  const phone = { id: '', number: '' };
  const sync = engineOnServer({
    async seed({ db, org }) {
      await db
        .update(users)
        .set({ birthDate: '1970-11-25', externalPatientId: 'AV-00000001' })
        .where(eq(users.id, org.member.id));
      // A number the simulated carrier fails to deliver to (30005), and another member's.
      const mobile = await createPhoneNumber(db, org, { number: numberEndingIn('0005') });
      Object.assign(phone, { id: String(mobile.id), number: mobile.number });
      await createPhoneNumber(db, org, { userId: await createMemberOf(db, org) });
    },
  });
  const memberId = () => sync.org.member.id;
  /** The member texts the organisation, now by the test's clock (the webhook's signature is checked against it). */
  const memberTexts = (text: string) =>
    simulateInboundText(sync.t.baseUrl, sync.t.config.smsWebhookSecret, {
      from: phone.number,
      text,
      at: new Date(sync.clock.now()),
    });

  it('one read of the record serves the header and the contact details', async () => {
    const record = await sync.open<{ id: string; name: string; birthDate: string | null }>('memberRecord', {
      memberId: memberId(),
    });
    const phones = await sync.open<{ id: string; number: string }>('memberPhones', { memberId: memberId() });
    expect(record.rows()).toMatchObject([{ id: memberId(), name: 'Member Organisation', birthDate: '1970-11-25' }]);
    expect(phones.rows().map((p) => p.number)).toEqual([phone.number]);
    // (The change log is read once too, from where that page was read: the engine's catch-up.)
    expect(sync.requests.filter((r) => r !== 'GET /sync/changes')).toEqual([`GET /users/${memberId()}`]);
  });

  it('a phone number that texts STOP updates in place', async () => {
    const phones = await sync.open<{ id: string; doNotContactReason: string | null }>('memberPhones', {
      memberId: memberId(),
    });
    expect((await memberTexts('STOP')).status).toBe(201);
    await sync.settled();
    expect(phones.rows()).toMatchObject([{ id: phone.id, doNotContactReason: 'STOP' }]);
  });

  // Guards a lost update: a query started after its rows were in the store heard their next change
  // as an 'insert' from @tanstack/db, and a screen that already showed the row never got it.
  it('a query started over rows already in the store still hears their changes', async () => {
    await sync.open('memberRecord', { memberId: memberId() });
    const phones = await sync.open<{ id: string; doNotContactReason: string | null }>('memberPhones', {
      memberId: memberId(),
    });
    await memberTexts('STOP');
    await sync.settled();
    expect(phones.rows()).toMatchObject([{ id: phone.id, doNotContactReason: 'STOP' }]);
  });

  it('the feed shows each text’s message, newest first, and follows it live', async () => {
    await sync.as(sync.org.guide).call(OPERATIONS.createMessage, {
      body: { subjectId: memberId(), text: 'Hello', phoneNumberId: Number(phone.id) },
    });
    const feed = await sync.open<FeedRow>('memberFeed', { memberId: memberId(), types: ['message'], upTo: 100 });
    expect(feed.rows()).toMatchObject([{ messageText: 'Hello', smsStatus: 'queued' }]);
    // The carrier's receipt changes the message, not the feed item: the row follows it.
    await (sync.t.server.context.sms as SimulatedSmsSender).flush();
    await sync.settled();
    expect(feed.rows()).toMatchObject([{ messageText: 'Hello', smsStatus: 'failed', smsErrorCode: 30005 }]);
    // A new text arrives: the server records its message and the feed item embedding it.
    sync.clock.advance(60_000);
    await memberTexts('Call me');
    await sync.settled();
    expect(feed.rows()).toMatchObject([
      { messageText: 'Call me', smsStatus: 'received' },
      { messageText: 'Hello', smsStatus: 'failed' },
    ]);
  });

  it('the feed grows by keyset: the next hundred, without reading the first again', async () => {
    const items = await createFeedItems(sync.db, sync.org, 150, Date.parse('2026-11-20T00:00:00Z'));
    const types = ['message', 'call'];
    const first = await sync.open<{ id: string }>('memberFeed', { memberId: memberId(), types, upTo: 100 });
    expect(first.rows().map((r) => r.id)).toEqual(items.slice(0, 100).map((item) => item.id));
    const more = await sync.open<{ id: string }>('memberFeed', { memberId: memberId(), types, upTo: 200 });
    expect(more.rows()).toHaveLength(150);
    expect(more.rows().at(-1)?.id).toBe(items.at(-1)?.id);
    expect(sync.requests.filter((r) => r.startsWith('GET /feeds/items'))).toHaveLength(2);
  });

  it('a supervisor’s dismissed status leaves the feed at once and stays gone', async () => {
    const status = await createStatusEvent(sync.db, sync.org, 'unable-to-newly-engage');
    await sync.signIn(sync.org.supervisor);
    const statuses = await sync.open<{ id: string }>('memberStatusHistory', { memberId: memberId() });
    expect(statuses.rows().map((e) => e.id)).toEqual([status.id]);
    sync.hold();
    const done = sync.engine.mutate('dismissMemberStatus', { statusEventId: status.id });
    sync.frames.run();
    expect(statuses.rows()).toEqual([]);
    sync.release();
    await sync.confirm(done);
    expect(statuses.rows()).toEqual([]);
  });
});
