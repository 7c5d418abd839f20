/**
 * The calls page in the engine, on a hand-driven backend: a window keeps the server's order and
 * count while its rows follow changes in place (a call's status, its member once assigned, its
 * reviews); No action required closes one's review at once, and a refusal puts it back.
 */
import { describe, expect, it } from 'vitest';
import type { CallLogRow, RecordingFeedbackRow, TextLogRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, settle } from './testing/fake-backend.ts';
import { WINDOW_REFRESH_MS } from './page-loader.ts';
import { FAKE_ACTING_USER, makeCall } from './testing/fake-calls-page.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const C1 = 'c1000000-0000-4000-8000-000000000001';
const C2 = 'c2000000-0000-4000-8000-000000000002';
const C3 = 'c3000000-0000-4000-8000-000000000003';
const R1 = 'r1000000-0000-4000-8000-000000000001';
const query = { lastDaysFromNow: '30' as const, 'page-start': 0, 'page-size': 10 };

describe('the calls page in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado', { assignedGuideId: FAKE_ACTING_USER }));
    backend.upsert('user', {
      id: FAKE_ACTING_USER,
      name: 'Gina Guide',
      firstName: 'Gina',
      lastName: 'Guide',
      role: 'GUIDE',
    });
    backend.upsert('call', makeCall(C1, { timeStarted: '2026-11-20T09:00:00.000Z' }));
    backend.upsert(
      'call',
      makeCall(C2, {
        timeStarted: '2026-11-20T10:00:00.000Z',
        reviews: [{ id: R1, assigneeId: FAKE_ACTING_USER, actionTaken: null, completedAt: null }],
      }),
    );
    backend.upsert('call', makeCall(C3, { timeStarted: '2026-11-20T11:00:00.000Z' }));
  });

  it('shows the server’s window in its order with the count, the guide’s name and each call’s status', async () => {
    const calls = await sync.open<CallLogRow>('callLog', { query: { ...query, 'page-size': 2 } });
    expect(calls.rows().map((r) => r.id)).toEqual([C3, C2]);
    expect(calls.rows()[0]).toMatchObject({
      total: 3,
      position: 0,
      receiverName: 'Gina Guide',
      memberName: null,
      status: 'MISSED',
    });
    const next = await sync.open<CallLogRow>('callLog', { query: { ...query, 'page-start': 2, 'page-size': 2 } });
    expect(next.rows().map((r) => r.id)).toEqual([C1]);
  });

  it('assigning a call names its member at once and keeps its place; a second assignment is refused', async () => {
    const calls = await sync.open<CallLogRow>('callLog', { query });
    await sync.confirm(sync.engine.mutate('assignCall', { callId: C2, subjectId: M }));
    sync.frames.run();
    expect(calls.rows().map((r) => r.id)).toEqual([C3, C2, C1]);
    expect(calls.rows()[1]).toMatchObject({ memberId: M, memberName: 'Rosa Delgado' });
    expect(calls.rows()[1]?.assignedAt).not.toBeNull();
    await expect(sync.engine.mutate('assignCall', { callId: C2, subjectId: M })).rejects.toMatchObject({ status: 409 });
  });

  it('a call that comes in joins the window once the server has been asked again, with the new count', async () => {
    const calls = await sync.open<CallLogRow>('callLog', { query });
    const other = await sync.open<CallLogRow>('callLog', { query: { ...query, 'page-start': 2, 'page-size': 2 } });
    const C4 = 'c4000000-0000-4000-8000-000000000004';
    sync.backend.upsert('call', makeCall(C4, { timeStarted: '2026-11-20T12:00:00.000Z' }));
    await sync.flush();
    // Where the new call falls is the server's answer: not guessed before it is asked.
    expect(calls.rows().map((r) => r.id)).toEqual([C3, C2, C1]);
    sync.clock.advance(WINDOW_REFRESH_MS);
    await settle();
    sync.frames.run();
    expect(calls.rows().map((r) => r.id)).toEqual([C4, C3, C2, C1]);
    expect(calls.rows()[0]).toMatchObject({ position: 0, total: 4 });
    expect(other.rows().map((r) => r.id)).toEqual([C2, C1]);
  });

  it('a burst of new calls asks the server once per window', async () => {
    await sync.open<CallLogRow>('callLog', { query });
    const before = sync.engine.stats().requests;
    for (let i = 5; i < 9; i++)
      sync.backend.upsert(
        'call',
        makeCall(`c${i}000000-0000-4000-8000-00000000000${i}`, { timeStarted: `2026-11-20T1${i}:00:00.000Z` }),
      );
    await sync.flush();
    sync.clock.advance(WINDOW_REFRESH_MS);
    await settle();
    expect(sync.engine.stats().requests - before).toBe(1);
  });

  it('a status change from the socket updates the row in place', async () => {
    const calls = await sync.open<CallLogRow>('callLog', { query });
    sync.backend.upsert(
      'call',
      makeCall(C1, { timeStarted: '2026-11-20T09:00:00.000Z', status: 'FAILED', errorCode: 30003 }),
    );
    sync.backend.deliverAll();
    await Promise.resolve();
    sync.frames.run();
    expect(calls.rows()[2]).toMatchObject({ id: C1, status: 'FAILED', errorCode: 30003 });
  });

  it('No action required closes the review at once; a refusal puts it back', async () => {
    const calls = await sync.open<CallLogRow>('callLog', { query });
    sync.backend.failNextPost = { status: 403, message: 'Only the review’s assignee may close it.' };
    await expect(sync.engine.mutate('closeCallReview', { callId: C2, auditId: R1 })).rejects.toMatchObject({
      status: 403,
    });
    sync.frames.run();
    expect(calls.rows()[1]?.reviews?.[0]?.completedAt).toBeNull();

    const closing = sync.engine.mutate('closeCallReview', { callId: C2, auditId: R1 });
    sync.frames.run();
    expect(calls.rows()[1]?.reviews?.[0]).toMatchObject({ actionTaken: false });
    expect(calls.rows()[1]?.reviews?.[0]?.completedAt).not.toBeNull();
    await sync.confirm(closing);
    expect(calls.rows()[1]?.reviews?.[0]).toMatchObject({
      actionTaken: false,
      completedAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it('sharing a call adds its reviews to the row from the write’s change', async () => {
    const calls = await sync.open<CallLogRow>('callLog', { query });
    const other = 'b0000000-0000-4000-8000-000000000002';
    await sync.confirm(sync.engine.mutate('shareCall', { callId: C3, assigneeIds: [other, FAKE_ACTING_USER] }));
    expect(calls.rows()[0]?.reviews?.map((r) => r.assigneeId)).toEqual([other, FAKE_ACTING_USER]);
  });

  it('assigning a text names its member in the texts window', async () => {
    const T = 'd1000000-0000-4000-8000-000000000001';
    sync.backend.upsert('smsMessage', {
      id: T,
      memberId: null,
      userId: FAKE_ACTING_USER,
      text: 'Who is this?',
      incoming: true,
      sentAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      smsStatus: 'received',
      smsErrorCode: null,
      smsPhoneNumber: '+15125550100',
    });
    const texts = await sync.open<TextLogRow>('textLog', { query: { ...query, onlyUnassignedMessages: true } });
    expect(texts.rows()).toMatchObject([{ id: T, memberName: null, guideName: 'Gina Guide', text: 'Who is this?' }]);
    await sync.confirm(sync.engine.mutate('assignText', { messageId: T, subjectId: M }));
    // The window the server cut keeps the row, now named.
    expect(texts.rows()).toMatchObject([{ id: T, memberId: M, memberName: 'Rosa Delgado' }]);
  });

  it('post-call feedback shows at once and stays once the server confirms; a refusal puts the answer back', async () => {
    const REC = 'e1000000-0000-4000-8000-000000000001';
    sync.backend.upsert('callRecordingFeedback', {
      id: REC,
      callId: C2,
      isAccurateSummary: null,
      summaryAccuracyIssues: [],
      summaryAccuracyFeedback: null,
      isAccurateTranscription: null,
      accuracyIssues: [],
      accuracyFeedback: null,
    });
    const feedback = await sync.open<RecordingFeedbackRow>('recordingFeedback', { callId: C2 });
    expect(feedback.rows()).toMatchObject([{ id: REC, isAccurateSummary: null }]);

    sync.backend.failNextPost = { status: 500, message: 'Try again' };
    await expect(
      sync.engine.mutate('submitRecordingFeedback', { recordingId: REC, isAccurateSummary: true }),
    ).rejects.toMatchObject({ status: 500 });
    sync.frames.run();
    expect(feedback.rows()[0]?.isAccurateSummary).toBeNull();

    const sent = sync.engine.mutate('submitRecordingFeedback', {
      recordingId: REC,
      isAccurateTranscription: false,
      accuracyIssues: ['only-one-speaker'],
    });
    sync.frames.run();
    expect(feedback.rows()[0]).toMatchObject({ isAccurateTranscription: false, accuracyIssues: ['only-one-speaker'] });
    await sync.confirm(sent);
    expect(feedback.rows()[0]).toMatchObject({
      isAccurateSummary: null,
      isAccurateTranscription: false,
      accuracyIssues: ['only-one-speaker'],
    });
  });
});
