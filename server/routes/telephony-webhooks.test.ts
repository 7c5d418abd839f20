import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRecordings, calls, fileBytes, files, internalPhoneNumbers, notifications, todos } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createCall, createPhoneNumber, type TestOrganisation } from '../testing/factories.ts';
import { writeSuite } from '../testing/write-suite.ts';
import { VOICEMAIL_TEXT } from '../telephony/call-scripts.ts';
import { carrierLater, carrierSays, manualClock } from '../telephony/testing.ts';
import { TELEPHONY_SIGNATURE_HEADER, signTelephonyWebhook } from '../telephony/webhook-signature.ts';

const sid = () => `CA${crypto.randomUUID().replace(/-/g, '')}`;
const number = (suffix: string) => `+1312${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}${suffix}`;

describe.each(DIALECTS)('telephony webhooks on %s', (dialect) => {
  const clock = manualClock();
  const { t, db } = writeSuite(dialect, { clock });

  const later = carrierLater(t, clock);
  const callsOf = (org: TestOrganisation) => db().select().from(calls).where(eq(calls.organisationId, org.organisationId));
  const post = (path: string, body: string, headers: Record<string, string>) => fetch(`${t.baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('a missing or bad signature answers 401 and writes nothing, on every webhook', async () => {
    const org = await t.organisation('Alpha');
    const phone = await createPhoneNumber(db(), org, { number: number('1001') });
    const call = await createCall(db(), org, { status: 'ACTIVE', timeConnected: new Date() });
    const bodies = {
      '/webhooks/telephony/inbound-call': { callSid: sid(), from: phone.number, to: '+15550000100', timestamp: new Date().toISOString() },
      '/webhooks/telephony/call-status': { callSid: call.sid, status: 'ENDED', timestamp: new Date().toISOString() },
      '/webhooks/telephony/recording': { callSid: call.sid, recordingSid: 'RE1', kind: 'recording', durationSeconds: 3, mediaUrl: 'sim://recordings/RE1?seconds=1', timestamp: new Date().toISOString() },
      '/webhooks/telephony/transcription': { callSid: call.sid, recordingSid: 'RE1', lines: [], generatedNotes: 'x', timestamp: new Date().toISOString() },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const text = JSON.stringify(body);
      expect((await post(path, text, {})).status, `${path} unsigned`).toBe(401);
      expect((await post(path, text, { [TELEPHONY_SIGNATURE_HEADER]: signTelephonyWebhook('not-the-secret', text) })).status, `${path} wrongly signed`).toBe(401);
      // Signed for another body: the signature covers every byte.
      expect((await post(path, `${text} `, { [TELEPHONY_SIGNATURE_HEADER]: signTelephonyWebhook(t.config.telephonyWebhookSecret, text) })).status).toBe(401);
    }
    expect(await callsOf(org)).toEqual([call]);
    expect(await db().select().from(callRecordings).where(eq(callRecordings.organisationId, org.organisationId))).toEqual([]);
  });

  it('a member calls in and nobody answers: a Call back for their guide and a voicemail with a real WAV and its transcription', async () => {
    const org = await t.organisation('Beta');
    const phone = await createPhoneNumber(db(), org, { number: number('1002') });
    t.server.carrier.receiveCall({ from: phone.number, to: '+15550000100', talkSeconds: null, voicemail: { seconds: 4, text: VOICEMAIL_TEXT } });
    await later(0);
    const [ringing] = await callsOf(org);
    expect(ringing).toMatchObject({ incoming: true, status: 'CONNECTING', subjectId: org.member.id, receiverUserId: org.guide.id, originatorPhoneNumber: phone.number });

    await later(12_000);
    const [missed] = await callsOf(org);
    expect(missed?.status).toBe('MISSED');
    const followUps = await db().select().from(todos).where(and(eq(todos.organisationId, org.organisationId), eq(todos.externalItemId, missed?.id ?? '')));
    expect(followUps.map((todo) => [todo.type, todo.userId])).toEqual([['CALL_BACK', org.guide.id]]);

    await later(7000);
    const [voicemail] = await db().select().from(callRecordings).where(eq(callRecordings.callId, missed?.id ?? ''));
    expect(voicemail).toMatchObject({ kind: 'voicemail', durationSeconds: 4 });
    const [marked] = await callsOf(org);
    expect(marked).toMatchObject({ wentToVoicemail: true, voicemailFileId: voicemail?.fileId });
    const [file] = await db().select().from(files).where(eq(files.id, voicemail?.fileId ?? ''));
    const [stored] = await db().select().from(fileBytes).where(eq(fileBytes.storageKey, file?.storageKey ?? ''));
    const bytes = Buffer.from(stored?.bytes ?? new Uint8Array());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.byteLength).toBe(file?.size);

    await later(3000);
    const [transcribed] = await db().select().from(callRecordings).where(eq(callRecordings.callId, missed?.id ?? ''));
    expect(transcribed).toMatchObject({ transcriptText: `Caller: ${VOICEMAIL_TEXT}`, generatedNotes: null });

    // The member's guide was told of the call and of the voicemail, each opening the call.
    const told = await db().select().from(notifications).where(eq(notifications.organisationId, org.organisationId));
    expect(told.map((n) => [n.notificationType, n.guideId, n.memberId, n.externalItemType, n.externalItemId]).sort()).toEqual([
      ['inbound_call', org.guide.id, org.member.id, 'call', missed?.id],
      ['voicemail', org.guide.id, org.member.id, 'call', missed?.id],
    ]);
  });

  it('an unknown number calling the organisation’s line makes a call with no member, ringing for the line’s support user', async () => {
    const org = await t.organisation('Gamma');
    const line = number('1003');
    await db().insert(internalPhoneNumbers).values({ organisationId: org.organisationId, displayName: 'Main', number: line, supportUserIds: [org.supervisor.id] });
    const answer = await carrierSays(t, '/webhooks/telephony/inbound-call', { callSid: sid(), from: number('1004'), to: line, timestamp: new Date().toISOString() });
    expect(answer.status).toBe(201);
    const [call] = await callsOf(org);
    expect(call).toMatchObject({ incoming: true, subjectId: null, receiverUserId: org.supervisor.id, interactionId: null });
  });

  it('isolation: a call to one organisation’s line from another organisation’s member is not that member’s', async () => {
    const home = await t.organisation('Delta');
    const other = await t.organisation('Epsilon');
    const line = number('1005');
    await db().insert(internalPhoneNumbers).values({ organisationId: home.organisationId, displayName: 'Main', number: line });
    const foreignPhone = await createPhoneNumber(db(), other, { number: number('1006') });
    await carrierSays(t, '/webhooks/telephony/inbound-call', { callSid: sid(), from: foreignPhone.number, to: line, timestamp: new Date().toISOString() });
    const [call] = await callsOf(home);
    expect(call).toMatchObject({ subjectId: null, originatorUserId: null });
    expect(await callsOf(other)).toEqual([]);
  });

  it('reports that do not move a call forward, repeated ones, and unknown calls change nothing', async () => {
    const org = await t.organisation('Zeta');
    const call = await createCall(db(), org, { status: 'ENDED', timeConnected: new Date(), timeEnded: new Date(), originatorUserId: org.guide.id });
    const late = await carrierSays(t, '/webhooks/telephony/call-status', { callSid: call.sid, status: 'ACTIVE', timestamp: new Date().toISOString() });
    expect(late.status).toBe(200);
    expect(await callsOf(org)).toEqual([call]);
    const unknown = await carrierSays(t, '/webhooks/telephony/call-status', { callSid: sid(), status: 'ENDED', timestamp: new Date().toISOString() });
    expect(unknown).toEqual({ status: 202, body: { ignored: true } });

    const recording = { callSid: call.sid, recordingSid: `RE${call.sid.slice(2)}`, kind: 'recording', durationSeconds: 5, mediaUrl: 'sim://recordings/x?seconds=1', timestamp: new Date().toISOString() };
    await carrierSays(t, '/webhooks/telephony/recording', recording);
    await carrierSays(t, '/webhooks/telephony/recording', recording);
    const transcription = { callSid: call.sid, recordingSid: recording.recordingSid, lines: [{ speaker: 'Guide', startSeconds: 0, text: 'Hello' }], generatedNotes: 'First', timestamp: new Date().toISOString() };
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
    const answer = await carrierSays(t, '/webhooks/telephony/call-status', { callSid: call.sid, status: 'RINGING', timestamp: new Date().toISOString() });
    expect(answer.status).toBe(400);
    expect(await callsOf(org)).toEqual([call]);
  });
});
