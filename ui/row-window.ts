import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';

/** Rows rendered above and below the visible ones: Tab and the arrow keys land on rendered rows. */
const OVERSCAN = 10;
/** A one-line row (py-2 around text-sm and a 1px border); every rendered row is measured anyway. */
const ESTIMATED_ROW_HEIGHT = 41;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the body renders in window mode: rows by index, and the gaps standing in for the others. */
export type WindowSlice = { kind: 'row'; index: number } | { kind: 'gap'; key: string; height: number };

export interface RowWindow {
  /** False for a table that renders every row (small, or not asking). */
  on: boolean;
  slices: readonly WindowSlice[];
  /** Measures a rendered row (its `data-index` says which); heights may differ row to row. */
  measureRow: (row: HTMLTableRowElement | null) => void;
  headRef: RefObject<HTMLTableSectionElement | null>;
  /** The header's height: rows start below it, and scrolling to a row keeps it clear of it. */
  headHeight: number;
  onBodyFocus: (event: FocusEvent<HTMLTableSectionElement>) => void;
  onBodyKeyDown: (event: KeyboardEvent<HTMLTableSectionElement>) => void;
  onBoxKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  scrollToTop: () => void;
}

interface RowWindowOptions<Row> {
  enabled: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  scrollRef: RefObject<HTMLDivElement | null>;
}

const NO_ITEMS: readonly VirtualItem[] = [];

/** The size most of the measured rows have, once there are a few. */
function commonestSize(sizes: readonly (number | undefined)[]): number | null {
  const counts = new Map<number, number>();
  for (const size of sizes) if (size !== undefined) counts.set(size, (counts.get(size) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 4;
  for (const [size, count] of counts) if (count > bestCount) [best, bestCount] = [size, count];
  return best;
}

const rowIndexOf = (target: EventTarget | null): number | null => {
  const row = target instanceof Element ? target.closest('tr[data-index]') : null;
  return row ? Number((row as HTMLElement).dataset.index) : null;
};

/**
 * The rows of a long table that are in (and around) its scroll box's viewport, with
 * @tanstack/react-virtual measuring each rendered row. Beyond the window, three things a user
 * would notice are kept: the last focused row stays rendered (a scroll with the wheel does not
 * drop focus, or an open row menu), Tab past the last rendered row scrolls to the next row and
 * focuses it, and a new page (none of the rows shown before) starts at the top.
 */
export function useRowWindow<Row>({ enabled, rows, rowKey, scrollRef }: RowWindowOptions<Row>): RowWindow {
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  const focused = useRef<{ index: number; key: string } | null>(null);

  // The focused row by its key: rows may move under it (a live update) while it keeps focus.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const kept = focused.current;
      if (!kept) return indexes;
      let index = kept.index;
      const atIndex = rows[index];
      if (atIndex === undefined || rowKey(atIndex) !== kept.key)
        index = rows.findIndex((row) => rowKey(row) === kept.key);
      if (index < 0) return indexes;
      if (indexes.includes(index)) return indexes;
      return [...indexes, index].sort((a, b) => a - b);
    },
    [rows, rowKey],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    [rows, rowKey],
  );

  // Rows not yet rendered are guessed at the commonest height among the rendered ones (rows with a
  // menu button are taller than a line of text): most rows then measure as guessed, and a measured
  // row that differs moves the scroll position (which would cut short a smooth scroll).
  const [estimate, setEstimate] = useState(ESTIMATED_ROW_HEIGHT);
  const estimateSize = useCallback(() => estimate, [estimate]);

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    enabled,
    count: enabled ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    rangeExtractor,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    // Before the box is measured: about its size (max-h-[75vh]), so the first paint is not one row.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 600 : Math.round(window.innerHeight * 0.75) },
  });

  // A row measured taller than its guess while the box is scrolled to the end keeps the end in view
  // (End, or a drag to the bottom, shows the last row); otherwise only rows above the viewport
  // move it, so what the reader looks at stays put.
  useLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
      item.start < (instance.scrollOffset ?? 0) || instance.isAtEnd(1);
  }, [virtualizer]);

  useLayoutEffect(() => {
    const head = headRef.current;
    if (!enabled || !head) return undefined;
    const read = () => setHeadHeight(head.offsetHeight);
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(head);
    return () => observer.disconnect();
  }, [enabled]);

  // A new page or a new search shows none of the rows rendered before: start it at the top.
  const rendered = useRef<string[]>([]);
  const shownRows = useRef(rows);
  useLayoutEffect(() => {
    if (shownRows.current === rows) return;
    shownRows.current = rows;
    if (!enabled || rendered.current.length === 0) return;
    const keys = new Set(rows.map(rowKey));
    if (!rendered.current.some((key) => keys.has(key))) virtualizer.scrollToOffset(0);
  }, [enabled, rows, rowKey, virtualizer]);

  const items = enabled ? virtualizer.getVirtualItems() : NO_ITEMS;
  const totalSize = enabled ? virtualizer.getTotalSize() : 0;
  const slices = useMemo(() => {
    const out: WindowSlice[] = [];
    let end = headHeight;
    for (const item of items) {
      if (item.start > end) out.push({ kind: 'gap', key: `gap-before-${item.key}`, height: item.start - end });
      out.push({ kind: 'row', index: item.index });
      end = item.end;
    }
    const bottom = totalSize + headHeight - end;
    if (items.length > 0 && bottom > 0) out.push({ kind: 'gap', key: 'gap-end', height: bottom });
    return out;
  }, [items, totalSize, headHeight]);
  useLayoutEffect(() => {
    rendered.current = items.map((item) => String(item.key));
    const common = commonestSize(rendered.current.map((key) => virtualizer.itemSizeCache.get(key)));
    if (common !== null && common !== estimate) setEstimate(common);
  }, [items, estimate, virtualizer]);

  const onBodyFocus = useCallback(
    (event: FocusEvent<HTMLTableSectionElement>) => {
      const index = rowIndexOf(event.target);
      const row = index === null ? undefined : rows[index];
      if (index !== null && row !== undefined) focused.current = { index, key: rowKey(row) };
    },
    [rows, rowKey],
  );

  // Tab from a row's last control (Shift+Tab from its first) to a row that is not rendered: the
  // browser would skip to whatever is rendered next, so scroll that row in and focus it ourselves.
  // Tabs pressed while that row is still being drawn (a held key, a busy machine) each go one stop
  // further once it is: swallowed, they left the focus behind where the reader pressed them.
  const pendingFocus = useRef<{ index: number; last: boolean; further: number } | null>(null);
  const onBodyKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableSectionElement>) => {
      if (
        event.key !== 'Tab' ||
        event.defaultPrevented ||
        !(event.target instanceof Element) ||
        !event.currentTarget.contains(event.target)
      )
        return;
      const pending = pendingFocus.current;
      if (pending) {
        event.preventDefault();
        if (event.shiftKey === pending.last) pending.further++;
        return;
      }
      const from = rowIndexOf(event.target);
      const row = event.target.closest('tr');
      if (from === null || !row) return;
      const controls = Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE));
      const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
      if (edge !== event.target) return;
      const to = from + (event.shiftKey ? -1 : 1);
      if (to < 0 || to >= rows.length) return;
      if (event.currentTarget.querySelector(`tr[data-index="${to}"]`)) return;
      event.preventDefault();
      pendingFocus.current = { index: to, last: event.shiftKey, further: 0 };
      virtualizer.scrollToIndex(to, { align: 'auto' });
    },
    [virtualizer, rows.length],
  );
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    const body = scrollRef.current?.querySelector('tbody');
    if (!pending || !body) return;
    const row = body.querySelector(`tr[data-index="${pending.index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    const controls = row.querySelectorAll<HTMLElement>(FOCUSABLE);
    const target = pending.last ? controls[controls.length - 1] : controls[0];
    if (!target) return;
    // The Tabs pressed meanwhile, through the rendered stops (the window draws ten rows beyond).
    const stops = Array.from(body.querySelectorAll<HTMLElement>(FOCUSABLE));
    const at = stops.indexOf(target) + (pending.last ? -pending.further : pending.further);
    (stops[Math.max(0, Math.min(stops.length - 1, at))] ?? target).focus();
  });

  // Home and End jump through the virtualizer: the browser's smooth scroll to an edge would be cut
  // short by the first row measured on the way, and only the virtualizer knows where the end is.
  const onBoxKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (
        (event.key !== 'Home' && event.key !== 'End') ||
        event.altKey ||
        event.shiftKey ||
        event.metaKey ||
        event.defaultPrevented
      )
        return;
      const target = event.target as HTMLElement;
      if (!event.currentTarget.contains(target) || target.closest('input, textarea, select, [contenteditable="true"]'))
        return;
      event.preventDefault();
      if (event.key === 'Home') virtualizer.scrollToOffset(0);
      else virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    },
    [virtualizer, rows.length],
  );

  const scrollToTop = useCallback(() => {
    if (enabled) virtualizer.scrollToOffset(0);
  }, [enabled, virtualizer]);

  return {
    on: enabled,
    slices,
    measureRow: virtualizer.measureElement,
    headRef,
    headHeight,
    onBodyFocus,
    onBodyKeyDown,
    onBoxKeyDown,
    scrollToTop,
  };
}
