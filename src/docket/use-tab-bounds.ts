import { useCallback, useState } from 'react';
import type { TableSort } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { readTabBounds, storeTabBounds, type DocketTab, type TabBounds } from './docket-preferences.ts';

export interface TabBoundsState {
  sort: TableSort;
  page: number;
  /** A new sort starts again on the first page. */
  setSort: (sort: TableSort) => void;
  setPage: (page: number) => void;
}

/**
 * A docket tab's sort and page, remembered per guide and tab (spec part 1 section 2: "the selected
 * tab and tab bounds are remembered per guide"), so a guide coming back to a tab finds it as left.
 * `isColumn` drops a remembered sort by a column the tab no longer has.
 */
export function useTabBounds(guideId: string, tab: DocketTab, isColumn: (columnId: string) => boolean): TabBoundsState {
  const { localStorage } = useServices();
  const [bounds, setBounds] = useState<TabBounds>(() => readTabBounds(localStorage, guideId, tab));
  const change = useCallback(
    (next: TabBounds) => {
      setBounds(next);
      storeTabBounds(localStorage, guideId, tab, next);
    },
    [localStorage, guideId, tab],
  );
  const sort = bounds.sort && isColumn(bounds.sort.columnId) ? bounds.sort : null;
  return {
    sort,
    page: bounds.page,
    setSort: useCallback((next: TableSort) => change({ sort: next, page: 0 }), [change]),
    setPage: useCallback((page: number) => change({ sort, page }), [change, sort]),
  };
}
