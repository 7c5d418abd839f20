import { describe, expect, it } from 'vitest';
import { createFrameThrottle } from './frame-throttle.ts';
import { manualClock } from './testing/fake-backend.ts';

describe('frame throttle', () => {
  it('runs an isolated flush at once and coalesces a burst into one per frame', () => {
    const clock = manualClock();
    const schedule = createFrameThrottle(clock);
    const runs: number[] = [];
    schedule(() => runs.push(clock.now()));
    clock.advance(0);
    expect(runs).toHaveLength(1);
    for (let i = 0; i < 5; i++) schedule(() => runs.push(clock.now()));
    clock.advance(5);
    expect(runs).toHaveLength(1);
    clock.advance(11);
    expect(runs).toHaveLength(6);
    expect(new Set(runs.slice(1)).size).toBe(1);
  });
});
