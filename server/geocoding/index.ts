/**
 * The geocoder the server uses. The default is offline (zip code centroids); a deployment with a
 * real geocoding service sets its own adapter at start (`setGeocoder`), and tests may too.
 */
import type { Geocoder } from './geocoder.ts';
import { zipCentroidGeocoder } from './zip-centroids.ts';

let current: Geocoder = zipCentroidGeocoder;

export function geocoder(): Geocoder {
  return current;
}

/** Replaces the geocoder (a real service's adapter); returns the one it replaced. */
export function setGeocoder(next: Geocoder): Geocoder {
  const previous = current;
  current = next;
  return previous;
}

export type { Coords, GeocodableAddress, Geocoder } from './geocoder.ts';
export { locateByZip, zipCentroidGeocoder } from './zip-centroids.ts';
