import { useState } from 'react';
import type { LiveView } from '../../../sync/client/index.ts';

export interface ShownView<Row, Params> {
  view: LiveView<Row>;
  /** The params of the query whose rows are shown (the previous query's while `stale`). */
  params: Params;
  /** True while the previous rows stand in for a query that is still loading. */
  stale: boolean;
}

/**
 * What to show: the current view, or, while a new query (the next page, another sort) has nothing
 * yet, the last view that was ready, so the table keeps its rows instead of flashing a spinner.
 */
export function shownView<Row, Params>(
  current: { view: LiveView<Row>; params: Params },
  lastReady: { view: LiveView<Row>; params: Params } | undefined,
): ShownView<Row, Params> {
  if (current.view.status === 'loading' && current.view.rows.length === 0 && lastReady)
    return { ...lastReady, stale: true };
  return { ...current, stale: false };
}

/**
 * A live query's view that keeps the last ready rows while the next query loads (LiveViewState
 * keeps rows already shown only within one query; a new page is a new query, which starts empty).
 */
export function useKeptView<Row, Params>(view: LiveView<Row>, params: Params): ShownView<Row, Params> {
  const [lastReady, setLastReady] = useState<{ view: LiveView<Row>; params: Params } | undefined>(undefined);
  if (view.status === 'ready' && (lastReady?.view !== view || lastReady.params !== params))
    setLastReady({ view, params });
  return shownView({ view, params }, view.status === 'ready' ? undefined : lastReady);
}
