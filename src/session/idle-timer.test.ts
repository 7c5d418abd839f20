import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../platform/fake-clock.ts';
import { createIdleTimer, formatTimeLeft, SESSION_TIMEOUT_MS, SESSION_WARNING_MS } from './idle-timer.ts';

const MINUTE = 60_000;

function started() {
  const clock = createFakeClock(Date.UTC(2026, 0, 5, 9));
  const onTimeout = vi.fn();
  const timer = createIdleTimer({ clock, onTimeout });
  timer.start();
  return { clock, onTimeout, timer };
}

describe('createIdleTimer', () => {
  it('uses the spec limits: 1800 s to logout, a warning when less than 600 s remain', () => {
    expect(SESSION_TIMEOUT_MS).toBe(1_800_000);
    expect(SESSION_WARNING_MS).toBe(600_000);
  });

  it('warns once less than 10 minutes remain, counting down each second', () => {
    const { clock, timer } = started();
    clock.advance(20 * MINUTE);
    // Exactly 600 s left is not "less than 600 s".
    expect(timer.getState()).toEqual({ status: 'active' });
    clock.advance(1000);
    expect(timer.getState()).toEqual({ status: 'warning', secondsLeft: 599 });
    clock.advance(9 * MINUTE);
    expect(timer.getState()).toEqual({ status: 'warning', secondsLeft: 59 });
  });

  it('logs out at 30 minutes, once', () => {
    const { clock, onTimeout, timer } = started();
    clock.advance(30 * MINUTE - 1000);
    expect(onTimeout).not.toHaveBeenCalled();
    clock.advance(1000);
    expect(timer.getState()).toEqual({ status: 'timed-out' });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    clock.advance(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('starts the full 30 minutes again on activity, also from the warning', () => {
    const { clock, onTimeout, timer } = started();
    clock.advance(25 * MINUTE);
    expect(timer.getState().status).toBe('warning');
    timer.recordActivity();
    expect(timer.getState()).toEqual({ status: 'active' });
    clock.advance(29 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    clock.advance(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  // Regression guard: browsers throttle timers in background tabs; counting ticks would keep a
  // sleeping tab signed in for hours.
  it('logs out on the first check after the clock jumped past the limit', () => {
    const { clock, onTimeout } = started();
    clock.jump(2 * 60 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
    clock.advance(1000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers only when what the user sees changes', () => {
    const { clock, timer } = started();
    const listener = vi.fn();
    timer.subscribe(listener);
    clock.advance(MINUTE);
    timer.recordActivity();
    expect(listener).not.toHaveBeenCalled();
    clock.advance(20 * MINUTE + 3000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops checking when stopped, and a restart counts from then', () => {
    const { clock, onTimeout, timer } = started();
    timer.stop();
    expect(clock.pending()).toBe(0);
    clock.jump(40 * MINUTE);
    timer.start();
    clock.advance(29 * MINUTE);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores activity after the logout', () => {
    const { clock, timer } = started();
    clock.advance(30 * MINUTE);
    timer.recordActivity();
    expect(timer.getState()).toEqual({ status: 'timed-out' });
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [599, '9:59'],
    [545, '9:05'],
    [60, '1:00'],
    [1, '0:01'],
    [0, '0:00'],
  ])('%d s -> %s', (seconds, text) => expect(formatTimeLeft(seconds)).toBe(text));
});
