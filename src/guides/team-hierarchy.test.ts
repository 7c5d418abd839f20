import { describe, expect, it } from 'vitest';
import { flattenTeams, guidesOfTeam, teamSelectOptions, type HierarchyTeam } from './team-hierarchy.ts';

const teams: HierarchyTeam[] = [
  {
    id: 'north',
    name: 'North',
    userIds: ['g1'],
    children: [{ id: 'lake', name: 'Lake', userIds: ['g2'], children: [] }],
  },
  { id: 'south', name: 'South', userIds: ['g3'], children: [] },
];
const guides = [
  { guideId: 'g1', guideName: 'Zoe Park' },
  { guideId: 'g2', guideName: 'José Álvarez' },
  { guideId: 'g3', guideName: 'Ana Reyes' },
  { guideId: 'g4', guideName: 'Not In Any Team' },
];
const ids = (teamId: string | null) => guidesOfTeam(teams, guides, teamId).map((guide) => guide.guideId);

describe('the team hierarchy', () => {
  it('flattens the teams, parents first, with their depth, and indents them for a select', () => {
    expect(flattenTeams(teams)).toEqual([
      { id: 'north', name: 'North', depth: 0 },
      { id: 'lake', name: 'Lake', depth: 1 },
      { id: 'south', name: 'South', depth: 0 },
    ]);
    expect(teamSelectOptions(teams).map((option) => option.label)).toEqual(['North', '\u2003Lake', 'South']);
  });

  // Switch Guide View's hierarchy filter (spec part 1 section 2): a team keeps its guides and its sub-teams'.
  it.each([
    [null, ['g1', 'g2', 'g3', 'g4']],
    ['north', ['g1', 'g2']],
    ['lake', ['g2']],
    ['south', ['g3']],
    ['gone', []],
  ])('team %s keeps %j, in their order', (teamId, expected) => expect(ids(teamId)).toEqual(expected));
});
