/**
 * What the docket remembers per guide in local storage (spec part 1 sections 2 and 4): the
 * selected tab, the Follow up filters and each tab's bounds (its sort and page). Blocked or
 * corrupt storage falls back to the defaults.
 */
import { FOLLOW_UP_FILTERS, type FollowUpFilter } from '../../domain/index.ts';

export const DOCKET_TABS = ['followUp', 'pendingEvents', 'lateEvents', 'needs', 'outreach'] as const;
export type DocketTab = (typeof DOCKET_TABS)[number];

/** In display order: Calls, Feedback, Texts, Visits. */
export const ALL_FOLLOW_UP_FILTERS = Object.keys(FOLLOW_UP_FILTERS) as FollowUpFilter[];

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export const selectedTabKey = (guideId: string) => `docket.selectedTab.${guideId}`;
export const followUpFiltersKey = (guideId: string) => `docket.followUpFilters.${guideId}`;
export const tabBoundsKey = (guideId: string, tab: DocketTab) => `docket.tabBounds.${guideId}.${tab}`;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Not fatal: the choice then lasts until the page is left.
  }
}

export function readSelectedTab(storage: Storage, guideId: string): DocketTab | undefined {
  const value = read(storage, selectedTabKey(guideId));
  return (DOCKET_TABS as readonly (string | null)[]).includes(value) ? (value as DocketTab) : undefined;
}

export function storeSelectedTab(storage: Storage, guideId: string, tab: DocketTab): void {
  write(storage, selectedTabKey(guideId), tab);
}

/** All filters on unless the guide's docket has a stored choice. */
export function readFollowUpFilters(storage: Storage, guideId: string): FollowUpFilter[] {
  const value = read(storage, followUpFiltersKey(guideId));
  if (value === null) return ALL_FOLLOW_UP_FILTERS;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return ALL_FOLLOW_UP_FILTERS;
    return ALL_FOLLOW_UP_FILTERS.filter((filter) => parsed.includes(filter));
  } catch {
    return ALL_FOLLOW_UP_FILTERS;
  }
}

export function storeFollowUpFilters(storage: Storage, guideId: string, filters: readonly FollowUpFilter[]): void {
  write(
    storage,
    followUpFiltersKey(guideId),
    JSON.stringify(ALL_FOLLOW_UP_FILTERS.filter((filter) => filters.includes(filter))),
  );
}

export interface TabState {
  id: DocketTab;
  disabled: boolean;
}

/**
 * The tabs a day shows (spec part 1 section 2): Needs only with the needs-call flag; Follow up,
 * Late events and Outreach disabled for future days. (Past days show no tabs at all.)
 */
export function docketTabs(options: { future: boolean; needsCall: boolean }): TabState[] {
  const disabledInFuture = new Set<DocketTab>(['followUp', 'lateEvents', 'outreach']);
  return DOCKET_TABS.filter((id) => id !== 'needs' || options.needsCall).map((id) => ({
    id,
    disabled: options.future && disabledInFuture.has(id),
  }));
}

/** The remembered tab when it can be shown, else the first one that can. */
export function effectiveTab(remembered: DocketTab | undefined, tabs: readonly TabState[]): DocketTab {
  const usable = tabs.filter((tab) => !tab.disabled);
  return usable.find((tab) => tab.id === remembered)?.id ?? usable[0]?.id ?? 'followUp';
}

/** What a tab's table shows: its sort (null: the tab's own order) and its page (zero-based). */
export interface TabBounds {
  sort: { columnId: string; direction: 'ascending' | 'descending' } | null;
  page: number;
}

export const DEFAULT_TAB_BOUNDS: TabBounds = { sort: null, page: 0 };
/** Rows per page in the docket's event and outreach tabs. */
export const DOCKET_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

function parseTabBounds(value: string): TabBounds {
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_TAB_BOUNDS;
  const { sort, page } = parsed as Record<string, unknown>;
  const validPage =
    Number.isInteger(page) && (page as number) >= 0 && (page as number) <= MAX_PAGE ? (page as number) : 0;
  if (typeof sort !== 'object' || sort === null) return { sort: null, page: validPage };
  const { columnId, direction } = sort as Record<string, unknown>;
  const validSort =
    typeof columnId === 'string' && columnId.length <= 40 && (direction === 'ascending' || direction === 'descending')
      ? { columnId, direction: direction as 'ascending' | 'descending' }
      : null;
  return { sort: validSort, page: validPage };
}

/** The tab's remembered bounds; a column the tab no longer has is the tab's default caller's to drop. */
export function readTabBounds(storage: Storage, guideId: string, tab: DocketTab): TabBounds {
  const value = read(storage, tabBoundsKey(guideId, tab));
  if (value === null) return DEFAULT_TAB_BOUNDS;
  try {
    return parseTabBounds(value);
  } catch {
    return DEFAULT_TAB_BOUNDS;
  }
}

export function storeTabBounds(storage: Storage, guideId: string, tab: DocketTab, bounds: TabBounds): void {
  write(storage, tabBoundsKey(guideId, tab), JSON.stringify(bounds));
}
