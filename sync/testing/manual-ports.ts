/**
 * The engine's time and frames driven by the test: frames run, and timers fire, only when the test
 * says so. Both backends (the real server and the hand-driven change source) use them.
 */
import type { Clock, FrameScheduler } from '../ports.ts';

/** Frames run only when the test says so. */
export function manualFrames(): { schedule: FrameScheduler; run(): void; pending(): number } {
  let queue: (() => void)[] = [];
  return {
    schedule: (callback) => void queue.push(callback),
    run() {
      const now = queue;
      queue = [];
      now.forEach((callback) => callback());
    },
    pending: () => queue.length,
  };
}

export function manualClock(start = Date.parse('2026-11-21T12:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.callback());
    },
  };
}

/** Lets pending promise callbacks (page loads, heals) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
