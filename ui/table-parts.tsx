/**
 * The pieces both ways of drawing a `Table` share: the header row with its sort buttons, a data
 * row, and the gap row that stands in for rows outside a window. Kept apart from the windowed
 * table (`WindowedTable.tsx`), which loads with the screens that need it, and its virtualizer.
 */
import { memo, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';

/**
 * From how many rows a table that asks for it (`virtualize`) renders only a window of them. A
 * window is the scroll box's height (about 15 rows) plus 10 rows each side, so below this a window
 * would hold about every row anyway: pages of 25 render whole, pages of 50 are windowed.
 */
export const VIRTUALIZE_FROM_ROWS = 40;

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

const CONTROLS = 'a, button, input, select, textarea, label, [role="menu"], [role="menuitem"]';

/** True when the click started on a control inside the row (or in a portal the row owns, e.g. a menu). */
function isFromControl(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element | null;
  if (!target || !event.currentTarget.contains(target)) return true;
  const control = target.closest(CONTROLS);
  return control !== null && event.currentTarget.contains(control);
}

interface HeaderRowProps<Row> {
  columns: readonly TableColumn<Row>[];
  sort: TableSort;
  onSort: (columnId: string) => void;
  /** Inside a windowed box: the header sticks to its top, and the row says it is row 1. */
  sticky?: boolean;
}

/** The header cells; each sortable one is a button, and its cell carries `aria-sort`. */
function HeaderRowView<Row>({ columns, sort, onSort, sticky }: HeaderRowProps<Row>) {
  return (
    <tr aria-rowindex={sticky ? 1 : undefined} className="border-b border-slate-300">
      {columns.map((column) => {
        const direction = sort?.columnId === column.id ? sort.direction : undefined;
        return (
          <th
            key={column.id}
            scope="col"
            aria-sort={column.sortable ? (direction ?? 'none') : undefined}
            // Sticky inside the windowed box; its rule is a shadow, since a collapsed border scrolls away.
            className={cx(
              'px-3 py-2 font-semibold text-slate-700',
              sticky && 'sticky top-0 z-10 bg-white shadow-[inset_0_-1px_0_var(--color-slate-300)]',
              column.className,
            )}
          >
            {column.sortable ? (
              <button
                type="button"
                onClick={() => onSort(column.id)}
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
  );
}

/** Stands in for the rows outside the window, so the box scrolls as far as all rows would. */
export function GapRow({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0 }} />
    </tr>
  );
}

interface TableRowProps<Row> {
  id: string;
  row: Row;
  columns: readonly TableColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
  /** Windowed rows only: the row's place among all rows, whether it is the last, and the measurer. */
  index?: number;
  last?: boolean;
  measure?: (row: HTMLTableRowElement | null) => void;
}

function TableRowView<Row>({ id, row, columns, onRowClick, index, last, measure }: TableRowProps<Row>) {
  const windowed = index !== undefined;
  return (
    <tr
      ref={measure}
      data-row-id={id}
      data-index={index}
      // The header row is 1.
      aria-rowindex={windowed ? index + 2 : undefined}
      onClick={onRowClick ? (event) => !isFromControl(event) && onRowClick(row) : undefined}
      // A windowed body ends with a gap row, so `last:` cannot tell which row is the last.
      className={cx(
        'border-b border-slate-200',
        windowed ? last && 'border-b-0' : 'last:border-b-0',
        onRowClick && 'cursor-pointer hover:bg-slate-50',
      )}
    >
      <RowCells row={row} columns={columns} />
    </tr>
  );
}

function RowCellsView<Row>({ row, columns }: { row: Row; columns: readonly TableColumn<Row>[] }): ReactNode {
  return columns.map((column) => (
    <td key={column.id} className={cx('px-3 py-2 text-slate-900', column.className)}>
      {column.cell(row)}
    </td>
  ));
}

/**
 * A row's cells, the costly part of a row, render again only when the row or the columns change:
 * a row that only moves (a new row above it shifts its index in a window) renders its `<tr>` alone.
 */
const RowCells = memo(RowCellsView) as typeof RowCellsView;

/**
 * Rows re-render only when their row, the columns or the click handler change. Live tables get a
 * new rows array on every update but keep unchanged rows' identity, so one new row renders one row;
 * callers keep `columns` and `onRowClick` stable (useMemo, useCallback) to benefit.
 */
export const TableRow = memo(TableRowView) as typeof TableRowView;

/** The header renders again only when the columns, the sort or its handler change, not with each live row. */
export const HeaderRow = memo(HeaderRowView) as typeof HeaderRowView;

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg
      className={cx('size-3.5', direction ? 'text-slate-900' : 'text-slate-400')}
      viewBox="0 0 12 12"
      fill="currentColor"
      aria-hidden="true"
    >
      {direction !== 'descending' ? <path d="M6 1.5 9.5 5h-7z" /> : null}
      {direction !== 'ascending' ? <path d="M6 10.5 2.5 7h7z" /> : null}
    </svg>
  );
}
