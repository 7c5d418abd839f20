/**
 * A long `Table` drawn as a window (`virtualize`, past `VIRTUALIZE_FROM_ROWS` rows): a scroll box
 * of its own under a sticky header, only the rows in and around its viewport rendered, gap rows
 * standing in for the others. Loaded lazily by `Table`, so screens with short tables never load
 * the virtualizer.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import { useRowWindow } from './row-window.ts';
import { GapRow, HeaderRow, TableRow, type TableColumn, type TableSort } from './table-parts.tsx';

export interface WindowedTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: TableSort;
  onSort: (columnId: string) => void;
  onRowClick: ((row: Row) => void) | undefined;
}

export default function WindowedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  onRowClick,
}: WindowedTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const windowed = useRowWindow({ enabled: true, rows, rowKey, scrollRef });
  const { scrollToTop } = windowed;

  // A new sort shows its first rows, from the top.
  const shownSort = useRef(sort);
  useLayoutEffect(() => {
    if (shownSort.current === sort) return;
    shownSort.current = sort;
    scrollToTop();
  }, [sort, scrollToTop]);

  return (
    <div
      ref={scrollRef}
      // The box scrolls on its own; as a named, focusable region the keyboard scrolls it too (arrows,
      // Page Down, End), also when its rows hold no control. The virtualizer keeps the rows in place
      // as they are measured, so the browser's own scroll anchoring stays out.
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      style={{ scrollPaddingTop: windowed.headHeight }}
      onKeyDown={windowed.onBoxKeyDown}
      className="max-h-[75vh] overflow-auto overscroll-contain rounded [overflow-anchor:none] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <table aria-rowcount={rows.length + 1} className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead ref={windowed.headRef}>
          <HeaderRow columns={columns} sort={sort} onSort={onSort} sticky />
        </thead>
        <tbody onFocus={windowed.onBodyFocus} onKeyDown={windowed.onBodyKeyDown}>
          {windowed.slices.map((slice) => {
            if (slice.kind === 'gap') return <GapRow key={slice.key} height={slice.height} span={columns.length} />;
            const row = rows[slice.index]!;
            const id = rowKey(row);
            return (
              <TableRow
                key={id}
                id={id}
                row={row}
                columns={columns}
                onRowClick={onRowClick}
                index={slice.index}
                last={slice.index === rows.length - 1}
                measure={windowed.measureRow}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
