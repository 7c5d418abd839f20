/**
 * The member map's clusters (spec part 3 section 9: grid 65, max zoom 14), built with supercluster
 * in the sync worker so the UI thread only draws what a view shows. The index is built once per
 * set of points (a filter's located members) and asked per view: the clusters and lone members
 * inside the view's bounds at its zoom.
 *
 * @example
 *   const clusters = new MemberClusters();
 *   clusters.load([{ id: 'm1', lat: 41.9, lng: -87.6, name: 'Rosa Díaz', memberStatusId: 1, assignedGuideId: null }]);
 *   clusters.itemsIn({ west: -130, south: 20, east: -60, north: 50, zoom: 4 });
 */
import Supercluster from 'supercluster';

export const CLUSTER_RADIUS = 65;
export const CLUSTER_MAX_ZOOM = 14;

/** A located member, as the map places and colours it. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  name: string;
  memberStatusId: number | null;
  assignedGuideId: string | null;
  /** The guide's name (null when unassigned or not in the directory). */
  guideName: string | null;
}

/** What the map shows: the bounds in degrees and the zoom (fractional; clusters use its floor). */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** One thing drawn: a cluster of members, or one member. */
export interface MapItem {
  /** `cluster:<id>` or `member:<member id>`. */
  id: string;
  kind: 'cluster' | 'member';
  lat: number;
  lng: number;
  /** Members in it (1 for a member). */
  count: number;
  /** A cluster: the zoom at which it splits (clicking it zooms there); null for a member. */
  expansionZoom: number | null;
  /** A member: theirs; null for a cluster. */
  memberId: string | null;
  name: string | null;
  memberStatusId: number | null;
  assignedGuideId: string | null;
  guideName: string | null;
  /** Where the list beside the map shows it: clusters by size, then members by name. */
  rank: number;
}

type Props = Omit<MapPoint, 'lat' | 'lng'>;

export class MemberClusters {
  private index = new Supercluster<Props>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });

  constructor() {
    // An index is asked only once loaded: none yet is an empty map.
    this.load([]);
  }

  /** Rebuilds the index over these points (every located member of the filters). */
  load(points: readonly MapPoint[]): void {
    this.index = new Supercluster<Props>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
    this.index.load(
      points.map(({ lat, lng, ...props }) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [lng, lat] },
        properties: props,
      })),
    );
  }

  /** The clusters and members inside the view at its zoom, ranked for the list beside the map. */
  itemsIn(view: MapView): MapItem[] {
    const zoom = Math.max(0, Math.min(CLUSTER_MAX_ZOOM + 1, Math.floor(view.zoom)));
    const features = this.index.getClusters(boundsOf(view), zoom);
    const items = features.map((feature): Omit<MapItem, 'rank'> => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        return {
          id: `cluster:${props.cluster_id}`,
          kind: 'cluster',
          lat,
          lng,
          count: props.point_count,
          expansionZoom: this.index.getClusterExpansionZoom(props.cluster_id),
          memberId: null,
          name: null,
          memberStatusId: null,
          assignedGuideId: null,
          guideName: null,
        };
      }
      const member = props as Props;
      return {
        id: `member:${member.id}`,
        kind: 'member',
        lat,
        lng,
        count: 1,
        expansionZoom: null,
        memberId: member.id,
        name: member.name,
        memberStatusId: member.memberStatusId,
        assignedGuideId: member.assignedGuideId,
        guideName: member.guideName,
      };
    });
    items.sort(
      (a, b) =>
        Number(a.kind === 'member') - Number(b.kind === 'member') ||
        b.count - a.count ||
        (a.name ?? '').localeCompare(b.name ?? '') ||
        a.id.localeCompare(b.id),
    );
    return items.map((item, rank) => ({ ...item, rank }));
  }
}

/**
 * The view's bounds as supercluster takes them. A view wider than the world asks for all of it;
 * a view across the antimeridian is given as west > east, which supercluster splits itself.
 */
function boundsOf(view: MapView): [number, number, number, number] {
  const south = Math.max(-85, Math.min(85, view.south));
  const north = Math.max(-85, Math.min(85, view.north));
  if (view.east - view.west >= 360) return [-180, south, 180, north];
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  return [wrap(view.west), south, wrap(view.east), north];
}
