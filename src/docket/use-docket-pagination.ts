import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TablePagination } from '../../ui/index.ts';
import { DOCKET_PAGE_SIZE } from './docket-preferences.ts';
import type { TabBoundsState } from './use-tab-bounds.ts';

/**
 * A docket tab's paging for its `Table`: pages of `DOCKET_PAGE_SIZE`, the page kept in the tab's
 * remembered bounds, and the pager's words; `navigation` names the pager ("Pages of needs").
 */
export function useDocketPagination(
  bounds: Pick<TabBoundsState, 'page' | 'setPage'>,
  navigation: string,
): TablePagination {
  const { t } = useLingui();
  // Kept while the language and the name are: the pager is memoized on them.
  const labels = useMemo<TablePagination['labels']>(
    () => ({ navigation, previous: t`Previous`, next: t`Next`, page: (n, of) => t`Page ${n} of ${of}` }),
    [t, navigation],
  );
  return { pageSize: DOCKET_PAGE_SIZE, page: bounds.page, onPageChange: bounds.setPage, labels };
}
