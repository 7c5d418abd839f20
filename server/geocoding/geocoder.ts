/**
 * The geocoder port: where an address is on the map. The member map places a member at their first
 * located address; an address the geocoder cannot place is stored without coordinates and the map
 * counts its member as having no location.
 */
export interface Coords {
  lat: number;
  lng: number;
}

/** The parts of an address a geocoder reads (no name, no description: nothing else leaves the server). */
export interface GeocodableAddress {
  line1: string;
  city: string;
  state: string;
  zip: string;
}

export interface Geocoder {
  /** Where the address is, or null when it cannot be placed (an unknown zip code). Never throws for a bad address. */
  locate(address: GeocodableAddress): Promise<Coords | null>;
}
