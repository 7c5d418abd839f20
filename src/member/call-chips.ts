/**
 * A call's chips in the activity feed (spec part 1 section 8): Failed (with why, by the carrier's
 * code), Went to voicemail, Incomplete (no outcome, or notes too short). The failure table is the
 * spec's call codes; the words for each reason are in `use-member-labels.ts`.
 */
import { failureTextIn, reasonIn, type ReasonOf } from './error-codes.ts';

export const CALL_ERROR_REASONS = {
  30003: 'deviceUnreachable',
  30005: 'destinationUnknown',
  13224: 'numberNotSupported',
  15003: 'applicationError',
} as const satisfies Readonly<Record<number, string>>;

export type CallErrorReason = ReasonOf<typeof CALL_ERROR_REASONS>;

export const callErrorReason = (code: number | null | undefined) => reasonIn(CALL_ERROR_REASONS, code);

/** The Failed chip's tooltip: 'code: reason' for a listed code, else the unlisted words alone. */
export const callFailureText = (code: number | null | undefined, describe: (reason: CallErrorReason) => string) =>
  failureTextIn(CALL_ERROR_REASONS, code, describe);

export type CallChip = 'failed' | 'voicemail' | 'incomplete';

/**
 * Which chip a call shows, if any: Failed for a failed call; Went to voicemail; else Incomplete for
 * an ended call a guide has not finished documenting (no outcome, or insufficient notes).
 */
export function callChip(call: {
  status: string | null;
  wentToVoicemail: boolean | null;
  insufficientNotes: boolean | null;
  /** Undefined when the feed holds no interaction of the call: not taken for a missing outcome. */
  outcomeId: number | string | null | undefined;
}): CallChip | null {
  if (call.status === null) return null;
  if (call.status === 'FAILED') return 'failed';
  if (call.wentToVoicemail) return 'voicemail';
  if (call.status === 'ENDED' && (call.outcomeId === null || call.insufficientNotes === true)) return 'incomplete';
  return null;
}
