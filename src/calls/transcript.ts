/**
 * The call review drawer's transcript (spec part 1 section 2): speech bubbles whose sides
 * alternate by the order in which speakers first speak, each line as speaker, time and text; and
 * the same as plain text. A line's time is the clock time it was said, in the acting user's zone
 * (through the one formatter, `useFormatInstant`), the same in both views.
 */
import type { TranscriptLine } from '../../domain/index.ts';

export type Side = 'left' | 'right';

/** The first speaker on the left, the second on the right, the third on the left again, and so on. */
export function speakerSides(lines: readonly TranscriptLine[]): Map<string, Side> {
  const sides = new Map<string, Side>();
  for (const line of lines)
    if (!sides.has(line.speaker)) sides.set(line.speaker, sides.size % 2 === 0 ? 'left' : 'right');
  return sides;
}

/**
 * When the recording began, in epoch ms: it ends with the call, so its length back from the call's
 * end; the call's start when either is not known yet (a line's time is then a few seconds early).
 */
export function recordingStartMs(
  call: { timeStarted: string; timeEnded?: string | null },
  recording: { durationSeconds: number | null },
): number {
  if (call.timeEnded && typeof recording.durationSeconds === 'number')
    return Date.parse(call.timeEnded) - recording.durationSeconds * 1000;
  return Date.parse(call.timeStarted);
}

/** The instant a line was said (epoch ms): the recording's start plus the line's offset into it. */
export const lineAtMs = (startMs: number, line: TranscriptLine) => startMs + Math.max(0, line.startSeconds) * 1000;

/**
 * Plain text, one line per utterance as speaker, time, text (spec part 1 section 2); the provider's
 * own text (speakers and words only) when it gave no lines. `timeOf` words a line's time.
 */
export function plainTranscript(
  lines: readonly TranscriptLine[] | null,
  text: string | null,
  timeOf: (line: TranscriptLine) => string,
): string {
  if (lines?.length) return lines.map((line) => `${line.speaker} (${timeOf(line)}): ${line.text}`).join('\n');
  return text ?? '';
}

/** What the Transcript tab shows: the lines, or why there are none yet (part 1 section 2's empty texts). */
export function transcriptState(
  recording:
    | { transcript: readonly TranscriptLine[] | null; transcriptText: string | null; transcribedAt: string | null }
    | undefined,
): 'waiting' | 'none' | 'ready' {
  if (!recording || !recording.transcribedAt) return 'waiting';
  return (recording.transcript?.length ?? 0) > 0 || (recording.transcriptText ?? '').trim() ? 'ready' : 'none';
}
