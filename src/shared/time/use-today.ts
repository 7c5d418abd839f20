import { useEffect, useMemo, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useServices } from '../../services/services.tsx';
import { todayIn } from './days.ts';

/** How often the day is checked while the page is open: the new day shows within a minute of midnight. */
export const TODAY_CHECK_MS = 60_000;

/**
 * Today in the zone, renewed when the day turns: a docket left open overnight shows the new day in
 * the morning, not yesterday's. Checked every minute and whenever the page is shown again (a
 * laptop's lid opened, a background tab brought forward: their timers may not have run). Only a
 * new day renders again.
 */
export function useToday(timeZone: string): Temporal.PlainDate {
  const { clock } = useServices();
  const [today, setToday] = useState(() => todayIn(timeZone, clock.now()).toString());
  useEffect(() => {
    const check = () => setToday(todayIn(timeZone, clock.now()).toString());
    check();
    const handle = clock.setInterval(check, TODAY_CHECK_MS);
    const onShown = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clock.clearInterval(handle);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [clock, timeZone]);
  return useMemo(() => Temporal.PlainDate.from(today), [today]);
}
