/**
 * A call as the Phone call dialog follows it (its status, times, outcome and note, live from the
 * carrier's webhooks) and its recordings with transcript and generated notes (the dialog's summary;
 * the calls page's review drawer reads the same rows).
 */
import { coalesce, eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** One call, by id. */
export const phoneCall = defineQuery({
  name: 'phoneCall',
  pages: ({ callId }: { callId: string }) => [page(OPERATIONS.getCall, { params: { callId } })],
  query:
    ({ callId }, { call }) =>
    (q) =>
      q
        .from({ call })
        .where(({ call }) => eq(call.id, callId))
        .select(({ call }) => ({
          id: call.id,
          memberId: call.memberId,
          guideId: call.guideId,
          status: call.status,
          incoming: call.incoming,
          errorCode: call.errorCode,
          outcomeId: call.outcomeId,
          note: call.note,
          insufficientNotes: call.insufficientNotes,
          resourceInteraction: call.resourceInteraction,
          timeStarted: call.timeStarted,
          timeConnected: call.timeConnected,
          timeEnded: call.timeEnded,
          engagementMinutes: call.engagementMinutes,
          receiverPhoneNumber: call.receiverPhoneNumber,
        })),
});
export type PhoneCallRow = RowOf<typeof phoneCall>;

/** One call with its member's name, live: the note saved in another browser shows here too. */
export const callReview = defineQuery({
  name: 'callReview',
  pages: ({ callId }: { callId: string }) => [page(OPERATIONS.getCall, { params: { callId } })],
  query:
    ({ callId }, { call }) =>
    (q) =>
      q
        .from({ call })
        .where(({ call }) => eq(call.id, callId))
        .select(({ call }) => ({
          id: call.id,
          memberId: call.memberId,
          /** The member's name (null: an unknown number). */
          memberName: call.memberName,
          /** The staff user on the call: only they (or a manager of others' work) write its note. */
          guideId: coalesce(call.guideId, null),
          incoming: call.incoming,
          originatorPhoneNumber: coalesce(call.originatorPhoneNumber, null),
          receiverPhoneNumber: coalesce(call.receiverPhoneNumber, null),
          timeStarted: call.timeStarted,
          timeEnded: coalesce(call.timeEnded, null),
          note: coalesce(call.note, null),
        })),
});
/** A call as the review drawer shows it where it opens by id (the Phone call dialog's View summary). */
export type CallReviewRow = RowOf<typeof callReview>;

/** The call's recording and voicemail, oldest first; the transcript and notes fill in as they arrive. */
export const callRecordingsOfCall = defineQuery({
  name: 'callRecordingsOfCall',
  pages: ({ callId }: { callId: string }) => [page(OPERATIONS.callRecordings, { params: { callId } })],
  query:
    ({ callId }, { callRecording }) =>
    (q) =>
      q
        .from({ recording: callRecording })
        .where(({ recording }) => eq(recording.callId, callId))
        .orderBy(({ recording }) => recording.createdAt, 'asc')
        .orderBy(({ recording }) => recording.id, 'asc')
        .select(({ recording }) => ({
          id: recording.id,
          callId: recording.callId,
          kind: recording.kind,
          fileId: recording.fileId,
          durationSeconds: recording.durationSeconds,
          transcript: recording.transcript,
          transcriptText: recording.transcriptText,
          generatedNotes: recording.generatedNotes,
          transcribedAt: recording.transcribedAt,
          createdAt: recording.createdAt,
        })),
});
export type CallRecordingRow = RowOf<typeof callRecordingsOfCall>;
