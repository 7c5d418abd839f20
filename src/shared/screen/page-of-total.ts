import type { ServerPageInfo } from './ServerPager.tsx';

/** Which rows of how many a server-paged list shows (1-based), and the page count, from the list's total. */
export function pageOfTotal(state: { page: number; pageSize: number }, total: number): ServerPageInfo {
  const pageCount = Math.max(1, Math.ceil(total / state.pageSize));
  const first = total === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(total, (state.page + 1) * state.pageSize);
  return { page: state.page, pageCount, first, last, total };
}
