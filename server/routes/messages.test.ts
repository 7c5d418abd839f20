/**
 * Texts through the real app: sent now or scheduled, handed to the carrier only after commit, the
 * carrier's signed receipts moving them forward (never back), opt-out refused on every send path,
 * the schedule's window and daily limits, the server sending scheduled texts at their time.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTED_OUT_MESSAGE, SCHEDULING_LIMITS, sendingPerDayError, scheduledPerDayError } from '../../domain/index.ts';
import { clients, scheduledMessages, smsMessages } from '../db/schema/index.ts';
import { createStoredFile } from '../files/testing.ts';
import type { OutgoingText, SmsSender } from '../providers/outbound-sms.ts';
import { postDeliveryReceipt, simulateInboundText, type SimulatedSmsSender } from '../providers/sms-simulator.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createScheduledText, sendableNumber } from './messages-testing.ts';

/** Monday 7 January 2030, 7:00 in New York (the staff's zone): a weekday before the window opens. */
const MONDAY_7AM = Date.parse('2030-01-07T12:00:00Z');
const MONDAY_9AM = Date.parse('2030-01-07T14:00:00Z');

describe.each(DIALECTS)('texts on %s', (dialect) => {
  let t: TestServer;
  let nowMs = MONDAY_7AM;
  const db = () => t.testDb.database.db;
  const carrier = () => t.server.context.sms as SimulatedSmsSender;
  beforeAll(async () => {
    t = await startTestServer(dialect, { clock: { now: () => new Date(nowMs) } });
  });
  afterAll(() => t?.close());

  const send = (org: TestOrganisation, body: object) =>
    t.request(org.guide, 'POST', '/chat/messages', {
      body: { subjectId: org.member.id, text: 'Hello from your guide', ...body },
    });
  const messageOf = async (id: string) => (await db().select().from(smsMessages).where(eq(smsMessages.id, id)))[0];
  const withScheduling = (org: TestOrganisation) =>
    db()
      .update(clients)
      .set({ featureFlags: ['scheduled-sms'] })
      .where(eq(clients.id, org.clientId));
  // Signed by the server's clock (this suite's is years ahead): a webhook five minutes off it is refused.
  const stop = (number: string, text = 'STOP') =>
    simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: number, text, at: new Date(nowMs) });

  it('sends a text: on the feed at once, handed to the carrier, then sent and delivered by its receipts', async () => {
    nowMs = MONDAY_7AM;
    const org = await t.organisation('Alpha');
    const phone = await sendableNumber(t, org);
    const file = await createStoredFile(t, org);
    const answer = await send(org, { phoneNumberId: phone.id, fileIds: [file.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.scheduledMessage).toBeNull();
    const id = answer.body.feedItem.externalItemId as string;
    expect(answer.body.feedItem.message).toMatchObject({
      text: 'Hello from your guide',
      smsStatus: 'queued',
      fileIds: [file.id],
    });
    expect((await messageOf(id))?.carrierSid).toMatch(/^SM/);
    await carrier().flush();
    expect(await messageOf(id)).toMatchObject({ smsStatus: 'delivered', smsErrorCode: null });
    // A late 'sent' never undoes 'delivered'.
    const lateReceipt = {
      messageId: id,
      carrierId: (await messageOf(id))?.carrierSid ?? '',
      status: 'sent',
      errorCode: null,
    } as const;
    const late = await postDeliveryReceipt(
      `${t.baseUrl}/api/webhooks/sms/status`,
      t.config.smsWebhookSecret,
      lateReceipt,
      new Date(nowMs),
    );
    expect(late).toBe(200);
    expect((await messageOf(id))?.smsStatus).toBe('delivered');
  });

  it('marks a text the carrier could not deliver with its code (a landline: 30006)', async () => {
    const org = await t.organisation('Beta');
    const phone = await sendableNumber(t, org, { ending: '0006' });
    const id = (await send(org, { phoneNumberId: phone.id })).body.feedItem.externalItemId as string;
    await carrier().flush();
    expect(await messageOf(id)).toMatchObject({ smsStatus: 'undelivered', smsErrorCode: 30006 });
  });

  it('hands the text to the carrier only after its transaction committed, and not at all when the write fails', async () => {
    const org = await t.organisation('Gamma');
    const phone = await sendableNumber(t, org);
    const real = t.server.context.sms;
    const seen: { to: string; storedAlready: boolean }[] = [];
    const spy: SmsSender = {
      async send(message: OutgoingText) {
        // Read on another statement: inside the write's transaction this would not see the row (or, on PGlite, would wait forever).
        seen.push({ to: message.to, storedAlready: Boolean(await messageOf(message.reference)) });
        return { carrierId: 'SMspy', status: 'queued' };
      },
    };
    t.server.context.sms = spy;
    try {
      expect((await send(org, { phoneNumberId: phone.id })).status).toBe(200);
      // A file that is not there: refused, nothing stored, nothing sent.
      expect((await send(org, { phoneNumberId: phone.id, fileIds: [crypto.randomUUID()] })).status).toBe(400);
    } finally {
      t.server.context.sms = real;
    }
    expect(seen).toEqual([{ to: phone.number, storedAlready: true }]);
    expect(await db().select().from(smsMessages).where(eq(smsMessages.subjectId, org.member.id))).toHaveLength(1);
  });

  it('refuses a text to a number that texted STOP on every send path, and START restores it', async () => {
    nowMs = MONDAY_7AM;
    const org = await t.organisation('Delta');
    await withScheduling(org);
    const phone = await sendableNumber(t, org);
    const scheduled = await createScheduledText(t, org, { phoneNumberId: phone.id, sendAt: new Date(MONDAY_9AM) });
    expect((await stop(phone.number)).status).toBe(201);
    const refused = (answer: { status: number; body: any }) => {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(OPTED_OUT_MESSAGE);
    };
    refused(await send(org, { phoneNumberId: phone.id }));
    refused(await send(org, { phoneNumberId: phone.id, sendAt: MONDAY_9AM }));
    refused(await t.request(org.guide, 'PATCH', `/chat/messages/${scheduled.id}`, { body: { text: 'Still there?' } }));
    refused(await t.request(org.guide, 'POST', `/chat/messages/${scheduled.id}/send`));
    refused(
      await t.request(org.guide, 'POST', '/consent/text', {
        body: { userId: org.member.id, phoneNumberId: String(phone.id) },
      }),
    );
    // The server's own sending at the text's time skips it too: it stays scheduled.
    nowMs = MONDAY_9AM + 1000;
    await t.server.jobs.runOnce();
    expect(await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, scheduled.id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.subjectId, org.member.id), eq(smsMessages.incoming, false))),
    ).toEqual([]);

    expect((await stop(phone.number, 'START')).status).toBe(201);
    expect((await send(org, { phoneNumberId: phone.id })).status).toBe(200);
  });

  it('refuses a bad or missing receipt signature and changes nothing', async () => {
    const org = await t.organisation('Epsilon');
    const phone = await sendableNumber(t, org);
    const id = (await send(org, { phoneNumberId: phone.id })).body.feedItem.externalItemId as string;
    const body = JSON.stringify({ messageId: id, carrierId: 'SMx', status: 'failed', errorCode: 30008 });
    for (const headers of [{}, { 'x-sms-signature': 'forged' }] as Record<string, string>[]) {
      const response = await fetch(`${t.baseUrl}/api/webhooks/sms/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(401);
    }
    expect((await messageOf(id))?.smsStatus).toBe('queued');
  });

  it('checks attachments: at most 4, each uploaded for this member', async () => {
    const [org, other] = [await t.organisation('Zeta'), await t.organisation('Zeta foreign')];
    const phone = await sendableNumber(t, org);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => createStoredFile(t, org)));
    const tooMany = await send(org, { phoneNumberId: phone.id, fileIds: five.map((f) => f.id) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.errors)).toContain('You may only upload 4 files at once');
    const foreignFile = await createStoredFile(t, other);
    expect((await send(org, { phoneNumberId: phone.id, fileIds: [foreignFile.id] })).status).toBe(400);
    const staffFile = await createStoredFile(t, org, null);
    expect((await send(org, { phoneNumberId: phone.id, fileIds: [staffFile.id] })).status).toBe(400);
  });

  describe('scheduling', () => {
    it('needs the scheduled-sms flag', async () => {
      nowMs = MONDAY_7AM;
      const org = await t.organisation('Eta');
      const phone = await sendableNumber(t, org);
      expect((await send(org, { phoneNumberId: phone.id, sendAt: MONDAY_9AM })).status).toBe(403);
    });

    it('keeps to the window: today to 28 days, weekdays, 8:00 to 10:00 in 15-minute steps', async () => {
      nowMs = MONDAY_7AM;
      const org = await t.organisation('Theta');
      await withScheduling(org);
      const phone = await sendableNumber(t, org);
      const at = (iso: string) => send(org, { phoneNumberId: phone.id, sendAt: Date.parse(iso) });
      expect((await at('2030-01-07T14:00:00Z')).status).toBe(200); // Monday 9:00
      expect((await at('2030-01-12T14:00:00Z')).body.message).toBe('Texts cannot be scheduled on weekends');
      expect((await at('2030-01-07T15:15:00Z')).body.message).toBe('Choose a time between 8:00 and 10:00 AM'); // 10:15
      expect((await at('2030-01-07T14:05:00Z')).status).toBe(400); // 9:05
      expect((await at('2030-02-05T14:00:00Z')).body.message).toBe('The date must be before 2030-02-04');
      expect((await at('2030-01-04T14:00:00Z')).body.message).toBe('The date must be today or in the future');
      const list = await t.request(org.guide, 'GET', `/chat/messages/scheduled?memberId=${org.member.id}`);
      expect(list.body.data).toHaveLength(1);
    });

    it('holds the daily limits and says so in scheduling-status', async () => {
      nowMs = MONDAY_7AM;
      const org = await t.organisation('Iota');
      await withScheduling(org);
      const phone = await sendableNumber(t, org);
      // Tuesday's sending is full (scheduled on other days).
      const tuesday9 = new Date('2030-01-08T14:00:00Z');
      const earlier = new Date('2030-01-01T12:00:00Z');
      for (let i = 0; i < SCHEDULING_LIMITS.sendingLimit; i++)
        await createScheduledText(t, org, { phoneNumberId: phone.id, sendAt: tuesday9, createdAt: earlier });
      const full = await t.request(org.guide, 'GET', '/chat/messages/scheduling-status?date=2030-01-08');
      expect(full.body).toEqual({ canSchedule: true, canSend: false, ...SCHEDULING_LIMITS });
      expect((await send(org, { phoneNumberId: phone.id, sendAt: tuesday9.getTime() })).body.message).toBe(
        sendingPerDayError(SCHEDULING_LIMITS.sendingLimit),
      );
      // Today's scheduling is full.
      for (let i = 0; i < SCHEDULING_LIMITS.scheduledLimit; i++)
        await createScheduledText(t, org, {
          phoneNumberId: phone.id,
          sendAt: new Date('2030-01-09T14:00:00Z'),
          createdAt: new Date(MONDAY_7AM),
        });
      expect(
        (await t.request(org.guide, 'GET', '/chat/messages/scheduling-status?date=2030-01-10')).body.canSchedule,
      ).toBe(false);
      expect(
        (await send(org, { phoneNumberId: phone.id, sendAt: Date.parse('2030-01-10T14:00:00Z') })).body.message,
      ).toBe(scheduledPerDayError(SCHEDULING_LIMITS.scheduledLimit));
      // Texts sent now are unlimited.
      expect((await send(org, { phoneNumberId: phone.id })).status).toBe(200);
    });

    it('sends a scheduled text at its time, by the server, and Send now and Delete act on the rest', async () => {
      nowMs = MONDAY_7AM;
      const org = await t.organisation('Kappa');
      await withScheduling(org);
      const phone = await sendableNumber(t, org);
      const first = (await send(org, { phoneNumberId: phone.id, text: 'At nine', sendAt: MONDAY_9AM })).body
        .scheduledMessage;
      const second = (
        await send(org, { phoneNumberId: phone.id, text: 'Later', sendAt: Date.parse('2030-01-08T14:00:00Z') })
      ).body.scheduledMessage;
      const third = (
        await send(org, { phoneNumberId: phone.id, text: 'Never', sendAt: Date.parse('2030-01-08T14:15:00Z') })
      ).body.scheduledMessage;

      nowMs = MONDAY_9AM - 1000;
      await t.server.jobs.runOnce();
      expect(
        await db().select().from(scheduledMessages).where(eq(scheduledMessages.memberId, org.member.id)),
      ).toHaveLength(3);
      nowMs = MONDAY_9AM + 1000;
      await t.server.jobs.runOnce();
      const [sent] = await db()
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.subjectId, org.member.id), eq(smsMessages.text, 'At nine')));
      expect(sent).toMatchObject({ wasSentByCronJob: true, userId: org.guide.id });
      // Handed off after the tick committed.
      expect(sent?.carrierSid).toMatch(/^SM/);
      expect(await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, first.id))).toEqual([]);

      const now = await t.request(org.guide, 'POST', `/chat/messages/${second.id}/send`);
      expect(now.status).toBe(200);
      expect(now.body.message).toMatchObject({ text: 'Later' });
      expect((await t.request(org.guide, 'DELETE', `/chat/messages/${third.id}`)).status).toBe(200);
      expect(
        (await t.request(org.guide, 'GET', `/chat/messages/scheduled?memberId=${org.member.id}`)).body.data,
      ).toEqual([]);
      // Another guide may not touch it without managing others' work.
      const mine = (
        await send(org, { phoneNumberId: phone.id, text: 'Mine', sendAt: Date.parse('2030-01-08T14:30:00Z') })
      ).body.scheduledMessage;
      expect((await t.request(org.otherGuide, 'DELETE', `/chat/messages/${mine.id}`)).status).toBe(403);
      expect((await t.request(org.supervisor, 'DELETE', `/chat/messages/${mine.id}`)).status).toBe(200);
    });
  });

  it('answers 404 for another organisation’s member and scheduled text', async () => {
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    const phone = await sendableNumber(t, foreign);
    expect(
      (
        await t.request(home.guide, 'POST', '/chat/messages', {
          body: { subjectId: foreign.member.id, text: 'Hi', phoneNumberId: phone.id },
        })
      ).status,
    ).toBe(404);
    const theirs = await createScheduledText(t, foreign);
    expect((await t.request(home.superAdmin, 'POST', `/chat/messages/${theirs.id}/send`)).status).toBe(404);
    expect(
      (await t.request(home.guide, 'GET', `/chat/messages/template-variables?memberId=${foreign.member.id}`)).status,
    ).toBe(404);
    // One's own member, another's number: refused, nothing sent.
    expect(
      (
        await t.request(home.guide, 'POST', '/chat/messages', {
          body: { subjectId: home.member.id, text: 'Hi', phoneNumberId: phone.id },
        })
      ).status,
    ).toBe(400);
    // A staff user is no member to text, whatever number is given.
    expect(
      (
        await t.request(home.guide, 'POST', '/chat/messages', {
          body: { subjectId: home.otherGuide.id, text: 'Hi', phoneNumberId: phone.id },
        })
      ).status,
    ).toBe(404);
  });

  it('fills templates per member and leaves a missing variable for the dialog to warn about', async () => {
    const org = await t.organisation('Lambda');
    const templates = await t.request(org.guide, 'GET', '/chat/messages/templates');
    expect(templates.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Introductions',
      'Appointments',
      'Check-ins',
    ]);
    const variables = await t.request(org.guide, 'GET', `/chat/messages/template-variables?memberId=${org.member.id}`);
    expect(variables.body.variables).toMatchObject({ organisationName: 'Lambda Plan', nextAppointmentDate: null });
    expect(typeof variables.body.variables.memberFirstName).toBe('string');
  });
});
