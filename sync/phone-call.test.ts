/**
 * The Phone call dialog's data in the engine, on a hand-driven backend: a placed call shows under
 * the id the dialog made, follows the carrier's reports from the socket (connected, ended), its
 * outcome and note show at once and roll back on a refusal, and the recording's transcript and
 * generated notes arrive live into the summary. The review drawer's note saved alone keeps the
 * outcome, shows at once, rolls back on a refusal, and another browser's save arrives live; a
 * returned call (Call back) shows under the id the calls page made.
 */
import { describe, expect, it } from 'vitest';
import type { CallRecordingRow, CallReviewRow, PhoneCallRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember } from './testing/fake-backend.ts';
import { carrierReports, makePhoneCall } from './testing/fake-telephony.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const CALL = 'c1000000-0000-4000-8000-000000000001';
const REC = 'e1000000-0000-4000-8000-000000000001';

describe('a phone call in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado'));
  });

  const report = async (call: Parameters<typeof carrierReports>[1]) => {
    carrierReports(sync.backend, call);
    sync.backend.deliverAll();
    await Promise.resolve();
    sync.frames.run();
  };

  it('a placed call follows the carrier: connecting, connected, ended', async () => {
    await sync.confirm(
      sync.engine.mutate('placeCall', { id: CALL, targetUserId: M, phoneNumberId: 7, resourceInteraction: false }),
    );
    const call = await sync.open<PhoneCallRow>('phoneCall', { callId: CALL });
    expect(call.rows()).toEqual([
      expect.objectContaining({ id: CALL, status: 'CONNECTING', memberId: M, timeConnected: null }),
    ]);

    await report({
      call: makePhoneCall(CALL, { memberId: M, status: 'ACTIVE', timeConnected: '2026-11-20T10:00:03.000Z' }),
    });
    expect(call.rows()[0]).toMatchObject({ status: 'ACTIVE', timeConnected: '2026-11-20T10:00:03.000Z' });
    await report({
      call: makePhoneCall(CALL, {
        memberId: M,
        status: 'ENDED',
        timeConnected: '2026-11-20T10:00:03.000Z',
        timeEnded: '2026-11-20T10:05:00.000Z',
        duration: 297,
      }),
    });
    expect(call.rows()[0]).toMatchObject({ status: 'ENDED', timeEnded: '2026-11-20T10:05:00.000Z' });
  });

  it('the outcome and note show at once; a refusal puts them back', async () => {
    sync.backend.upsert(
      'call',
      makePhoneCall(CALL, {
        memberId: M,
        status: 'ENDED',
        timeConnected: '2026-11-20T10:00:03.000Z',
        timeEnded: '2026-11-20T10:05:00.000Z',
      }),
    );
    sync.backend.outbox.length = 0;
    const call = await sync.open<PhoneCallRow>('phoneCall', { callId: CALL });

    sync.backend.failNextPost = { status: 400, message: 'This outcome cannot be chosen for this call yet.' };
    const refused = sync.engine.mutate('updateCall', { callId: CALL, outcomeId: 2, note: null });
    sync.frames.run();
    expect(call.rows()[0]?.outcomeId).toBe(2);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    sync.frames.run();
    expect(call.rows()[0]?.outcomeId).toBeNull();

    const note = '<p>Talked about the ride to the clinic and the pharmacy.</p><script>x()</script>';
    const saving = sync.engine.mutate('updateCall', { callId: CALL, outcomeId: 4, note });
    sync.frames.run();
    expect(call.rows()[0]).toMatchObject({
      outcomeId: 4,
      note: '<p>Talked about the ride to the clinic and the pharmacy.</p>',
    });
    await sync.confirm(saving);
    expect(call.rows()[0]).toMatchObject({ outcomeId: 4 });
  });

  it('the drawer’s note alone shows at once and keeps the outcome; a refusal puts the note back; another browser’s save arrives live', async () => {
    // The call arrives with its member embedded, as the server presents it (the drawer's title names them).
    sync.backend.upsert(
      'call',
      makePhoneCall(CALL, {
        memberId: M,
        member: makeMember(M, 'Rosa', 'Delgado'),
        status: 'ENDED',
        outcomeId: 2,
        note: '<p>First words.</p>',
      }),
    );
    sync.backend.outbox.length = 0;
    const review = await sync.open<CallReviewRow>('callReview', { callId: CALL });
    expect(review.rows()).toEqual([
      expect.objectContaining({ id: CALL, memberName: 'Rosa Delgado', note: '<p>First words.</p>' }),
    ]);

    sync.backend.failNextPost = { status: 403, message: 'Only the guide on the call may record its outcome or note.' };
    const refused = sync.engine.mutate('saveCallNote', { callId: CALL, note: '<p>Not mine to write.</p>' });
    sync.frames.run();
    expect(review.rows()[0]?.note).toBe('<p>Not mine to write.</p>');
    await expect(refused).rejects.toMatchObject({ status: 403 });
    sync.frames.run();
    expect(review.rows()[0]?.note).toBe('<p>First words.</p>');

    const saving = sync.engine.mutate('saveCallNote', {
      callId: CALL,
      note: '<p>Ride on Tuesday.</p><script>x()</script>',
    });
    sync.frames.run();
    expect(review.rows()[0]?.note).toBe('<p>Ride on Tuesday.</p>');
    await sync.confirm(saving);
    expect(sync.backend.tables.call.get(CALL)).toMatchObject({ outcomeId: 2, note: '<p>Ride on Tuesday.</p>' });

    // Saved in another browser: the change comes by the socket.
    await report({
      call: makePhoneCall(CALL, { memberId: M, status: 'ENDED', outcomeId: 2, note: '<p>Ride on Tuesday, 9 am.</p>' }),
    });
    expect(review.rows()[0]?.note).toBe('<p>Ride on Tuesday, 9 am.</p>');
  });

  it('Call back to an unknown caller: the returned call shows under the id the page made, with no member', async () => {
    const INBOUND = 'c1000000-0000-4000-8000-000000000002';
    sync.backend.upsert(
      'call',
      makePhoneCall(INBOUND, { incoming: true, status: 'MISSED', originatorPhoneNumber: '+13125550199' }),
    );
    sync.backend.outbox.length = 0;
    await sync.confirm(sync.engine.mutate('returnCall', { id: CALL, callId: INBOUND }));
    const call = await sync.open<PhoneCallRow>('phoneCall', { callId: CALL });
    expect(call.rows()).toEqual([
      expect.objectContaining({ id: CALL, status: 'CONNECTING', memberId: null, receiverPhoneNumber: '+13125550199' }),
    ]);
  });

  it('the recording arrives, then its transcript and generated notes fill it in, live', async () => {
    sync.backend.upsert('call', makePhoneCall(CALL, { memberId: M, status: 'ENDED' }));
    sync.backend.outbox.length = 0;
    const recordings = await sync.open<CallRecordingRow>('callRecordingsOfCall', { callId: CALL });
    expect(recordings.rows()).toEqual([]);
    const recording = {
      id: REC,
      callId: CALL,
      memberId: M,
      kind: 'recording' as const,
      fileId: 'f1',
      durationSeconds: 297,
      transcript: null,
      transcriptText: null,
      generatedNotes: null,
      transcribedAt: null,
      createdAt: '2026-11-20T10:05:03.000Z',
    };
    await report({ recording });
    expect(recordings.rows()).toEqual([expect.objectContaining({ id: REC, transcript: null })]);
    await report({
      recording: {
        ...recording,
        transcript: [{ speaker: 'Guide', startSeconds: 0, text: 'Hi' }],
        transcriptText: 'Guide: Hi',
        generatedNotes: 'Said hello.',
        transcribedAt: '2026-11-20T10:05:06.000Z',
      },
    });
    expect(recordings.rows()[0]).toMatchObject({
      generatedNotes: 'Said hello.',
      transcript: [{ speaker: 'Guide', startSeconds: 0, text: 'Hi' }],
    });
  });
});
