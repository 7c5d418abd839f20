/**
 * Batches live queries' flushes (the browser's engine shares one throttle among all its queries,
 * so one change's diffs go out together) so the UI renders at most about one batch per frame under load,
 * without making the common case wait for a frame. A token bucket: BURST flushes may go at once
 * (the next task), and one more is earned per frame (16 ms). A quiet query has a full bucket, so its
 * first change goes at once; so do the few changes one server write sends together (an inbound
 * text touches the member, then adds the todo 1-2 ms later: a plain "one flush per frame" made
 * the todo wait ~14 ms behind the member's update). A sustained burst drains the bucket and is then
 * coalesced into one flush per frame.
 */
import type { Clock, FrameScheduler } from './ports.ts';

export const FRAME_MS = 16;
/** Flushes allowed back to back before coalescing starts. */
export const BURST_FLUSHES = 3;

export function createFrameThrottle(clock: Clock, burst = BURST_FLUSHES): FrameScheduler {
  let queue: (() => void)[] = [];
  let timer: unknown;
  let tokens = burst;
  let refilledAt = clock.now();
  const refill = () => {
    const now = clock.now();
    tokens = Math.min(burst, tokens + (now - refilledAt) / FRAME_MS);
    refilledAt = now;
  };
  const run = () => {
    timer = undefined;
    refill();
    tokens = Math.max(0, tokens - 1);
    const callbacks = queue;
    queue = [];
    callbacks.forEach((callback) => callback());
  };
  return (callback) => {
    queue.push(callback);
    if (timer !== undefined) return;
    refill();
    timer = clock.setTimeout(run, tokens >= 1 ? 0 : Math.ceil((1 - tokens) * FRAME_MS));
  };
}
