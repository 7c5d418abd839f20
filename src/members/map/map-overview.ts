/**
 * The view the map asks once per query to know where the members are: the whole world at zoom 6,
 * fine enough that the clusters' bounds are the members' within a few kilometres, coarse enough
 * to stay a few hundred items.
 */
export const OVERVIEW = { west: -180, south: -85, east: 180, north: 85, zoom: 6 };
/** A cluster's click never zooms past the point where every member stands alone (section 9: max zoom 14). */
export const CLUSTER_MAX_ZOOM_VIEW = 15;
