/**
 * What crosses the worker boundary for a live query: one snapshot, then only diffs. Ops apply in
 * order; `index` is the row's position after the op, so the receiver can splice without sorting.
 */
import type { SyncError } from './ports.ts';

export type QueryStatus = 'loading' | 'ready' | 'error';

export type DiffOp<Row> =
  | { op: 'insert'; key: string; row: Row; index: number }
  | { op: 'update'; key: string; row: Row }
  | { op: 'delete'; key: string }
  | { op: 'move'; key: string; index: number };

export type LiveMessage<Row> =
  | { kind: 'snapshot'; rows: Row[]; status: QueryStatus; error?: SyncError }
  | { kind: 'diff'; ops: DiffOp<Row>[]; status?: QueryStatus; error?: SyncError };

export type LiveListener<Row> = (message: LiveMessage<Row>) => void;

/**
 * The keys of `current` that can stay where they are: the longest run of them already in `after`'s
 * order (a longest increasing subsequence of their positions in `after`, O(n log n)). Every other
 * key moves; keeping the most keys still is what makes one row moving far cost one op.
 */
function keysInPlace(current: readonly string[], afterIndex: ReadonlyMap<string, number>): Set<string> {
  const tails: number[] = [];
  const tailAt: number[] = [];
  const previous = new Array<number>(current.length).fill(-1);
  current.forEach((key, i) => {
    const rank = afterIndex.get(key)!;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (tails[mid]! < rank) low = mid + 1;
      else high = mid;
    }
    tails[low] = rank;
    tailAt[low] = i;
    previous[i] = low > 0 ? tailAt[low - 1]! : -1;
  });
  const stay = new Set<string>();
  for (let i = tails.length ? tailAt[tails.length - 1]! : -1; i >= 0; i = previous[i]!) stay.add(current[i]!);
  return stay;
}

/**
 * The ops that turn `before` into `after` (both ordered key lists), plus updates for changed rows.
 * Deletes first; then, in `after`'s order, each new key is inserted and each key out of place is
 * moved, right after the key that precedes it in `after`. The keys that stay are the most that
 * already stand in order, so one row moving, however far, costs one op.
 */
export function diffOrderedKeys<Row>(
  before: readonly string[],
  after: readonly string[],
  rowOf: (key: string) => Row,
  changed: ReadonlySet<string>,
): DiffOp<Row>[] {
  const ops: DiffOp<Row>[] = [];
  const afterIndex = new Map(after.map((key, i) => [key, i] as const));
  const current = before.filter((key) => {
    if (afterIndex.has(key)) return true;
    ops.push({ op: 'delete', key });
    return false;
  });
  const stay = keysInPlace(current, afterIndex);
  const position = new Map(current.map((key, i) => [key, i] as const));
  const reindexFrom = (start: number) => {
    for (let i = start; i < current.length; i++) position.set(current[i]!, i);
  };
  const inserted = new Set<string>();
  for (let i = 0; i < after.length; i++) {
    const key = after[i]!;
    if (stay.has(key)) continue;
    const from = position.get(key);
    if (from !== undefined) {
      current.splice(from, 1);
      reindexFrom(from);
    }
    // Right after its predecessor in `after`, which is already in place (it came first).
    const index = i === 0 ? 0 : position.get(after[i - 1]!)! + 1;
    current.splice(index, 0, key);
    reindexFrom(Math.min(index, from ?? index));
    if (from === undefined) {
      inserted.add(key);
      ops.push({ op: 'insert', key, row: rowOf(key), index });
    } else if (from !== index) ops.push({ op: 'move', key, index });
  }
  for (const key of changed) {
    if (position.has(key) && !inserted.has(key)) ops.push({ op: 'update', key, row: rowOf(key) });
  }
  return ops;
}

/**
 * Applies ops, in order, to an ordered array of rows, in place. The UI view runs it inside an
 * immer draft; `applyOps` is the copying form for tests.
 */
export function applyOpsInPlace<Row>(rows: Row[], keyOf: (row: Row) => string, ops: readonly DiffOp<Row>[]): void {
  const indexOf = (key: string) => rows.findIndex((r) => keyOf(r) === key);
  for (const op of ops) {
    switch (op.op) {
      case 'delete': {
        const i = indexOf(op.key);
        if (i >= 0) rows.splice(i, 1);
        break;
      }
      case 'insert':
        rows.splice(op.index, 0, op.row);
        break;
      case 'move': {
        const i = indexOf(op.key);
        if (i >= 0) rows.splice(op.index, 0, rows.splice(i, 1)[0]!);
        break;
      }
      case 'update': {
        const i = indexOf(op.key);
        if (i >= 0) rows[i] = op.row;
        break;
      }
    }
  }
}

export function applyOps<Row>(rows: readonly Row[], keyOf: (row: Row) => string, ops: readonly DiffOp<Row>[]): Row[] {
  const next = rows.slice();
  applyOpsInPlace(next, keyOf, ops);
  return next;
}
