import { useCallback, useEffect, useState } from 'react';
import type { Role } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { defaultFilterConfig, readFilterConfig, storeFilterConfig, type FilterConfig } from './filter-config.ts';

export type UpdateFilterConfig = (change: (config: FilterConfig) => FilterConfig) => void;

/**
 * The member list's settings, read from local storage once (over the role's defaults) and written
 * back after every change, so they survive a reload (spec: `filterConfig`).
 */
export function useFilterConfig(role: Role): [FilterConfig, UpdateFilterConfig] {
  const { localStorage } = useServices();
  const [config, setConfig] = useState(() => readFilterConfig(localStorage, defaultFilterConfig(role)));
  useEffect(() => storeFilterConfig(localStorage, config), [localStorage, config]);
  const update = useCallback<UpdateFilterConfig>((change) => setConfig(change), []);
  return [config, update];
}
