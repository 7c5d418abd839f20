/**
 * The member map's clusters as a collection a live query reads. Per map window (one filter's
 * located members, a window page of `GET /users?forMap=true`) one supercluster index is kept,
 * rebuilt when a member in it moves, changes status or guide, or the window is read again; each
 * view (bounds and zoom) is a collection of the items it shows, rewritten from that index. The
 * index is shared by the views of a window and released with the last of them, so panning and
 * zooming only asks the index, and never rebuilds it.
 */
import { createCollection, createLiveQueryCollection, eq, type Collection } from '@tanstack/db';
import type { QueryCollections } from '../queries/define.ts';
import { MemberClusters, type MapItem, type MapPoint, type MapView } from './member-clusters.ts';

/** How long a view nobody reads keeps its subscription (a screen re-rendering asks again at once). */
const VIEW_GC_MS = 2_000;

interface SharedIndex {
  clusters: MemberClusters;
  views: Set<() => void>;
  stop: () => void;
}

/** The indexes of one engine (keyed by its page slots' collection), per window page. */
const indexesOf = new WeakMap<object, Map<string, SharedIndex>>();

function acquireIndex(collections: QueryCollections, pageKey: string): SharedIndex {
  let indexes = indexesOf.get(collections.pageSlot);
  if (!indexes) indexesOf.set(collections.pageSlot, (indexes = new Map()));
  const existing = indexes.get(pageKey);
  if (existing) return existing;
  const points = createLiveQueryCollection({
    startSync: true,
    query: (q) =>
      q
        .from({ slot: collections.pageSlot })
        .join({ member: collections.user }, ({ slot, member }) => eq(slot.rowId, member.id), 'inner')
        .where(({ slot }) => eq(slot.pageKey, pageKey))
        .select(({ member }) => ({
          id: member.id,
          name: member.name,
          coords: member.coords,
          memberStatusId: member.memberStatusId,
          assignedGuideId: member.assignedGuideId,
          guideName: member.assignedGuideName,
        })),
  });
  const shared: SharedIndex = { clusters: new MemberClusters(), views: new Set(), stop: () => {} };
  let rebuildQueued = false;
  const rebuild = () => {
    rebuildQueued = false;
    shared.clusters.load(
      points.toArray.flatMap((p): MapPoint[] =>
        p.coords
          ? [
              {
                id: p.id,
                lat: p.coords.lat,
                lng: p.coords.lng,
                name: p.name ?? '',
                memberStatusId: p.memberStatusId ?? null,
                assignedGuideId: p.assignedGuideId ?? null,
                guideName: p.guideName ?? null,
              },
            ]
          : [],
      ),
    );
    for (const view of shared.views) view();
  };
  // A burst of changes (a window read again: thousands of slots) rebuilds once.
  const subscription = points.subscribeChanges(
    () => {
      if (rebuildQueued) return;
      rebuildQueued = true;
      queueMicrotask(rebuild);
    },
    { includeInitialState: false },
  );
  rebuild();
  shared.stop = () => {
    subscription.unsubscribe();
    void points.cleanup();
    indexes.delete(pageKey);
  };
  indexes.set(pageKey, shared);
  return shared;
}

/**
 * The items of one view of a map window, kept current with the window's members.
 *
 * @example
 *   q.from({ item: clusterCollection(collections, mapPage(query).key, { west, south, east, north, zoom: 4 }) })
 */
export function clusterCollection(
  collections: QueryCollections,
  pageKey: string,
  view: MapView,
): Collection<MapItem, string> {
  return createCollection<MapItem, string>({
    id: `memberMap:${pageKey}:${view.west},${view.south},${view.east},${view.north},${view.zoom}`,
    getKey: (item) => item.id,
    startSync: true,
    gcTime: VIEW_GC_MS,
    sync: {
      sync: ({ begin, write, commit, markReady }) => {
        const shared = acquireIndex(collections, pageKey);
        let shown = new Map<string, MapItem>();
        const refresh = () => {
          const next = new Map(shared.clusters.itemsIn(view).map((item) => [item.id, item]));
          begin();
          for (const [id, item] of shown) if (!next.has(id)) write({ type: 'delete', value: item });
          for (const [id, item] of next) {
            const before = shown.get(id);
            if (!before) write({ type: 'insert', value: item });
            else if (!sameItem(before, item)) write({ type: 'update', value: item });
          }
          void commit();
          shown = next;
        };
        shared.views.add(refresh);
        refresh();
        markReady();
        return () => {
          shared.views.delete(refresh);
          if (shared.views.size === 0) shared.stop();
        };
      },
    },
  });
}

const sameItem = (a: MapItem, b: MapItem) => (Object.keys(a) as (keyof MapItem)[]).every((key) => a[key] === b[key]);
