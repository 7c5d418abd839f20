import { describe, expect, it } from 'vitest';
import {
  docketTabs,
  effectiveTab,
  readFollowUpFilters,
  readSelectedTab,
  readTabBounds,
  storeFollowUpFilters,
  storeSelectedTab,
  storeTabBounds,
} from './docket-preferences.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('docket preferences', () => {
  it('remembers the tab per guide', () => {
    const storage = memoryStorage();
    storeSelectedTab(storage, 'g1', 'outreach');
    expect(readSelectedTab(storage, 'g1')).toBe('outreach');
    expect(readSelectedTab(storage, 'g2')).toBeUndefined();
    storage.setItem('docket.selectedTab.g2', 'bogus');
    expect(readSelectedTab(storage, 'g2')).toBeUndefined();
  });

  it('remembers each tab’s sort and page per guide, and drops what it cannot read', () => {
    const storage = memoryStorage();
    expect(readTabBounds(storage, 'g1', 'lateEvents')).toEqual({ sort: null, page: 0 });
    storeTabBounds(storage, 'g1', 'lateEvents', { sort: { columnId: 'member', direction: 'descending' }, page: 2 });
    expect(readTabBounds(storage, 'g1', 'lateEvents')).toEqual({
      sort: { columnId: 'member', direction: 'descending' },
      page: 2,
    });
    expect(readTabBounds(storage, 'g1', 'pendingEvents')).toEqual({ sort: null, page: 0 });
    expect(readTabBounds(storage, 'g2', 'lateEvents')).toEqual({ sort: null, page: 0 });
    storage.setItem(
      'docket.tabBounds.g2.outreach',
      JSON.stringify({ sort: { columnId: 'member', direction: 'sideways' }, page: -1 }),
    );
    expect(readTabBounds(storage, 'g2', 'outreach')).toEqual({ sort: null, page: 0 });
    storage.setItem(
      'docket.tabBounds.g2.outreach',
      JSON.stringify({ sort: { columnId: 'phase', direction: 'ascending' }, page: 1.5 }),
    );
    expect(readTabBounds(storage, 'g2', 'outreach')).toEqual({
      sort: { columnId: 'phase', direction: 'ascending' },
      page: 0,
    });
    storage.setItem('docket.tabBounds.g2.followUp', 'null');
    expect(readTabBounds(storage, 'g2', 'followUp')).toEqual({ sort: null, page: 0 });
  });

  it('starts with every filter on and remembers the choice per guide, in display order', () => {
    const storage = memoryStorage();
    expect(readFollowUpFilters(storage, 'g1')).toEqual(['calls', 'feedback', 'texts', 'visits']);
    storeFollowUpFilters(storage, 'g1', ['visits', 'calls']);
    expect(readFollowUpFilters(storage, 'g1')).toEqual(['calls', 'visits']);
    storeFollowUpFilters(storage, 'g1', []);
    expect(readFollowUpFilters(storage, 'g1')).toEqual([]);
    expect(readFollowUpFilters(storage, 'g2')).toHaveLength(4);
  });

  it('falls back to the defaults when storage is corrupt or blocked', () => {
    const storage = memoryStorage();
    storage.setItem('docket.followUpFilters.g1', '{not json');
    expect(readFollowUpFilters(storage, 'g1')).toHaveLength(4);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSelectedTab(blocked, 'g1')).toBeUndefined();
    expect(() => storeSelectedTab(blocked, 'g1', 'followUp')).not.toThrow();
  });

  it('shows Needs only with the needs-call flag and disables Follow up, Late events and Outreach on future days', () => {
    expect(docketTabs({ future: false, needsCall: false }).map((tab) => tab.id)).toEqual([
      'followUp',
      'pendingEvents',
      'lateEvents',
      'outreach',
    ]);
    expect(docketTabs({ future: true, needsCall: true })).toEqual([
      { id: 'followUp', disabled: true },
      { id: 'pendingEvents', disabled: false },
      { id: 'lateEvents', disabled: true },
      { id: 'needs', disabled: false },
      { id: 'outreach', disabled: true },
    ]);
  });

  it('uses the remembered tab when it can be shown, else the first usable one', () => {
    const today = docketTabs({ future: false, needsCall: false });
    const future = docketTabs({ future: true, needsCall: false });
    expect(effectiveTab('lateEvents', today)).toBe('lateEvents');
    expect(effectiveTab(undefined, today)).toBe('followUp');
    expect(effectiveTab('followUp', future)).toBe('pendingEvents');
    // The flag was switched off since the tab was chosen.
    expect(effectiveTab('needs', today)).toBe('followUp');
  });
});
