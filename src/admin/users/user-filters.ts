/** The user list's Teams column (spec part 3 section 2), pure so it is tested without a screen. */
/** The Teams column: the first team's name and how many more (shown as 'and N more', the rest in a tooltip). */
export function teamsSummary(
  teamIds: readonly string[],
  nameOf: (teamId: string) => string | undefined,
): { first: string | null; more: string[] } {
  const names = teamIds.map((id) => nameOf(id)).filter((name): name is string => Boolean(name));
  return { first: names[0] ?? null, more: names.slice(1) };
}
