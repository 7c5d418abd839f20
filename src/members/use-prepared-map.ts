import { useEffect, useState } from 'react';
import { filter, firstValueFrom } from 'rxjs';
import type { LiveHandle, MemberListQuery } from '../../sync/client/index.ts';
import { whenIdleAfterStart } from '../platform/idle-prefetch.ts';
import { preloadable } from '../platform/preloadable.tsx';
import { useServices } from '../services/services.tsx';
import { OVERVIEW } from './map/map-overview.ts';

/** The map's code (deck.gl, the state outlines) is left out of the list's first load and fetched once the list has been idle a while. */
export const MemberMapView = preloadable(async () => (await import('./map/MemberMapView.tsx')).default);

/**
 * Gets the member list's map ready while the list is shown and idle, so a first switch to it shows a
 * map already drawn (test/bench/RESULTS.md, the members map's first switch): its code, and the members
 * it would place, held as the map holds them (the overview and the count of members with no location,
 * for the list's current filters) until the list goes. While the map is shown (`mapShown`) its members
 * are asked for at once, alongside its code rather than after it.
 *
 * Answers whether the page should keep the map mounted while the list is shown: once prepared (and then
 * through every later switch), where the browser has WebGL 2. The page keeps it drawn out of sight (`MapStage`), so a
 * switch only reveals it: a map mounted on the click made its WebGL context, sized its drawing buffer
 * and linked its shaders then, about a second without a GPU.
 */
export function usePreparedMap(query: MemberListQuery, mapShown: boolean): boolean {
  const { sync } = useServices();
  const [prepared, setPrepared] = useState(false);
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
      probeWebGl2();
      const placed = firstValueFrom(holdMembers().observable.pipe(filter((view) => view.status !== 'loading')));
      // A failure is left for the map to show when it is switched to.
      Promise.all([MemberMapView.preload(), placed]).then(
        () => setPrepared(true),
        () => undefined,
      );
    });
    return () => {
      cancel();
      release();
    };
  }, [sync, query, mapShown]);
  // WebGL 2 is probed while the list is idle only: a probe's context made beside a map being shown cost it seconds in software.
  return prepared && webGl2 === true;
}

let webGl2: boolean | undefined;

/**
 * Whether a WebGL 2 context can be made here (not where the GPU is off, as in the end-to-end tests' headless
 * shell): asked once of a 1 px canvas, then let go. Without it the map is mounted only while shown.
 */
function probeWebGl2(): void {
  if (webGl2 === undefined) {
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    const gl = probe.getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    webGl2 = gl !== null;
  }
}
