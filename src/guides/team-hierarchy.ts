/**
 * The team hierarchy (GET /users/hierarchy): teams with their users and sub-teams. Switch Guide
 * View's hierarchy filter and the docket's guide and team picker read it alike.
 */
export interface HierarchyTeam {
  id: string;
  name: string;
  userIds: readonly string[];
  children: readonly object[];
}

export interface TeamOption {
  id: string;
  name: string;
  /** Depth in the hierarchy (0: a top team), for indenting. */
  depth: number;
}

const asTeam = (value: object): HierarchyTeam => value as HierarchyTeam;

/** Every team, parents before their children, with its depth. */
export function flattenTeams(teams: readonly HierarchyTeam[], depth = 0): TeamOption[] {
  return teams.flatMap((team) => [
    { id: team.id, name: team.name, depth },
    ...flattenTeams(team.children.map(asTeam), depth + 1),
  ]);
}

/** A team's options for a select, indented by depth with em spaces. */
export function teamSelectOptions(teams: readonly HierarchyTeam[]): { value: string; label: string }[] {
  return flattenTeams(teams).map((team) => ({ value: team.id, label: `${'\u2003'.repeat(team.depth)}${team.name}` }));
}

/** The users of a team and of every team under it. */
function usersUnder(team: HierarchyTeam): string[] {
  return [...team.userIds, ...team.children.flatMap((child) => usersUnder(asTeam(child)))];
}

function findTeam(teams: readonly HierarchyTeam[], id: string): HierarchyTeam | undefined {
  for (const team of teams) {
    if (team.id === id) return team;
    const found = findTeam(team.children.map(asTeam), id);
    if (found) return found;
  }
  return undefined;
}

/** Everyone in some team of the hierarchy. */
export function usersInHierarchy(teams: readonly HierarchyTeam[]): Set<string> {
  return new Set(teams.flatMap(usersUnder));
}

/** The users of the team and its sub-teams; nobody for a team the hierarchy does not hold. */
export function usersOfTeam(teams: readonly HierarchyTeam[], teamId: string): Set<string> {
  const team = findTeam(teams, teamId);
  return new Set(team ? usersUnder(team) : []);
}

/** The guides of a team and its sub-teams, in their order; all of them without a team chosen. */
export function guidesOfTeam<G extends { guideId: string }>(
  teams: readonly HierarchyTeam[],
  guides: readonly G[],
  teamId: string | null,
): readonly G[] {
  if (!teamId) return guides;
  const members = usersOfTeam(teams, teamId);
  return guides.filter((guide) => members.has(guide.guideId));
}
