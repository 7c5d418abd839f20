/**
 * The guide and team picker's list (spec part 1 section 2): the guides of the team hierarchy
 * (those in some team), without the ones whose name is unknown, narrowed by a name search and by a
 * team (with its sub-teams), sorted by name.
 */
export interface HierarchyTeam {
  id: string;
  name: string;
  userIds: readonly string[];
  children: readonly object[];
}

export interface GuideOption {
  guideId: string;
  guideName: string;
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

/** Folds case and accents, so 'jose' finds 'José'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** A name is unknown when it is empty or says so. */
const knownName = (name: string) => name.trim() !== '' && !/^unknown\b/i.test(name.trim());

export function guideOptions(
  teams: readonly HierarchyTeam[],
  guides: readonly GuideOption[],
  filter: { search: string; teamId: string | null },
  locale: string,
): GuideOption[] {
  const inHierarchy = new Set(teams.flatMap(usersUnder));
  const team = filter.teamId ? findTeam(teams, filter.teamId) : undefined;
  const inTeam = team ? new Set(usersUnder(team)) : inHierarchy;
  const search = fold(filter.search.trim());
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return guides
    .filter(
      (guide) =>
        inHierarchy.has(guide.guideId) &&
        inTeam.has(guide.guideId) &&
        knownName(guide.guideName) &&
        fold(guide.guideName).includes(search),
    )
    .sort((a, b) => collator.compare(a.guideName, b.guideName) || a.guideId.localeCompare(b.guideId));
}
