import { useMemo, useState } from 'react';
import { useLive, useReportLiveError } from '../data/index.ts';
import type { TeamGuideRow } from '../../sync/client/index.ts';
import type { TeamDirectoryState, TeamGuide } from './team-directory.ts';

/**
 * The guides the acting user may view: the `teamGuides` live query, so a guide renamed or added
 * elsewhere shows at once. `retry` asks again after a failed load (a new query identity, so the
 * engine fetches the page afresh). A failure also goes to the error toast, as any failed call's.
 */
export function useTeamDirectory(): { state: TeamDirectoryState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const view = useLive('teamGuides', { attempt });
  // A failed load shows as any failed call does (the error toast with its copyable report).
  useReportLiveError(view);
  const state = useMemo<TeamDirectoryState>(() => {
    if (view.status === 'error') return { status: 'failed', error: view.error };
    if (view.status === 'ready') return { status: 'success', guides: view.rows.map(teamGuide) };
    return { status: 'loading' };
  }, [view]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The store types a user's fields optional (a user row may hold only an embedded summary); the
 * team page carries each guide's whole record, so a name is there in practice.
 */
const teamGuide = ({ guideId, guideName, location }: TeamGuideRow): TeamGuide => ({
  guideId,
  guideName: guideName ?? '',
  location: location ?? null,
});
