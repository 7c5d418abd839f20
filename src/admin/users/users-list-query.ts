/**
 * From the User Administration screen's settings to the `adminUsers` window's server query, and
 * where the window sits in the list. Pure, so the arithmetic is tested without a screen.
 */
import {
  ADMIN_USER_LIST,
  ADMIN_USER_SORTS,
  type AdminUserSort,
  type OPERATIONS,
  type QueryOf,
} from '../../../domain/index.ts';

/** The list's query as the server takes it (and the `adminUsers` live query its window by). */
export type AdminUsersListQuery = NonNullable<QueryOf<typeof OPERATIONS.adminUsers>>;

export const USER_PAGE_SIZES = [25, 50, 100] as const;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];

export interface UserListSettings {
  /** The search as the server is asked it (the field's text once typing pauses). */
  search: string;
  /** '' for every role. */
  role: string;
  /** '' for every team. */
  teamId: string;
  sort: { by: AdminUserSort; direction: 'ASC' | 'DESC' } | null;
  page: number;
  pageSize: UserPageSize;
}

export const FIRST_USER_PAGE: UserListSettings = {
  search: '',
  role: '',
  teamId: '',
  sort: null,
  page: 0,
  pageSize: ADMIN_USER_LIST.defaultPageSize,
};

export const isUserSort = (columnId: string): columnId is AdminUserSort =>
  (ADMIN_USER_SORTS as readonly string[]).includes(columnId);

/** The filters and sort the server narrows and orders by (no page): the export's query too. */
export function usersFilterQuery(settings: UserListSettings): AdminUsersListQuery {
  const search = settings.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(settings.role ? { role: settings.role as AdminUsersListQuery['role'] } : {}),
    ...(settings.teamId ? { teamId: settings.teamId } : {}),
    ...(settings.sort ? { 'sort-by': settings.sort.by, 'sort-direction': settings.sort.direction } : {}),
  };
}

/** The window's query: the filters, the sort and the page. */
export function usersListQuery(settings: UserListSettings): AdminUsersListQuery {
  return {
    ...usersFilterQuery(settings),
    'page-start': settings.page * settings.pageSize,
    'page-size': settings.pageSize,
  };
}

export interface UserPageInfo {
  /** Zero-based. */
  page: number;
  /** The pages an admin can reach: the count is exact up to the server's cap, the pages stop there. */
  pageCount: number;
  /** One-based positions of the first and last row shown; 0 and 0 when none. */
  first: number;
  last: number;
  total: number;
  /** More match than the server counts: the screen says "more than" the cap. */
  moreThanCap: boolean;
}

export function userPageInfo(settings: UserListSettings, rows: readonly { total: number }[]): UserPageInfo {
  const total = rows[0]?.total ?? 0;
  const moreThanCap = total > ADMIN_USER_LIST.countCap;
  const reachable = Math.min(total, ADMIN_USER_LIST.countCap);
  const start = settings.page * settings.pageSize;
  return {
    page: settings.page,
    pageCount: Math.max(1, Math.ceil(reachable / settings.pageSize)),
    first: rows.length ? start + 1 : 0,
    last: start + rows.length,
    total: moreThanCap ? ADMIN_USER_LIST.countCap : total,
    moreThanCap,
  };
}
