/**
 * The hub's zip code, kept in local storage (spec part 2 section 2: "its zipcode is kept in local
 * storage") under `resourceHub` as `{ zipcode }`, so the next search starts where the guide works.
 * A damaged or foreign value reads as no zip code.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const RESOURCE_HUB_KEY = 'resourceHub';
const ZIP = /^\d{5}$/;

export function parseHubZipcode(raw: string | null): string {
  if (!raw) return '';
  try {
    const value = JSON.parse(raw) as { zipcode?: unknown } | null;
    return typeof value?.zipcode === 'string' && ZIP.test(value.zipcode) ? value.zipcode : '';
  } catch {
    return '';
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};
const read = () => {
  try {
    return window.localStorage.getItem(RESOURCE_HUB_KEY);
  } catch {
    return null;
  }
};

/** The remembered zip code ('' when none) and a setter that keeps a valid one (and forgets on ''). */
export function useHubZipcode(): [string, (zipcode: string) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const remember = useCallback((zipcode: string) => {
    try {
      if (zipcode === '') window.localStorage.removeItem(RESOURCE_HUB_KEY);
      else if (ZIP.test(zipcode)) window.localStorage.setItem(RESOURCE_HUB_KEY, JSON.stringify({ zipcode }));
      else return;
    } catch {
      return; // Storage refused (private mode, quota): the zip code lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [parseHubZipcode(raw), remember];
}
