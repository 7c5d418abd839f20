/**
 * A guide's day as a route (issue #35): the day's scheduled visits and calls in time order (anytime
 * last), numbered from 1; a visit the guide recorded that day marks its member's stops done, and a
 * recorded visit no event planned is a done stop of its own at the time it started. Stops are
 * joined in order by straight lines (no road routing offline); a visit planned at one of the
 * member's addresses is placed there, any other stop at the member's located address, and a stop
 * with neither is listed but not placed. Pure: the caller gives the rows and the zone.
 */
import { Temporal } from 'temporal-polyfill';
import type { Coords } from '../../../domain/index.ts';

export interface PlannedStop {
  id: string;
  type: string;
  /** 'HH:mm' (null: anytime). */
  time: string | null;
  resolved: boolean;
  memberId: string;
  memberName?: string | null;
  memberStatusId?: number | null;
  coords?: Coords | null;
  /** Where the address a visit is planned at was placed (the member's own place otherwise). */
  visitCoords?: Coords | null;
  visitLocation?: string | null;
  addressLine1?: string | null;
  addressCity?: string | null;
  addressState?: string | null;
  addressZip?: string | null;
  memberShortAddress?: string | null;
}

export interface RecordedVisit {
  id: string;
  memberId: string;
  memberName?: string | null;
  timestampMs: number;
}

export interface DayStop {
  id: string;
  /** 1-based, in time order. */
  number: number;
  /** 'visit' | 'call' (a recorded visit with no event is a 'visit'). */
  type: string;
  time: string | null;
  done: boolean;
  /** A visit recorded with no event planned for it. */
  unplanned: boolean;
  memberId: string;
  memberName: string;
  memberStatusId: number | null;
  /** Where the stop is drawn: the place of the address a visit is planned at, else the member's; null when neither is located. */
  coords: Coords | null;
  /** The planned address: the event's address, else its free-text place, else the member's first address. */
  address: string | null;
}

export function plannedAddress(stop: PlannedStop): string | null {
  if (stop.addressLine1) {
    const cityLine = [stop.addressCity, [stop.addressState, stop.addressZip].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    return [stop.addressLine1, cityLine].filter(Boolean).join(', ');
  }
  return stop.visitLocation || stop.memberShortAddress || null;
}

export function dayRoute(
  planned: readonly PlannedStop[],
  visits: readonly RecordedVisit[],
  places: ReadonlyMap<string, Coords | null>,
  timeZone: string,
): DayStop[] {
  const visited = new Set(visits.map((visit) => visit.memberId));
  const plannedMembers = new Set(planned.map((stop) => stop.memberId));
  const stops: Omit<DayStop, 'number'>[] = planned.map((stop) => ({
    id: stop.id,
    type: stop.type,
    time: stop.time,
    done: stop.resolved || (stop.type === 'visit' && visited.has(stop.memberId)),
    unplanned: false,
    memberId: stop.memberId,
    memberName: stop.memberName ?? '',
    memberStatusId: stop.memberStatusId ?? null,
    coords: stop.visitCoords ?? stop.coords ?? places.get(stop.memberId) ?? null,
    address: plannedAddress(stop),
  }));
  const seen = new Set<string>();
  for (const visit of visits) {
    if (plannedMembers.has(visit.memberId) || seen.has(visit.memberId)) continue;
    seen.add(visit.memberId);
    stops.push({
      id: `visit:${visit.id}`,
      type: 'visit',
      time: Temporal.Instant.fromEpochMilliseconds(visit.timestampMs)
        .toZonedDateTimeISO(timeZone)
        .toPlainTime()
        .toString({ smallestUnit: 'minute' }),
      done: true,
      unplanned: true,
      memberId: visit.memberId,
      memberName: visit.memberName ?? '',
      memberStatusId: null,
      coords: places.get(visit.memberId) ?? null,
      address: null,
    });
  }
  // Time order, anytime last; equal times keep the events' own order.
  const ordered = stops
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => {
      if (a.stop.time === b.stop.time) return a.index - b.index;
      if (a.stop.time === null) return 1;
      if (b.stop.time === null) return -1;
      return a.stop.time < b.stop.time ? -1 : 1;
    });
  return ordered.map(({ stop }, index) => ({ ...stop, number: index + 1 }));
}

/** The straight segments joining the placed stops in order. */
export function routeSegments(stops: readonly DayStop[]): { from: [number, number]; to: [number, number] }[] {
  const placed = stops.filter((stop) => stop.coords);
  return placed.slice(1).map((stop, index) => ({
    from: [placed[index]!.coords!.lng, placed[index]!.coords!.lat],
    to: [stop.coords!.lng, stop.coords!.lat],
  }));
}
