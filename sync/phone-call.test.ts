/**
 * The Phone call dialog's data in the engine, on a hand-driven backend: a placed call shows under
 * the id the dialog made, follows the carrier's reports from the socket (connected, ended), its
 * outcome and note show at once and roll back on a refusal, and the recording's transcript and
 * generated notes arrive live into the summary.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallRecordingRow, PhoneCallRow } from './queries/index.ts';
import type { SyncEngine } from './engine.ts';
import { engineOver } from './testing/engine-screen.ts';
import { FakeBackend, makeMember } from './testing/fake-backend.ts';
import { carrierReports, makePhoneCall } from './testing/fake-telephony.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const CALL = 'c1000000-0000-4000-8000-000000000001';
const REC = 'e1000000-0000-4000-8000-000000000001';

describe('a phone call in the engine', () => {
  let backend: FakeBackend;
  let engine: SyncEngine;
  let frames: ReturnType<typeof engineOver>['frames'];
  let open: ReturnType<typeof engineOver>['open'];
  let confirm: ReturnType<typeof engineOver>['confirm'];

  beforeEach(() => {
    backend = new FakeBackend();
    ({ engine, frames, open, confirm } = engineOver(backend));
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado'));
    backend.outbox.length = 0;
  });

  const report = async (call: Parameters<typeof carrierReports>[1]) => {
    carrierReports(backend, call);
    backend.deliverAll();
    await Promise.resolve();
    frames.run();
  };

  it('a placed call follows the carrier: connecting, connected, ended', async () => {
    await confirm(engine.mutate('placeCall', { id: CALL, targetUserId: M, phoneNumberId: 7, resourceInteraction: false }));
    const call = await open<PhoneCallRow>('phoneCall', { callId: CALL });
    expect(call.rows()).toEqual([expect.objectContaining({ id: CALL, status: 'CONNECTING', memberId: M, timeConnected: null })]);

    await report({ call: makePhoneCall(CALL, { memberId: M, status: 'ACTIVE', timeConnected: '2026-11-20T10:00:03.000Z' }) });
    expect(call.rows()[0]).toMatchObject({ status: 'ACTIVE', timeConnected: '2026-11-20T10:00:03.000Z' });
    await report({ call: makePhoneCall(CALL, { memberId: M, status: 'ENDED', timeConnected: '2026-11-20T10:00:03.000Z', timeEnded: '2026-11-20T10:05:00.000Z', duration: 297 }) });
    expect(call.rows()[0]).toMatchObject({ status: 'ENDED', timeEnded: '2026-11-20T10:05:00.000Z' });
  });

  it('the outcome and note show at once; a refusal puts them back', async () => {
    backend.upsert('call', makePhoneCall(CALL, { memberId: M, status: 'ENDED', timeConnected: '2026-11-20T10:00:03.000Z', timeEnded: '2026-11-20T10:05:00.000Z' }));
    backend.outbox.length = 0;
    const call = await open<PhoneCallRow>('phoneCall', { callId: CALL });

    backend.failNextPost = { status: 400, message: 'This outcome cannot be chosen for this call yet.' };
    const refused = engine.mutate('updateCall', { callId: CALL, outcomeId: 2, note: null });
    frames.run();
    expect(call.rows()[0]?.outcomeId).toBe(2);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    frames.run();
    expect(call.rows()[0]?.outcomeId).toBeNull();

    const note = '<p>Talked about the ride to the clinic and the pharmacy.</p><script>x()</script>';
    const saving = engine.mutate('updateCall', { callId: CALL, outcomeId: 4, note });
    frames.run();
    expect(call.rows()[0]).toMatchObject({ outcomeId: 4, note: '<p>Talked about the ride to the clinic and the pharmacy.</p>' });
    await confirm(saving);
    expect(call.rows()[0]).toMatchObject({ outcomeId: 4 });
  });

  it('the recording arrives, then its transcript and generated notes fill it in, live', async () => {
    backend.upsert('call', makePhoneCall(CALL, { memberId: M, status: 'ENDED' }));
    backend.outbox.length = 0;
    const recordings = await open<CallRecordingRow>('callRecordingsOfCall', { callId: CALL });
    expect(recordings.rows()).toEqual([]);
    const recording = {
      id: REC, callId: CALL, memberId: M, kind: 'recording' as const, fileId: 'f1', durationSeconds: 297, transcript: null, transcriptText: null, generatedNotes: null, transcribedAt: null,
      createdAt: '2026-11-20T10:05:03.000Z',
    };
    await report({ recording });
    expect(recordings.rows()).toEqual([expect.objectContaining({ id: REC, transcript: null })]);
    await report({ recording: { ...recording, transcript: [{ speaker: 'Guide', startSeconds: 0, text: 'Hi' }], transcriptText: 'Guide: Hi', generatedNotes: 'Said hello.', transcribedAt: '2026-11-20T10:05:06.000Z' } });
    expect(recordings.rows()[0]).toMatchObject({ generatedNotes: 'Said hello.', transcript: [{ speaker: 'Guide', startSeconds: 0, text: 'Hi' }] });
  });
});
