import { useEffect, useState } from 'react';
import { useServices } from '../../services/services.tsx';

/**
 * The clock's time, renewed every `everyMs` (a minute by default), for what changes as time passes
 * with no change in the store: the docket's events turning late, goals' remaining days, a call's timer.
 */
export function useNow(everyMs = 60_000): number {
  const { clock } = useServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const handle = clock.setInterval(() => setNow(clock.now()), everyMs);
    return () => clock.clearInterval(handle);
  }, [clock, everyMs]);
  return now;
}
