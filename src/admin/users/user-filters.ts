/** The user list's search and filters (spec part 3 section 2), pure so they are tested without a screen. */
export interface UserFilter {
  search: string;
  /** '' for every role. */
  role: string;
  /** '' for every team. */
  teamId: string;
}

interface FilterableUser {
  firstName: string;
  lastName: string;
  email: string | null;
  role: string;
  teams: readonly { teamId: string }[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** True when the user has the role and team asked for, and every word of the search is in their name or e-mail. */
export function matchesUserFilter(user: FilterableUser, filter: UserFilter): boolean {
  if (filter.role && user.role !== filter.role) return false;
  if (filter.teamId && !user.teams.some((team) => team.teamId === filter.teamId)) return false;
  const haystack = fold(`${user.firstName} ${user.lastName} ${user.email ?? ''}`);
  return fold(filter.search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The Teams column: the first team's name and how many more (shown as 'and N more', the rest in a tooltip). */
export function teamsSummary(
  teamIds: readonly string[],
  nameOf: (teamId: string) => string | undefined,
): { first: string | null; more: string[] } {
  const names = teamIds.map((id) => nameOf(id)).filter((name): name is string => Boolean(name));
  return { first: names[0] ?? null, more: names.slice(1) };
}
