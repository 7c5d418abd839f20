import { useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/index.ts';
import { useServices } from '../app/services.tsx';
import { createTeamDirectory, type TeamDirectory, type TeamDirectoryState } from './team-directory.ts';

/*
 * One directory per API client. The client is made once per page load and a page load is also
 * what changes identity (sign-out and impersonation both load a page), so the cache can never
 * show one user's team to another.
 */
const directories = new WeakMap<ApiClient, TeamDirectory>();

function directoryFor(api: ApiClient): TeamDirectory {
  let directory = directories.get(api);
  if (!directory) {
    directory = createTeamDirectory(api);
    directories.set(api, directory);
  }
  return directory;
}

/** The team the acting user may view, loaded on first use; `retry` loads again after a failure. */
export function useTeamDirectory(): { state: TeamDirectoryState; retry: () => void } {
  const { api } = useServices();
  const directory = directoryFor(api);
  useEffect(() => {
    void directory.load();
  }, [directory]);
  const state = useSyncExternalStore(directory.subscribe, directory.getState);
  return { state, retry: () => void directory.load() };
}
