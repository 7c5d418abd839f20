/**
 * What a carrier reports about a call, in order and with its timing: the webhooks the simulated
 * carrier delivers by the server's clock and `npm run simulate:call` delivers by the wall clock.
 * Pure: a script is a list of deliveries (`afterMs` from the script's start, path, body).
 *
 * The timing follows the real services: ringing for a few seconds, the recording some seconds
 * after the call ends, the transcription and generated notes some seconds after that.
 */
import type { TranscriptLine } from '../../domain/index.ts';

export interface Delivery {
  afterMs: number;
  path:
    | '/webhooks/telephony/call-status'
    | '/webhooks/telephony/recording'
    | '/webhooks/telephony/transcription'
    | '/webhooks/telephony/inbound-call';
  body: Record<string, unknown>;
}

export const RING_MS = 3000;
export const RECORDING_AFTER_MS = 3000;
export const TRANSCRIPTION_AFTER_MS = 6000;
/** A member who stays on the line hangs up on their own after this long. */
export const LONGEST_TALK_MS = 15 * 60_000;

/**
 * Outbound numbers the simulation does not answer, by their last four digits (as carriers' test
 * numbers do): busy, no answer, and the failure codes of part 1 section 8.
 */
export const SIMULATED_LINE_BY_SUFFIX: Readonly<
  Record<string, { status: 'BUSY' | 'MISSED' | 'FAILED'; errorCode?: number }>
> = {
  '0486': { status: 'BUSY' },
  '0487': { status: 'MISSED' },
  '0488': { status: 'FAILED', errorCode: 30003 },
  '0489': { status: 'FAILED', errorCode: 30005 },
  '0490': { status: 'FAILED', errorCode: 13224 },
  '0491': { status: 'FAILED', errorCode: 15003 },
};

const CONVERSATION: readonly (readonly ['Guide' | 'Member', string])[] = [
  ['Guide', 'Hi, this is your care guide calling to check in. Is now a good time?'],
  ['Member', 'Yes, now is fine.'],
  ['Guide', 'How have you been feeling since your last appointment?'],
  ['Member', 'Better, but I still need a ride to the clinic next week.'],
  ['Guide', 'I can help set up transportation. Which day works best for you?'],
  ['Member', 'Tuesday morning would be best.'],
  ['Guide', 'Great, I will arrange it and text you the details today.'],
  ['Member', 'Thank you, that helps a lot.'],
];

export const GENERATED_NOTES =
  'Member reports feeling better since the last appointment.\n\nMember needs transportation to the clinic next week; Tuesday morning preferred.\n\nNext step: the guide arranges the ride and texts the member the details today.';

export const VOICEMAIL_TEXT =
  'Hi, this is a message for my care guide. Please call me back when you have a moment. Thank you.';

/** The conversation spread over the call's length (a short call holds its first lines only). */
export function conversationTranscript(talkSeconds: number): TranscriptLine[] {
  const step = Math.max(2, Math.floor(Math.min(talkSeconds, 240) / CONVERSATION.length));
  const lines = CONVERSATION.map(([speaker, text], i) => ({ speaker, startSeconds: i * step, text }));
  return lines.filter((line, i) => i < 2 || line.startSeconds < Math.max(talkSeconds, 4));
}

const iso = (startMs: number, afterMs: number) => new Date(startMs + afterMs).toISOString();
const status = (callSid: string, value: string, at: string, errorCode?: number) => ({
  callSid,
  status: value,
  timestamp: at,
  ...(errorCode ? { errorCode } : {}),
});

/** After a call ends: its status, then its recording, then the transcript with generated notes. */
export function endedScript(callSid: string, endedAtMs: number, talkSeconds: number, afterMs = 0): Delivery[] {
  const recordingSid = `RE${callSid.slice(2)}`;
  return [
    { afterMs, path: '/webhooks/telephony/call-status', body: status(callSid, 'ENDED', iso(endedAtMs, 0)) },
    {
      afterMs: afterMs + RECORDING_AFTER_MS,
      path: '/webhooks/telephony/recording',
      body: {
        callSid,
        recordingSid,
        kind: 'recording',
        durationSeconds: talkSeconds,
        mediaUrl: `sim://recordings/${recordingSid}?seconds=${talkSeconds}`,
        timestamp: iso(endedAtMs, RECORDING_AFTER_MS),
      },
    },
    {
      afterMs: afterMs + TRANSCRIPTION_AFTER_MS,
      path: '/webhooks/telephony/transcription',
      body: {
        callSid,
        recordingSid,
        lines: conversationTranscript(talkSeconds),
        generatedNotes: GENERATED_NOTES,
        timestamp: iso(endedAtMs, TRANSCRIPTION_AFTER_MS),
      },
    },
  ];
}

/** A call nobody answered: the status, then (when the caller left one) the voicemail and its transcription. */
export function missedScript(
  callSid: string,
  startMs: number,
  afterMs: number,
  voicemail: { seconds: number; text: string } | null,
): Delivery[] {
  const missed: Delivery = {
    afterMs,
    path: '/webhooks/telephony/call-status',
    body: status(callSid, 'MISSED', iso(startMs, afterMs)),
  };
  if (!voicemail) return [missed];
  const recordingSid = `RE${callSid.slice(2)}`;
  const recordedAt = afterMs + voicemail.seconds * 1000;
  return [
    missed,
    {
      afterMs: recordedAt + RECORDING_AFTER_MS,
      path: '/webhooks/telephony/recording',
      body: {
        callSid,
        recordingSid,
        kind: 'voicemail',
        durationSeconds: voicemail.seconds,
        mediaUrl: `sim://recordings/${recordingSid}?seconds=${voicemail.seconds}`,
        timestamp: iso(startMs, recordedAt + RECORDING_AFTER_MS),
      },
    },
    {
      afterMs: recordedAt + TRANSCRIPTION_AFTER_MS,
      path: '/webhooks/telephony/transcription',
      body: {
        callSid,
        recordingSid,
        lines: [{ speaker: 'Caller', startSeconds: 0, text: voicemail.text }],
        generatedNotes: null,
        timestamp: iso(startMs, recordedAt + TRANSCRIPTION_AFTER_MS),
      },
    },
  ];
}

/** How an outbound call to this number goes until it is answered (or not). */
export function outboundScript(
  callSid: string,
  to: string,
  startMs: number,
): { deliveries: Delivery[]; answers: boolean } {
  const line = SIMULATED_LINE_BY_SUFFIX[to.slice(-4)];
  if (!line)
    return {
      answers: true,
      deliveries: [
        {
          afterMs: RING_MS,
          path: '/webhooks/telephony/call-status',
          body: status(callSid, 'ACTIVE', iso(startMs, RING_MS)),
        },
      ],
    };
  if (line.status === 'MISSED')
    return { answers: false, deliveries: missedScript(callSid, startMs, 6 * RING_MS, null) };
  return {
    answers: false,
    deliveries: [
      {
        afterMs: RING_MS,
        path: '/webhooks/telephony/call-status',
        body: status(callSid, line.status, iso(startMs, RING_MS), line.errorCode),
      },
    ],
  };
}

export interface InboundCallPlan {
  callSid: string;
  from: string;
  to: string;
  /** Talk this long once answered; null: nobody answers. */
  talkSeconds: number | null;
  /** When nobody answers, leave this voicemail (null: hang up without one). */
  voicemail: { seconds: number; text: string } | null;
}

/** A call coming in: announced, then answered and ended (with recording and transcript) or missed (with voicemail). */
export function inboundScript(plan: InboundCallPlan, startMs: number): Delivery[] {
  const announce: Delivery = {
    afterMs: 0,
    path: '/webhooks/telephony/inbound-call',
    body: { callSid: plan.callSid, from: plan.from, to: plan.to, timestamp: iso(startMs, 0) },
  };
  if (plan.talkSeconds === null) return [announce, ...missedScript(plan.callSid, startMs, 4 * RING_MS, plan.voicemail)];
  const talkMs = plan.talkSeconds * 1000;
  return [
    announce,
    {
      afterMs: RING_MS,
      path: '/webhooks/telephony/call-status',
      body: status(plan.callSid, 'ACTIVE', iso(startMs, RING_MS)),
    },
    ...endedScript(plan.callSid, startMs + RING_MS + talkMs, plan.talkSeconds, RING_MS + talkMs),
  ];
}

/** A carrier-style call sid: 'CA' and 32 hex digits. */
export function newCallSid(random: () => string): string {
  return `CA${random().replace(/-/g, '').slice(0, 32)}`;
}
