import { describe, expect, it } from 'vitest';
import type { LiveView } from '../../../sync/client/index.ts';
import { shownView } from './kept-view.ts';

const page1: LiveView<{ id: string }> = { status: 'ready', rows: [{ id: 'a' }] };
const loading: LiveView<{ id: string }> = { status: 'loading', rows: [] };

describe('shownView', () => {
  it('keeps the last ready rows while the next query has none yet, marked stale', () => {
    expect(shownView({ view: loading, params: 2 }, { view: page1, params: 1 })).toEqual({
      view: page1,
      params: 1,
      stale: true,
    });
  });

  it('shows the current view once it has rows, is ready or failed, or when nothing was shown before', () => {
    const partial: LiveView<{ id: string }> = { status: 'loading', rows: [{ id: 'b' }] };
    const empty: LiveView<{ id: string }> = { status: 'ready', rows: [] };
    const failed: LiveView<{ id: string }> = { status: 'error', rows: [] };
    expect(shownView({ view: partial, params: 2 }, { view: page1, params: 1 })).toEqual({
      view: partial,
      params: 2,
      stale: false,
    });
    expect(shownView({ view: empty, params: 2 }, { view: page1, params: 1 })).toEqual({
      view: empty,
      params: 2,
      stale: false,
    });
    expect(shownView({ view: failed, params: 2 }, { view: page1, params: 1 })).toEqual({
      view: failed,
      params: 2,
      stale: false,
    });
    expect(shownView({ view: loading, params: 1 }, undefined)).toEqual({ view: loading, params: 1, stale: false });
  });
});
