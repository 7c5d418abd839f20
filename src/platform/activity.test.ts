import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, listenForActivity } from './activity.ts';

describe('listenForActivity', () => {
  it('hears key, mouse, pointer and touch presses in the capture phase, and stops when told', () => {
    const target = new EventTarget();
    const onActivity = vi.fn();
    const stop = listenForActivity(target, onActivity);
    for (const type of ACTIVITY_EVENTS) target.dispatchEvent(new Event(type));
    expect(onActivity).toHaveBeenCalledTimes(4);
    // Moving the mouse is not a press.
    target.dispatchEvent(new Event('mousemove'));
    expect(onActivity).toHaveBeenCalledTimes(4);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(4);
  });
});
