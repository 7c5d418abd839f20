import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  callLogQueryOf,
  cleared,
  defaultLogConfig,
  parseLogConfig,
  readLogConfig,
  storeLogConfig,
  textLogQueryOf,
  withFilters,
  withFlag,
  withPage,
  withPageSize,
  withRange,
  withSearchText,
  withSubject,
} from './calls-filter-config.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('the calls and texts settings', () => {
  it('start at the last 30 days, 10 a page, nothing narrowed', () => {
    expect(defaultLogConfig()).toMatchObject({
      lastDaysFromNow: '30',
      'page-size': 10,
      'page-start': 0,
      onlyUnassigned: false,
      onlyMine: false,
      statuses: [],
      directionType: null,
      guideIds: [],
    });
    expect(callLogQueryOf(defaultLogConfig(), true)).toEqual({
      lastDaysFromNow: '30',
      'page-start': 0,
      'page-size': 10,
    });
  });

  it('survive a reload under their own keys', () => {
    const storage = memory();
    const config = withFlag(withRange(defaultLogConfig(), '90'), 'onlyUnassigned', true);
    storeLogConfig(storage, 'callsFilterConfig', config);
    expect(readLogConfig(storage, 'callsFilterConfig')).toEqual(config);
    expect(readLogConfig(storage, 'textsFilterConfig')).toEqual(defaultLogConfig());
  });

  it('read damaged storage field by field', () => {
    const parsed = parseLogConfig(
      JSON.stringify({
        lastDaysFromNow: '45',
        'page-size': 25,
        'page-start': 60,
        statuses: ['MISSED', 'RINGING', 'MISSED'],
        directionType: 'up',
        onlyMine: 'yes',
        guideIds: ['g1', 3, ''],
      }),
    );
    expect(parsed).toMatchObject({
      lastDaysFromNow: '30',
      'page-size': 25,
      'page-start': 50,
      statuses: ['MISSED'],
      directionType: null,
      onlyMine: false,
      guideIds: ['g1'],
    });
    expect(parseLogConfig('{not json')).toEqual(defaultLogConfig());
    expect(parseLogConfig('[1]')).toEqual(defaultLogConfig());
    // A chosen member without the name to show is dropped back to a name search.
    expect(parseLogConfig(JSON.stringify({ searchTerm: 'abc', searchTermType: 'subjectId' }))).toMatchObject({
      searchTermType: 'string',
      subjectLabel: '',
    });
  });

  it('class digits-only text as a number and anything else as a name; a chosen member exactly', () => {
    expect(withSearchText(defaultLogConfig(), '(512) 555-0111')).toMatchObject({
      searchTerm: '(512) 555-0111',
      searchTermType: 'number',
    });
    expect(withSearchText(defaultLogConfig(), 'Rosa')).toMatchObject({ searchTermType: 'string' });
    const chosen = withSubject(defaultLogConfig(), { id: 'm1', name: 'Rosa Delgado' });
    expect(textLogQueryOf(chosen)).toMatchObject({ searchTerm: 'm1', searchTermType: 'subjectId' });
    expect(withSearchText(chosen, 'Rosa Delgado')).toMatchObject({
      searchTerm: 'Rosa Delgado',
      searchTermType: 'string',
      subjectLabel: '',
    });
  });

  it('go back to the first page when what matches changes, and count the dialog’s filters', () => {
    const paged = withPage(defaultLogConfig(), 3);
    expect(paged['page-start']).toBe(30);
    expect(withFlag(paged, 'onlyMine', true)['page-start']).toBe(0);
    expect(withPageSize(paged, 50)).toMatchObject({ 'page-size': 50, 'page-start': 0 });
    const filtered = withFilters(paged, { statuses: ['MISSED'], directionType: 'incoming', guideIds: [] });
    expect(activeFilterCount(filtered)).toBe(2);
    expect(filtered['page-start']).toBe(0);
    expect(cleared(withPageSize(filtered, 25))).toEqual({ ...defaultLogConfig(), 'page-size': 25 });
  });

  it('ask for feedback calls only for those allowed to see them, and name each tab’s flags', () => {
    const config = withFlag(
      withFlag(withFlag(defaultLogConfig(), 'onlyFeedback', true), 'onlyUnassigned', true),
      'onlyMine',
      true,
    );
    expect(callLogQueryOf(config, true)).toMatchObject({
      onlyFeedbackCalls: true,
      onlyUnassignedCalls: true,
      showOnlyMyCalls: true,
    });
    expect(callLogQueryOf(config, false)).not.toHaveProperty('onlyFeedbackCalls');
    expect(textLogQueryOf(config)).toMatchObject({ onlyUnassignedMessages: true, showOnlyMyTexts: true });
    expect(
      textLogQueryOf(withFilters(config, { statuses: ['MISSED'], directionType: null, guideIds: [] })),
    ).not.toHaveProperty('statuses');
  });
});
