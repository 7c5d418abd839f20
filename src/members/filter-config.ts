/**
 * The member list's settings as the browser keeps them (spec part 3 section 3, "Member list filter
 * config", under the storage key `filterConfig`): search, My members, paging, sort and one list of
 * chosen values per dynamic filter. Whatever is in storage is read field by field; a field that is
 * missing, of the wrong type or out of range falls back to its default, so an old or tampered entry
 * never breaks the screen. Changing what is searched or filtered returns to the first page.
 */
import {
  MEMBER_LIST_ORDER,
  type MemberListOrder,
  type OPERATIONS,
  type ResponseOf,
  type Role,
} from '../../domain/index.ts';

export const FILTER_CONFIG_KEY = 'filterConfig';

/** The dynamic filters' keys, in the order the dialog shows them. */
export const MEMBER_FILTER_KEYS = [
  'clientIds',
  'guideIds',
  'memberStatusIds',
  'memberStageIds',
  'outreachPhases',
] as const;
export type MemberFilterKey = (typeof MEMBER_FILTER_KEYS)[number];

// The list above must name exactly the keys the filter list contract can answer.
type ContractFilterKey = ResponseOf<typeof OPERATIONS.memberListFilters>['data'][number]['key'];
const sameKeys: [MemberFilterKey] extends [ContractFilterKey]
  ? [ContractFilterKey] extends [MemberFilterKey]
    ? true
    : false
  : false = true;
void sameKeys;

/** Spec part 1 section 9: member list page sizes 5, 10, 25 (default 10). */
export const PAGE_SIZES = [5, 10, 25] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export type OrderDirection = 'ASC' | 'DESC';
/** Spec part 3 section 4: the member list is a table (list-view) or a map (map-view). */
export const VIEW_MODES = ['list-view', 'map-view'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export type MemberFilters = Record<MemberFilterKey, string[]>;

export interface FilterConfig extends MemberFilters {
  /** The applied (debounced) search term, as typed. */
  searchTerm: string;
  showOnlyMyMembers: boolean;
  /** An offset: page number times page size. */
  'page-start': number;
  'page-size': PageSize;
  /** null: the server's own order. */
  orderBy: MemberListOrder | null;
  orderDirection: OrderDirection;
  viewMode: ViewMode;
}

/** Bounds of the server's query schema (domain/api/params.ts `memberListQuery`). */
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE_START = 100_000_000;
const MAX_VALUES: Record<MemberFilterKey, number> = {
  clientIds: 200,
  guideIds: 200,
  memberStatusIds: 50,
  memberStageIds: 50,
  outreachPhases: 10,
};

export function noFilters(): MemberFilters {
  return { clientIds: [], guideIds: [], memberStatusIds: [], memberStageIds: [], outreachPhases: [] };
}

/** My members is on by default unless the user is ADMIN (spec part 1 section 2, part 3 section 4). */
export function defaultFilterConfig(role: Role): FilterConfig {
  return {
    searchTerm: '',
    showOnlyMyMembers: role !== 'ADMIN',
    'page-start': 0,
    'page-size': DEFAULT_PAGE_SIZE,
    orderBy: null,
    orderDirection: 'ASC',
    viewMode: 'list-view',
    ...noFilters(),
  };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The stored settings over the defaults, each field checked on its own. */
export function parseFilterConfig(raw: string | null, defaults: FilterConfig): FilterConfig {
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return defaults;
  const stored = parsed as Record<string, unknown>;
  const pageSize = (PAGE_SIZES as readonly unknown[]).includes(stored['page-size'])
    ? (stored['page-size'] as PageSize)
    : defaults['page-size'];
  const pageStart = stored['page-start'];
  const config: FilterConfig = {
    searchTerm:
      typeof stored.searchTerm === 'string' ? stored.searchTerm.slice(0, MAX_SEARCH_LENGTH) : defaults.searchTerm,
    showOnlyMyMembers:
      typeof stored.showOnlyMyMembers === 'boolean' ? stored.showOnlyMyMembers : defaults.showOnlyMyMembers,
    'page-size': pageSize,
    // Always the start of a page of the current size.
    'page-start':
      typeof pageStart === 'number' && Number.isFinite(pageStart) && pageStart >= 0
        ? Math.floor(Math.min(pageStart, MAX_PAGE_START) / pageSize) * pageSize
        : defaults['page-start'],
    orderBy: (MEMBER_LIST_ORDER as readonly unknown[]).includes(stored.orderBy)
      ? (stored.orderBy as MemberListOrder)
      : defaults.orderBy,
    orderDirection:
      stored.orderDirection === 'ASC' || stored.orderDirection === 'DESC'
        ? stored.orderDirection
        : defaults.orderDirection,
    viewMode: (VIEW_MODES as readonly unknown[]).includes(stored.viewMode)
      ? (stored.viewMode as ViewMode)
      : defaults.viewMode,
    ...noFilters(),
  };
  for (const key of MEMBER_FILTER_KEYS)
    config[key] = Array.isArray(stored[key]) ? cleanValues(stored[key] as unknown[], MAX_VALUES[key]) : defaults[key];
  return config;
}

/** Strings (numbers as their text), non-empty, without repeats, at most `max`. */
function cleanValues(values: readonly unknown[], max: number): string[] {
  const strings = values.flatMap((value) =>
    typeof value === 'string' && value !== ''
      ? [value]
      : typeof value === 'number' && Number.isFinite(value)
        ? [String(value)]
        : [],
  );
  return [...new Set(strings)].slice(0, max);
}

export function readFilterConfig(storage: Storage, defaults: FilterConfig): FilterConfig {
  let raw: string | null = null;
  try {
    raw = storage.getItem(FILTER_CONFIG_KEY);
  } catch {
    // Blocked storage: the defaults.
  }
  return parseFilterConfig(raw, defaults);
}

export function storeFilterConfig(storage: Pick<Storage, 'setItem'>, config: FilterConfig): void {
  try {
    storage.setItem(FILTER_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // Not fatal: the settings then last until the page is left.
  }
}

/** The Filters button's count: how many dynamic filters have a choice. */
export function activeFilterCount(config: MemberFilters): number {
  return MEMBER_FILTER_KEYS.filter((key) => config[key].length > 0).length;
}

export function pickFilters(config: MemberFilters): MemberFilters {
  const filters = noFilters();
  for (const key of MEMBER_FILTER_KEYS) filters[key] = [...config[key]];
  return filters;
}

// Transitions. Anything that changes which members match goes back to the first page.

export function withSearchTerm(config: FilterConfig, searchTerm: string): FilterConfig {
  const term = searchTerm.slice(0, MAX_SEARCH_LENGTH);
  return term === config.searchTerm ? config : { ...config, searchTerm: term, 'page-start': 0 };
}

export function withMyMembers(config: FilterConfig, showOnlyMyMembers: boolean): FilterConfig {
  return { ...config, showOnlyMyMembers, 'page-start': 0 };
}

export function withFilters(config: FilterConfig, filters: MemberFilters): FilterConfig {
  const next: FilterConfig = { ...config, 'page-start': 0 };
  for (const key of MEMBER_FILTER_KEYS) next[key] = cleanValues(filters[key], MAX_VALUES[key]);
  return next;
}

/** A sort of null returns to the server's order; a new sort starts at the first page. */
export function withSort(
  config: FilterConfig,
  sort: { orderBy: MemberListOrder; direction: OrderDirection } | null,
): FilterConfig {
  return { ...config, orderBy: sort?.orderBy ?? null, orderDirection: sort?.direction ?? 'ASC', 'page-start': 0 };
}

/** Zero-based page number. */
export function withPage(config: FilterConfig, page: number): FilterConfig {
  return { ...config, 'page-start': Math.max(0, Math.floor(page)) * config['page-size'] };
}

/** The table or the map: the same search and filters, another query (the map's is unpaged). */
export function withViewMode(config: FilterConfig, viewMode: ViewMode): FilterConfig {
  return { ...config, viewMode };
}

export function withPageSize(config: FilterConfig, pageSize: PageSize): FilterConfig {
  return { ...config, 'page-size': pageSize, 'page-start': 0 };
}
