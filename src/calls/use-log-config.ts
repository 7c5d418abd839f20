import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../services/services.tsx';
import { readLogConfig, storeLogConfig, type LogConfig } from './calls-filter-config.ts';

export type UpdateLogConfig = (change: (config: LogConfig) => LogConfig) => void;

/**
 * A tab's settings, read from local storage once and written back after every change, so they
 * survive a reload (`callsFilterConfig`, `textsFilterConfig`).
 */
export function useLogConfig(storageKey: string): [LogConfig, UpdateLogConfig] {
  const { localStorage } = useServices();
  const [config, setConfig] = useState(() => readLogConfig(localStorage, storageKey));
  useEffect(() => storeLogConfig(localStorage, storageKey, config), [localStorage, storageKey, config]);
  const update = useCallback<UpdateLogConfig>((change) => setConfig(change), []);
  return [config, update];
}
