import { describe, expect, it } from 'vitest';
import type { HierarchyTeam } from '../../guides/team-hierarchy.ts';
import { guideOptions } from './guide-options.ts';

const teams: HierarchyTeam[] = [
  {
    id: 'north',
    name: 'North',
    userIds: ['g1'],
    children: [{ id: 'lake', name: 'Lake', userIds: ['g2', 'g3'], children: [] }],
  },
  { id: 'south', name: 'South', userIds: ['g4', 'g5'], children: [] },
];
const guides = [
  { guideId: 'g1', guideName: 'Zoe Park' },
  { guideId: 'g2', guideName: 'José Álvarez' },
  { guideId: 'g3', guideName: 'Unknown User' },
  { guideId: 'g4', guideName: 'ana Reyes' },
  { guideId: 'g5', guideName: '' },
  { guideId: 'g6', guideName: 'Not In Any Team' },
];
const names = (filter: { search: string; teamId: string | null }) =>
  guideOptions(teams, guides, filter, 'en').map((g) => g.guideName);

describe('the guide and team picker', () => {
  it.each([
    [{ search: '', teamId: null }, ['ana Reyes', 'José Álvarez', 'Zoe Park']],
    [{ search: 'jose', teamId: null }, ['José Álvarez']],
    [{ search: '  RE ', teamId: null }, ['ana Reyes', 'José Álvarez']],
    [{ search: '', teamId: 'north' }, ['José Álvarez', 'Zoe Park']],
    [{ search: '', teamId: 'lake' }, ['José Álvarez']],
    [{ search: 'zoe', teamId: 'south' }, []],
    [{ search: 'unknown', teamId: null }, []],
  ])('%j lists %j (hierarchy guides only, unknown names left out, by name)', (filter, expected) =>
    expect(names(filter)).toEqual(expected),
  );
});
