import { describe, expect, it } from 'vitest';
import { dayRoute, plannedAddress, routeSegments, type PlannedStop } from './day-route.ts';

const stop = (over: Partial<PlannedStop> & Pick<PlannedStop, 'id' | 'memberId'>): PlannedStop => ({
  type: 'visit',
  time: null,
  resolved: false,
  memberName: over.memberId,
  coords: { lat: 41.88, lng: -87.63 },
  ...over,
});

describe('a guide’s day as a route', () => {
  it('numbers the stops in time order, anytime last, equal times in their own order', () => {
    const route = dayRoute(
      [
        stop({ id: 'e1', memberId: 'm1', time: null }),
        stop({ id: 'e2', memberId: 'm2', time: '14:00', type: 'call' }),
        stop({ id: 'e3', memberId: 'm3', time: '09:30' }),
        stop({ id: 'e4', memberId: 'm4', time: '09:30' }),
      ],
      [],
      new Map(),
      'America/Chicago',
    );
    expect(route.map((s) => [s.number, s.id])).toEqual([
      [1, 'e3'],
      [2, 'e4'],
      [3, 'e2'],
      [4, 'e1'],
    ]);
    expect(route.every((s) => !s.done)).toBe(true);
  });

  it('marks a stop done when resolved or its member was visited that day; a visit nobody planned is a done stop of its own', () => {
    const visitAt = Date.parse('2026-12-03T16:00:00Z'); // 10:00 in Chicago
    const route = dayRoute(
      [
        stop({ id: 'e1', memberId: 'm1', time: '09:00' }),
        stop({ id: 'e2', memberId: 'm2', time: '11:00', resolved: true, type: 'call' }),
        stop({ id: 'e3', memberId: 'm3', time: '12:00', type: 'call' }),
      ],
      [
        { id: 'v1', memberId: 'm1', timestampMs: visitAt },
        { id: 'v2', memberId: 'm9', memberName: 'Nine', timestampMs: visitAt },
        { id: 'v3', memberId: 'm3', timestampMs: visitAt },
      ],
      new Map([['m9', { lat: 41.9, lng: -87.7 }]]),
      'America/Chicago',
    );
    expect(route.map((s) => [s.id, s.time, s.done])).toEqual([
      ['e1', '09:00', true],
      ['visit:v2', '10:00', true],
      ['e2', '11:00', true],
      // A visit does not answer a planned call.
      ['e3', '12:00', false],
    ]);
    expect(route[1]).toMatchObject({ unplanned: true, memberName: 'Nine', coords: { lat: 41.9, lng: -87.7 } });
  });

  it('places a visit at the address it is planned at, and any other stop at its member’s place', () => {
    const home = { lat: 41.88, lng: -87.63 };
    const clinic = { lat: 41.79, lng: -87.6 };
    const route = dayRoute(
      [
        stop({ id: 'e1', memberId: 'm1', time: '09:00', coords: home, visitCoords: clinic }),
        stop({ id: 'e2', memberId: 'm2', time: '10:00', coords: null, visitCoords: null }),
        stop({ id: 'e3', memberId: 'm3', time: '11:00', coords: null }),
      ],
      [],
      new Map([['m2', home]]),
      'America/Chicago',
    );
    expect(route.map((s) => [s.id, s.coords])).toEqual([
      ['e1', clinic],
      ['e2', home],
      ['e3', null],
    ]);
  });

  it('joins only the placed stops, in order, by straight segments', () => {
    const route = dayRoute(
      [
        stop({ id: 'e1', memberId: 'm1', time: '09:00', coords: { lat: 1, lng: 2 } }),
        stop({ id: 'e2', memberId: 'm2', time: '10:00', coords: null }),
        stop({ id: 'e3', memberId: 'm3', time: '11:00', coords: { lat: 3, lng: 4 } }),
      ],
      [],
      new Map(),
      'UTC',
    );
    expect(routeSegments(route)).toEqual([{ from: [2, 1], to: [4, 3] }]);
  });

  it('words the planned address: the event’s address, else its place, else the member’s', () => {
    expect(
      plannedAddress(
        stop({
          id: 'e',
          memberId: 'm',
          addressLine1: '12 Main St',
          addressCity: 'Austin',
          addressState: 'TX',
          addressZip: '78701',
        }),
      ),
    ).toBe('12 Main St, Austin, TX 78701');
    expect(plannedAddress(stop({ id: 'e', memberId: 'm', visitLocation: 'Library', memberShortAddress: 'x' }))).toBe(
      'Library',
    );
    expect(plannedAddress(stop({ id: 'e', memberId: 'm', memberShortAddress: '4 Elm St, Waco' }))).toBe(
      '4 Elm St, Waco',
    );
    expect(plannedAddress(stop({ id: 'e', memberId: 'm' }))).toBeNull();
  });
});
