import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultFilterConfig,
  FILTER_CONFIG_KEY,
  noFilters,
  parseFilterConfig,
  readFilterConfig,
  storeFilterConfig,
  withFilters,
  withMyMembers,
  withPage,
  withPageSize,
  withSearchTerm,
  withSort,
  withViewMode,
  type FilterConfig,
} from './filter-config.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const guideDefaults = defaultFilterConfig('GUIDE');

describe('filterConfig defaults', () => {
  it('turns My members on for everyone but ADMIN, and starts at the first page of 10 in the server order', () => {
    expect(guideDefaults).toEqual({
      searchTerm: '',
      showOnlyMyMembers: true,
      'page-start': 0,
      'page-size': 10,
      orderBy: null,
      orderDirection: 'ASC',
      viewMode: 'list-view',
      clientIds: [],
      guideIds: [],
      memberStatusIds: [],
      memberStageIds: [],
      outreachPhases: [],
    });
    expect(defaultFilterConfig('ADMIN').showOnlyMyMembers).toBe(false);
    expect(defaultFilterConfig('GUIDE_SUPERVISOR').showOnlyMyMembers).toBe(true);
  });
});

describe('filterConfig persistence', () => {
  it('stores under filterConfig and reads back the same settings', () => {
    const storage = memoryStorage();
    const config: FilterConfig = {
      ...guideDefaults,
      searchTerm: 'ros',
      showOnlyMyMembers: false,
      'page-start': 50,
      'page-size': 25,
      orderBy: 'lastEventAt',
      orderDirection: 'DESC',
      memberStatusIds: ['3', '4'],
      outreachPhases: ['final-outreach'],
    };
    storeFilterConfig(storage, config);
    expect([...storage.items.keys()]).toEqual([FILTER_CONFIG_KEY]);
    expect(readFilterConfig(storage, guideDefaults)).toEqual(config);
  });

  it('reads the defaults when nothing, garbage or a non-object is stored', () => {
    for (const raw of [null, '', '{not json', 'null', '42', '"text"', '[1,2]'])
      expect(parseFilterConfig(raw, guideDefaults)).toEqual(guideDefaults);
  });

  it('keeps the good fields of a damaged entry and defaults the others', () => {
    const raw = JSON.stringify({
      searchTerm: 7,
      showOnlyMyMembers: 'yes',
      'page-size': 11,
      'page-start': -10,
      orderBy: 'dateOfBirth',
      orderDirection: 'UP',
      memberStatusIds: [3, '3', '', null, { id: 1 }, 4],
      guideIds: 'g1',
      outreachPhases: ['initial-outreach'],
      extra: true,
    });
    expect(parseFilterConfig(raw, guideDefaults)).toEqual({
      ...guideDefaults,
      memberStatusIds: ['3', '4'],
      outreachPhases: ['initial-outreach'],
    });
  });

  it('puts a stored offset on a page boundary of the stored size and keeps within the bounds the server takes', () => {
    expect(parseFilterConfig(JSON.stringify({ 'page-size': 25, 'page-start': 60 }), guideDefaults)['page-start']).toBe(
      50,
    );
    expect(parseFilterConfig(JSON.stringify({ 'page-start': 1e12 }), guideDefaults)['page-start']).toBe(100_000_000);
    expect(parseFilterConfig(JSON.stringify({ searchTerm: 'x'.repeat(300) }), guideDefaults).searchTerm).toHaveLength(
      100,
    );
    expect(
      parseFilterConfig(
        JSON.stringify({ outreachPhases: Array.from({ length: 30 }, (_, i) => `p${i}`) }),
        guideDefaults,
      ).outreachPhases,
    ).toHaveLength(10);
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readFilterConfig(blocked, guideDefaults)).toEqual(guideDefaults);
    expect(() => storeFilterConfig(blocked, guideDefaults)).not.toThrow();
  });
});

describe('active filter count', () => {
  it('counts the dynamic filters with a choice, not search or My members', () => {
    expect(activeFilterCount(guideDefaults)).toBe(0);
    expect(activeFilterCount({ ...withSearchTerm(guideDefaults, 'ros'), memberStatusIds: ['1'] })).toBe(1);
    expect(
      activeFilterCount({
        ...noFilters(),
        clientIds: ['c'],
        guideIds: ['g'],
        memberStatusIds: ['1', '2'],
        memberStageIds: ['1'],
        outreachPhases: ['final-outreach'],
      }),
    ).toBe(5);
  });
});

describe('filterConfig transitions', () => {
  const onPage3: FilterConfig = { ...guideDefaults, 'page-start': 20 };

  it('returns to the first page when the search, filters, My members, sort or page size change', () => {
    expect(withSearchTerm(onPage3, 'ros')['page-start']).toBe(0);
    expect(withFilters(onPage3, { ...noFilters(), memberStatusIds: ['1'] })).toMatchObject({
      'page-start': 0,
      memberStatusIds: ['1'],
    });
    expect(withMyMembers(onPage3, false)).toMatchObject({ 'page-start': 0, showOnlyMyMembers: false });
    expect(withSort(onPage3, { orderBy: 'name', direction: 'DESC' })).toMatchObject({
      'page-start': 0,
      orderBy: 'name',
      orderDirection: 'DESC',
    });
    expect(withPageSize(onPage3, 25)).toMatchObject({ 'page-start': 0, 'page-size': 25 });
  });

  it('keeps the page when the debounced term did not change', () => {
    const searched = { ...withSearchTerm(guideDefaults, 'ros'), 'page-start': 20 };
    expect(withSearchTerm(searched, 'ros')).toBe(searched);
  });

  it('goes back to the server order with a null sort and pages by the page size', () => {
    expect(withSort({ ...guideDefaults, orderBy: 'name', orderDirection: 'DESC' }, null)).toMatchObject({
      orderBy: null,
      orderDirection: 'ASC',
    });
    expect(withPage(guideDefaults, 2)['page-start']).toBe(20);
    expect(withPage({ ...guideDefaults, 'page-size': 5 }, 1)['page-start']).toBe(5);
    expect(withPage(guideDefaults, -1)['page-start']).toBe(0);
  });
});

describe('filterConfig view mode', () => {
  it('keeps the map view across a reload and falls back to the table for anything else', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    storeFilterConfig(store, withViewMode(guideDefaults, 'map-view'));
    expect(readFilterConfig(store, guideDefaults).viewMode).toBe('map-view');
    expect(parseFilterConfig(JSON.stringify({ viewMode: 'globe' }), guideDefaults).viewMode).toBe('list-view');
  });
});
