import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../services/services.tsx';

/** Survey answers save after 1.5 s idle; the indicator shows Saved for 1.75 s (part 2 sections 4, 9). */
export const SURVEY_AUTOSAVE_MS = 1500;
export const SAVED_INDICATOR_MS = 1750;

export type SaveIndicator = 'IDLE' | 'SAVING' | 'SAVED';

/**
 * Saves `pending` once it has been left alone for 1.5 s, or at once on `flush()` (Next, Submit,
 * closing). `pending` is undefined when there is nothing to save. A failed save is the caller's to
 * report; the indicator goes back to IDLE.
 */
export function useAutosave<T>(
  pending: T | undefined,
  save: (value: T) => Promise<boolean>,
): { indicator: SaveIndicator; flush: () => Promise<boolean> } {
  const { clock } = useServices();
  const [indicator, setIndicator] = useState<SaveIndicator>('IDLE');
  const latest = useRef(pending);
  latest.current = pending;
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    const value = latest.current;
    if (value === undefined) return true;
    setIndicator('SAVING');
    const saved = await saveRef.current(value);
    setIndicator(saved ? 'SAVED' : 'IDLE');
    return saved;
  }, []);

  useEffect(() => {
    if (pending === undefined) return undefined;
    const timer = clock.setTimeout(() => void flush(), SURVEY_AUTOSAVE_MS);
    return () => clock.clearTimeout(timer);
  }, [pending, flush, clock]);

  useEffect(() => {
    if (indicator !== 'SAVED') return undefined;
    const timer = clock.setTimeout(() => setIndicator('IDLE'), SAVED_INDICATOR_MS);
    return () => clock.clearTimeout(timer);
  }, [indicator, clock]);

  return { indicator, flush };
}
