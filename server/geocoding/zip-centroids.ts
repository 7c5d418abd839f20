/**
 * The default geocoder: the centroid of the address's US zip code, from the `zipcodes` package's
 * offline table. It works with no network (nothing may leave the machine), at the cost of
 * precision: every member of a zip code shares one point, which the map's clusters absorb.
 */
import zipcodes from 'zipcodes';
import type { Coords, GeocodableAddress, Geocoder } from './geocoder.ts';

/** The five-digit zip of '12345' or '12345-6789'; anything else has no centroid. */
function fiveDigitZip(zip: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip);
  return match?.[1] ?? null;
}

export function locateByZip(address: Pick<GeocodableAddress, 'zip'>): Coords | null {
  const zip = fiveDigitZip(address.zip);
  const place = zip ? zipcodes.lookup(zip) : undefined;
  if (!place || !Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) return null;
  return { lat: place.latitude, lng: place.longitude };
}

export const zipCentroidGeocoder: Geocoder = {
  locate: (address) => Promise.resolve(locateByZip(address)),
};
