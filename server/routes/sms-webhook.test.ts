import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../domain/index.ts';
import { phoneNumbers, smsMessages } from '../db/schema/index.ts';
import { optOutKeyword } from '../providers/inbound-sms.ts';
import { newMessageSid, SIMULATED_PROVIDER_NUMBER, simulateInboundText } from '../providers/sms-simulator.ts';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, smsWebhookHeaders } from '../providers/sms-webhook-signature.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../providers/webhook-signing.ts';
import { countOf, organisationPrint } from '../providers/webhook-testing.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createOrganisation, createPhoneNumber, testPhone, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)('inbound SMS webhook on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestOrganisation;
  const memberNumber = `+1312${String(Date.now()).slice(-7)}`;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    tenant = await createOrganisation(t.testDb.database.db);
    await t.testDb.database.db.insert(phoneNumbers).values({
      organisationId: tenant.organisationId,
      clientId: tenant.clientId,
      userId: tenant.member.id,
      number: memberNumber,
      description: 'Mobile',
      isPrimary: true,
    });
  });
  afterAll(() => t?.close());

  it('a member’s text gives their guide a Text back todo, a notification and a feed item, with changes', async () => {
    const head = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    const result = await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, {
      from: memberNumber,
      text: 'Can you call me back?',
    });
    expect(result.status).toBe(201);
    const todos = await t.request(tenant.guide, 'GET', `/users/${tenant.guide.id}/todos?types=TEXT_BACK`);
    expect(todos.body.data).toHaveLength(1);
    expect(todos.body.data[0]).toMatchObject({ memberId: tenant.member.id, externalItemType: 'message' });
    const notes = await t.request(tenant.guide, 'GET', '/notifications/guide?unreadOnly=true');
    expect(notes.body.data[0].description).toContain('sent you a text message');
    const feed = await t.request(tenant.guide, 'GET', `/feeds/items?userId=${tenant.member.id}&type=message`);
    expect(feed.body.data).toHaveLength(1);
    const changes = await t.request(tenant.guide, 'GET', `/sync/changes?since=${head}`);
    expect(changes.body.changes.map((c: { entity: string }) => c.entity)).toEqual([
      'smsMessage',
      'user',
      'feedItem',
      'interaction',
      'todo',
      'notification',
    ]);
    // The notification is the guide's alone.
    const colleague = await t.request(tenant.otherGuide, 'GET', `/sync/changes?since=${head}`);
    expect(colleague.body.changes.map((c: { entity: string }) => c.entity)).toEqual([
      'smsMessage',
      'user',
      'feedItem',
      'interaction',
      'todo',
    ]);
  });

  it('records the feed item change in the very shape the feed reads it: with its message embedded', async () => {
    const org = await t.organisation('Gamma');
    const phone = await createPhoneNumber(t.testDb.database.db, org);
    const head = (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    expect(
      (await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: phone.number, text: 'Running late' }))
        .status,
    ).toBe(201);
    const changes = (await t.request(org.guide, 'GET', `/sync/changes?since=${head}`)).body.changes as {
      entity: string;
      data: Record<string, unknown>;
    }[];
    const item = changes.find((c) => c.entity === 'feedItem')?.data;
    const message = changes.find((c) => c.entity === 'smsMessage')?.data;
    expect(ENTITIES.feedItem.schema.allows(item)).toBe(true);
    expect(item).toMatchObject({ externalItemType: 'message', message, interaction: null });
    expect(message).toMatchObject({ text: 'Running late', incoming: true });
    const feed = await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}`);
    expect(feed.body.data).toEqual([item]);
  });

  it('STOP marks the sending number do-not-contact (reason STOP) with a phoneNumber change; START lifts it', async () => {
    const org = await t.organisation('Gamma');
    const db = t.testDb.database.db;
    const phone = await createPhoneNumber(db, org);
    const other = await createPhoneNumber(db, org, { number: testPhone(), isPrimary: false, description: 'Home' });
    const head = async () => (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    const text = async (body: string) => {
      const since = await head();
      expect(
        (await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: phone.number, text: body })).status,
      ).toBe(201);
      return (await t.request(org.guide, 'GET', `/sync/changes?since=${since}`)).body.changes.filter(
        (c: { entity: string }) => c.entity === 'phoneNumber',
      ) as { id: string; data: Record<string, unknown> }[];
    };
    const phones = async () =>
      (await t.request(org.guide, 'GET', `/users/${org.member.id}`)).body.phoneNumbers as {
        id: string;
        doNotContactReason: string | null;
      }[];

    const stopped = await text(' stop! ');
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatchObject({
      id: String(phone.id),
      data: { id: String(phone.id), memberId: org.member.id, number: phone.number, doNotContactReason: 'STOP' },
    });
    expect(ENTITIES.phoneNumber.schema.allows(stopped[0]?.data)).toBe(true);
    expect(await phones()).toEqual([
      expect.objectContaining({ id: String(phone.id), doNotContactReason: 'STOP' }),
      expect.objectContaining({ id: String(other.id), doNotContactReason: null }),
    ]);
    // Already stopped: nothing changes. An ordinary text changes no phone.
    expect(await text('STOP')).toEqual([]);
    expect(await text('Please stop calling me at work')).toEqual([]);
    const started = await text('Start');
    expect(started.map((c) => c.data)).toEqual([
      expect.objectContaining({ id: String(phone.id), doNotContactReason: null }),
    ]);
    const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.id, phone.id));
    expect(row).toMatchObject({ doNotContact: false, doNotContactReason: null });

    // START does not lift a do-not-contact set for another reason.
    await db
      .update(phoneNumbers)
      .set({ doNotContact: true, doNotContactReason: 'Wrong number' })
      .where(eq(phoneNumbers.id, phone.id));
    expect(await text('START')).toEqual([]);
    expect((await phones())[0]?.doNotContactReason).toBe('Wrong number');
  });

  it('STOP from a number removed from the record still finds the member; the opt-out is kept, and the phone stays gone for clients', async () => {
    const org = await t.organisation('Gamma');
    const db = t.testDb.database.db;
    const phone = await createPhoneNumber(db, org);
    expect((await t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${phone.id}`)).status).toBe(200);
    const since = (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    expect(
      (await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: phone.number, text: 'STOP' })).status,
    ).toBe(201);
    const changes = (await t.request(org.guide, 'GET', `/sync/changes?since=${since}`)).body.changes as {
      entity: string;
      id: string;
      op: string;
    }[];
    expect(changes.filter((c) => c.entity === 'phoneNumber')).toEqual([
      expect.objectContaining({ id: String(phone.id), op: 'delete' }),
    ]);
    expect(changes.some((c) => c.entity === 'smsMessage')).toBe(true);
    const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.id, phone.id));
    expect(row).toMatchObject({ doNotContact: true, doNotContactReason: 'STOP' });
    expect((await t.request(org.guide, 'GET', `/users/${org.member.id}`)).body.phoneNumbers).toEqual([]);
  });

  it('reads opt-out and opt-in keywords only as the whole text', () => {
    for (const word of [
      'STOP',
      'stop',
      ' Stop. ',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit!',
      'REVOKE',
      'optout',
    ])
      expect(optOutKeyword(word), word).toBe(true);
    for (const word of ['START', 'unstop', 'Start!']) expect(optOutKeyword(word), word).toBe(false);
    for (const word of ['yes', 'stop it', 'Please STOP', 'started', '']) expect(optOutKeyword(word), word).toBeNull();
  });

  it('refuses a forged signature and writes nothing', async () => {
    const head = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    const body = JSON.stringify({ from: memberNumber, to: '+15550000100', text: 'forged' });
    const res = await fetch(`${t.baseUrl}/api/webhooks/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SMS_SIGNATURE_HEADER]: 'nope' },
      body,
    });
    expect(res.status).toBe(401);
    expect((await t.request(tenant.guide, 'GET', `/sync/changes?since=${head}`)).body.changes).toEqual([]);
  });

  describe('replays and stale or wrong signatures', () => {
    const db = () => t.testDb.database.db;
    const post = async (path: string, body: string, headers: Record<string, string>) => {
      const response = await fetch(`${t.baseUrl}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return {
        status: response.status,
        body: await response.json(),
        replay: response.headers.get('idempotent-replay'),
      };
    };
    const textBody = (from: string, messageSid = newMessageSid()) =>
      JSON.stringify({ messageSid, from, to: SIMULATED_PROVIDER_NUMBER, text: 'Call me back' });
    const secret = () => t.config.smsWebhookSecret;
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    /** Requests that must be refused: stale, from the future, unsigned in time, wrongly signed. */
    const refusedHeaders = (body: string) => {
      const { [SMS_TIMESTAMP_HEADER]: _timestamp, ...withoutTimestamp } = smsWebhookHeaders(secret(), body);
      return {
        stale: smsWebhookHeaders(secret(), body, new Date(Date.now() - (WEBHOOK_TOLERANCE_SECONDS + 30) * 1000)),
        future: smsWebhookHeaders(secret(), body, new Date(Date.now() + (WEBHOOK_TOLERANCE_SECONDS + 30) * 1000)),
        'no timestamp': withoutTimestamp,
        'malformed timestamp': { ...smsWebhookHeaders(secret(), body), [SMS_TIMESTAMP_HEADER]: 'yesterday' },
        'wrong secret': smsWebhookHeaders('not-the-secret', body),
        forged: { ...smsWebhookHeaders(secret(), body), [SMS_SIGNATURE_HEADER]: 'forged' },
      };
    };

    it('an inbound text delivered again (the same request, or a retry signed anew) is stored once and answered as the first time', async () => {
      const org = await t.organisation('Replay');
      const phone = await createPhoneNumber(db(), org);
      const body = textBody(phone.number);
      const headers = smsWebhookHeaders(secret(), body);
      const first = await post('/webhooks/sms/inbound', body, headers);
      expect(first).toMatchObject({
        status: 201,
        replay: null,
        body: { messageId: expect.any(String), todoId: expect.any(String) },
      });
      const written = await organisationPrint(db(), org.organisationId);
      expect(await post('/webhooks/sms/inbound', body, headers)).toEqual({ ...first, replay: 'true' });
      expect(await post('/webhooks/sms/inbound', body, smsWebhookHeaders(secret(), body, minutes(2)))).toEqual({
        ...first,
        replay: 'true',
      });
      // Nothing more: no message, todo, notification, feed item or change row.
      expect(await organisationPrint(db(), org.organisationId)).toEqual(written);
      for (const table of ['sms_messages', 'todos', 'notifications', 'feed_items', 'interactions']) {
        expect(await countOf(db(), table, org.organisationId), table).toBe(1);
      }
      // Another message from the same number is a new event.
      const next = textBody(phone.number);
      expect((await post('/webhooks/sms/inbound', next, smsWebhookHeaders(secret(), next))).status).toBe(201);
      expect(await countOf(db(), 'sms_messages', org.organisationId)).toBe(2);
    });

    it('the same text delivered several times at once is stored once; each delivery gets the first answer', async () => {
      const org = await t.organisation('Concurrent');
      const phone = await createPhoneNumber(db(), org);
      const body = textBody(phone.number);
      const answers = await Promise.all(
        [1, 2, 3].map(() => post('/webhooks/sms/inbound', body, smsWebhookHeaders(secret(), body))),
      );
      const first = answers.find((a) => a.replay === null);
      expect(first).toMatchObject({ status: 201, body: { messageId: expect.any(String) } });
      expect(answers.filter((a) => a !== first)).toEqual([
        { ...first, replay: 'true' },
        { ...first, replay: 'true' },
      ]);
      for (const table of ['sms_messages', 'todos', 'notifications'])
        expect(await countOf(db(), table, org.organisationId), table).toBe(1);
    });

    it('refuses an inbound text signed more than five minutes ago or ahead, without a timestamp, or wrongly signed, writing nothing', async () => {
      const org = await t.organisation('Stale');
      const phone = await createPhoneNumber(db(), org);
      const body = textBody(phone.number);
      const before = await organisationPrint(db(), org.organisationId);
      for (const [why, headers] of Object.entries(refusedHeaders(body)))
        expect((await post('/webhooks/sms/inbound', body, headers)).status, why).toBe(401);
      expect(await organisationPrint(db(), org.organisationId)).toEqual(before);
      // The refusals claimed nothing: the same message signed now is taken.
      expect((await post('/webhooks/sms/inbound', body, smsWebhookHeaders(secret(), body))).status).toBe(201);
    });

    /** An outbound text handed to the carrier (its id stored), waiting for receipts. */
    async function handedOffText(name: string) {
      const org = await t.organisation(name);
      const phone = await createPhoneNumber(db(), org);
      const [text] = await db()
        .insert(smsMessages)
        .values({
          id: randomUUID(),
          organisationId: org.organisationId,
          clientId: org.clientId,
          subjectId: org.member.id,
          userId: org.guide.id,
          text: 'Hello',
          phoneNumberId: phone.id,
          smsPhoneNumber: phone.number,
          incoming: false,
          sentAt: new Date(),
          smsStatus: 'queued',
          carrierSid: newMessageSid(),
        })
        .returning();
      if (!text) throw new Error('text not stored');
      return {
        org,
        text,
        receipt: (status: string) =>
          JSON.stringify({ messageId: text.id, carrierId: text.carrierSid, status, errorCode: null }),
      };
    }

    it('a delivery receipt delivered again is applied once and answered as the first time', async () => {
      const { org, text, receipt } = await handedOffText('Receipt replay');
      const body = receipt('delivered');
      const headers = smsWebhookHeaders(secret(), body);
      const first = await post('/webhooks/sms/status', body, headers);
      expect(first).toEqual({ status: 200, replay: null, body: { id: text.id, smsStatus: 'delivered' } });
      const written = await organisationPrint(db(), org.organisationId);
      expect(await post('/webhooks/sms/status', body, headers)).toEqual({ ...first, replay: 'true' });
      expect(await post('/webhooks/sms/status', body, smsWebhookHeaders(secret(), body, minutes(1)))).toEqual({
        ...first,
        replay: 'true',
      });
      expect(await organisationPrint(db(), org.organisationId)).toEqual(written);
    });

    it('refuses a delivery receipt signed more than five minutes ago or ahead, without a timestamp, or wrongly signed, changing nothing', async () => {
      const { org, text, receipt } = await handedOffText('Receipt stale');
      const body = receipt('failed');
      const before = await organisationPrint(db(), org.organisationId);
      for (const [why, headers] of Object.entries(refusedHeaders(body)))
        expect((await post('/webhooks/sms/status', body, headers)).status, why).toBe(401);
      expect(await organisationPrint(db(), org.organisationId)).toEqual(before);
      expect((await db().select().from(smsMessages).where(eq(smsMessages.id, text.id)))[0]?.smsStatus).toBe('queued');
    });
  });

  it('drops a text from an unknown number without error', async () => {
    const result = await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, {
      from: '+19999999999',
      text: 'who is this',
    });
    expect(result.status).toBe(202);
  });

  it("a text lands in its member's organisation only: another organisation's log and docket never see it", async () => {
    const db = t.testDb.database.db;
    const other = await createOrganisation(db, 'Beta');
    const theirNumber = `+1773${String(Date.now()).slice(-7)}`;
    await db.insert(phoneNumbers).values({
      organisationId: other.organisationId,
      clientId: other.clientId,
      userId: other.member.id,
      number: theirNumber,
      description: 'Mobile',
      isPrimary: true,
    });
    const head = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    expect(
      (await simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: theirNumber, text: 'Hello' })).status,
    ).toBe(201);
    expect((await t.request(tenant.guide, 'GET', `/sync/changes?since=${head}`)).body).toMatchObject({
      head,
      changes: [],
    });
    const theirs = await t.request(other.guide, 'GET', '/sync/changes?since=0');
    expect(theirs.body.changes.map((c: { entity: string }) => c.entity)).toEqual([
      'smsMessage',
      'user',
      'feedItem',
      'interaction',
      'todo',
      'notification',
    ]);
    const theirTodo = theirs.body.changes.find((c: { entity: string }) => c.entity === 'todo');
    expect(
      (
        await t.request(tenant.supervisor, 'POST', `/users/${other.guide.id}/todos/${theirTodo.id}/snooze`, {
          body: { noActionNeeded: true },
        })
      ).status,
    ).toBe(404);
  });
});
