/**
 * Sorting the Follow up table by a column. With no column chosen the rows keep the engine's order,
 * which is the spec's follow-up sort order; ties under a column keep that order too.
 */
import type { FollowUpRow } from '../../sync/client/index.ts';

export const FOLLOW_UP_COLUMNS = ['member', 'event', 'task', 'dateTime'] as const;
export type FollowUpColumn = (typeof FOLLOW_UP_COLUMNS)[number];

export interface FollowUpSort {
  column: FollowUpColumn;
  direction: 'ascending' | 'descending';
}

/** How the text columns read, as shown (sorting follows the reader's language). */
export interface FollowUpLabels {
  event(row: FollowUpRow): string;
  task(row: FollowUpRow): string;
}

export function isFollowUpColumn(value: string): value is FollowUpColumn {
  return (FOLLOW_UP_COLUMNS as readonly string[]).includes(value);
}

export function sortFollowUps(
  rows: readonly FollowUpRow[],
  sort: FollowUpSort | null,
  labels: FollowUpLabels,
  locale: string,
): readonly FollowUpRow[] {
  if (!sort) return rows;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const text = (read: (row: FollowUpRow) => string | null) => (a: FollowUpRow, b: FollowUpRow) => {
    const x = read(a);
    const y = read(b);
    // Rows without a value (a follow-up with no member) sort last either way round.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return collator.compare(x, y);
  };
  const compare: Record<FollowUpColumn, (a: FollowUpRow, b: FollowUpRow) => number> = {
    member: text((row) => row.memberName || null),
    event: text(labels.event),
    task: text(labels.task),
    dateTime: (a, b) => a.dateMs - b.dateMs,
  };
  const byColumn = compare[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const order = new Map(rows.map((row, index) => [row.id, index]));
  return [...rows].sort((a, b) => {
    const primary = byColumn(a, b);
    const missing = sort.column === 'member' && (!a.memberName || !b.memberName);
    if (primary !== 0) return missing ? primary : primary * sign;
    return order.get(a.id)! - order.get(b.id)!;
  });
}
