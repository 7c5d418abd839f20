/**
 * Batches work to at most one run per frame (16 ms) with a leading edge: an isolated change is
 * flushed at once, a burst of changes is coalesced into one flush per frame. Latency stays near
 * zero for the common case and bounded under load.
 */
import type { Clock, FrameScheduler } from './ports.ts';

export const FRAME_MS = 16;

export function createFrameThrottle(clock: Clock): FrameScheduler {
  let queue: (() => void)[] = [];
  let timer: unknown;
  let lastRun = -Infinity;
  const run = () => {
    timer = undefined;
    lastRun = clock.now();
    const callbacks = queue;
    queue = [];
    callbacks.forEach((callback) => callback());
  };
  return (callback) => {
    queue.push(callback);
    if (timer !== undefined) return;
    timer = clock.setTimeout(run, Math.max(0, FRAME_MS - (clock.now() - lastRun)));
  };
}
