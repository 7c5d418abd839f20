/**
 * The telephony provider's webhook bodies (domain/contracts/telephony.ts): call status, recording,
 * transcription, inbound call. A real carrier's adapter maps its callbacks onto these shapes.
 */
import { type } from 'arktype';
import { isoInstant } from './api/params.ts';
import { CALL_LIMITS, transcriptLine } from './calls.ts';
import { CALL_STATUSES } from './catalogues.ts';

const e164 = type(/^\+1\d{10}$/);
const sid = type(/^[A-Za-z0-9_-]{2,64}$/);

export const callStatusWebhookBody = type({
  callSid: sid,
  status: type.enumerated(...CALL_STATUSES),
  timestamp: isoInstant,
  /** The carrier's code of a failed call (part 1 section 8). */
  'errorCode?': type('0 <= number.integer <= 99999').or('null'),
});

export const recordingWebhookBody = type({
  callSid: sid,
  recordingSid: sid,
  kind: "'recording' | 'voicemail'",
  durationSeconds: '0 <= number.integer <= 86400',
  /** Where the provider serves the audio: the server fetches it through the provider port. */
  mediaUrl: '0 < string <= 2000',
  timestamp: isoInstant,
});

export const transcriptionWebhookBody = type({
  callSid: sid,
  recordingSid: sid,
  lines: transcriptLine.array().atMostLength(CALL_LIMITS.transcriptLines),
  /** The generated notes of a call's recording (null for a voicemail). */
  'generatedNotes?': type(`string <= ${CALL_LIMITS.generatedNotesChars}`).or('null'),
  timestamp: isoInstant,
});

export const inboundCallWebhookBody = type({
  callSid: sid,
  from: e164,
  to: e164,
  timestamp: isoInstant,
});
