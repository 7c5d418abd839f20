/**
 * US county outlines (us-atlas `counties-10m.json`, ~800 kB), for a map zoomed in to zoom 6 or
 * closer. Imported on first need only, so a map opened at the country's scale never loads them
 * (Vite puts the file in a chunk of its own); the borders between counties are one mesh.
 */
import { useEffect, useState } from 'react';
import { mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Counties are drawn from this zoom on (at the country's scale they would be a grey smear). */
export const COUNTIES_MIN_ZOOM = 6;

export type CountyOutlines = ReturnType<typeof mesh>;

let loading: Promise<CountyOutlines> | null = null;

export function loadUsCounties(): Promise<CountyOutlines> {
  loading ??= import('us-atlas/counties-10m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{ counties: GeometryCollection }>;
    return mesh(topology, topology.objects.counties, (a, b) => a !== b);
  });
  return loading;
}

/** The county outlines once the map has been at zoom 6 or closer (null before, and while loading). */
export function useUsCounties(zoom: number | undefined): CountyOutlines | null {
  const [outlines, setOutlines] = useState<CountyOutlines | null>(null);
  const wanted = zoom !== undefined && zoom >= COUNTIES_MIN_ZOOM;
  useEffect(() => {
    if (!wanted || outlines) return;
    let live = true;
    loadUsCounties().then(
      (loaded) => {
        if (live) setOutlines(loaded);
      },
      () => {
        // Outlines are decoration: a failed chunk leaves the states alone (the next zoom tries again).
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, outlines]);
  return wanted ? outlines : null;
}
