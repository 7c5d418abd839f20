/** True when every word of the search is in one of the row's texts (case and accents aside). */
export function matchesTeamSearch(search: string, texts: readonly (string | null | undefined)[]): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(texts.filter(Boolean).join(' '));
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
