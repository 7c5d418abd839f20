/** A guide the acting user may view (the `teamGuides` live query's row). */
export interface TeamGuide {
  guideId: string;
  guideName: string;
  location: string | null;
}

export type TeamDirectoryState =
  { status: 'loading' } | { status: 'success'; guides: readonly TeamGuide[] } | { status: 'failed'; error: unknown };

export type SortDirection = 'ascending' | 'descending';

/** Guides by name in the reader's alphabet (accents and case folded), ties by location. */
export function sortGuides(guides: readonly TeamGuide[], direction: SortDirection, locale: string): TeamGuide[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...guides].sort(
    (a, b) =>
      sign * (collator.compare(a.guideName, b.guideName) || collator.compare(a.location ?? '', b.location ?? '')),
  );
}

export function guideNameOf(state: TeamDirectoryState, guideId: string): string | undefined {
  return state.status === 'success' ? state.guides.find((guide) => guide.guideId === guideId)?.guideName : undefined;
}
