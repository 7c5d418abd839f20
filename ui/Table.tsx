import { memo, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';

export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by; `null` means the rows' own (default) order. */
export type TableSort = { columnId: string; direction: SortDirection } | null;

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Extra classes for the header and body cells, e.g. a width or `text-right`. */
  className?: string;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /**
   * A click anywhere on a row that is not on one of its controls (links, buttons, menus). A
   * pointer convenience only: each row must also hold a keyboard-reachable control for the same
   * action (e.g. a link in its first cell).
   */
  onRowClick?: (row: Row) => void;
  /** What shows instead of rows when there are none. */
  empty?: ReactNode;
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

const CONTROLS = 'a, button, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/** True when the click started on a control inside the row (or in a portal the row owns, e.g. a menu). */
function isFromControl(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element | null;
  if (!target || !event.currentTarget.contains(target)) return true;
  const control = target.closest(CONTROLS);
  return control !== null && event.currentTarget.contains(control);
}

/**
 * A data table with sortable columns: each sortable header is a button (Enter or Space sorts),
 * and the header cell carries `aria-sort`, so screen readers announce the order. The caller sorts
 * the rows; the table only reports the chosen sort.
 *
 * @example
 *   <Table caption={t`Follow ups`} columns={columns} rows={sorted} rowKey={(r) => r.id} sort={sort} onSortChange={setSort} />
 */
export function Table<Row>({ caption, columns, rows, rowKey, sort = null, onSortChange, onRowClick, empty, className }: TableProps<Row>) {
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
                      onClick={() => onSortChange?.(nextSort(sort, column.id))}
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
          {rows.map((row) => (
            <TableRow key={rowKey(row)} id={rowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty ? <div className="py-6">{empty}</div> : null}
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
