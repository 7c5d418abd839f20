/**
 * The calls and texts tabs' settings as the browser keeps them (spec part 1 section 4 "Filters":
 * under `callsFilterConfig` and `textsFilterConfig`, 30 days by default): search, the check boxes,
 * the date range, the Filters dialog's choices and paging. Whatever is in storage is read field by
 * field; a field that is missing, of the wrong type or out of range falls back to its default, so
 * an old or tampered entry never breaks the page. Changing what matches returns to the first page.
 */
import {
  CALL_STATUSES,
  CALLS_PAGE_SIZES,
  DATE_RANGES,
  DIRECTION_TYPES,
  SEARCH_TERM_TYPES,
  searchTermTypeOf,
  type CallStatus,
  type DateRange,
  type SearchTermType,
} from '../../domain/index.ts';
import type { CallLogQuery, TextLogQuery } from '../../sync/client/index.ts';

export const CALLS_FILTER_CONFIG_KEY = 'callsFilterConfig';
export const TEXTS_FILTER_CONFIG_KEY = 'textsFilterConfig';

export type PageSize = (typeof CALLS_PAGE_SIZES)[number];
export type Direction = (typeof DIRECTION_TYPES)[number];

/** The Filters dialog's choices. Texts have no statuses (part 1 section 7). */
export interface LogFilters {
  statuses: CallStatus[];
  directionType: Direction | null;
  guideIds: string[];
}

export interface LogConfig extends LogFilters {
  /** The applied search: typed text, or a chosen member (`subjectId`, shown by its label). */
  searchTerm: string;
  searchTermType: SearchTermType;
  subjectLabel: string;
  onlyUnassigned: boolean;
  onlyMine: boolean;
  /** Calls only, with CAN_MANAGE_MEMBER_FEEDBACK. */
  onlyFeedback: boolean;
  lastDaysFromNow: DateRange;
  'page-start': number;
  'page-size': PageSize;
}

const MAX_SEARCH_LENGTH = 100;
const MAX_GUIDES = 200;
const MAX_PAGE_START = 100_000_000;

export function noFilters(): LogFilters {
  return { statuses: [], directionType: null, guideIds: [] };
}

export function defaultLogConfig(): LogConfig {
  return {
    searchTerm: '',
    searchTermType: 'string',
    subjectLabel: '',
    onlyUnassigned: false,
    onlyMine: false,
    onlyFeedback: false,
    lastDaysFromNow: '30',
    'page-start': 0,
    'page-size': CALLS_PAGE_SIZES[0],
    ...noFilters(),
  };
}

const oneOf = <T>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const str = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value.slice(0, MAX_SEARCH_LENGTH) : fallback;

/** The stored settings over the defaults, each field checked on its own. */
export function parseLogConfig(raw: string | null): LogConfig {
  const defaults = defaultLogConfig();
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return defaults;
  const s = parsed as Record<string, unknown>;
  const pageSize = oneOf(CALLS_PAGE_SIZES, s['page-size'], defaults['page-size']);
  const pageStart = s['page-start'];
  const searchTerm = str(s.searchTerm, '');
  const searchTermType = oneOf(SEARCH_TERM_TYPES, s.searchTermType, defaults.searchTermType);
  return {
    searchTerm,
    // A chosen member without a label cannot be shown: it is dropped.
    searchTermType: searchTermType === 'subjectId' && !str(s.subjectLabel, '') ? 'string' : searchTermType,
    subjectLabel: searchTermType === 'subjectId' ? str(s.subjectLabel, '') : '',
    onlyUnassigned: bool(s.onlyUnassigned, defaults.onlyUnassigned),
    onlyMine: bool(s.onlyMine, defaults.onlyMine),
    onlyFeedback: bool(s.onlyFeedback, defaults.onlyFeedback),
    lastDaysFromNow: oneOf(DATE_RANGES, s.lastDaysFromNow, defaults.lastDaysFromNow),
    'page-size': pageSize,
    'page-start':
      typeof pageStart === 'number' && Number.isFinite(pageStart) && pageStart >= 0
        ? Math.floor(Math.min(pageStart, MAX_PAGE_START) / pageSize) * pageSize
        : 0,
    statuses: Array.isArray(s.statuses)
      ? [...new Set(s.statuses.filter((v): v is CallStatus => (CALL_STATUSES as readonly unknown[]).includes(v)))]
      : [],
    directionType: oneOf<Direction | null>([...DIRECTION_TYPES, null], s.directionType, null),
    guideIds: Array.isArray(s.guideIds)
      ? [...new Set(s.guideIds.filter((v): v is string => typeof v === 'string' && v !== ''))].slice(0, MAX_GUIDES)
      : [],
  };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readLogConfig(storage: Storage, key: string): LogConfig {
  try {
    return parseLogConfig(storage.getItem(key));
  } catch {
    return defaultLogConfig();
  }
}

export function storeLogConfig(storage: Storage, key: string, config: LogConfig): void {
  try {
    storage.setItem(key, JSON.stringify(config));
  } catch {
    // Not fatal: the settings then last until the page is left.
  }
}

/** The Filters button's count: how many of the dialog's filters have a choice. */
export function activeFilterCount(config: LogFilters): number {
  return [config.statuses.length > 0, config.directionType !== null, config.guideIds.length > 0].filter(Boolean).length;
}

// Transitions. Anything that changes which rows match goes back to the first page.

/** Typed text: a number when digits only (hyphens, parentheses and spaces aside), else a name. */
export function withSearchText(config: LogConfig, text: string): LogConfig {
  const term = text.slice(0, MAX_SEARCH_LENGTH);
  if (term === config.searchTerm && config.searchTermType !== 'subjectId') return config;
  return { ...config, searchTerm: term, searchTermType: searchTermTypeOf(term), subjectLabel: '', 'page-start': 0 };
}

/** A chosen suggestion: exactly that member. */
export function withSubject(config: LogConfig, member: { id: string; name: string }): LogConfig {
  return { ...config, searchTerm: member.id, searchTermType: 'subjectId', subjectLabel: member.name, 'page-start': 0 };
}

export function withFlag(
  config: LogConfig,
  flag: 'onlyUnassigned' | 'onlyMine' | 'onlyFeedback',
  on: boolean,
): LogConfig {
  return { ...config, [flag]: on, 'page-start': 0 };
}

export function withRange(config: LogConfig, lastDaysFromNow: DateRange): LogConfig {
  return { ...config, lastDaysFromNow, 'page-start': 0 };
}

export function withFilters(config: LogConfig, filters: LogFilters): LogConfig {
  return {
    ...config,
    statuses: [...filters.statuses],
    directionType: filters.directionType,
    guideIds: filters.guideIds.slice(0, MAX_GUIDES),
    'page-start': 0,
  };
}

/** Clear filters: everything back to the defaults, the page size kept. */
export function cleared(config: LogConfig): LogConfig {
  return { ...defaultLogConfig(), 'page-size': config['page-size'] };
}

export function withPage(config: LogConfig, page: number): LogConfig {
  return { ...config, 'page-start': Math.max(0, Math.floor(page)) * config['page-size'] };
}

export function withPageSize(config: LogConfig, pageSize: PageSize): LogConfig {
  return { ...config, 'page-size': pageSize, 'page-start': 0 };
}

const given = <T>(list: readonly T[]) => (list.length > 0 ? [...list] : undefined);

function common(config: LogConfig) {
  const term = config.searchTerm.trim();
  return {
    ...(term ? { searchTerm: term, searchTermType: config.searchTermType } : {}),
    lastDaysFromNow: config.lastDaysFromNow,
    ...(config.directionType ? { directionType: config.directionType } : {}),
    ...(given(config.guideIds) ? { guideIds: config.guideIds } : {}),
    'page-start': config['page-start'],
    'page-size': config['page-size'],
  };
}

/** The settings as `GET /calls` takes them; the feedback filter only for those allowed it. */
export function callLogQueryOf(config: LogConfig, canManageFeedback: boolean): CallLogQuery {
  return {
    ...common(config),
    ...(config.onlyUnassigned ? { onlyUnassignedCalls: true } : {}),
    ...(config.onlyMine ? { showOnlyMyCalls: true } : {}),
    ...(config.onlyFeedback && canManageFeedback ? { onlyFeedbackCalls: true } : {}),
    ...(given(config.statuses) ? { statuses: config.statuses } : {}),
  };
}

export function textLogQueryOf(config: LogConfig): TextLogQuery {
  return {
    ...common(config),
    ...(config.onlyUnassigned ? { onlyUnassignedMessages: true } : {}),
    ...(config.onlyMine ? { showOnlyMyTexts: true } : {}),
  };
}
