/**
 * The pending tabs' order: the pending-event sort order (visit, call, message, status change
 * request, transfer request, workflow phase), then when each falls due; or a column's sort, ties
 * kept in that order.
 */
import { pendingEventRank } from '../../../domain/index.ts';
import type { SortDirection } from '../../../ui/index.ts';
import type { PendingRow } from './pending-sources.ts';

export const PENDING_COLUMNS = ['member', 'status', 'event', 'dateTime'] as const;
export type PendingColumn = (typeof PENDING_COLUMNS)[number];
export interface PendingSort {
  column: PendingColumn;
  direction: SortDirection;
}

export interface PendingLabels {
  event(row: PendingRow): string;
  status(row: PendingRow): string;
}

export const isPendingColumn = (id: string): id is PendingColumn => (PENDING_COLUMNS as readonly string[]).includes(id);

const byDefault = (a: PendingRow, b: PendingRow) =>
  pendingEventRank(a.kind) - pendingEventRank(b.kind) || a.dueMs - b.dueMs || a.key.localeCompare(b.key);

export function sortPendingRows(
  rows: readonly PendingRow[],
  sort: PendingSort | null,
  labels: PendingLabels,
  locale: string,
): PendingRow[] {
  const ordered = [...rows].sort(byDefault);
  if (!sort) return ordered;
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const text: Record<Exclude<PendingColumn, 'dateTime'>, (row: PendingRow) => string> = {
    member: (row) => row.memberName ?? '',
    status: labels.status,
    event: labels.event,
  };
  const column = sort.column;
  const compare =
    column === 'dateTime'
      ? (a: PendingRow, b: PendingRow) => a.dueMs - b.dueMs
      : (a: PendingRow, b: PendingRow) => collator.compare(text[column](a), text[column](b));
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Array.prototype.sort is stable: equal rows keep the default order.
  return ordered.sort((a, b) => sign * compare(a, b));
}
