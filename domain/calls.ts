/**
 * Phone calls (spec part 2 sections 3, 4, 5, 8; part 1 sections 3, 4, 8): the request schemas the
 * server validates with and the Phone call dialog resolves with, and the rules.
 *
 * How the outcome rules of part 2 section 4 read here (one table, `callOutcomeChoices`):
 * - A resourcing call (to a program or provider for the member, not to the member) offers
 *   'answered' and 'other': nobody engages the member, so no engagement length applies.
 * - An interaction call offers 'other' always. 'answered' and 'another-person' need the call to
 *   have connected and reached the 2-minute mark after connection; 'engaged' needs the customer's
 *   engagement length (`callEngagementLengthRequirementInMinutes`, at least those 2 minutes).
 * - Holders of CAN_OVERRIDE_UNDER_TWO_MINUTE_ENGAGEMENT are spared both minimums (a connected call
 *   is still needed for the outcomes that say someone was reached).
 * - An outcome is offered only if not deprecated, or deprecated after the call started.
 * A locked outcome is listed with the reason, so the dialog can say why and when it unlocks.
 *
 * The note: 'engaged', 'answered' and 'another-person' need a note of 50 characters. A shorter
 * note is refused ('Note must be atleast 50 characters'); no note at all is accepted and the call
 * waits for it as a 'Complete note' follow-up (INCOMPLETE_NOTE_CALL, the call's `insufficientNotes`),
 * as a connected call without an outcome waits as 'Complete call' (INCOMPLETE_CALL).
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';
import { CALL_STATUSES } from './catalogues.ts';
import { NOTE_LIMITS, NOTE_TOO_LONG_MESSAGE } from './notes.ts';
import { richTextPlain } from './rich-text.ts';

/** A call's status (the calls page's module exports the same union as `CallStatus`). */
type CallStatus = (typeof CALL_STATUSES)[number];

export const CALL_LIMITS = {
  /** Characters a reader sees in the note, for the outcomes that need one. */
  noteMinimum: 50,
  /** The 2-minute mark after connection that unlocks the outcomes saying someone was reached. */
  twoMinuteMarkSeconds: 120,
  /** A transcript line and generated notes as a provider may send them. */
  transcriptLineChars: 4000,
  transcriptLines: 1000,
  generatedNotesChars: 20_000,
} as const;

export const CALL_MESSAGES = {
  noteTooShort: 'Note must be atleast 50 characters',
  saveFailed: 'Save failed',
  outcomeLocked: 'This outcome cannot be chosen for this call yet.',
  doNotCall: 'This number is marked do not contact.',
} as const;

export const CALL_OVERRIDE_PERMISSION = 'CAN_OVERRIDE_UNDER_TWO_MINUTE_ENGAGEMENT';

/** Outcome keys after which the note is needed (the same three as a visit's). */
export const CALL_OUTCOMES_NEEDING_NOTE: ReadonlySet<string> = new Set(['engaged', 'answered', 'another-person']);
/** Outcomes a resourcing call offers. */
const RESOURCING_OUTCOMES: ReadonlySet<string> = new Set(['answered', 'other']);
/** Outcomes that say someone was reached: they need a connected call. */
const REACHED_OUTCOMES: ReadonlySet<string> = new Set(['engaged', 'answered', 'another-person']);

/** Statuses a call moves to from each (a carrier's late or repeated report is ignored). */
const NEXT_STATUSES: Readonly<Record<CallStatus, readonly CallStatus[]>> = {
  CONNECTING: ['ACTIVE', 'ENDED', 'MISSED', 'BUSY', 'FAILED'],
  ACTIVE: ['ENDED', 'FAILED'],
  ENDED: [],
  MISSED: [],
  BUSY: [],
  FAILED: [],
};

/** Whether a status report moves the call on; a report older than what is known is ignored. */
export function isCallStatusStep(from: (typeof CALL_STATUSES)[number], to: (typeof CALL_STATUSES)[number]): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export function isCallOver(status: CallStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

export type OutcomeLock = 'resourcing' | 'notConnected' | 'twoMinuteMark' | 'engagementLength' | 'deprecated';

export interface CallOutcomeAsk {
  outcomes: readonly { id: number; key: string; deprecatedAt: string | null }[];
  call: { resourceInteraction: boolean; timeStarted: string; timeConnected: string | null; timeEnded: string | null };
  /** The member's customer's engagement length (minutes). */
  engagementMinutes: number;
  canOverride: boolean;
  /** The time it is (a live call's engagement is still growing). */
  now: string;
}

export interface CallOutcomeChoice {
  id: number;
  key: string;
  /** Why it cannot be chosen now; null when it can. */
  lock: OutcomeLock | null;
  /** When it unlocks on its own, if the call is still going (ISO instant). */
  unlocksAt: string | null;
}

/** Seconds the call has been connected: to its end, or to now while it lasts. */
export function connectedSeconds(call: CallOutcomeAsk['call'], now: string): number {
  if (!call.timeConnected) return 0;
  const end = call.timeEnded ? Date.parse(call.timeEnded) : Date.parse(now);
  return Math.max(0, Math.floor((end - Date.parse(call.timeConnected)) / 1000));
}

/** The outcomes the dialog lists (deprecated ones only for calls started before the deprecation), each with its lock. */
export function callOutcomeChoices({
  outcomes,
  call,
  engagementMinutes,
  canOverride,
  now,
}: CallOutcomeAsk): CallOutcomeChoice[] {
  const connected = connectedSeconds(call, now);
  const engagementSeconds = Math.max(CALL_LIMITS.twoMinuteMarkSeconds, engagementMinutes * 60);
  const unlockAt = (seconds: number) =>
    call.timeConnected && !call.timeEnded
      ? new Date(Date.parse(call.timeConnected) + seconds * 1000).toISOString()
      : null;
  return outcomes
    .filter((o) => o.deprecatedAt === null || Date.parse(o.deprecatedAt) > Date.parse(call.timeStarted))
    .map((o): CallOutcomeChoice => {
      const choice = (lock: OutcomeLock | null, unlocksAt: string | null = null) => ({
        id: o.id,
        key: o.key,
        lock,
        unlocksAt: lock ? unlocksAt : null,
      });
      if (call.resourceInteraction) return choice(RESOURCING_OUTCOMES.has(o.key) ? null : 'resourcing');
      if (!REACHED_OUTCOMES.has(o.key)) return choice(null);
      if (!call.timeConnected) return choice('notConnected');
      if (canOverride) return choice(null);
      if (o.key === 'engaged')
        return choice(connected >= engagementSeconds ? null : 'engagementLength', unlockAt(engagementSeconds));
      return choice(
        connected >= CALL_LIMITS.twoMinuteMarkSeconds ? null : 'twoMinuteMark',
        unlockAt(CALL_LIMITS.twoMinuteMarkSeconds),
      );
    });
}

/** The note problem for this outcome, if any: a note given for an outcome that needs one must be 50 characters. */
export function callNoteProblem(outcomeKey: string | null, note: string | null | undefined): string | null {
  if (!outcomeKey || !CALL_OUTCOMES_NEEDING_NOTE.has(outcomeKey) || !note) return null;
  return richTextPlain(note).length < CALL_LIMITS.noteMinimum ? CALL_MESSAGES.noteTooShort : null;
}

export type CallFollowUp = 'INCOMPLETE_CALL' | 'INCOMPLETE_NOTE_CALL';

/**
 * What a call still waits for: its outcome ('Complete call'), else the note its outcome needs
 * ('Complete note'), else nothing. A call that never connected (missed, busy, failed) needs none:
 * there is no conversation to document (a missed inbound call is a Call back, not this).
 */
export function callFollowUp(
  call: { status: CallStatus; timeConnected: string | null },
  outcomeKey: string | null,
  note: string | null | undefined,
): CallFollowUp | null {
  if (!call.timeConnected || !isCallOver(call.status)) return null;
  if (!outcomeKey) return 'INCOMPLETE_CALL';
  if (CALL_OUTCOMES_NEEDING_NOTE.has(outcomeKey) && richTextPlain(note ?? '').length < CALL_LIMITS.noteMinimum)
    return 'INCOMPLETE_NOTE_CALL';
  return null;
}

const callNote = type('string')
  .narrow((value, ctx) => value.length <= NOTE_LIMITS.html || ctx.reject({ message: NOTE_TOO_LONG_MESSAGE }))
  .pipe((value) => (richTextPlain(value) === '' ? null : value))
  .or('null');

/** POST /calls: the client makes the call's id, so the dialog follows the call from the first moment. */
export const placeCallBody = type({
  id: uuid,
  targetUserId: uuid,
  phoneNumberId: '1 <= number.integer <= 2147483647',
  'scheduledEventId?': uuid.or('null'),
  resourceInteraction: 'boolean',
  'isFeedbackCall?': 'boolean',
});
export type PlaceCallBody = typeof placeCallBody.infer;

/**
 * PATCH /calls/{id}: the outcome and the note (the dialog saves both at once), or the note alone
 * (`outcomeId` left out: the review drawer's autosaved 'My notes', which keeps the outcome).
 */
export const updateCallBody = type({
  'outcomeId?': type('1 <= number.integer <= 2147483647').or('null'),
  note: callNote,
  'resourceInteraction?': 'boolean',
});
export type UpdateCallBody = typeof updateCallBody.infer;

/** POST /calls/return: the call to return (spec part 1 section 7) and the new call's client-made id. */
export const returnCallBody = type({
  id: uuid,
  callId: uuid,
});
export type ReturnCallBody = typeof returnCallBody.infer;

/**
 * Whether a call may be returned to the number it came from (part 1 section 2 'Call back', part 2
 * section 5): an incoming call, and a feedback call only with CAN_MANAGE_MEMBER_FEEDBACK.
 */
export function mayReturnCall(
  call: { incoming: boolean; isFeedbackCall: boolean },
  canManageFeedback: boolean,
): boolean {
  return call.isFeedbackCall ? canManageFeedback : call.incoming;
}

/** A transcript line as a provider sends it and the review drawer shows it: speaker, time, text. */
export const transcriptLine = type({
  speaker: '0 < string <= 100',
  startSeconds: '0 <= number <= 86400',
  text: `string <= ${CALL_LIMITS.transcriptLineChars}`,
});
export type TranscriptLine = typeof transcriptLine.infer;

/** A call's length for the dialog's timer: 'm:ss', or 'h:mm:ss' past an hour. */
export function callClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
