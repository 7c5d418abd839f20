/**
 * The member list's map view (spec part 3 "Members map"), loaded lazily: deck.gl in a plain
 * MapView over US state outlines (no base map, nothing fetched from outside), the clusters the
 * sync worker computes for the view (`memberMapClusters`), and beside it the same items as buttons.
 * It opens at the average of the members' coordinates at zoom 4, then fits their bounds.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { MapView } from '@deck.gl/core';
import { DeckGL } from '@deck.gl/react';
import type { MemberListQuery } from '../../../sync/client/index.ts';
import { LiveViewState, Tabs } from '../../../ui/index.ts';
import { useLive, useReportLiveError } from '../../data/index.ts';
import { useMemberStatusNames } from '../../shared/member/use-member-statuses.ts';
import { CLUSTER_MAX_ZOOM_VIEW, OVERVIEW } from './map-overview.ts';
import { mapLayers, type MapItem } from './map-layers.ts';
import { fittedViewState, initialViewState, viewBounds, type MapViewState } from './map-view-state.ts';
import { MapSideList } from './MapSideList.tsx';
import { MemberMapCard } from './MemberMapCard.tsx';
import { MemberMapDay } from './MemberMapDay.tsx';
import { useUsCounties } from './us-counties.ts';

const MAP_VIEW = new MapView({ repeat: false });
const noop = () => undefined;
/** The worker is asked for a new view once the map has stood still this long. */
const SETTLE_MS = 120;

/** The member list's map: the members (clusters), or the guide's day (numbered stops) in a second tab. */
export default function MemberMapView({ guideId, query }: { guideId: string; query: MemberListQuery }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'members' | 'day'>('members');
  return (
    <Tabs
      label={t`Map views`}
      selectedId={tab}
      onChange={(id) => setTab(id === 'day' ? 'day' : 'members')}
      className="pt-2"
      items={[
        { id: 'members', label: t`Members`, panel: <MembersOnMap guideId={guideId} query={query} /> },
        { id: 'day', label: t`Day route`, panel: <MemberMapDay guideId={guideId} /> },
      ]}
    />
  );
}

function MembersOnMap({ guideId, query }: { guideId: string; query: MemberListQuery }) {
  const { t } = useLingui();
  const statusName = useMemberStatusNames();
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [viewState, setViewState] = useState<MapViewState | null>(null);
  const [settled, setSettled] = useState<MapViewState | null>(null);
  const [selected, setSelected] = useState<MapItem | null>(null);
  // Set once deck.gl has drawn its first frame: the map's box says so (`data-drawn`), for tests and the benchmark.
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Where the members are, coarsely: for the first centre (their average) and the fitted bounds.
  const overview = useLive('memberMapClusters', { query, view: OVERVIEW });
  useReportLiveError(overview);
  const summary = useLive('memberMapSummary', { query });
  const counts = summary.rows[0];
  const unlocated = counts ? Math.max(0, (counts.matching ?? 0) - counts.located) : 0;

  // Centre at the average at zoom 4 first, then fit the bounds (once the overview and the size are known).
  const placedFor = useRef<string | null>(null);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (overview.status !== 'ready' || size.width === 0 || placedFor.current === queryKey) return;
    placedFor.current = queryKey;
    const first = initialViewState(overview.rows);
    setViewState(first);
    setSettled(first);
    const fitted = fittedViewState(overview.rows, size, first);
    const timer = setTimeout(() => {
      setViewState(fitted);
      setSettled(fitted);
    }, 0);
    return () => clearTimeout(timer);
  }, [overview.status, overview.rows, size, queryKey]);

  useEffect(() => {
    if (!viewState) return;
    const timer = setTimeout(() => setSettled(viewState), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [viewState]);

  const view = useMemo(() => (settled && size.width > 0 ? viewBounds(settled, size) : undefined), [settled, size]);
  const visible = useLive('memberMapClusters', view ? { query, view } : undefined);
  useReportLiveError(visible);
  const items = visible.rows;

  const pick = (item: MapItem) => {
    if (item.kind === 'cluster') {
      const zoom = Math.min(item.expansionZoom ?? (viewState?.zoom ?? 4) + 2, CLUSTER_MAX_ZOOM_VIEW);
      const next = { longitude: item.lng, latitude: item.lat, zoom };
      setViewState(next);
      setSettled(next);
      setSelected(null);
    } else setSelected(item);
  };
  // The chosen member follows live changes (status, guide) while it stays in view.
  const chosen = selected ? (items.find((item) => item.id === selected.id) ?? selected) : null;
  const counties = useUsCounties(settled?.zoom);
  const layers = useMemo(() => mapLayers(items, chosen?.id ?? null, pick, counties), [items, chosen?.id, counties]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="flex flex-col gap-3 p-3">
      {unlocated > 0 ? (
        <p className="text-slate-700" aria-live="polite">
          <Plural value={unlocated} one="# member has no location" other="# members have no location" />
        </p>
      ) : null}
      <div className="flex flex-col gap-3 lg:flex-row">
        <div
          ref={container}
          role="img"
          aria-label={t`Map of members`}
          data-drawn={drawn || undefined}
          className="relative h-[32rem] min-w-0 flex-1 overflow-hidden rounded border border-slate-300 bg-slate-50"
        >
          {viewState ? (
            <DeckGL
              views={MAP_VIEW}
              viewState={viewState}
              controller
              layers={layers}
              onAfterRender={drawn ? noop : () => setDrawn(true)}
              onViewStateChange={({ viewState: next }) => {
                const { longitude, latitude, zoom } = next as MapViewState;
                setViewState({ longitude, latitude, zoom });
              }}
              getCursor={({ isHovering, isDragging }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
            />
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-3 lg:w-80">
          {chosen ? (
            <MemberMapCard
              member={chosen}
              guideId={guideId}
              statusName={statusName}
              onClose={() => setSelected(null)}
            />
          ) : null}
          <LiveViewState
            status={visible.status}
            count={items.length}
            loadingLabel={t`Loading the map`}
            failed={t`The map could not be loaded. Reload the page to try again.`}
            empty={{ title: t`No members in this part of the map.` }}
          >
            <MapSideList items={items} statusName={statusName} onPick={pick} />
          </LiveViewState>
        </div>
      </div>
    </div>
  );
}
