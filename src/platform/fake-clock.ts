import type { Clock } from './clock.ts';

export interface FakeClock extends Clock {
  /** Moves time forward, firing every timer that falls due on the way, in time order. */
  advance(ms: number): void;
  /** Jumps the wall clock without firing timers: a laptop lid closed, a tab frozen by the browser. */
  jump(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

interface Timer {
  id: number;
  at: number;
  callback: () => void;
  every: number | undefined;
}

/**
 * A {@link Clock} for tests: time stands still until the test moves it.
 *
 * @example
 *   const clock = createFakeClock(Date.UTC(2026, 5, 1));
 *   clock.setTimeout(done, 1500);
 *   clock.advance(1500); // done() has run
 */
export function createFakeClock(startMs = 0): FakeClock {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const add = (callback: () => void, ms: number, every: number | undefined) => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), callback, every });
    return id;
  };
  const remove = (handle: unknown) => {
    if (typeof handle === 'number') timers.delete(handle);
  };

  return {
    now: () => now,
    setTimeout: (callback, ms) => add(callback, ms, undefined),
    clearTimeout: remove,
    setInterval: (callback, ms) => add(callback, ms, Math.max(1, ms)),
    clearInterval: remove,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let due: Timer | undefined;
        for (const timer of timers.values())
          if (timer.at <= end && (!due || timer.at < due.at || (timer.at === due.at && timer.id < due.id))) due = timer;
        if (!due) break;
        now = due.at;
        if (due.every === undefined) timers.delete(due.id);
        else due.at += due.every;
        due.callback();
      }
      now = end;
    },
    jump(ms) {
      now += ms;
    },
    pending: () => timers.size,
  };
}
