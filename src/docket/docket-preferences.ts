/**
 * What the docket remembers per guide in local storage (spec part 1 sections 2 and 4): the
 * selected tab and the Follow up filters. Blocked or corrupt storage falls back to the defaults.
 */
import { FOLLOW_UP_FILTERS, type FollowUpFilter } from '../../domain/index.ts';

export const DOCKET_TABS = ['followUp', 'pendingEvents', 'lateEvents', 'needs', 'outreach'] as const;
export type DocketTab = (typeof DOCKET_TABS)[number];

/** In display order: Calls, Feedback, Texts, Visits. */
export const ALL_FOLLOW_UP_FILTERS = Object.keys(FOLLOW_UP_FILTERS) as FollowUpFilter[];

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export const selectedTabKey = (guideId: string) => `docket.selectedTab.${guideId}`;
export const followUpFiltersKey = (guideId: string) => `docket.followUpFilters.${guideId}`;

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
  write(storage, followUpFiltersKey(guideId), JSON.stringify(ALL_FOLLOW_UP_FILTERS.filter((filter) => filters.includes(filter))));
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
  return DOCKET_TABS.filter((id) => id !== 'needs' || options.needsCall).map((id) => ({ id, disabled: options.future && disabledInFuture.has(id) }));
}

/** The remembered tab when it can be shown, else the first one that can. */
export function effectiveTab(remembered: DocketTab | undefined, tabs: readonly TabState[]): DocketTab {
  const usable = tabs.filter((tab) => !tab.disabled);
  return usable.find((tab) => tab.id === remembered)?.id ?? usable[0]?.id ?? 'followUp';
}
