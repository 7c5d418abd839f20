/**
 * The call review drawer's transcript (spec part 1 section 2): speech bubbles whose sides
 * alternate by the order in which speakers first speak, each line as speaker, time and text; and
 * the same as plain text.
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

/** A line's time from the start of the call: 'm:ss', or 'h:mm:ss' past an hour. */
export function offsetLabel(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Plain text: the provider's own text when it gave one, else one line per utterance. */
export function plainTranscript(lines: readonly TranscriptLine[] | null, text: string | null): string {
  if (text && text.trim()) return text;
  return (lines ?? []).map((line) => `${line.speaker} (${offsetLabel(line.startSeconds)}): ${line.text}`).join('\n');
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
