/**
 * The guide and team picker's list (spec part 1 section 2): the guides of the team hierarchy
 * (those in some team), without the ones whose name is unknown, narrowed by a name search and by a
 * team (with its sub-teams), sorted by name. The hierarchy's reading is Switch Guide View's too
 * (`src/guides/team-hierarchy.ts`).
 */
import { usersInHierarchy, usersOfTeam, type HierarchyTeam } from '../../guides/team-hierarchy.ts';

export interface GuideOption {
  guideId: string;
  guideName: string;
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
  const inHierarchy = usersInHierarchy(teams);
  const inTeam = filter.teamId ? usersOfTeam(teams, filter.teamId) : inHierarchy;
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
