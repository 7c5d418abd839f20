/**
 * The docket Needs tab's rows (spec part 1 section 2): each open need of the guide's members with
 * its task, Expiring Soon (within 10 days) or Needs Action (its issue requires one), by
 * `docketNeedTask`; a need with an action in the last 30 days has none and leaves the list. The
 * filters Expiring and Needs Action narrow it (none chosen: both). A row keeps its identity while
 * its need and task stay the same, so the table re-renders only the rows that changed.
 */
import { docketNeedTask, type DocketNeedTask } from '../../../domain/index.ts';
import type { DocketNeedRow } from '../../../sync/client/index.ts';

export const NEEDS_FILTERS = ['expiring', 'needsAction'] as const;
export type NeedsFilter = (typeof NEEDS_FILTERS)[number];

export type NeedsTabRow = DocketNeedRow & { task: DocketNeedTask };

const FILTER_OF: Record<DocketNeedTask, NeedsFilter> = { ExpiringSoon: 'expiring', NeedsAction: 'needsAction' };

const derived = new WeakMap<DocketNeedRow, Partial<Record<DocketNeedTask, NeedsTabRow>>>();
function withTask(row: DocketNeedRow, task: DocketNeedTask): NeedsTabRow {
  let byTask = derived.get(row);
  if (!byTask) derived.set(row, (byTask = {}));
  return (byTask[task] ??= { ...row, task });
}

const byDueDate = (a: NeedsTabRow, b: NeedsTabRow) =>
  a.expiresAt < b.expiresAt ? -1 : a.expiresAt > b.expiresAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Every row with a task now (the badge counts them), soonest due first (the engine keeps them by id). */
export function needsWithTasks(rows: readonly DocketNeedRow[], nowMs: number): NeedsTabRow[] {
  const out: NeedsTabRow[] = [];
  for (const row of rows) {
    const task = docketNeedTask(row, nowMs);
    if (task) out.push(withTask(row, task));
  }
  return out.sort(byDueDate);
}

export function filterNeeds(rows: readonly NeedsTabRow[], filters: readonly NeedsFilter[]): NeedsTabRow[] {
  if (filters.length === 0 || filters.length === NEEDS_FILTERS.length) return [...rows];
  return rows.filter((row) => filters.includes(FILTER_OF[row.task]));
}
