import { useState, useSyncExternalStore } from 'react';
import { useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';

type Navigate = ReturnType<BaseLocationHook>[1];

/**
 * The address one page reads instead of the address bar's: the page's owner moves it (`moveTo`)
 * when the page should follow the address, and leaves it where it is while the page is hidden.
 *
 * The hooks keep one identity for the page's life, so wouter's router object for the page never
 * changes, and only components whose part of the address changed render again. Hiding or
 * showing a page at the address it was left at renders none of it. (Switching the page between
 * the address bar's router and a frozen one changed the router object, and rendered every link
 * and route in the page: work that sat between a guide's click and the page painted, issue #13.)
 */
export interface PageLocation {
  readonly hook: BaseLocationHook;
  readonly searchHook: BaseSearchHook;
  /** The address the page reads, path and query string. */
  readonly current: string;
  /** Sets the address the page reads; its readers render again if it changed. */
  moveTo(fullPath: string): void;
  /** Where the page's own links and redirects go: the enclosing router's navigation. */
  navigateWith(navigate: Navigate): void;
}

export function createPageLocation(initial: string): PageLocation {
  let fullPath = initial;
  let navigate: Navigate = () => undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const path = () => fullPath.split('?')[0]!;
  const search = () => fullPath.split('?')[1] ?? '';
  // Stable: wouter memoizes the page's router while its options keep their identity.
  const go: Navigate = (to, ...options) => navigate(to, ...options);
  const usePageSearch: BaseSearchHook = () => useSyncExternalStore(subscribe, search);
  const usePagePath = () => [useSyncExternalStore(subscribe, path), go] as [string, Navigate];
  const hook: BaseLocationHook = Object.assign(usePagePath, { searchHook: usePageSearch });
  return {
    hook,
    searchHook: usePageSearch,
    get current() {
      return fullPath;
    },
    moveTo(next) {
      if (next === fullPath) return;
      fullPath = next;
      for (const listener of listeners) listener();
    },
    navigateWith(next) {
      navigate = next;
    },
  };
}

/** A page location for the calling component's life, starting at `initial`; the page's links navigate the enclosing router. */
export function usePageLocation(initial: string): PageLocation {
  const [, navigate] = useLocation();
  const [location] = useState(() => createPageLocation(initial));
  location.navigateWith(navigate);
  return location;
}
