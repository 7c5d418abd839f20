import { useMemo } from 'react';
import { searchTermTypeOf } from '../../domain/index.ts';
import type { MemberListRow } from '../../sync/client/index.ts';
import { useLive } from '../data/index.ts';

/** Spec part 1 section 9: typeahead requests 10. */
const SUGGESTION_COUNT = 10;
const NONE: readonly MemberListRow[] = [];

/**
 * Up to 10 of the organisation's members whose name contains `text`, from the member list's
 * server search (the same window query, ten rows). A number (digits only) suggests no member.
 */
export function useMemberSuggestions(text: string): readonly MemberListRow[] {
  const term = text.trim();
  const asked = term !== '' && searchTermTypeOf(term) === 'string';
  const params = useMemo(
    () =>
      asked
        ? {
            query: {
              searchTerm: term,
              orderBy: 'name' as const,
              orderDirection: 'ASC' as const,
              'page-start': 0,
              'page-size': SUGGESTION_COUNT,
            },
          }
        : undefined,
    [asked, term],
  );
  const view = useLive('memberList', params);
  return asked && view.status === 'ready' ? view.rows : NONE;
}
