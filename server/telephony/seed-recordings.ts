/**
 * Demo data: the recent connected calls of the demo organisation get what the simulated carrier
 * would have sent after them, a recording row with the same scripted transcript and generated notes
 * (`call-scripts.ts`), and missed calls that went to voicemail their voicemail's transcription.
 * No audio is stored for seeded calls (a seed of thousands of calls would carry megabytes of
 * tones); calls placed in the running demo get real WAV files from the carrier.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import { callRecordings, calls } from '../db/schema/index.ts';
import { conversationTranscript, GENERATED_NOTES, VOICEMAIL_TEXT } from './call-scripts.ts';

/** At most this many of the newest calls get a recording: the review drawer reads recent calls. */
const SEEDED_RECORDINGS = 400;

/** A stable id per call, so seeding twice (or with another member count) names the same rows. */
function recordingIdOf(callId: string): string {
  const hex = createHash('sha256').update(`recording:${callId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function seedCallRecordings(tx: Tx, organisationId: string): Promise<number> {
  const rows = await tx
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.organisationId, organisationId),
        or(and(eq(calls.status, 'ENDED'), isNotNull(calls.timeConnected)), eq(calls.wentToVoicemail, true)),
      ),
    )
    .orderBy(desc(calls.timeStarted))
    .limit(SEEDED_RECORDINGS);
  if (!rows.length) return 0;
  const values = rows.map((call) => {
    const voicemail = call.wentToVoicemail;
    const seconds = Math.max(1, call.duration ?? 0);
    const lines = voicemail
      ? [{ speaker: 'Caller', startSeconds: 0, text: VOICEMAIL_TEXT }]
      : conversationTranscript(seconds);
    const endedAt = call.timeEnded ?? call.timeStarted;
    return {
      id: recordingIdOf(call.id),
      organisationId,
      clientId: call.clientId,
      callId: call.id,
      recordingSid: `RE${call.sid.slice(2)}`,
      kind: voicemail ? ('voicemail' as const) : ('recording' as const),
      durationSeconds: seconds,
      transcript: lines,
      transcriptText: lines.map((l) => `${l.speaker}: ${l.text}`).join('\n'),
      generatedNotes: voicemail ? null : GENERATED_NOTES,
      transcribedAt: new Date(endedAt.getTime() + 6000),
      createdAt: new Date(endedAt.getTime() + 3000),
    };
  });
  await tx.insert(callRecordings).values(values).onConflictDoNothing();
  return values.length;
}
