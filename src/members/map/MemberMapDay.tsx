/**
 * A guide's day on the map (issue #35): the day's scheduled visits and calls (the docket's events of
 * the guide, `memberMapDayStops`) in time order as numbered markers joined in order by straight
 * lines, with the planned address; a visit recorded that day (`memberMapDayVisits`) shows its stop
 * done, live. Beside the map, the same stops as an ordered list (the keyboard's and reader's way).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MapView } from '@deck.gl/core';
import { DeckGL } from '@deck.gl/react';
import { LineLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { Link } from 'wouter';
import type { Coords } from '../../../domain/index.ts';
import { DateField, LiveViewState } from '../../../ui/index.ts';
import { useLive, useReportLiveError } from '../../data/index.ts';
import { memberListMemberPath } from '../../shared/paths/member-list-paths.ts';
import { useMemberStatusNames } from '../../shared/member/use-member-statuses.ts';
import { dayBounds, resolveTimeZone, todayIn } from '../../shared/time/days.ts';
import { useNow } from '../../shared/time/use-now.ts';
import { dateTimeFormat } from '../../shared/format/date-time.ts';
import { useActingUser } from '../../services/use-acting-user.ts';
import { Temporal } from 'temporal-polyfill';
import { outlineLayers } from './map-layers.ts';
import { fittedViewState, initialViewState, type MapViewState } from './map-view-state.ts';
import { dayRoute, routeSegments, type DayStop } from './day-route.ts';
import { useUsCounties } from './us-counties.ts';

const MAP_VIEW = new MapView({ repeat: false });
const DONE_COLOR: [number, number, number] = [71, 85, 105];
const TO_DO_COLOR: [number, number, number] = [29, 78, 216];
const NO_PLACES: ReadonlyMap<string, Coords | null> = new Map();

export function MemberMapDay({ guideId }: { guideId: string }) {
  const { t, i18n } = useLingui();
  const statusName = useMemberStatusNames();
  const timeZone = resolveTimeZone(useActingUser().timeZone);
  const now = useNow();
  const today = todayIn(timeZone, now).toString();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = chosenDay ?? today;
  const params = useMemo(
    () => ({ guideId, day, ...dayBounds(Temporal.PlainDate.from(day), timeZone) }),
    [guideId, day, timeZone],
  );

  const planned = useLive('memberMapDayStops', params);
  useReportLiveError(planned);
  const visits = useLive('memberMapDayVisits', params);
  useReportLiveError(visits);
  const idsKey = [...new Set([...planned.rows, ...visits.rows].map((row) => row.memberId))].sort().join(',');
  const placeParams = useMemo(() => ({ ids: idsKey ? idsKey.split(',') : [] }), [idsKey]);
  const placesView = useLive('memberMapPlaces', placeParams);
  const places = useMemo(
    () => (placesView.rows.length ? new Map(placesView.rows.map((row) => [row.id, row.coords ?? null])) : NO_PLACES),
    [placesView.rows],
  );
  const stops = useMemo(
    () => dayRoute(planned.rows, visits.rows, places, timeZone),
    [planned.rows, visits.rows, places, timeZone],
  );
  const placed = stops.filter((stop) => stop.coords);
  const timeFormat = useMemo(
    () => dateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    [i18n.locale],
  );
  const timeOf = (stop: DayStop) => {
    if (!stop.time) return t`Anytime`;
    const [hours = 0, minutes = 0] = stop.time.split(':').map(Number);
    return timeFormat.format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
  };

  // The view: fitted to the placed stops once they are known (and again for another day).
  const container = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const [viewState, setViewState] = useState<MapViewState | null>(null);
  const fittedFor = useRef<string | null>(null);
  const placedKey = `${day}:${placed.map((stop) => stop.id).join(',')}`;
  useEffect(() => {
    if (planned.status !== 'ready' || size.width === 0 || fittedFor.current === placedKey) return;
    fittedFor.current = placedKey;
    const points = placed.map((stop) => ({ lat: stop.coords!.lat, lng: stop.coords!.lng, count: 1 }));
    setViewState(fittedViewState(points, size, initialViewState(points)));
  }, [planned.status, size, placedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const counties = useUsCounties(viewState?.zoom);
  const layers = useMemo(
    () => [
      ...outlineLayers(counties),
      new LineLayer<{ from: [number, number]; to: [number, number] }>({
        id: 'day-route',
        data: routeSegments(stops),
        getSourcePosition: (segment) => segment.from,
        getTargetPosition: (segment) => segment.to,
        getColor: [30, 64, 175],
        getWidth: 2,
        widthUnits: 'pixels',
      }),
      new ScatterplotLayer<DayStop>({
        id: 'day-stops',
        data: placed,
        radiusUnits: 'pixels',
        getPosition: (stop) => [stop.coords!.lng, stop.coords!.lat],
        getRadius: 11,
        getFillColor: (stop) => (stop.done ? DONE_COLOR : TO_DO_COLOR),
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 2,
        getLineColor: [255, 255, 255],
        updateTriggers: { getFillColor: placed.map((stop) => stop.done).join() },
      }),
      new TextLayer<DayStop>({
        id: 'day-stop-numbers',
        data: placed,
        getPosition: (stop) => [stop.coords!.lng, stop.coords!.lat],
        getText: (stop) => String(stop.number),
        getSize: 12,
        getColor: [255, 255, 255],
        fontWeight: 700,
        characterSet: '0123456789',
      }),
    ],
    [stops, counties], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const unplaced = stops.length - placed.length;
  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <DateField label={t`Day`} value={day} onChange={(value) => setChosenDay(value || null)} />
        <p className="text-slate-700">
          <Trans>
            Stops are joined in time order by straight lines: the route is not routed along roads (no road routing
            offline).
          </Trans>
        </p>
      </div>
      {unplaced > 0 ? (
        <p className="text-slate-700" aria-live="polite">
          <Plural value={unplaced} one="# stop has no location" other="# stops have no location" />
        </p>
      ) : null}
      <div className="flex flex-col gap-3 lg:flex-row">
        <div
          ref={container}
          role="img"
          aria-label={t`Map of the day's stops`}
          className="relative h-[32rem] min-w-0 flex-1 overflow-hidden rounded border border-slate-300 bg-slate-50"
        >
          {viewState ? (
            <DeckGL
              views={MAP_VIEW}
              viewState={viewState}
              controller
              layers={layers}
              onViewStateChange={({ viewState: next }) => {
                const { longitude, latitude, zoom } = next as MapViewState;
                setViewState({ longitude, latitude, zoom });
              }}
            />
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-3 lg:w-96">
          <LiveViewState
            status={planned.status}
            count={stops.length}
            loadingLabel={t`Loading the day`}
            failed={t`The day could not be loaded. Reload the page to try again.`}
            empty={{ title: t`No visits or calls scheduled on this day.` }}
          >
            <ol aria-label={t`Stops of the day`} className="flex max-h-[32rem] flex-col gap-2 overflow-y-auto">
              {stops.map((stop) => (
                <li
                  key={stop.id}
                  aria-label={t`Stop ${stop.number}`}
                  className="flex gap-3 rounded border border-slate-200 p-2"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
                    style={{ backgroundColor: `rgb(${(stop.done ? DONE_COLOR : TO_DO_COLOR).join(' ')})` }}
                  >
                    {stop.number}
                  </span>
                  <div className="min-w-0 text-slate-900">
                    <p className="font-medium">
                      {timeOf(stop)} · {stop.type === 'call' ? t`Call` : t`Visit`} ·{' '}
                      <Link href={memberListMemberPath(guideId, stop.memberId)} className="text-blue-800 underline">
                        {stop.memberName || t`Member`}
                      </Link>
                    </p>
                    <p className="text-slate-700">{stop.address ?? t`No planned address`}</p>
                    <p className="text-sm">
                      <span className={stop.done ? 'font-semibold text-slate-700' : 'font-semibold text-blue-900'}>
                        {stop.done ? t`Done` : t`To do`}
                      </span>
                      {stop.unplanned ? <span className="text-slate-600"> · {t`Not planned`}</span> : null}
                      {stop.memberStatusId !== null ? (
                        <span className="text-slate-600"> · {statusName(stop.memberStatusId)}</span>
                      ) : null}
                      {stop.coords ? null : <span className="text-slate-600"> · {t`No location`}</span>}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </LiveViewState>
        </div>
      </div>
    </div>
  );
}
