import { memo, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { Pagination, type PaginationLabels } from './Pagination.tsx';

export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by; `null` means the rows' own (default) order. */
export type TableSort = { columnId: string; direction: SortDirection } | null;

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /**
   * What the table sorts this column by when it sorts itself (no `onSortChange`): strings compare
   * in the reader's order (numbers inside them numerically), null and undefined go last.
   */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Extra classes for the header and body cells, e.g. a width or `text-right`. */
  className?: string;
}

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
export function sortRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], sort: TableSort): readonly Row[] {
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

const CONTROLS = 'a, button, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/** True when the click started on a control inside the row (or in a portal the row owns, e.g. a menu). */
function isFromControl(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element | null;
  if (!target || !event.currentTarget.contains(target)) return true;
  const control = target.closest(CONTROLS);
  return control !== null && event.currentTarget.contains(control);
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
export function Table<Row>({ caption, columns, rows, rowKey, sort: controlledSort, onSortChange, pagination, onRowClick, className }: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort>(null);
  const [ownPage, setOwnPage] = useState(0);
  const chosenPage = pagination?.onPageChange ? (pagination.page ?? 0) : ownPage;
  const setPage = pagination?.onPageChange ?? setOwnPage;
  const controlled = onSortChange !== undefined;
  const sort = controlled ? (controlledSort ?? null) : ownSort;
  const sorted = useMemo(() => (controlled ? rows : sortRows(rows, columns, ownSort)), [controlled, rows, columns, ownSort]);
  const pageSize = pagination?.pageSize ?? Math.max(1, sorted.length);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  // Rows may leave while the user is on the last page: stay on the last page that exists.
  const page = Math.min(chosenPage, pageCount - 1);
  const shown = pagination ? sorted.slice(page * pageSize, (page + 1) * pageSize) : sorted;

  const changeSort = (next: TableSort) => {
    // A controlled page follows the caller's sort (which starts it again itself).
    if (!pagination?.onPageChange) setOwnPage(0);
    if (controlled) onSortChange(next);
    else setOwnSort(next);
  };

  return (
    <div className={cx('overflow-x-auto', className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={column.sortable ? (direction ?? 'none') : undefined} className={cx('px-3 py-2 font-semibold text-slate-700', column.className)}>
                  {column.sortable ? (
                    <button
                      type="button"
                      onClick={() => changeSort(nextSort(sort, column.id))}
                      className="inline-flex items-center gap-1 rounded hover:text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <TableRow key={rowKey(row)} id={rowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
          ))}
        </tbody>
      </table>
      {pagination && pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} labels={pagination.labels} /> : null}
    </div>
  );
}

interface TableRowProps<Row> {
  id: string;
  row: Row;
  columns: readonly TableColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
}

function TableRowView<Row>({ id, row, columns, onRowClick }: TableRowProps<Row>) {
  return (
    <tr
      data-row-id={id}
      onClick={onRowClick ? (event) => !isFromControl(event) && onRowClick(row) : undefined}
      className={cx('border-b border-slate-200 last:border-b-0', onRowClick && 'cursor-pointer hover:bg-slate-50')}
    >
      {columns.map((column) => (
        <td key={column.id} className={cx('px-3 py-2 text-slate-900', column.className)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * Rows re-render only when their row, the columns or the click handler change. Live tables get a
 * new rows array on every update but keep unchanged rows' identity, so one new row renders one row;
 * callers keep `columns` and `onRowClick` stable (useMemo, useCallback) to benefit.
 */
const TableRow = memo(TableRowView) as typeof TableRowView;

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className={cx('size-3.5', direction ? 'text-slate-900' : 'text-slate-400')} viewBox="0 0 12 12" fill="currentColor" aria-hidden="true">
      {direction !== 'descending' ? <path d="M6 1.5 9.5 5h-7z" /> : null}
      {direction !== 'ascending' ? <path d="M6 10.5 2.5 7h7z" /> : null}
    </svg>
  );
}
