import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { OPERATIONS } from '../../domain/index.ts';
import type { MemberListParams, MemberListRow } from '../../sync/client/index.ts';
import { CheckboxField, LiveViewState, type TableSort } from '../../ui/index.ts';
import { useCatalogue, useLive, useReportLiveError } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  withFilters,
  withMyMembers,
  withPage,
  withPageSize,
  withSearchTerm,
  withSort,
  withViewMode,
} from './filter-config.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import {
  isOrderColumn,
  memberListQueryOf,
  memberMapQueryOf,
  pageInfo,
  suggestionQueryOf,
  toOrderDirection,
  toTableDirection,
} from './member-list-query.ts';
import { memberListMemberPath } from '../shared/paths/member-list-paths.ts';
import { MemberFilters } from './MemberFilters.tsx';
import { ServerPager } from '../shared/screen/ServerPager.tsx';
import { MemberSearch } from './MemberSearch.tsx';
import { MemberTable } from './MemberTable.tsx';
import { useFilterConfig } from './use-filter-config.ts';
import { MapStage } from './MapStage.tsx';
import { MemberMapView, usePreparedMap } from './use-prepared-map.ts';
import { ViewModeSwitch } from './ViewModeSwitch.tsx';

/**
 * The member list of one guide (spec part 1 section 2, part 3 sections 3 and 4): search with
 * typeahead, My members, the Filters dialog, then the table, searched, filtered, sorted and paged
 * by the server through the `memberList` live query, each row kept current by the sync engine.
 * The settings persist in local storage (`filterConfig`).
 */
export function MemberListPage({ guideId }: { guideId: string }) {
  const { t } = useLingui();
  const user = useActingUser();
  const [, navigate] = useLocation();
  const [config, update] = useFilterConfig(user.role);
  // The filter list is asked for once per session; its failure is only logged (spec part 3 section 8).
  const filterList = useCatalogue(OPERATIONS.memberListFilters);

  const scope = useMemo(() => ({ viewedGuideId: guideId, actingUserId: user.id }), [guideId, user.id]);
  const params = useMemo<MemberListParams>(() => ({ query: memberListQueryOf(config, scope) }), [config, scope]);
  const live = useLive('memberList', params);
  useReportLiveError(live);
  const shown = useKeptView(live, params);

  const suggestionQuery = useMemo(() => suggestionQueryOf(config, scope), [config, scope]);
  const suggestionView = useLive('memberList', suggestionQuery ? { query: suggestionQuery } : undefined);
  const suggestions = suggestionQuery && suggestionView.status === 'ready' ? suggestionView.rows : NO_ROWS;

  // A remembered page past the end (members left the list since): back to the first page.
  const pastTheEnd = live.status === 'ready' && live.rows.length === 0 && config['page-start'] > 0;
  useEffect(() => {
    if (pastTheEnd) update((current) => withPage(current, 0));
  }, [pastTheEnd, update]);

  const shownQuery = shown.params.query;
  const info = pageInfo(
    { 'page-start': shownQuery['page-start'] ?? 0, 'page-size': shownQuery['page-size'] ?? DEFAULT_PAGE_SIZE },
    shown.view.rows,
  );
  const total = info.total;
  const sort: TableSort = config.orderBy
    ? { columnId: config.orderBy, direction: toTableDirection(config.orderDirection) }
    : null;
  const changeSort = useCallback(
    (next: TableSort) =>
      update((current) =>
        withSort(
          current,
          next && isOrderColumn(next.columnId)
            ? { orderBy: next.columnId, direction: toOrderDirection(next.direction) }
            : null,
        ),
      ),
    [update],
  );
  const open = (member: MemberListRow) => navigate(memberListMemberPath(guideId, member.id));
  const mapQuery = useMemo(() => memberMapQueryOf(config, scope), [config, scope]);
  const mapShown = config.viewMode === 'map-view';
  const keepMap = usePreparedMap(mapQuery, mapShown);

  return (
    <div className="relative mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t`Members`}</h1>
        {shown.view.status === 'ready' ? (
          <p className="text-slate-700" aria-live="polite">
            <Plural value={total} one="# member" other="# members" />
          </p>
        ) : null}
      </div>
      <div role="search" aria-label={t`Find members`} className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <MemberSearch
          term={config.searchTerm}
          onSearch={(term) => update((current) => withSearchTerm(current, term))}
          suggestions={suggestions}
          onChoose={open}
        />
        <CheckboxField
          label={t`My members`}
          checked={config.showOnlyMyMembers}
          onChange={(on) => update((current) => withMyMembers(current, on))}
          className="pb-2"
        />
        <MemberFilters
          applied={config}
          filterList={filterList}
          onApply={(filters) => update((current) => withFilters(current, filters))}
        />
        <ViewModeSwitch mode={config.viewMode} onChange={(mode) => update((current) => withViewMode(current, mode))} />
      </div>
      {mapShown || keepMap ? (
        <MapStage shown={mapShown}>
          <Suspense fallback={<p className="p-3 text-slate-700">{t`Loading the map`}</p>}>
            <MemberMapView guideId={guideId} query={mapQuery} />
          </Suspense>
        </MapStage>
      ) : null}
      {mapShown ? null : (
        <section
          aria-label={t`Member list`}
          aria-busy={shown.stale || undefined}
          className="rounded-lg bg-white pb-3 shadow-sm"
        >
          <LiveViewState
            status={shown.view.status}
            count={shown.view.rows.length}
            loadingLabel={t`Loading members`}
            failed={t`The member list could not be loaded. Reload the page to try again.`}
            empty={{ title: t`No records found` }}
          >
            <MemberTable guideId={guideId} rows={shown.view.rows} sort={sort} onSortChange={changeSort} />
            <ServerPager
              info={info}
              pageSize={config['page-size']}
              pageSizes={PAGE_SIZES}
              navigationLabel={t`Pages of members`}
              onPageChange={(page) => update((current) => withPage(current, page))}
              onPageSizeChange={(size) => update((current) => withPageSize(current, size))}
            />
          </LiveViewState>
        </section>
      )}
    </div>
  );
}

const NO_ROWS: readonly MemberListRow[] = [];
