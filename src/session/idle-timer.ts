import type { Clock } from '../platform/clock.ts';

/** Spec part 1 sections 4 and 9: automatic logout after 1800 s without a key or mouse press. */
export const SESSION_TIMEOUT_MS = 1_800_000;
/** The warning shows once less than 600 s remain. */
export const SESSION_WARNING_MS = 600_000;
/** How often the timer looks at the clock ("checked every second"). */
export const SESSION_CHECK_INTERVAL_MS = 1000;

export type IdleState =
  | { status: 'active' }
  /** Less than the warning time is left; `secondsLeft` counts down once a second. */
  | { status: 'warning'; secondsLeft: number }
  | { status: 'timed-out' };

export interface IdleTimerOptions {
  clock: Pick<Clock, 'now' | 'setInterval' | 'clearInterval'>;
  /** Called once, when the limit is reached. */
  onTimeout: () => void;
  timeoutMs?: number;
  warningMs?: number;
  checkEveryMs?: number;
}

export interface IdleTimer {
  getState(): IdleState;
  subscribe(listener: () => void): () => void;
  /** Starts checking; the user counts as active from now. */
  start(): void;
  stop(): void;
  /** A key or pointer press, or 'Stay signed in': the full limit starts again. Ignored once timed out. */
  recordActivity(): void;
}

const ACTIVE: IdleState = { status: 'active' };
const TIMED_OUT: IdleState = { status: 'timed-out' };

/**
 * The inactivity timer behind the automatic logout, in plain TypeScript so a fake clock drives it.
 * It measures the time since the last activity on the clock instead of counting ticks: a tab the
 * browser put to sleep (timers throttled or frozen) still logs out on its first tick after waking.
 *
 * @example
 *   const timer = createIdleTimer({ clock, onTimeout: () => void auth.signOut() });
 *   timer.start();
 *   document.addEventListener('keydown', () => timer.recordActivity());
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { clock, onTimeout } = options;
  const timeoutMs = options.timeoutMs ?? SESSION_TIMEOUT_MS;
  const warningMs = options.warningMs ?? SESSION_WARNING_MS;
  const checkEveryMs = options.checkEveryMs ?? SESSION_CHECK_INTERVAL_MS;
  const listeners = new Set<() => void>();
  let state: IdleState = ACTIVE;
  let lastActivity = clock.now();
  let handle: unknown;
  let running = false;

  const setState = (next: IdleState) => {
    // Same status and same second: keep the old object, so React skips the render.
    if (sameState(state, next)) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const stop = () => {
    if (!running) return;
    running = false;
    clock.clearInterval(handle);
  };

  const check = () => {
    const leftMs = timeoutMs - (clock.now() - lastActivity);
    if (leftMs <= 0) {
      stop();
      setState(TIMED_OUT);
      onTimeout();
    } else if (leftMs < warningMs) {
      setState({ status: 'warning', secondsLeft: Math.ceil(leftMs / 1000) });
    } else {
      setState(ACTIVE);
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (running || state.status === 'timed-out') return;
      running = true;
      lastActivity = clock.now();
      handle = clock.setInterval(check, checkEveryMs);
    },
    stop,
    recordActivity() {
      if (state.status === 'timed-out') return;
      lastActivity = clock.now();
      setState(ACTIVE);
    },
  };
}

function sameState(a: IdleState, b: IdleState): boolean {
  if (a.status !== b.status) return false;
  return a.status !== 'warning' || b.status !== 'warning' || a.secondsLeft === b.secondsLeft;
}

/** '9:05' for 545 seconds: minutes and zero-padded seconds, the way a countdown reads. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
