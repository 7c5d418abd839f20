import { useCallback, useEffect, useRef, useState } from 'react';
import type { Role } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { defaultFilterConfig, readFilterConfig, storeFilterConfig, type FilterConfig } from './filter-config.ts';

export type UpdateFilterConfig = (change: (config: FilterConfig) => FilterConfig) => void;

/** The settings another screen set last, numbered so that each list page takes them once. */
let setElsewhere: { config: FilterConfig; version: number } | undefined;

/**
 * Sets the member list's settings from another screen (the caseload's figures): stored for a list that
 * opens afresh, and taken by a list page kept alive (src/app/KeptPages.tsx) when it is shown again.
 */
export function setFilterConfigElsewhere(storage: Pick<Storage, 'setItem'>, config: FilterConfig): void {
  storeFilterConfig(storage, config);
  setElsewhere = { config, version: (setElsewhere?.version ?? 0) + 1 };
}

/**
 * The member list's settings, read from local storage once (over the role's defaults) and written
 * back after every change, so they survive a reload (spec: `filterConfig`); another screen's setting
 * (`setFilterConfigElsewhere`) replaces them.
 */
export function useFilterConfig(role: Role): [FilterConfig, UpdateFilterConfig] {
  const { localStorage } = useServices();
  const [config, setConfig] = useState(() => readFilterConfig(localStorage, defaultFilterConfig(role)));
  useEffect(() => storeFilterConfig(localStorage, config), [localStorage, config]);
  // A page mounting now read storage, which holds them already.
  const taken = useRef(setElsewhere?.version ?? 0);
  useEffect(() => {
    // Runs on mounting and again each time React Activity shows a kept page (its effects paused while hidden).
    if (setElsewhere && setElsewhere.version > taken.current) {
      taken.current = setElsewhere.version;
      setConfig(setElsewhere.config);
    }
  }, []);
  const update = useCallback<UpdateFilterConfig>((change) => setConfig(change), []);
  return [config, update];
}
