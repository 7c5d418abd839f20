// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberListQuery, SyncClient } from '../../sync/client/index.ts';
import { PREFETCH_AFTER_MS } from '../platform/idle-prefetch.ts';
import { ServicesProvider, type AppServices } from '../services/services.tsx';
import { OVERVIEW } from './map/map-overview.ts';
import { usePreparedMap } from './use-prepared-map.ts';

// The map's code (deck.gl) stays out of this test: its preparation is the e2e spec's and the benchmark's.
vi.mock('./map/MemberMapView.tsx', () => ({ default: () => null }));
vi.mock('./map/warm-map.ts', () => ({ warmMapRenderer: async () => undefined }));

const QUERY: MemberListQuery = { showOnlyMyMembers: false };

/** A sync client that records which queries are held and which were let go. */
function recordingSync() {
  const held: { name: string; params: unknown; released: boolean }[] = [];
  const live = vi.fn((name: string, params: unknown) => {
    const entry = { name, params, released: false };
    held.push(entry);
    return {
      observable: new Subject(),
      current: () => ({ rows: [], status: 'loading' }),
      release: () => (entry.released = true),
    };
  });
  return { held, sync: { live } as unknown as SyncClient };
}

function Prepares({ mapShown }: { mapShown: boolean }) {
  usePreparedMap(QUERY, mapShown);
  return null;
}

function show(sync: SyncClient, mapShown: boolean) {
  return render(
    <ServicesProvider services={{ sync } as unknown as AppServices}>
      <Prepares mapShown={mapShown} />
    </ServicesProvider>,
  );
}

describe('usePreparedMap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("holds the map's overview and summary once the list has been idle, and lets them go with the list", () => {
    const { held, sync } = recordingSync();
    const shown = show(sync, false);
    act(() => {
      vi.advanceTimersByTime(PREFETCH_AFTER_MS - 1);
    });
    expect(held).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(PREFETCH_AFTER_MS + 1);
    });
    expect(held.map(({ name, params }) => [name, params])).toEqual([
      ['memberMapClusters', { query: QUERY, view: OVERVIEW }],
      ['memberMapSummary', { query: QUERY }],
    ]);
    expect(held.every((entry) => !entry.released)).toBe(true);
    shown.unmount();
    expect(held.every((entry) => entry.released)).toBe(true);
  });

  it('asks for the members at once while the map is shown, not after the idle wait', () => {
    const { held, sync } = recordingSync();
    show(sync, true);
    expect(held.map(({ name }) => name)).toEqual(['memberMapClusters', 'memberMapSummary']);
  });

  it('holds nothing when the list goes before it was idle', () => {
    const { held, sync } = recordingSync();
    show(sync, false).unmount();
    act(() => {
      vi.advanceTimersByTime(3 * PREFETCH_AFTER_MS);
    });
    expect(held).toEqual([]);
  });
});
