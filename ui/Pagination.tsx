import { memo } from 'react';
import { Button } from './Button.tsx';

export interface PaginationLabels {
  /** Names the navigation landmark, e.g. "Pages of follow ups". */
  navigation: string;
  previous: string;
  next: string;
  /** e.g. (2, 5) => "Page 2 of 5". */
  page: (page: number, pageCount: number) => string;
}

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

/**
 * Previous / Next buttons and the current page, announced politely when it changes. Memoized: a
 * live table's new rows leave it be while its page, count, handler and labels stay the same.
 */
export const Pagination = memo(function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  return (
    <nav aria-label={labels.navigation} className="flex items-center justify-end gap-3 px-3 py-2 text-sm">
      <Button size="sm" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </Button>
      <p aria-live="polite" className="text-slate-700 tabular-nums">
        {labels.page(page + 1, pageCount)}
      </p>
      <Button size="sm" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
});
