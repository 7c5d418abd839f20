/**
 * What counts as the user being there (spec part 1 section 4: "any key or mouse press resets the
 * timer"). Pointer and touch presses cover pens and phones, where no mouse event may come.
 * Movement and scrolling do not count: the spec names presses only.
 */
export const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'pointerdown', 'touchstart'] as const;

export type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onActivity` on every press anywhere under `target` (the document). Listens in the capture
 * phase, so a widget that stops propagation (a menu, a dialog) cannot hide a press from the timer.
 */
export function listenForActivity(target: ActivityTarget, onActivity: () => void): () => void {
  const listener = () => onActivity();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, { capture: true });
  };
}
