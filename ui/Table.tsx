import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Pagination, type PaginationLabels } from './Pagination.tsx';
import { HeaderRow, TableRow, VIRTUALIZE_FROM_ROWS, type TableColumn, type TableSort } from './table-parts.tsx';
import type { WindowedTableProps } from './WindowedTable.tsx';

export { VIRTUALIZE_FROM_ROWS };

/**
 * The windowed table and its virtualizer (about 10 kB gzip) load with the first table long enough
 * to need them, not with every screen. lazy() drops the component's type parameter: given back.
 */
const WindowedTable = lazy(() => import('./WindowedTable.tsx')) as unknown as <Row>(
  props: WindowedTableProps<Row>,
) => ReactNode;

export type { SortDirection, TableColumn, TableSort } from './table-parts.tsx';

export interface TablePagination {
  /** Rows per page. */
  pageSize: number;
  labels: PaginationLabels;
  /** Controlled paging (zero-based): the caller keeps the page, e.g. to remember it. */
  page?: number;
  onPageChange?: (page: number) => void;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * Controlled sorting: the caller keeps `sort` and sorts `rows` itself (e.g. a sort with its own
   * tie rules). Without `onSortChange` the table keeps the sort and orders rows by `sortValue`.
   */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Pages of `pageSize` rows with Previous / Next; without it every row shows. */
  pagination?: TablePagination;
  /**
   * A click anywhere on a row that is not on one of its controls (links, buttons, menus). A
   * pointer convenience only: each row must also hold a keyboard-reachable control for the same
   * action (e.g. a link in its first cell).
   */
  onRowClick?: (row: Row) => void;
  /**
   * For tables that can be long (a page of 50, a whole list): past `VIRTUALIZE_FROM_ROWS` rows the
   * table scrolls in a box of its own under a sticky header and renders only the rows in and around
   * its viewport. `aria-rowcount` and `aria-rowindex` tell assistive technology the full size, and
   * Tab still walks every row (the window follows focus). Tests find rows by `tr[data-row-id]`:
   * the window's gaps are rows too, hidden from assistive technology.
   */
  virtualize?: boolean;
  className?: string;
}

/**
 * Sorting cycles per column: ascending, descending, then back to the default order. A click on
 * another column starts it ascending.
 */
export function nextSort(current: TableSort, columnId: string): TableSort {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'ascending' };
  return current.direction === 'ascending' ? { columnId, direction: 'descending' } : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Rows ordered by a column's `sortValue`; equal values keep their order (Array.prototype.sort is
 * stable), and empty values go last in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: TableSort,
): readonly Row[] {
  const value = sort ? columns.find((column) => column.id === sort.columnId)?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order * sign;
  });
}

/**
 * The one data table: sortable columns (each sortable header is a button, Enter or Space sorts, and
 * the header cell carries `aria-sort`, so screen readers announce the order) and optional pages.
 * It sorts by `sortValue` itself, or reports the sort to a caller that sorts (`onSortChange`).
 * Loading, failure and "nothing here" are `LiveViewState`'s job, around the table.
 *
 * @example
 *   <Table caption={t`Members`} columns={columns} rows={rows} rowKey={(r) => r.id} pagination={{ pageSize: 25, labels }} />
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort: controlledSort,
  onSortChange,
  pagination,
  onRowClick,
  virtualize,
  className,
}: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort>(null);
  const [ownPage, setOwnPage] = useState(0);
  const chosenPage = pagination?.onPageChange ? (pagination.page ?? 0) : ownPage;
  const setPage = pagination?.onPageChange ?? setOwnPage;
  const controlled = onSortChange !== undefined;
  const sort = controlled ? (controlledSort ?? null) : ownSort;
  const sorted = useMemo(
    () => (controlled ? rows : sortRows(rows, columns, ownSort)),
    [controlled, rows, columns, ownSort],
  );
  const pageSize = pagination?.pageSize ?? Math.max(1, sorted.length);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  // Rows may leave while the user is on the last page: stay on the last page that exists.
  const page = Math.min(chosenPage, pageCount - 1);
  const shown = useMemo(
    () => (pagination ? sorted.slice(page * pageSize, (page + 1) * pageSize) : sorted),
    [pagination, sorted, page, pageSize],
  );
  const windowed = Boolean(virtualize) && shown.length > VIRTUALIZE_FROM_ROWS;

  // Stable while the sort is, so the memoized header does not render with every live row.
  const pageChange = pagination?.onPageChange;
  const changeSort = useCallback(
    (columnId: string) => {
      const next = nextSort(sort, columnId);
      // A controlled page follows the caller's sort (which starts it again itself).
      if (!pageChange) setOwnPage(0);
      if (onSortChange) onSortChange(next);
      else setOwnSort(next);
    },
    [sort, pageChange, onSortChange],
  );

  const plain = (some: readonly Row[]) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <HeaderRow columns={columns} sort={sort} onSort={changeSort} />
        </thead>
        <tbody>
          {some.map((row) => (
            <TableRow key={rowKey(row)} id={rowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className={className}>
      {windowed ? (
        // While the windowed table's code loads (once), the first rows show as a plain table.
        <Suspense fallback={plain(shown.slice(0, VIRTUALIZE_FROM_ROWS))}>
          <WindowedTable
            caption={caption}
            columns={columns}
            rows={shown}
            rowKey={rowKey}
            sort={sort}
            onSort={changeSort}
            onRowClick={onRowClick}
          />
        </Suspense>
      ) : (
        plain(shown)
      )}
      {pagination && pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} labels={pagination.labels} />
      ) : null}
    </div>
  );
}
