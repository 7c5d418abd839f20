/**
 * The map's first frame made once, out of the user's sight, while the member list is idle: a first
 * switch to the map then finds the browser's WebGL set up, its shaders linked and deck.gl's font atlas
 * drawn. Without a GPU (WebGL in software) that first frame cost about a second of the page's main
 * thread and of the GPU process; a later map, in a new WebGL context, paints in a few hundred
 * milliseconds because the browser keeps linked programs by their source and its GPU process keeps
 * what it set up for a shown WebGL canvas (test/bench/RESULTS.md, the members map prepared while idle).
 * The same layers as the real map (`mapLayers`), over a sample cluster, a member and one square for the
 * outlines, so every program the map draws with is among them.
 */
import { Deck, MapView } from '@deck.gl/core';
import type { FeatureCollection } from 'geojson';
import { mapLayers, type MapItem } from './map-layers.ts';
import { INITIAL_ZOOM, USA_CENTRE } from './map-view-state.ts';

const HEIGHT_PX = 512;
const MAX_WIDTH_PX = 1280;
const CENTRE = { longitude: USA_CENTRE.lng, latitude: USA_CENTRE.lat, zoom: INITIAL_ZOOM };
/** Software WebGL draws the first frame in about a second; past this the warm-up gives up and leaves. */
const GIVE_UP_AFTER_MS = 10_000;

const SAMPLE_ITEMS: MapItem[] = [
  {
    id: 'cluster:warm',
    kind: 'cluster',
    lat: CENTRE.latitude,
    lng: CENTRE.longitude,
    count: 12,
    expansionZoom: 6,
    memberId: null,
    name: null,
    memberStatusId: null,
    assignedGuideId: null,
    guideName: null,
  },
  {
    id: 'member:warm',
    kind: 'member',
    lat: CENTRE.latitude + 1,
    lng: CENTRE.longitude + 1,
    count: 1,
    expansionZoom: null,
    memberId: 'warm',
    name: null,
    memberStatusId: 1,
    assignedGuideId: null,
    guideName: null,
  },
];

const SQUARE: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-100, 38],
            [-97, 38],
            [-97, 41],
            [-100, 41],
            [-100, 38],
          ],
        ],
      },
    },
  ],
};

let warmed: Promise<void> | null = null;

/**
 * Draws the sample once in a canvas of about the map's size, then lets the canvas and its WebGL context go.
 * Once per page; resolves without drawing where the browser has no WebGL 2 (nothing is logged).
 */
export function warmMapRenderer(): Promise<void> {
  warmed ??= drawOnce();
  return warmed;
}

function drawOnce(): Promise<void> {
  if (!hasWebGl2()) return Promise.resolve();
  // About the map's own size (its box is 32 rem high, most of the list's width): a WebGL context and its
  // drawing buffer cost in proportion to the canvas in software, and a later one of the same size reuses the memory.
  const width = Math.min(window.innerWidth, MAX_WIDTH_PX);
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  // On screen for two frames at 1% opacity, out of the pointer's way and hidden from assistive technology: a
  // canvas hidden or off-screen is never composited, and a first switch then still paid the GPU process's set-up.
  holder.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${HEIGHT_PX}px;opacity:0.01;pointer-events:none`;
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'width:100%;height:100%';
  holder.append(canvas);
  document.body.append(holder);
  return new Promise<void>((resolve) => {
    let deck: Deck<MapView> | null = null;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      // After the frame: finalizing inside deck.gl's own render callback would pull the device from under it.
      setTimeout(
        () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              deck?.finalize();
              holder.remove();
              resolve();
            }, 0),
          ),
        0,
      );
    };
    // A frame that never comes (a context lost on the way) must not leave the canvas in the page.
    setTimeout(done, GIVE_UP_AFTER_MS);
    // The map's own way to its device (deck.gl creates it on the canvas), so the context is made alike.
    deck = new Deck({
      canvas,
      views: new MapView({ repeat: false }),
      viewState: CENTRE,
      layers: mapLayers(SAMPLE_ITEMS, null, () => undefined, null, SQUARE),
      onAfterRender: done,
      onError: done,
    });
  });
}

/** Whether a WebGL 2 context can be made here (none where the GPU is off): asked of a 1 px canvas, then let go. */
function hasWebGl2(): boolean {
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const gl = probe.getContext('webgl2');
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return gl !== null;
}
