// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClock, type FakeClock } from '../../platform/fake-clock.ts';
import { ServicesProvider, type AppServices } from '../../services/services.tsx';
import { TODAY_CHECK_MS, useToday } from './use-today.ts';

const CHICAGO = 'America/Chicago';

function Today({ timeZone }: { timeZone: string }) {
  const today = useToday(timeZone);
  return <p data-testid="today">{today.toString()}</p>;
}

function show(clock: FakeClock, timeZone = CHICAGO) {
  const services = { clock } as unknown as AppServices;
  return render(
    <ServicesProvider services={services}>
      <Today timeZone={timeZone} />
    </ServicesProvider>,
  );
}

const shown = () => screen.getByTestId('today').textContent;

describe('useToday', () => {
  afterEach(cleanup);

  it('turns to the new day within a minute of midnight in the zone', () => {
    // 23:59:30 in Chicago (CST), 05:59:30 UTC the next day.
    const clock = createFakeClock(Date.parse('2026-11-30T05:59:30Z'));
    show(clock);
    expect(shown()).toBe('2026-11-29');
    act(() => clock.advance(TODAY_CHECK_MS));
    expect(shown()).toBe('2026-11-30');
  });

  it('reads the day again when the page is shown after its timers were held (a laptop asleep overnight)', () => {
    const clock = createFakeClock(Date.parse('2026-11-30T03:00:00Z'));
    show(clock);
    expect(shown()).toBe('2026-11-29');
    clock.jump(10 * 3600_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toBe('2026-11-30');
  });

  it('keeps the day while it lasts, and reads it in the zone it is given', () => {
    const clock = createFakeClock(Date.parse('2026-11-30T03:00:00Z'));
    show(clock, 'UTC');
    expect(shown()).toBe('2026-11-30');
    act(() => clock.advance(60 * TODAY_CHECK_MS));
    expect(shown()).toBe('2026-11-30');
  });
});
