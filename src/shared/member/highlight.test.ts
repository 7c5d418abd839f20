import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../platform/fake-clock.ts';
import { JUMP_HIGHLIGHT, scheduleHighlight } from './highlight.ts';

function recorder() {
  const steps: string[] = [];
  return {
    steps,
    on: {
      scroll: () => steps.push('scroll'),
      highlight: () => steps.push('highlight'),
      clear: () => steps.push('clear'),
    },
  };
}

describe('highlighting a linked feed item', () => {
  it('scrolls 200 ms after load, highlights 1000 ms later and clears 3500 ms after that', () => {
    const clock = createFakeClock();
    const { steps, on } = recorder();
    scheduleHighlight(clock, on);
    clock.advance(199);
    expect(steps).toEqual([]);
    clock.advance(1);
    expect(steps).toEqual(['scroll']);
    clock.advance(999);
    expect(steps).toEqual(['scroll']);
    clock.advance(1);
    expect(steps).toEqual(['scroll', 'highlight']);
    clock.advance(3499);
    expect(steps).toEqual(['scroll', 'highlight']);
    clock.advance(1);
    expect(steps).toEqual(['scroll', 'highlight', 'clear']);
    expect(clock.pending()).toBe(0);
  });

  it('does nothing more once stopped before the scroll (the page was left)', () => {
    const clock = createFakeClock();
    const { steps, on } = recorder();
    const stop = scheduleHighlight(clock, on);
    clock.advance(100);
    stop();
    clock.advance(10_000);
    expect(steps).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  // A highlight stopped while showing must not stay on the item for good.
  it('clears a showing highlight when stopped', () => {
    const clock = createFakeClock();
    const { steps, on } = recorder();
    const stop = scheduleHighlight(clock, on);
    clock.advance(1500);
    stop();
    stop();
    clock.advance(10_000);
    expect(steps).toEqual(['scroll', 'highlight', 'clear']);
  });

  it('jumps at once for a status event’s jump button', () => {
    const clock = createFakeClock();
    const { steps, on } = recorder();
    scheduleHighlight(clock, on, JUMP_HIGHLIGHT);
    clock.advance(0);
    expect(steps).toEqual(['scroll', 'highlight']);
    clock.advance(3500);
    expect(steps).toEqual(['scroll', 'highlight', 'clear']);
  });
});
