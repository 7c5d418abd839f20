/**
 * Where the member map looks (spec part 3 "Members map" and section 9): first at the average of the
 * members' coordinates (near the middle of the USA when there are none) at zoom 4, then at their
 * bounds fitted with 50 px of padding, at most zoom 10. Pure: the view's size is given.
 */
import { WebMercatorViewport } from '@deck.gl/core';

const INITIAL_ZOOM = 4;
export const FITTED_MAX_ZOOM = 10;
export const BOUNDS_PADDING = 50;
/** Near the geographic centre of the contiguous USA (Lebanon, Kansas). */
const USA_CENTRE = { lng: -98.58, lat: 39.83 };

export interface MapViewState {
  longitude: number;
  latitude: number;
  zoom: number;
}

interface Weighted {
  lat: number;
  lng: number;
  count: number;
}

/** The average of the members' coordinates, each cluster weighing as many members as it holds. */
export function averageCentre(items: readonly Weighted[]): { lat: number; lng: number } {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  if (total === 0) return USA_CENTRE;
  return {
    lat: items.reduce((sum, item) => sum + item.lat * item.count, 0) / total,
    lng: items.reduce((sum, item) => sum + item.lng * item.count, 0) / total,
  };
}

export function initialViewState(items: readonly Weighted[]): MapViewState {
  const centre = averageCentre(items);
  return { longitude: centre.lng, latitude: centre.lat, zoom: INITIAL_ZOOM };
}

/** The view that fits every item with the padding, no closer than zoom 10; unchanged when there is nothing to fit. */
export function fittedViewState(
  items: readonly Weighted[],
  size: { width: number; height: number },
  fallback: MapViewState,
): MapViewState {
  if (items.length === 0 || size.width <= 2 * BOUNDS_PADDING || size.height <= 2 * BOUNDS_PADDING) return fallback;
  const lngs = items.map((i) => i.lng);
  const lats = items.map((i) => i.lat);
  const fitted = new WebMercatorViewport(size).fitBounds(
    [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    { padding: BOUNDS_PADDING, maxZoom: FITTED_MAX_ZOOM },
  );
  return { longitude: fitted.longitude, latitude: fitted.latitude, zoom: fitted.zoom };
}

/** The view's bounds in degrees, rounded so a sub-pixel pan does not ask the worker again. */
export function viewBounds(state: MapViewState, size: { width: number; height: number }) {
  const viewport = new WebMercatorViewport({
    ...state,
    width: Math.max(1, size.width),
    height: Math.max(1, size.height),
  });
  const [west, south, east, north] = viewport.getBounds();
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    west: round(west),
    south: round(south),
    east: round(east),
    north: round(north),
    zoom: Math.floor(state.zoom),
  };
}
