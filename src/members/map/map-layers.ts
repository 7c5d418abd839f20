/**
 * The map's layers: state outlines under the member points and cluster discs, cluster counts on top.
 * Clusters grow with the log of their size so a 5,000-member cluster does not hide a state.
 */
import { GeoJsonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { LiveRow } from '../../data/index.ts';
import { CLUSTER_COLOR, statusColor } from './map-colors.ts';
import type { CountyOutlines } from './us-counties.ts';
import { US_STATES } from './us-states.ts';

export type MapItem = LiveRow<'memberMapClusters'>;

const radiusOf = (item: MapItem) => (item.kind === 'cluster' ? 12 + 5 * Math.log2(item.count) : 7);

/** The background: states, and county borders when zoomed in (`useUsCounties`). No tiles. */
export function outlineLayers(counties: CountyOutlines | null) {
  return [
    new GeoJsonLayer({
      id: 'us-states',
      data: US_STATES,
      stroked: true,
      filled: true,
      getFillColor: [241, 245, 249],
      getLineColor: [148, 163, 184],
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
    }),
    ...(counties
      ? [
          new GeoJsonLayer({
            id: 'us-counties',
            data: counties,
            stroked: true,
            filled: false,
            getLineColor: [203, 213, 225],
            lineWidthUnits: 'pixels',
            getLineWidth: 1,
          }),
        ]
      : []),
  ];
}

export function mapLayers(
  items: readonly MapItem[],
  selectedId: string | null,
  onPick: (item: MapItem) => void,
  counties: CountyOutlines | null = null,
) {
  return [
    ...outlineLayers(counties),
    new ScatterplotLayer<MapItem>({
      id: 'members',
      data: items,
      pickable: true,
      radiusUnits: 'pixels',
      getPosition: (item) => [item.lng, item.lat],
      getRadius: radiusOf,
      getFillColor: (item) => (item.kind === 'cluster' ? CLUSTER_COLOR : statusColor(item.memberStatusId)),
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: (item) => (item.id === selectedId ? 3 : 1),
      getLineColor: [255, 255, 255],
      updateTriggers: { getLineWidth: selectedId },
      onClick: ({ object }) => {
        if (object) onPick(object);
        return true;
      },
    }),
    new TextLayer<MapItem>({
      id: 'cluster-counts',
      data: items.filter((item) => item.kind === 'cluster'),
      getPosition: (item) => [item.lng, item.lat],
      getText: (item) => String(item.count),
      getSize: 13,
      getColor: [255, 255, 255],
      fontWeight: 700,
      characterSet: '0123456789',
    }),
  ];
}
