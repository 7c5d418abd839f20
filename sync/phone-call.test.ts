/**
 * The Phone call dialog's data in the engine, on the real server and its simulated carrier (the
 * test moves the clock and lets the carrier report): a placed call shows under the id the dialog
 * made and follows the carrier's reports from the socket (connected, ended); its outcome and note
 * show at once and roll back when the server refuses them; the recording's transcript and
 * generated notes arrive live. The review drawer's note saved alone keeps the outcome, shows at
 * once, rolls back on a refusal, and another browser's save arrives live; a returned call (Call
 * back) shows under the id the calls page made.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { createCall, createPhoneNumber, testPhone } from '../server/testing/factories.ts';
import type { CallRecordingRow, CallReviewRow, PhoneCallRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

/** Call outcome ids (server/db/reference-data.ts): 2 answered, 4 other. */
const ANSWERED = 2;
const OTHER = 4;

describe('a phone call in the engine', () => {
  const sync = engineOnServer();

  /** Time passes for the server, its carrier and the engine; the carrier reports what is due. */
  const later = async (ms: number) => {
    sync.clock.advance(ms);
    await sync.t.server.carrier.runDue();
    await sync.settled();
  };
  /** The member's number (its last four digits make the simulated line answer) and the dialog's call to it. */
  const place = async () => {
    const phone = await createPhoneNumber(sync.db, sync.org, { number: `${testPhone().slice(0, 8)}1234` });
    const id = crypto.randomUUID();
    await sync.confirm(
      sync.engine.mutate('placeCall', {
        id,
        targetUserId: sync.org.member.id,
        phoneNumberId: phone.id,
        resourceInteraction: false,
      }),
    );
    return id;
  };
  /** Connected after its 3 s of ringing, hung up `talk` ms later, ended at the carrier's report. */
  const placeAndEnd = async (talk: number) => {
    const id = await place();
    await later(3000);
    await later(talk);
    await sync.as(sync.org.guide).call(OPERATIONS.hangUpCall, { params: { callId: id } });
    await later(0);
    return id;
  };
  const at = (ms: number) => new Date(ms).toISOString();

  it('a placed call follows the carrier: connecting, connected, ended', async () => {
    const id = await place();
    const call = await sync.open<PhoneCallRow>('phoneCall', { callId: id });
    expect(call.rows()).toEqual([
      expect.objectContaining({ id, status: 'CONNECTING', memberId: sync.org.member.id, timeConnected: null }),
    ]);
    await later(3000);
    const connected = at(sync.clock.now());
    expect(call.rows()[0]).toMatchObject({ status: 'ACTIVE', timeConnected: connected });
    await later(10_000);
    await sync.as(sync.org.guide).call(OPERATIONS.hangUpCall, { params: { callId: id } });
    await later(0);
    expect(call.rows()[0]).toMatchObject({
      status: 'ENDED',
      timeConnected: connected,
      timeEnded: at(sync.clock.now()),
    });
  });

  it('the outcome and note show at once; an outcome the call has not earned is refused and put back', async () => {
    const id = await placeAndEnd(60_000);
    const call = await sync.open<PhoneCallRow>('phoneCall', { callId: id });
    const note = '<p>Talked about the ride to the clinic and the pharmacy.</p><script>x()</script>';

    // Answered needs 2 minutes after connecting: this call had one.
    sync.hold();
    const refused = sync.engine.mutate('updateCall', { callId: id, outcomeId: ANSWERED, note });
    sync.frames.run();
    expect(call.rows()[0]?.outcomeId).toBe(ANSWERED);
    sync.release();
    await expect(refused).rejects.toMatchObject({ status: 400 });
    sync.frames.run();
    expect(call.rows()[0]).toMatchObject({ outcomeId: null, note: null });

    sync.hold();
    const saving = sync.engine.mutate('updateCall', { callId: id, outcomeId: OTHER, note });
    sync.frames.run();
    const saved = { outcomeId: OTHER, note: '<p>Talked about the ride to the clinic and the pharmacy.</p>' };
    expect(call.rows()[0]).toMatchObject(saved);
    sync.release();
    await sync.confirm(saving);
    expect(call.rows()[0]).toMatchObject(saved);
  });

  it('the drawer’s note alone shows at once and keeps the outcome; a refusal puts the note back; another browser’s save arrives live', async () => {
    const { org } = sync;
    const id = await placeAndEnd(10_000);
    await sync.as(org.guide).call(OPERATIONS.updateCall, {
      params: { callId: id },
      body: { outcomeId: OTHER, note: '<p>First words.</p>' },
    });

    // Another guide may read the call but not write its note.
    await sync.signIn(org.otherGuide);
    const theirs = await sync.open<CallReviewRow>('callReview', { callId: id });
    expect(theirs.rows()).toEqual([
      expect.objectContaining({ id, memberName: 'Member Organisation', note: '<p>First words.</p>' }),
    ]);
    sync.hold();
    const refused = sync.engine.mutate('saveCallNote', { callId: id, note: '<p>Not mine to write.</p>' });
    sync.frames.run();
    expect(theirs.rows()[0]?.note).toBe('<p>Not mine to write.</p>');
    sync.release();
    await expect(refused).rejects.toMatchObject({ status: 403 });
    sync.frames.run();
    expect(theirs.rows()[0]?.note).toBe('<p>First words.</p>');

    await sync.signIn(org.guide);
    const review = await sync.open<CallReviewRow>('callReview', { callId: id });
    sync.hold();
    const saving = sync.engine.mutate('saveCallNote', {
      callId: id,
      note: '<p>Ride on Tuesday.</p><script>x()</script>',
    });
    sync.frames.run();
    expect(review.rows()[0]?.note).toBe('<p>Ride on Tuesday.</p>');
    sync.release();
    await sync.confirm(saving);
    const stored = await sync.as(org.guide).call(OPERATIONS.getCall, { params: { callId: id } });
    expect(stored.body).toMatchObject({ outcomeId: OTHER, note: '<p>Ride on Tuesday.</p>' });

    // Saved in another browser: the change comes by the socket.
    await sync.as(org.guide).call(OPERATIONS.updateCall, {
      params: { callId: id },
      body: { note: '<p>Ride on Tuesday, 9 am.</p>' },
    });
    await sync.settled();
    expect(review.rows()[0]?.note).toBe('<p>Ride on Tuesday, 9 am.</p>');
  });

  it('Call back to an unknown caller: the returned call shows under the id the page made, with no member', async () => {
    const missed = await createCall(sync.db, sync.org, {
      incoming: true,
      status: 'MISSED',
      originatorUserId: null,
      originatorPhoneNumber: '+13125550199',
      receiverUserId: sync.org.guide.id,
      subjectId: null,
    });
    const id = crypto.randomUUID();
    await sync.confirm(sync.engine.mutate('returnCall', { id, callId: missed.id }));
    const call = await sync.open<PhoneCallRow>('phoneCall', { callId: id });
    expect(call.rows()).toEqual([
      expect.objectContaining({ id, status: 'CONNECTING', memberId: null, receiverPhoneNumber: '+13125550199' }),
    ]);
  });

  it('the recording arrives, then its transcript and generated notes fill it in, live', async () => {
    const id = await placeAndEnd(10_000);
    const recordings = await sync.open<CallRecordingRow>('callRecordingsOfCall', { callId: id });
    expect(recordings.rows()).toEqual([]);
    await later(3000);
    expect(recordings.rows()).toEqual([expect.objectContaining({ callId: id, durationSeconds: 10, transcript: null })]);
    await later(3000);
    expect(recordings.rows()[0]?.transcript?.[0]).toMatchObject({ speaker: 'Guide' });
    expect(recordings.rows()[0]?.generatedNotes).toContain('transportation');
  });
});
