/**
 * The dashboard's settings (spec part 1 section 2 "Hospitalizations dashboard") and how they become
 * the server's query: page 0 of 10 sorted by discharge date descending at first; the two toggles
 * are mutually exclusive and turning both off clears the special filter; any filter change goes
 * back to the first page. Pure, so the rules are tested without a browser.
 */
import {
  HOSPITALIZATION_DEFAULT_PAGE_SIZE,
  HOSPITALIZATION_PAGE_SIZES,
  HOSPITALIZATION_SORTS,
  type HospitalizationListQuery,
  type HospitalizationSort,
  type HospitalizationSpecialFilter,
} from '../../domain/index.ts';

export type PageSize = (typeof HOSPITALIZATION_PAGE_SIZES)[number];

export interface DashboardFilters {
  clientIds: readonly string[];
  guideIds: readonly string[];
  statusIds: readonly string[];
}

export interface DashboardState {
  page: number;
  pageSize: PageSize;
  sortBy: HospitalizationSort;
  direction: 'ASC' | 'DESC';
  special: HospitalizationSpecialFilter | null;
  onlyBehavioralHealth: boolean;
  filters: DashboardFilters;
}

export const INITIAL_DASHBOARD: DashboardState = {
  page: 0,
  pageSize: HOSPITALIZATION_DEFAULT_PAGE_SIZE as PageSize,
  sortBy: 'dischargeDate',
  direction: 'DESC',
  special: null,
  onlyBehavioralHealth: false,
  filters: { clientIds: [], guideIds: [], statusIds: [] },
};

/** One toggle turned on turns the other off; turned off, no special filter remains. */
export function withToggle(state: DashboardState, toggle: HospitalizationSpecialFilter, on: boolean): DashboardState {
  const special = on ? toggle : state.special === toggle ? null : state.special;
  return { ...state, special, page: 0 };
}

export function withBehavioralHealth(state: DashboardState, on: boolean): DashboardState {
  return { ...state, onlyBehavioralHealth: on, page: 0 };
}

export function withFilters(state: DashboardState, filters: DashboardFilters): DashboardState {
  return { ...state, filters, page: 0 };
}

export function withSort(state: DashboardState, sortBy: string, direction: 'ASC' | 'DESC'): DashboardState {
  if (!(HOSPITALIZATION_SORTS as readonly string[]).includes(sortBy)) return state;
  return { ...state, sortBy: sortBy as HospitalizationSort, direction, page: 0 };
}

export function withPageSize(state: DashboardState, size: number): DashboardState {
  const known = HOSPITALIZATION_PAGE_SIZES.find((option) => option === size);
  return known ? { ...state, pageSize: known, page: 0 } : state;
}

export function activeFilterCount(filters: DashboardFilters): number {
  return [filters.clientIds, filters.guideIds, filters.statusIds].filter((list) => list.length > 0).length;
}

/** The filters the table and the counters share (the counters ignore the special filter). */
export function filterQueryOf(
  state: DashboardState,
): Pick<HospitalizationListQuery, 'clientIds' | 'guideIds' | 'statusIds' | 'behavioral-health-filter'> {
  const statusIds = state.filters.statusIds.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return {
    ...(state.filters.clientIds.length ? { clientIds: [...state.filters.clientIds] } : {}),
    ...(state.filters.guideIds.length ? { guideIds: [...state.filters.guideIds] } : {}),
    ...(statusIds.length ? { statusIds } : {}),
    ...(state.onlyBehavioralHealth ? { 'behavioral-health-filter': true } : {}),
  };
}

/** The table's query. */
export function listQueryOf(state: DashboardState): HospitalizationListQuery {
  return {
    ...filterQueryOf(state),
    'page-start': state.page * state.pageSize,
    'page-size': state.pageSize,
    'sort-by': state.sortBy,
    'sort-direction': state.direction,
    ...(state.special ? { 'special-filter': state.special } : {}),
  };
}
