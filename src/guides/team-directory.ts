import { createObservableState } from '../app/observable-state.ts';
import type { ApiClient } from '../api/index.ts';

/** One row of GET /users/team?allViewable=true: a guide the acting user may view. */
export interface TeamGuide {
  guideId: string;
  guideName: string;
  location: string | null;
}

export const TEAM_PATH = '/users/team';

export type TeamDirectoryState =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'success'; guides: readonly TeamGuide[] }
  | { status: 'failed'; error: unknown };

export interface TeamDirectory {
  getState(): TeamDirectoryState;
  subscribe(listener: () => void): () => void;
  /** Loads once; a failed load is tried again on the next call. */
  load(): Promise<void>;
}

/**
 * The guides the acting user may view, for guide names in the shell and the Switch Guide View
 * list. Not live data (the team changes rarely), so it is fetched once per page load through the
 * API client rather than kept by the sync engine.
 *
 * @example
 *   const team = createTeamDirectory(api);
 *   await team.load();
 */
export function createTeamDirectory(api: Pick<ApiClient, 'get'>): TeamDirectory {
  const store = createObservableState<TeamDirectoryState>({ status: 'initial' });
  const setState = store.set;
  return {
    getState: store.get,
    subscribe: store.subscribe,
    async load() {
      const { status } = store.get();
      if (status === 'loading' || status === 'success') return;
      setState({ status: 'loading' });
      try {
        const answer = await api.get<{ data: TeamGuide[] }>(TEAM_PATH, { query: { allViewable: true } });
        setState({ status: 'success', guides: answer.data });
      } catch (error) {
        setState({ status: 'failed', error });
      }
    },
  };
}

export type SortDirection = 'ascending' | 'descending';

/** Guides by name in the reader's alphabet (accents and case folded), ties by location. */
export function sortGuides(guides: readonly TeamGuide[], direction: SortDirection, locale: string): TeamGuide[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...guides].sort((a, b) => sign * (collator.compare(a.guideName, b.guideName) || collator.compare(a.location ?? '', b.location ?? '')));
}

export function guideNameOf(state: TeamDirectoryState, guideId: string): string | undefined {
  return state.status === 'success' ? state.guides.find((guide) => guide.guideId === guideId)?.guideName : undefined;
}
