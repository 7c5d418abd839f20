import { useMemo } from 'react';
import { OPERATIONS } from '../../domain/index.ts';
import { useCatalogue } from '../data/index.ts';
import type { HierarchyTeam } from './team-hierarchy.ts';

const NO_TEAMS: readonly HierarchyTeam[] = [];

/** The team hierarchy, asked once per session (a catalogue); no teams while it loads or if it failed. */
export function useTeamHierarchy(): { teams: readonly HierarchyTeam[]; status: 'loading' | 'ready' | 'failed' } {
  const hierarchy = useCatalogue(OPERATIONS.hierarchy);
  return useMemo(() => {
    if (hierarchy.status === 'ready')
      return { teams: hierarchy.data.teams as unknown as HierarchyTeam[], status: 'ready' };
    return { teams: NO_TEAMS, status: hierarchy.status === 'loading' ? 'loading' : 'failed' };
  }, [hierarchy]);
}
