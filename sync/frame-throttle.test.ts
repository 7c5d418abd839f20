import { describe, expect, it } from 'vitest';
import { BURST_FLUSHES, createFrameThrottle, FRAME_MS } from './frame-throttle.ts';
import { manualClock } from './testing/manual-ports.ts';

describe('frame throttle', () => {
  it("flushes a quiet period's first change and the few changes one write sends at once, without waiting for a frame", () => {
    const clock = manualClock();
    const schedule = createFrameThrottle(clock);
    const runs: number[] = [];
    const start = clock.now();
    // An inbound text: the member's update, then its todo 2 ms later.
    schedule(() => runs.push(clock.now() - start));
    clock.advance(0);
    clock.advance(2);
    schedule(() => runs.push(clock.now() - start));
    clock.advance(0);
    expect(runs).toEqual([0, 2]);
  });

  it('coalesces a sustained burst into about one flush per frame, and every change is flushed', () => {
    const clock = manualClock();
    const schedule = createFrameThrottle(clock);
    let changes = 0;
    let flushed = 0;
    const flushes: number[] = [];
    // One change a millisecond for 320 ms; each flush delivers every change scheduled before it.
    for (let ms = 0; ms < 320; ms++) {
      changes++;
      schedule(() => {
        flushed++;
        if (flushes.at(-1) !== clock.now()) flushes.push(clock.now());
      });
      clock.advance(1);
    }
    clock.advance(FRAME_MS);
    expect(flushed).toBe(changes);
    expect(flushes.length).toBeLessThanOrEqual(BURST_FLUSHES + 320 / FRAME_MS + 1);
    const later = flushes.slice(BURST_FLUSHES);
    later.slice(1).forEach((at, i) => expect(at - later[i]!).toBeGreaterThanOrEqual(FRAME_MS - 1));
  });

  it('is immediate again once the burst has been quiet for a while', () => {
    const clock = manualClock();
    const schedule = createFrameThrottle(clock);
    let runs = 0;
    for (let i = 0; i < 10; i++) {
      schedule(() => runs++);
      clock.advance(0);
    }
    clock.advance(FRAME_MS * 10);
    const before = runs;
    schedule(() => runs++);
    clock.advance(0);
    expect(runs).toBe(before + 1);
  });
});
