import { useLocation, useSearch } from 'wouter';

/** The path and query of the current screen, e.g. /docket/guide/g1?day=2026-01-05. */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}
