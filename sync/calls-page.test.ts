/**
 * The calls page in the engine, on the real server: a window keeps the server's order and count
 * while its rows follow changes in place (a call's status from the carrier, its member once
 * assigned, its reviews); a call that comes in, or one that no longer matches the filters, joins or
 * leaves with the count once the server is asked again (`reasksOn`); No action required closes
 * one's review at once, and one the server refuses is put back.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { internalPhoneNumbers } from '../server/db/schema/index.ts';
import { createCallRecording, createCallReview } from '../server/routes/call-review-factories.ts';
import { createCall, createSmsMessage, testPhone } from '../server/testing/factories.ts';
import { carrierSays } from '../server/telephony/testing.ts';
import { REASK_MS } from './window-reasks.ts';
import type { CallLogRow, RecordingFeedbackRow, TextLogRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

const query = { lastDaysFromNow: '30' as const, 'page-start': 0, 'page-size': 10 };

describe('the calls page in the engine', () => {
  const calls = { c1: { id: '', sid: '' }, c2: '', c3: '', review: '' };
  let line = '';
  const sync = engineOnServer({
    async seed({ db, org }) {
      // The organisation's line, answered by the guide: an unknown caller rings them.
      line = testPhone();
      await db.insert(internalPhoneNumbers).values({
        organisationId: org.organisationId,
        displayName: 'Main',
        number: line,
        supportUserIds: [org.guide.id],
      });
      const incoming = (timeStarted: string, status = 'MISSED') =>
        createCall(db, org, {
          incoming: true,
          status,
          originatorUserId: null,
          originatorPhoneNumber: '+15125550100',
          receiverUserId: org.guide.id,
          receiverPhoneNumber: line,
          subjectId: null,
          timeStarted: new Date(timeStarted),
          duration: 0,
        });
      const c1 = await incoming('2026-11-20T09:00:00.000Z', 'CONNECTING');
      calls.c1 = { id: c1.id, sid: c1.sid };
      calls.c2 = (await incoming('2026-11-20T10:00:00.000Z')).id;
      calls.c3 = (await incoming('2026-11-20T11:00:00.000Z')).id;
      calls.review = (await createCallReview(db, org, { callId: calls.c2 })).id;
    },
  });
  const callLog = (extra: object = {}) => sync.open<CallLogRow>('callLog', { query: { ...query, ...extra } });
  const ids = (view: { rows(): { id: string }[] }) => view.rows().map((r) => r.id);
  const ringing = () =>
    carrierSays(sync.t, '/webhooks/telephony/inbound-call', {
      callSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
      from: testPhone(),
      to: line,
      timestamp: new Date(sync.clock.now()).toISOString(),
    });

  it('shows the server’s window in its order with the count, the guide’s name and each call’s status', async () => {
    const first = await callLog({ 'page-size': 2 });
    expect(ids(first)).toEqual([calls.c3, calls.c2]);
    expect(first.rows()[0]).toMatchObject({
      total: 3,
      position: 0,
      receiverName: 'Guide Tester',
      memberName: null,
      status: 'MISSED',
    });
    const next = await callLog({ 'page-start': 2, 'page-size': 2 });
    expect(ids(next)).toEqual([calls.c1.id]);
  });

  it('assigning a call names its member at once and keeps its place; a second assignment is refused', async () => {
    const view = await callLog();
    const { member } = sync.org;
    await sync.confirm(sync.engine.mutate('assignCall', { callId: calls.c2, subjectId: member.id }));
    expect(ids(view)).toEqual([calls.c3, calls.c2, calls.c1.id]);
    expect(view.rows()[1]).toMatchObject({ memberId: member.id, memberName: 'Member Organisation' });
    expect(view.rows()[1]?.assignedAt).not.toBeNull();
    await expect(sync.engine.mutate('assignCall', { callId: calls.c2, subjectId: member.id })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('a call that comes in joins the window once the server has been asked again, with the new count', async () => {
    const view = await callLog();
    const other = await callLog({ 'page-start': 2, 'page-size': 2 });
    expect((await ringing()).status).toBe(201);
    await sync.settled();
    // Where the new call falls is the server's answer: not guessed before it is asked.
    expect(ids(view)).toEqual([calls.c3, calls.c2, calls.c1.id]);
    sync.clock.advance(REASK_MS);
    await sync.settled();
    expect(view.rows()).toHaveLength(4);
    expect(ids(view).slice(1)).toEqual([calls.c3, calls.c2, calls.c1.id]);
    expect(view.rows()[0]).toMatchObject({ position: 0, total: 4, status: 'CONNECTING' });
    expect(ids(other)).toEqual([calls.c2, calls.c1.id]);
  });

  it('a burst of new calls asks the server once per window', async () => {
    await callLog();
    const before = sync.engine.stats().requests;
    for (let i = 0; i < 4; i++) await ringing();
    await sync.settled();
    sync.clock.advance(REASK_MS);
    await sync.settled();
    expect(sync.engine.stats().requests - before).toBe(1);
  });

  it('a status the carrier reports updates the row in place', async () => {
    const view = await callLog();
    await carrierSays(sync.t, '/webhooks/telephony/call-status', {
      callSid: calls.c1.sid,
      status: 'FAILED',
      errorCode: 30003,
      timestamp: new Date(sync.clock.now()).toISOString(),
    });
    await sync.settled();
    expect(view.rows()[2]).toMatchObject({ id: calls.c1.id, status: 'FAILED', errorCode: 30003 });
  });

  it('No action required closes the review at once; one the server refuses (another guide’s) is put back', async () => {
    const theirs = await createCallReview(sync.db, sync.org, { callId: calls.c3, assigneeId: sync.org.otherGuide.id });
    const view = await callLog();
    await expect(sync.engine.mutate('closeCallReview', { callId: calls.c3, auditId: theirs.id })).rejects.toMatchObject(
      { status: 403 },
    );
    sync.frames.run();
    expect(view.rows()[0]?.reviews?.[0]?.completedAt).toBeNull();

    sync.hold();
    const closing = sync.engine.mutate('closeCallReview', { callId: calls.c2, auditId: calls.review });
    sync.frames.run();
    expect(view.rows()[1]?.reviews?.[0]).toMatchObject({ actionTaken: false });
    expect(view.rows()[1]?.reviews?.[0]?.completedAt).not.toBeNull();
    sync.release();
    await sync.confirm(closing);
    expect(view.rows()[1]?.reviews?.[0]).toMatchObject({
      actionTaken: false,
      completedAt: expect.stringMatching(/^2026-11-21T12:00/),
    });
  });

  it('a supervisor sharing a call adds its reviews to the row from the write’s change', async () => {
    const { org } = sync;
    await sync.signIn(org.supervisor);
    const view = await callLog();
    await sync.confirm(
      sync.engine.mutate('shareCall', { callId: calls.c3, assigneeIds: [org.otherGuide.id, org.guide.id] }),
    );
    expect(
      view
        .rows()[0]
        ?.reviews?.map((r) => r.assigneeId)
        .sort(),
    ).toEqual([org.otherGuide.id, org.guide.id].sort());
  });

  it('assigning a text names its member in the texts window', async () => {
    const { db, org } = sync;
    const text = await createSmsMessage(db, org, {
      subjectId: null,
      text: 'Who is this?',
      createdAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    const texts = await sync.open<TextLogRow>('textLog', { query: { ...query, onlyUnassignedMessages: true } });
    expect(texts.rows()).toMatchObject([
      { id: text.id, memberName: null, guideName: 'Guide Tester', text: 'Who is this?' },
    ]);
    await sync.confirm(sync.engine.mutate('assignText', { messageId: text.id, subjectId: org.member.id }));
    // The row is named at once; the window the server cut keeps it until it is asked again.
    expect(texts.rows()).toMatchObject([{ id: text.id, memberId: org.member.id, memberName: 'Member Organisation' }]);
    // Issue #38: then it leaves 'Only unassigned', and the count with it.
    sync.clock.advance(REASK_MS);
    await sync.settled();
    expect(texts.rows()).toEqual([]);
  });

  // Issue #38: the count stayed while the rows changed.
  it('a call assigned leaves the unassigned calls with the count once the server is asked again', async () => {
    const view = await callLog({ onlyUnassignedCalls: true });
    expect(ids(view)).toEqual([calls.c3, calls.c2, calls.c1.id]);
    expect(view.rows()[0]?.total).toBe(3);
    await sync.confirm(sync.engine.mutate('assignCall', { callId: calls.c3, subjectId: sync.org.member.id }));
    sync.clock.advance(REASK_MS);
    await sync.settled();
    expect(ids(view)).toEqual([calls.c2, calls.c1.id]);
    expect(view.rows().map((row) => [row.position, row.total])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('post-call feedback shows at once and stays once the server confirms; a write the network drops puts the answer back', async () => {
    const recording = await createCallRecording(sync.db, sync.org, { callId: calls.c2 });
    await sync.as(sync.org.guide).call(OPERATIONS.submitRecordingFeedback, {
      params: { recordingId: recording.id },
      body: { isAccurateSummary: true },
    });
    const feedback = await sync.open<RecordingFeedbackRow>('recordingFeedback', { callId: calls.c2 });
    expect(feedback.rows()).toMatchObject([
      { id: recording.id, isAccurateSummary: true, isAccurateTranscription: null },
    ]);

    sync.dropNextRequest();
    await expect(
      sync.engine.mutate('submitRecordingFeedback', { recordingId: recording.id, isAccurateSummary: false }),
    ).rejects.toMatchObject({ status: 0 });
    sync.frames.run();
    expect(feedback.rows()[0]?.isAccurateSummary).toBe(true);

    sync.hold();
    const sent = sync.engine.mutate('submitRecordingFeedback', {
      recordingId: recording.id,
      isAccurateTranscription: false,
      accuracyIssues: ['only-one-speaker'],
    });
    sync.frames.run();
    expect(feedback.rows()[0]).toMatchObject({ isAccurateTranscription: false, accuracyIssues: ['only-one-speaker'] });
    sync.release();
    await sync.confirm(sent);
    expect(feedback.rows()[0]).toMatchObject({
      isAccurateSummary: true,
      isAccurateTranscription: false,
      accuracyIssues: ['only-one-speaker'],
    });
  });
});
