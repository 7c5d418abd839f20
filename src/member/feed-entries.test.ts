import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { feedReachedStart, groupByDay, mergeFeed } from './feed-entries.ts';

const at = (iso: string) => Date.parse(iso);
const item = (id: string, iso: string) => ({ id, timestampMs: at(iso) });
const status = (id: string, iso: string) => ({ id, effectiveAtMs: at(iso) });

describe('merging feed items and status events', () => {
  it('puts everything newest first', () => {
    const merged = mergeFeed(
      [item('i2', '2026-11-20T15:00:00Z'), item('i1', '2026-11-18T09:00:00Z')],
      [status('s1', '2026-11-19T12:00:00Z')],
      true,
    );
    expect(merged.map((e) => e.key)).toEqual(['item:i2', 'status:s1', 'item:i1']);
  });

  it('shows a status event above the item it came from when both share an instant', () => {
    const merged = mergeFeed([item('i1', '2026-11-20T15:00:00Z')], [status('s1', '2026-11-20T15:00:00Z')], true);
    expect(merged.map((e) => e.kind)).toEqual(['status', 'item']);
  });

  it('holds back status events older than the items read so far until the feed reaches its start', () => {
    const items = [item('i2', '2026-11-20T15:00:00Z'), item('i1', '2026-11-18T09:00:00Z')];
    const statuses = [status('new', '2026-11-19T00:00:00Z'), status('old', '2026-10-01T00:00:00Z')];
    expect(mergeFeed(items, statuses, false).map((e) => e.key)).toEqual(['item:i2', 'status:new', 'item:i1']);
    expect(mergeFeed(items, statuses, true).map((e) => e.key)).toEqual([
      'item:i2',
      'status:new',
      'item:i1',
      'status:old',
    ]);
  });

  it('shows status events alone when the feed has no items at all', () => {
    expect(mergeFeed([], [status('s1', '2026-11-19T00:00:00Z')], true).map((e) => e.key)).toEqual(['status:s1']);
    expect(mergeFeed([], [status('s1', '2026-11-19T00:00:00Z')], false)).toEqual([]);
  });

  it('orders ties the same way every time', () => {
    const items = [item('a', '2026-11-20T15:00:00Z'), item('b', '2026-11-20T15:00:00Z')];
    expect(mergeFeed(items, [], true).map((e) => e.key)).toEqual(
      mergeFeed([...items].reverse(), [], true).map((e) => e.key),
    );
  });
});

describe('grouping the feed by day', () => {
  const today = Temporal.PlainDate.from('2026-11-21');
  const entry = (iso: string) => ({ atMs: at(iso) });

  it("labels today, yesterday and tomorrow in the viewer's zone and dates the rest", () => {
    const days = groupByDay(
      [
        entry('2026-11-22T18:00:00Z'),
        entry('2026-11-21T20:00:00Z'),
        entry('2026-11-21T07:00:00Z'),
        entry('2026-11-21T03:00:00Z'),
        entry('2026-11-19T12:00:00Z'),
      ],
      today,
      'America/Chicago',
    );
    expect(days.map((d) => [d.day, d.relative, d.entries.length])).toEqual([
      ['2026-11-22', 'tomorrow', 1],
      ['2026-11-21', 'today', 2],
      // 03:00 UTC on the 21st is still the 20th in Chicago.
      ['2026-11-20', 'yesterday', 1],
      ['2026-11-19', undefined, 1],
    ]);
  });

  it('moves an entry to another day when the viewer is elsewhere', () => {
    expect(groupByDay([entry('2026-11-21T03:00:00Z')], today, 'Europe/Madrid')[0]?.relative).toBe('today');
  });

  it('has no days for no entries', () => {
    expect(groupByDay([], today, 'UTC')).toEqual([]);
  });
});

describe('the start of the feed', () => {
  it('is reached when a read answers fewer items than asked for', () => {
    expect(feedReachedStart('ready', 42, 100)).toBe(true);
    expect(feedReachedStart('ready', 100, 100)).toBe(false);
    expect(feedReachedStart('loading', 42, 100)).toBe(false);
    expect(feedReachedStart('error', 0, 100)).toBe(false);
  });
});
