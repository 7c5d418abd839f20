/** What the telephony provider adds to a call (spec part 1 section 3 "Voice call recording"). */
import { type } from 'arktype';
import { transcriptLine } from '../calls.ts';
import { column } from './columns.ts';
import { defineTableEntity } from './define.ts';

/**
 * A call's recording (an ended call) or voicemail (a missed call), its audio file, and once the
 * transcription service has answered, the transcript with speakers (speech bubbles alternate by
 * each speaker's first appearance) and the generated notes. Arrives some seconds after the call.
 */
export const callRecording = defineTableEntity({
  kind: 'callRecording',
  table: 'call_recordings',
  columns: {
    id: column.uuid().primaryKey(),
    /** The call's customer, kept with the row; clients know it from the call. */
    clientId: column.uuid().internal(),
    callId: column.uuid(),
    /** The call's member (its `subjectId`), from the call's row. */
    memberId: column.computed<string>('string').nullable(),
    /** The provider's id of the recording: a repeated webhook finds it and changes nothing. */
    recordingSid: column.text().internal(),
    /** 'recording' (an ended call) or 'voicemail' (a missed call's message). */
    kind: column.textOf(type("'recording' | 'voicemail'")),
    /** The audio (a `files` row); null until it arrives. */
    fileId: column.uuid().nullable(),
    durationSeconds: column.integer().nullable(),
    /** Speaker, start (seconds into the recording), text; null until the transcription arrives. */
    transcript: column.jsonbOf(transcriptLine.array()).nullable(),
    /** The whole transcript as plain text (the drawer's plain view; a voicemail's transcription). */
    transcriptText: column.text().nullable(),
    /** Notes the provider's summarizer generated from the transcript (plain text). */
    generatedNotes: column.text().nullable(),
    transcribedAt: column.timestamp().nullable(),
    createdAt: column.timestamp(),
  },
  audience: { kind: 'organisation' },
});
