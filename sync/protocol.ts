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
 * The ops that turn `before` into `after` (both ordered key lists), plus updates for changed rows.
 * Deletes first, then a single left-to-right pass that inserts or moves whatever is out of place:
 * one changed row costs one op however long the list.
 */
export function diffOrderedKeys<Row>(before: readonly string[], after: readonly string[], rowOf: (key: string) => Row, changed: ReadonlySet<string>): DiffOp<Row>[] {
  const ops: DiffOp<Row>[] = [];
  const afterSet = new Set(after);
  const current = before.filter((key) => {
    if (afterSet.has(key)) return true;
    ops.push({ op: 'delete', key });
    return false;
  });
  const present = new Set(current);
  const position = new Map(current.map((key, i) => [key, i] as const));
  const reindexFrom = (start: number) => {
    for (let i = start; i < current.length; i++) position.set(current[i]!, i);
  };
  for (let i = 0; i < after.length; i++) {
    const key = after[i]!;
    if (current[i] === key) continue;
    if (!present.has(key)) {
      current.splice(i, 0, key);
      present.add(key);
      reindexFrom(i);
      ops.push({ op: 'insert', key, row: rowOf(key), index: i });
      continue;
    }
    const from = position.get(key)!;
    current.splice(from, 1);
    current.splice(i, 0, key);
    reindexFrom(Math.min(from, i));
    ops.push({ op: 'move', key, index: i });
  }
  for (const key of changed) {
    if (present.has(key) && !ops.some((o) => o.op === 'insert' && o.key === key)) ops.push({ op: 'update', key, row: rowOf(key) });
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
