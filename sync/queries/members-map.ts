/**
 * The member map (spec part 3 "Members map"): the list's filters with `forMap=true`, unpaged, as
 * one window of located members; the clusters and members a view shows, computed in the worker
 * (sync/map/); and how many members the map could not place. Live: a member in the window whose
 * status, guide or place changes re-clusters in place; an address written anywhere has the
 * window read again (a member who just got a located address joins the map).
 */
import { count, eq, max } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { clusterCollection } from '../map/cluster-collection.ts';
import type { MapView } from '../map/member-clusters.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';
import type { MemberListQuery } from './members.ts';

/** The list's search and filters; the map has no paging and no sort. */
export type MemberMapQuery = Omit<MemberListQuery, 'page-start' | 'page-size' | 'orderBy' | 'orderDirection'>;

export interface MemberMapParams {
  query: MemberMapQuery;
}

export interface MemberMapViewParams extends MemberMapParams {
  view: MapView;
}

export function memberMapPage(query: MemberMapQuery) {
  return page(OPERATIONS.memberList, { query: { ...query, forMap: true, includeCount: true } }, { window: true });
}

/**
 * @example
 *   useLive('memberMapClusters', { query: { showOnlyMyMembers: true }, view: { west: -125, south: 24, east: -66, north: 50, zoom: 4 } })
 */
export const memberMapClusters = defineQuery({
  name: 'memberMapClusters',
  reasksOn: ['address'],
  pages: ({ query }: MemberMapViewParams) => [
    memberMapPage(query),
    page(OPERATIONS.team, { query: { allViewable: true } }),
  ],
  query:
    ({ query, view }, collections) =>
    (q) =>
      q
        .from({ item: clusterCollection(collections, memberMapPage(query).key, view) })
        .orderBy(({ item }) => item.rank, 'asc')
        .select(({ item }) => ({
          id: item.id,
          kind: item.kind,
          lat: item.lat,
          lng: item.lng,
          count: item.count,
          expansionZoom: item.expansionZoom,
          memberId: item.memberId,
          name: item.name,
          memberStatusId: item.memberStatusId,
          assignedGuideId: item.assignedGuideId,
          /** The guide's name (null when unassigned or not in the directory). */
          guideName: item.guideName,
        })),
});
export type MemberMapItem = RowOf<typeof memberMapClusters>;

/** How many members the filters match and how many of them the map places (the rest have no location). */
export const memberMapSummary = defineQuery({
  name: 'memberMapSummary',
  reasksOn: ['address'],
  pages: ({ query }: MemberMapParams) => [memberMapPage(query)],
  query:
    ({ query }, { pageSlot }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .where(({ slot }) => eq(slot.pageKey, memberMapPage(query).key))
        .groupBy(({ slot }) => slot.pageKey)
        .select(({ slot }) => ({
          id: slot.pageKey,
          matching: max(slot.total),
          located: count(slot.id),
        })),
});
export type MemberMapSummary = RowOf<typeof memberMapSummary>;
