/**
 * Highlighting a feed item a link points at (spec part 1 sections 2 and 9): scrolling begins
 * 200 ms after the item has loaded, the highlight comes 1000 ms later and clears after 3500 ms.
 * Timed by an injected clock, so tests move time instead of waiting.
 */
import type { Clock } from '../../platform/clock.ts';

export interface HighlightTiming {
  scrollAfterMs: number;
  highlightAfterMs: number;
  clearAfterMs: number;
}

export const LINK_HIGHLIGHT: HighlightTiming = { scrollAfterMs: 200, highlightAfterMs: 1000, clearAfterMs: 3500 };
/** The jump from a status event to its feed item: the guide asked for it, so at once. */
export const JUMP_HIGHLIGHT: HighlightTiming = { scrollAfterMs: 0, highlightAfterMs: 0, clearAfterMs: 3500 };

export interface HighlightSteps {
  scroll(): void;
  highlight(): void;
  clear(): void;
}

/**
 * Runs scroll, highlight and clear in turn, each after its delay from the previous one; the
 * returned function stops whatever has not run yet (the page left, another jump began) and, if
 * the highlight is showing, clears it.
 *
 * @example
 *   const stop = scheduleHighlight(clock, { scroll, highlight, clear }); // later: stop()
 */
export function scheduleHighlight(
  timers: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  steps: HighlightSteps,
  timing: HighlightTiming = LINK_HIGHLIGHT,
): () => void {
  let pending: unknown;
  let showing = false;
  let stopped = false;
  const after = (ms: number, step: () => void) => {
    pending = timers.setTimeout(() => {
      pending = undefined;
      if (!stopped) step();
    }, ms);
  };
  after(timing.scrollAfterMs, () => {
    steps.scroll();
    after(timing.highlightAfterMs, () => {
      showing = true;
      steps.highlight();
      after(timing.clearAfterMs, () => {
        showing = false;
        steps.clear();
      });
    });
  });
  return () => {
    if (stopped) return;
    stopped = true;
    if (pending !== undefined) timers.clearTimeout(pending);
    if (showing) steps.clear();
  };
}
