import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callRecordings,
  calls,
  fileBytes,
  files,
  internalPhoneNumbers,
  notifications,
  todos,
} from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createCall, createPhoneNumber, type TestOrganisation } from '../testing/factories.ts';
import { writeSuite } from '../testing/write-suite.ts';
import { VOICEMAIL_TEXT } from '../telephony/call-scripts.ts';
import { carrierLater, carrierSays, manualClock } from '../telephony/testing.ts';
import { TELEPHONY_TIMESTAMP_HEADER, telephonyWebhookHeaders } from '../telephony/webhook-signature.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../providers/webhook-signing.ts';
import { organisationPrint } from '../providers/webhook-testing.ts';

const sid = () => `CA${crypto.randomUUID().replace(/-/g, '')}`;
const number = (suffix: string) => `+1312${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}${suffix}`;

describe.each(DIALECTS)('telephony webhooks on %s', (dialect) => {
  const clock = manualClock();
  const { t, db } = writeSuite(dialect, { clock });

  const later = carrierLater(t, clock);
  const callsOf = (org: TestOrganisation) =>
    db().select().from(calls).where(eq(calls.organisationId, org.organisationId));
  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${t.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  /** Each webhook's body about a new call of the organisation (or a new call coming in), and what its first delivery answers. */
  const EVENTS: Record<string, { first: number; body: (org: TestOrganisation) => Promise<Record<string, unknown>> }> = {
    '/webhooks/telephony/inbound-call': {
      first: 201,
      body: async (org) => {
        const phone = await createPhoneNumber(db(), org, { number: number('2001') });
        return { callSid: sid(), from: phone.number, to: '+15550000100', timestamp: clock.now().toISOString() };
      },
    },
    '/webhooks/telephony/call-status': {
      first: 200,
      body: async (org) => {
        // A connected call ending: its status, its interaction and the guide's Complete call follow-up.
        const timeConnected = new Date(clock.now().getTime() - 200_000);
        const call = await createCall(db(), org, { status: 'ACTIVE', timeConnected, originatorUserId: org.guide.id });
        return { callSid: call.sid, status: 'ENDED', timestamp: clock.now().toISOString() };
      },
    },
    '/webhooks/telephony/recording': {
      first: 200,
      body: async (org) => {
        // A member's voicemail: a file, the call marked, and their guide notified.
        const call = await createCall(db(), org, {
          status: 'MISSED',
          incoming: true,
          originatorUserId: org.member.id,
          receiverUserId: org.guide.id,
        });
        const audio = { kind: 'voicemail', durationSeconds: 3, mediaUrl: 'sim://recordings/x?seconds=1' };
        return {
          callSid: call.sid,
          recordingSid: `RE${call.sid.slice(2)}`,
          ...audio,
          timestamp: clock.now().toISOString(),
        };
      },
    },
    '/webhooks/telephony/transcription': {
      first: 200,
      body: async (org) => {
        const call = await createCall(db(), org, { status: 'ENDED' });
        const lines = [{ speaker: 'Guide', startSeconds: 0, text: 'Hello' }];
        return {
          callSid: call.sid,
          recordingSid: `RE${call.sid.slice(2)}`,
          lines,
          generatedNotes: 'Said hello.',
          timestamp: clock.now().toISOString(),
        };
      },
    },
  };
  const signedAt = (text: string, at = clock.now(), secret = t.config.telephonyWebhookSecret) =>
    telephonyWebhookHeaders(secret, text, at);
  const secondsAhead = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);
  const deliver = async (path: string, text: string, headers: Record<string, string>) => {
    const response = await post(path, text, headers);
    return { status: response.status, body: await response.json(), replay: response.headers.get('idempotent-replay') };
  };

  it.each(Object.keys(EVENTS))(
    '%s delivered again (the same request, a retry signed anew, twice at once) is applied once',
    async (path) => {
      const org = await t.organisation('Replay');
      const event = EVENTS[path]!;
      const text = JSON.stringify(await event.body(org));
      const before = await organisationPrint(db(), org.organisationId);
      const headers = signedAt(text);
      // Twice at once: one applies it, the other waits on its claim and gets its answer.
      const together = await Promise.all([1, 2].map(() => deliver(path, text, headers)));
      const first = together.find((answer) => answer.replay === null);
      expect(first).toMatchObject({ status: event.first, body: { callId: expect.any(String) } });
      expect(together).toContainEqual({ ...first, replay: 'true' });
      const written = await organisationPrint(db(), org.organisationId);
      expect(written).not.toEqual(before);
      expect(await deliver(path, text, headers)).toEqual({ ...first, replay: 'true' });
      expect(await deliver(path, text, signedAt(text, secondsAhead(90)))).toEqual({ ...first, replay: 'true' });
      // No call, todo, notification, recording, file or change row more, and nothing updated.
      expect(await organisationPrint(db(), org.organisationId)).toEqual(written);
    },
  );

  it.each(Object.keys(EVENTS))(
    '%s signed over five minutes ago or ahead, without a timestamp, or wrongly: 401, nothing written',
    async (path) => {
      const org = await t.organisation('Refused');
      const event = EVENTS[path]!;
      const text = JSON.stringify(await event.body(org));
      const { [TELEPHONY_TIMESTAMP_HEADER]: _timestamp, ...withoutTimestamp } = signedAt(text);
      const refused = {
        stale: signedAt(text, secondsAhead(-WEBHOOK_TOLERANCE_SECONDS - 1)),
        future: signedAt(text, secondsAhead(WEBHOOK_TOLERANCE_SECONDS + 1)),
        'no timestamp': withoutTimestamp,
        'malformed timestamp': { ...signedAt(text), [TELEPHONY_TIMESTAMP_HEADER]: clock.now().toISOString() },
        unsigned: {},
        'wrong secret': signedAt(text, clock.now(), 'not-the-secret'),
        // The signature covers every byte.
        'another body': signedAt(`${text} `),
      };
      const before = await organisationPrint(db(), org.organisationId);
      for (const [why, headers] of Object.entries(refused))
        expect((await post(path, text, headers)).status, why).toBe(401);
      expect(await organisationPrint(db(), org.organisationId)).toEqual(before);
      // The refusals claimed nothing: the same event signed now is applied.
      expect((await post(path, text, signedAt(text))).status).toBe(event.first);
    },
  );

  it('a member calls in and nobody answers: a Call back for their guide and a voicemail with a real WAV and its transcription', async () => {
    const org = await t.organisation('Beta');
    const phone = await createPhoneNumber(db(), org, { number: number('1002') });
    t.server.carrier.receiveCall({
      from: phone.number,
      to: '+15550000100',
      talkSeconds: null,
      voicemail: { seconds: 4, text: VOICEMAIL_TEXT },
    });
    await later(0);
    const [ringing] = await callsOf(org);
    expect(ringing).toMatchObject({
      incoming: true,
      status: 'CONNECTING',
      subjectId: org.member.id,
      receiverUserId: org.guide.id,
      originatorPhoneNumber: phone.number,
    });

    await later(12_000);
    const [missed] = await callsOf(org);
    expect(missed?.status).toBe('MISSED');
    const followUps = await db()
      .select()
      .from(todos)
      .where(and(eq(todos.organisationId, org.organisationId), eq(todos.externalItemId, missed?.id ?? '')));
    expect(followUps.map((todo) => [todo.type, todo.userId])).toEqual([['CALL_BACK', org.guide.id]]);

    await later(7000);
    const [voicemail] = await db()
      .select()
      .from(callRecordings)
      .where(eq(callRecordings.callId, missed?.id ?? ''));
    expect(voicemail).toMatchObject({ kind: 'voicemail', durationSeconds: 4 });
    const [marked] = await callsOf(org);
    expect(marked).toMatchObject({ wentToVoicemail: true, voicemailFileId: voicemail?.fileId });
    const [file] = await db()
      .select()
      .from(files)
      .where(eq(files.id, voicemail?.fileId ?? ''));
    const [stored] = await db()
      .select()
      .from(fileBytes)
      .where(eq(fileBytes.storageKey, file?.storageKey ?? ''));
    const bytes = Buffer.from(stored?.bytes ?? new Uint8Array());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.byteLength).toBe(file?.size);

    await later(3000);
    const [transcribed] = await db()
      .select()
      .from(callRecordings)
      .where(eq(callRecordings.callId, missed?.id ?? ''));
    expect(transcribed).toMatchObject({ transcriptText: `Caller: ${VOICEMAIL_TEXT}`, generatedNotes: null });

    // The member's guide was told of the call and of the voicemail, each opening the call.
    const told = await db().select().from(notifications).where(eq(notifications.organisationId, org.organisationId));
    expect(
      told.map((n) => [n.notificationType, n.guideId, n.memberId, n.externalItemType, n.externalItemId]).sort(),
    ).toEqual([
      ['inbound_call', org.guide.id, org.member.id, 'call', missed?.id],
      ['voicemail', org.guide.id, org.member.id, 'call', missed?.id],
    ]);
  });

  it('an unknown number calling the organisation’s line makes a call with no member, ringing for the line’s support user', async () => {
    const org = await t.organisation('Gamma');
    const line = number('1003');
    await db()
      .insert(internalPhoneNumbers)
      .values({
        organisationId: org.organisationId,
        displayName: 'Main',
        number: line,
        supportUserIds: [org.supervisor.id],
      });
    const answer = await carrierSays(t, '/webhooks/telephony/inbound-call', {
      callSid: sid(),
      from: number('1004'),
      to: line,
      timestamp: new Date().toISOString(),
    });
    expect(answer.status).toBe(201);
    const [call] = await callsOf(org);
    expect(call).toMatchObject({
      incoming: true,
      subjectId: null,
      receiverUserId: org.supervisor.id,
      interactionId: null,
    });
  });

  it('isolation: a call to one organisation’s line from another organisation’s member is not that member’s', async () => {
    const home = await t.organisation('Delta');
    const other = await t.organisation('Epsilon');
    const line = number('1005');
    await db()
      .insert(internalPhoneNumbers)
      .values({ organisationId: home.organisationId, displayName: 'Main', number: line });
    const foreignPhone = await createPhoneNumber(db(), other, { number: number('1006') });
    await carrierSays(t, '/webhooks/telephony/inbound-call', {
      callSid: sid(),
      from: foreignPhone.number,
      to: line,
      timestamp: new Date().toISOString(),
    });
    const [call] = await callsOf(home);
    expect(call).toMatchObject({ subjectId: null, originatorUserId: null });
    expect(await callsOf(other)).toEqual([]);
  });

  it('reports that do not move a call forward, repeated ones, and unknown calls change nothing', async () => {
    const org = await t.organisation('Zeta');
    const call = await createCall(db(), org, {
      status: 'ENDED',
      timeConnected: new Date(),
      timeEnded: new Date(),
      originatorUserId: org.guide.id,
    });
    const late = await carrierSays(t, '/webhooks/telephony/call-status', {
      callSid: call.sid,
      status: 'ACTIVE',
      timestamp: new Date().toISOString(),
    });
    expect(late.status).toBe(200);
    expect(await callsOf(org)).toEqual([call]);
    const unknown = await carrierSays(t, '/webhooks/telephony/call-status', {
      callSid: sid(),
      status: 'ENDED',
      timestamp: new Date().toISOString(),
    });
    expect(unknown).toEqual({ status: 202, body: { ignored: true } });

    const recording = {
      callSid: call.sid,
      recordingSid: `RE${call.sid.slice(2)}`,
      kind: 'recording',
      durationSeconds: 5,
      mediaUrl: 'sim://recordings/x?seconds=1',
      timestamp: new Date().toISOString(),
    };
    await carrierSays(t, '/webhooks/telephony/recording', recording);
    await carrierSays(t, '/webhooks/telephony/recording', recording);
    const transcription = {
      callSid: call.sid,
      recordingSid: recording.recordingSid,
      lines: [{ speaker: 'Guide', startSeconds: 0, text: 'Hello' }],
      generatedNotes: 'First',
      timestamp: new Date().toISOString(),
    };
    await carrierSays(t, '/webhooks/telephony/transcription', transcription);
    await carrierSays(t, '/webhooks/telephony/transcription', { ...transcription, generatedNotes: 'Second' });
    const rows = await db().select().from(callRecordings).where(eq(callRecordings.callId, call.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ generatedNotes: 'First' });
    expect(await db().select().from(files).where(eq(files.organisationId, org.organisationId))).toHaveLength(1);
  });

  it('an invalid body is a 400 and writes nothing', async () => {
    const org = await t.organisation('Eta');
    const call = await createCall(db(), org, { status: 'ACTIVE' });
    const answer = await carrierSays(t, '/webhooks/telephony/call-status', {
      callSid: call.sid,
      status: 'RINGING',
      timestamp: new Date().toISOString(),
    });
    expect(answer.status).toBe(400);
    expect(await callsOf(org)).toEqual([call]);
  });
});
