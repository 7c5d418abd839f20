/**
 * US state outlines for the map's background, from us-atlas (bundled with the map's chunk: no
 * tiles, nothing fetched from outside the machine).
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';

const topology = statesTopology as unknown as Topology<{ states: GeometryCollection }>;

export const US_STATES = feature(topology, topology.objects.states);
