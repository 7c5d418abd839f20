import { useEffect } from 'react';
import { filter, firstValueFrom } from 'rxjs';
import type { LiveHandle, MemberListQuery } from '../../sync/client/index.ts';
import { whenIdleAfterStart } from '../platform/idle-prefetch.ts';
import { preloadable } from '../platform/preloadable.tsx';
import { useServices } from '../services/services.tsx';
import { MAP_PREPARED_MARK, OVERVIEW } from './map/map-overview.ts';

/**
 * The map's code (deck.gl, the state outlines) is left out of the list's first load and fetched once
 * the list has been idle a while, with its first frame drawn out of sight (`map/warm-map.ts`).
 */
export const MemberMapView = preloadable(async () => (await import('./map/MemberMapView.tsx')).default);
const prepareMapCode = () =>
  Promise.all([MemberMapView.preload(), import('./map/warm-map.ts').then((module) => module.warmMapRenderer())]);

/**
 * Gets the member list's map ready while the list is shown and idle, so a first switch to it paints
 * as a later one does (test/bench/RESULTS.md, the members map's first switch): its code and first
 * frame (above), and the members it would place, held as the map holds them (the overview and the
 * count of members with no location, for the list's current filters) until the list goes, then for the
 * engine's usual linger. Nothing renders from them here: the handles are held, not watched. While the
 * map is shown (`mapShown`) its members are asked for at once, alongside its code rather than after it.
 */
export function usePreparedMap(query: MemberListQuery, mapShown: boolean): void {
  const { sync } = useServices();
  useEffect(() => {
    let held: LiveHandle<unknown>[] = [];
    const holdMembers = () => {
      const overview = sync.live('memberMapClusters', { query, view: OVERVIEW });
      held = [overview, sync.live('memberMapSummary', { query })];
      return overview;
    };
    const release = () => held.forEach((handle) => handle.release());
    if (mapShown) {
      holdMembers();
      return release;
    }
    const cancel = whenIdleAfterStart(() => {
      const placed = firstValueFrom(holdMembers().observable.pipe(filter((view) => view.status !== 'loading')));
      // The mark tells the benchmark when a switch would find everything ready (a failure is left for the map to show).
      Promise.all([prepareMapCode(), placed]).then(
        () => performance.mark(MAP_PREPARED_MARK),
        () => undefined,
      );
    });
    return () => {
      cancel();
      release();
    };
  }, [sync, query, mapShown]);
}
