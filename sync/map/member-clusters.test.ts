import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, MemberClusters, type MapPoint } from './member-clusters.ts';

const USA = { west: -130, south: 20, east: -60, north: 52 };

/** `n` members a few hundred metres apart around a city. */
function around(city: string, lat: number, lng: number, n: number): MapPoint[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${city}-${i}`,
    lat: lat + (i % 5) * 0.002,
    lng: lng + Math.floor(i / 5) * 0.002,
    name: `${city} member ${String(i).padStart(2, '0')}`,
    memberStatusId: i % 3,
    assignedGuideId: null,
    guideName: null,
  }));
}

describe('member clusters', () => {
  const chicago = around('chicago', 41.88, -87.63, 20);
  const newYork = around('new-york', 40.75, -73.99, 7);
  const clusters = new MemberClusters();
  clusters.load([...chicago, ...newYork]);

  it('groups each city into one cluster at the initial zoom, biggest first, counting every member', () => {
    const items = clusters.itemsIn({ ...USA, zoom: 4 });
    expect(items.map((i) => [i.kind, i.count])).toEqual([
      ['cluster', 20],
      ['cluster', 7],
    ]);
    expect(items[0]?.lat).toBeCloseTo(41.88, 1);
    expect(items.map((i) => i.rank)).toEqual([0, 1]);
  });

  it("gives a cluster's expansion zoom, where it splits into smaller clusters or members", () => {
    const [big] = clusters.itemsIn({ ...USA, zoom: 4 });
    const zoom = big!.expansionZoom!;
    expect(zoom).toBeGreaterThan(4);
    const inside = clusters.itemsIn({ west: -87.7, south: 41.8, east: -87.5, north: 42, zoom });
    expect(inside.length).toBeGreaterThan(1);
    expect(inside.reduce((sum, i) => sum + i.count, 0)).toBe(20);
  });

  it('shows lone members past the max zoom, with their name and status, ranked by name', () => {
    const items = clusters.itemsIn({ west: -74.1, south: 40.7, east: -73.9, north: 40.8, zoom: CLUSTER_MAX_ZOOM + 1 });
    expect(items).toHaveLength(7);
    expect(items.every((i) => i.kind === 'member' && i.count === 1 && i.expansionZoom === null)).toBe(true);
    expect(items[0]).toMatchObject({ id: 'member:new-york-0', memberId: 'new-york-0', memberStatusId: 0 });
    expect(items.map((i) => i.name)).toEqual([...items.map((i) => i.name)].sort());
  });

  it('keeps to the view: what is outside its bounds is not listed', () => {
    const east = clusters.itemsIn({ west: -80, south: 35, east: -70, north: 45, zoom: 4 });
    expect(east.map((i) => i.count)).toEqual([7]);
  });

  it('follows a reload: a member who moved or left re-clusters', () => {
    const moving = new MemberClusters();
    moving.load([...newYork]);
    expect(moving.itemsIn({ ...USA, zoom: 4 }).map((i) => i.count)).toEqual([7]);
    const [first, ...rest] = newYork;
    moving.load([{ ...first!, lat: 41.88, lng: -87.63 }, ...rest.slice(1)]);
    const items = moving.itemsIn({ ...USA, zoom: 4 });
    expect(items.map((i) => [i.kind, i.count])).toEqual([
      ['cluster', 5],
      ['member', 1],
    ]);
    expect(items[1]).toMatchObject({ memberId: first!.id });
  });

  it('answers nothing for no members and for a view wider than the world asks the whole of it', () => {
    expect(new MemberClusters().itemsIn({ ...USA, zoom: 4 })).toEqual([]);
    expect(
      clusters.itemsIn({ west: -400, south: -90, east: 400, north: 90, zoom: 1 }).reduce((s, i) => s + i.count, 0),
    ).toBe(27);
  });
});
