import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FEED_PAGE_SIZE } from '../../domain/index.ts';
import { Button, LiveViewState, Spinner, type LiveStatus } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useToday } from '../shared/time/use-today.ts';
import { useKeptView } from '../shared/screen/kept-view.ts';
import { useMemberStatusNames, useMemberStatuses } from '../shared/member/use-member-statuses.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { feedReachedStart, groupByDay, mergeFeed } from './feed-entries.ts';
import { FEED_FILTERS, feedTypesOf, type FeedFilter } from './feed-filters.ts';
import { FeedFilterBar } from './FeedFilterBar.tsx';
import { FeedList } from './FeedList.tsx';
import { JUMP_HIGHLIGHT, LINK_HIGHLIGHT } from '../shared/member/highlight.ts';
import { useMemberPageShown } from '../shared/member/page-settled.ts';
import type { StatusEventRow } from './StatusEventEntry.tsx';
import { canDismissStatus } from './status-events.ts';
import { StopBanners } from './StopBanners.tsx';
import { ScheduledTextsBanner } from '../texts/ScheduledTexts.tsx';
import { useDismissStatus } from './use-dismiss-status.ts';
import { useFeedHighlight } from './use-feed-highlight.ts';
import { useOnVisible } from './use-on-visible.ts';

export interface ActivityFeedProps {
  memberId: string;
  linked: { type: string; id: string } | undefined;
}

/**
 * The activity feed (spec part 1 section 2): feed items and status events by day, newest first,
 * filtered by type; earlier items load when the guide reaches the end (or presses Load more); a
 * linked item is scrolled to and highlighted; STOP opt-outs show as banners. Everything is live.
 */
export function ActivityFeed({ memberId, linked }: ActivityFeedProps) {
  const { t } = useLingui();
  const user = useActingUser();
  const timeZone = resolveTimeZone(user.timeZone);
  const today = useToday(timeZone);

  const [filters, setFilters] = useState<FeedFilter[]>(() => [...FEED_FILTERS]);
  const [upTo, setUpTo] = useState(FEED_PAGE_SIZE);
  const types = useMemo(() => feedTypesOf(filters), [filters]);
  const params = useMemo(() => (types.length > 0 ? { memberId, types, upTo } : undefined), [memberId, types, upTo]);
  const live = useLive('memberFeed', params);
  useReportLiveError(live);
  // Reading more is a new query: the rows read so far stay on screen while it loads.
  const shown = useKeptView(live, params);
  const statuses = useLive('memberStatusHistory', { memberId });
  useReportLiveError(statuses);
  const phones = useLive('memberPhones', { memberId });

  const items = params ? shown.view.rows : NO_ITEMS;
  const reachedStart =
    params === undefined || (!shown.stale && feedReachedStart(shown.view.status, shown.view.rows.length, upTo));
  const loadingMore = params !== undefined && (shown.stale || live.status === 'loading');
  const canLoadMore = params !== undefined && live.status === 'ready' && live.rows.length >= upTo;
  const loadMore = useCallback(() => {
    if (canLoadMore) setUpTo(upTo + FEED_PAGE_SIZE);
  }, [canLoadMore, upTo]);
  const changeFilters = (next: FeedFilter[]) => {
    setFilters(next);
    setUpTo(FEED_PAGE_SIZE);
  };

  const statusRows = params ? statuses.rows : NO_STATUSES;
  const days = useMemo(
    () => groupByDay(mergeFeed(items, statusRows, reachedStart), today, timeZone),
    [items, statusRows, reachedStart, today, timeZone],
  );
  const loadedIds = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const status: LiveStatus =
    params === undefined
      ? 'ready'
      : shown.view.status === 'error'
        ? 'error'
        : shown.view.status === 'ready' && statuses.status !== 'loading'
          ? 'ready'
          : 'loading';
  const count = days.reduce((total, day) => total + day.entries.length, 0);

  const list = useRef<HTMLDivElement>(null);
  const highlight = useFeedHighlight(list);
  const { show } = highlight;
  const onJump = useCallback((feedItemId: string) => show(feedItemId, JUMP_HIGHLIGHT), [show]);
  const isLoaded = useCallback((feedItemId: string) => loadedIds.has(feedItemId), [loadedIds]);

  // A link to one feed item: read on until it is loaded (or the feed ends), then scroll to it and highlight it, once.
  const linkedKey = linked ? `${linked.type}:${linked.id}` : undefined;
  const [linkedShown, setLinkedShown] = useState<string | undefined>(undefined);
  const linkedItemId = linked
    ? items.find((item) => item.externalItemType === linked.type && item.externalItemId === linked.id)?.id
    : undefined;
  const linkedPending = linkedKey !== undefined && linkedShown !== linkedKey;
  const pageShown = useMemberPageShown();
  useEffect(() => {
    if (!linkedPending || !linkedItemId || status !== 'ready' || !pageShown) return;
    show(linkedItemId, LINK_HIGHLIGHT, () => setLinkedShown(linkedKey));
  }, [linkedPending, linkedItemId, linkedKey, status, show, pageShown]);
  useEffect(() => {
    if (linkedPending && !linkedItemId) loadMore();
  }, [linkedPending, linkedItemId, loadMore]);

  const statusOf = useMemberStatuses();
  // In the reader's language, by the status's key.
  const statusNameOf = useMemberStatusNames();
  const statusName = useCallback((id: number) => statusNameOf(id), [statusNameOf]);
  const dismissStatus = useDismissStatus();
  const onDismiss = useCallback((statusEventId: string) => void dismissStatus(statusEventId), [dismissStatus]);
  const dismissFor = useCallback(
    (row: StatusEventRow) =>
      canDismissStatus(statusOf(row.memberStatusId)?.key, user.userPermissions) ? onDismiss : undefined,
    [statusOf, user.userPermissions, onDismiss],
  );

  const sentinel = useRef<HTMLDivElement>(null);
  useOnVisible(sentinel, loadMore, canLoadMore, upTo);

  return (
    <div className="flex flex-col gap-3">
      <StopBanners phones={phones.rows} />
      <ScheduledTextsBanner memberId={memberId} />
      <FeedFilterBar selected={filters} onChange={changeFilters} />
      <div ref={list} aria-busy={loadingMore || undefined}>
        <LiveViewState
          status={status}
          count={count}
          loadingLabel={t`Loading activity`}
          failed={t`The activity feed could not be loaded. Reload the page to try again.`}
          empty={{ title: t`No activity found` }}
        >
          <FeedList
            days={days}
            timeZone={timeZone}
            highlightedId={highlight.highlightedId}
            statusName={statusName}
            isLoaded={isLoaded}
            onJump={onJump}
            dismissFor={dismissFor}
          />
        </LiveViewState>
      </div>
      {count > 0 && !reachedStart && status !== 'error' ? (
        <div className="flex flex-col items-center gap-2 pt-1">
          <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
          {/* The sentinel loads on scroll; the button is the same for keyboard users, and stays focused while more load. */}
          <Button size="sm" onClick={loadMore} aria-disabled={!canLoadMore || undefined}>
            {t`Load more`}
          </Button>
          {loadingMore ? <Spinner size="sm" label={t`Loading earlier activity`} /> : null}
        </div>
      ) : null}
      {count > 0 && reachedStart && params !== undefined ? (
        <p className="text-center text-sm text-slate-700">{t`This is the start of the activity feed.`}</p>
      ) : null}
    </div>
  );
}

const NO_ITEMS: readonly never[] = [];
const NO_STATUSES: readonly StatusEventRow[] = [];
