/**
 * Post-call feedback on a recording's generated summary and its transcription (spec part 1
 * section 2 "Post-call feedback", `PATCH /calls/voice-call-recording/:id`). What this file
 * guarantees:
 * - Another organisation's call or recording answers 404, like a missing one.
 * - An answer changes only the part it is about; a thumbs-up clears that part's issues and comment.
 * - Each write records the feedback's change, so every open drawer shows it.
 */
import { and, eq } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import { callRecordingFeedback, callRecordings, calls } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';

type FeedbackRow = typeof callRecordingFeedback.$inferSelect;

export function presentRecordingFeedback(f: FeedbackRow): EntityShape<'callRecordingFeedback'> {
  return {
    id: f.recordingId,
    callId: f.callId,
    isAccurateSummary: f.isAccurateSummary,
    summaryAccuracyIssues: f.summaryAccuracyIssues,
    summaryAccuracyFeedback: f.summaryAccuracyFeedback,
    isAccurateTranscription: f.isAccurateTranscription,
    accuracyIssues: f.accuracyIssues,
    accuracyFeedback: f.accuracyFeedback,
  };
}

export function recordingFeedbackHandlers(
  ctx: AppContext,
): HandlersOf<'callRecordingFeedbackList' | 'submitRecordingFeedback'> {
  const { db, clock } = ctx;
  return {
    async callRecordingFeedbackList({ actor, params: { callId } }) {
      const [call] = await db
        .select({ id: calls.id })
        .from(calls)
        .where(and(eq(calls.id, callId), eq(calls.organisationId, actor.organisationId)));
      if (!call) throw notFound();
      const rows = await db
        .select()
        .from(callRecordingFeedback)
        .where(
          and(eq(callRecordingFeedback.organisationId, actor.organisationId), eq(callRecordingFeedback.callId, callId)),
        );
      return { data: rows.map(presentRecordingFeedback) };
    },

    async submitRecordingFeedback({ actor, params: { recordingId }, body, write }) {
      return write(async (tx, changes) => {
        const [recording] = await tx
          .select({ id: callRecordings.id, callId: callRecordings.callId })
          .from(callRecordings)
          .where(and(eq(callRecordings.id, recordingId), eq(callRecordings.organisationId, actor.organisationId)));
        if (!recording) throw notFound();
        const summary =
          body.isAccurateSummary === undefined
            ? {}
            : {
                isAccurateSummary: body.isAccurateSummary,
                summaryAccuracyIssues: body.summaryAccuracyIssues ?? [],
                summaryAccuracyFeedback: body.summaryAccuracyFeedback?.trim() || null,
              };
        const transcription =
          body.isAccurateTranscription === undefined
            ? {}
            : {
                isAccurateTranscription: body.isAccurateTranscription,
                accuracyIssues: body.accuracyIssues ?? [],
                accuracyFeedback: body.accuracyFeedback?.trim() || null,
              };
        const stamp = { updatedBy: actor.user.id, updatedAt: clock.now() };
        const [row] = await tx
          .insert(callRecordingFeedback)
          .values({
            recordingId: recording.id,
            organisationId: actor.organisationId,
            callId: recording.callId,
            ...summary,
            ...transcription,
            ...stamp,
          })
          .onConflictDoUpdate({
            target: callRecordingFeedback.recordingId,
            set: { ...summary, ...transcription, ...stamp },
          })
          .returning();
        if (!row) throw new Error('feedback not stored');
        const data = presentRecordingFeedback(row);
        changes.record({ entity: 'callRecordingFeedback', id: data.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
