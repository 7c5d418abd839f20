/** What the telephony provider adds to a call (spec part 1 section 3 "Voice call recording"). */
import { type } from 'arktype';
import { transcriptLine } from '../calls.ts';
import { defineEntity } from './define.ts';

/**
 * A call's recording (an ended call) or voicemail (a missed call), its audio file, and once the
 * transcription service has answered, the transcript with speakers (speech bubbles alternate by
 * each speaker's first appearance) and the generated notes. Arrives some seconds after the call.
 */
export const callRecording = defineEntity({
  kind: 'callRecording',
  schema: type({
    id: 'string',
    callId: 'string',
    memberId: 'string | null',
    kind: "'recording' | 'voicemail'",
    fileId: 'string | null',
    durationSeconds: 'number | null',
    transcript: transcriptLine.array().or('null'),
    transcriptText: 'string | null',
    generatedNotes: 'string | null',
    transcribedAt: 'string | null',
    createdAt: 'string',
  }),
  audience: { kind: 'organisation' },
});
