// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberListQuery, SyncClient } from '../../sync/client/index.ts';
import { PREFETCH_AFTER_MS } from '../platform/idle-prefetch.ts';
import { ServicesProvider, type AppServices } from '../services/services.tsx';
import { OVERVIEW } from './map/map-overview.ts';
import { usePreparedMap } from './use-prepared-map.ts';

// The map's code (deck.gl) stays out of this test: its drawing is the e2e spec's and the benchmark's.
vi.mock('./map/MemberMapView.tsx', () => ({ default: () => null }));

// happy-dom has no WebGL; the browser here has WebGL 2 (the map is kept only where it does).
const realGetContext = HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string) {
    return id === 'webgl2' ? ({ getExtension: () => null } as unknown as WebGL2RenderingContext) : null;
  } as typeof realGetContext;
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = realGetContext;
});

const QUERY: MemberListQuery = { showOnlyMyMembers: false };

/** A sync client that records which queries are held and which were let go. */
function recordingSync() {
  const held: { name: string; params: unknown; released: boolean }[] = [];
  const answers = new Subject<{ rows: unknown[]; status: string }>();
  const live = vi.fn((name: string, params: unknown) => {
    const entry = { name, params, released: false };
    held.push(entry);
    return {
      observable: answers,
      current: () => ({ rows: [], status: 'loading' }),
      release: () => (entry.released = true),
    };
  });
  return { held, answers, sync: { live } as unknown as SyncClient };
}

function Prepares({ mapShown }: { mapShown: boolean }) {
  const keepMap = usePreparedMap(QUERY, mapShown);
  return <output aria-label="map kept">{keepMap ? 'kept' : 'not kept'}</output>;
}

function show(sync: SyncClient, mapShown: boolean) {
  const services = { sync } as unknown as AppServices;
  const shown = render(
    <ServicesProvider services={services}>
      <Prepares mapShown={mapShown} />
    </ServicesProvider>,
  );
  const showAgain = (nowShown: boolean) =>
    shown.rerender(
      <ServicesProvider services={services}>
        <Prepares mapShown={nowShown} />
      </ServicesProvider>,
    );
  return Object.assign(shown, { showAgain });
}

const kept = () => screen.getByRole('status', { name: 'map kept' }).textContent;

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

  it('keeps the map once the list has been idle and its members are placed, not before', async () => {
    const { answers, sync } = recordingSync();
    show(sync, false);
    act(() => {
      vi.advanceTimersByTime(PREFETCH_AFTER_MS + 1);
    });
    expect(kept()).toBe('not kept');
    await act(async () => {
      answers.next({ rows: [], status: 'ready' });
      await vi.runAllTimersAsync();
    });
    expect(kept()).toBe('kept');
  });

  it('keeps the map mounted through switches to it and back', async () => {
    const { answers, sync } = recordingSync();
    const shown = show(sync, false);
    await act(async () => {
      vi.advanceTimersByTime(PREFETCH_AFTER_MS + 1);
      answers.next({ rows: [], status: 'ready' });
      await vi.runAllTimersAsync();
    });
    expect(kept()).toBe('kept');
    shown.showAgain(true);
    expect(kept()).toBe('kept');
    shown.showAgain(false);
    expect(kept()).toBe('kept');
  });
});
