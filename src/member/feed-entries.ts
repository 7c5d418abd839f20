/**
 * The activity feed's entries: feed items and status events merged newest first, then grouped by
 * the viewer's calendar day (spec part 1 section 2, "Activity feed"). Pure: the screen hands in
 * the live rows, today and the zone.
 */
import type { Temporal } from 'temporal-polyfill';
import { dayOf, type RelativeDay } from '../shared/time/days.ts';

export interface FeedItemLike {
  id: string;
  timestampMs: number;
}

export interface StatusEventLike {
  id: string;
  effectiveAtMs: number;
}

export type FeedEntry<Item extends FeedItemLike, Status extends StatusEventLike> =
  | { kind: 'item'; key: string; atMs: number; item: Item }
  | { kind: 'status'; key: string; atMs: number; status: Status };

/**
 * Items and status events, newest first. The feed is read from the newest end a hundred at a time,
 * so a status event older than the oldest item read so far waits until the items around it have
 * loaded (else it would sit at the bottom, out of place, while earlier items load); once the feed
 * is read to its start every status event shows. A status event at the same instant as an item sits
 * above it: it is what the item led to.
 */
export function mergeFeed<Item extends FeedItemLike, Status extends StatusEventLike>(
  items: readonly Item[],
  statuses: readonly Status[],
  reachedStart: boolean,
): FeedEntry<Item, Status>[] {
  const oldestLoaded = items.reduce((oldest, item) => Math.min(oldest, item.timestampMs), Number.POSITIVE_INFINITY);
  const entries: FeedEntry<Item, Status>[] = items.map((item) => ({
    kind: 'item',
    key: `item:${item.id}`,
    atMs: item.timestampMs,
    item,
  }));
  for (const status of statuses) {
    if (reachedStart || status.effectiveAtMs >= oldestLoaded)
      entries.push({ kind: 'status', key: `status:${status.id}`, atMs: status.effectiveAtMs, status });
  }
  return entries.sort((a, b) => b.atMs - a.atMs || rank(a) - rank(b) || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
}

const rank = (entry: { kind: 'item' | 'status' }) => (entry.kind === 'status' ? 0 : 1);

export interface FeedDay<Entry> {
  /** yyyy-MM-dd in the viewer's zone. */
  day: string;
  date: Temporal.PlainDate;
  relative: RelativeDay | undefined;
  entries: Entry[];
}

/** Consecutive entries of one calendar day (in `timeZone`) under one heading, in the given order. */
export function groupByDay<Entry extends { atMs: number }>(
  entries: readonly Entry[],
  today: Temporal.PlainDate,
  timeZone: string,
): FeedDay<Entry>[] {
  const days: FeedDay<Entry>[] = [];
  for (const entry of entries) {
    const { date, relative } = dayOf(entry.atMs, today, timeZone);
    const day = date.toString();
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, date, relative, entries: [entry] });
  }
  return days;
}

/** The feed has been read to its start: the last read answered fewer items than asked for. */
export function feedReachedStart(status: 'loading' | 'ready' | 'error', rowCount: number, upTo: number): boolean {
  return status === 'ready' && rowCount < upTo;
}
