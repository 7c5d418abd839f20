/**
 * The UI side of a live query: an immutable view that applies the worker's snapshot and diffs,
 * exposed as an RxJS observable and as a getSnapshot/subscribe pair for useSyncExternalStore.
 * Unchanged rows keep their identity, so React skips them.
 */
import { freeze } from 'immer';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SyncError } from '../ports.ts';
import { applyOpsInPlace, type LiveMessage, type QueryStatus } from '../protocol.ts';

export interface LiveView<Row> {
  rows: readonly Row[];
  status: QueryStatus;
  error?: SyncError;
}

export const LOADING_VIEW: LiveView<never> = freeze({ rows: [], status: 'loading' }, true);

/**
 * The next view: a copy of the row array with the ops applied, only the rows that arrived frozen
 * anew. (An immer draft did the same with a proxy per row it walked past: a 500-row member list
 * page cost a few milliseconds per diff on the UI thread, for rows that did not change.)
 */
export function reduceView<Row extends { id: string }>(view: LiveView<Row>, message: LiveMessage<Row>): LiveView<Row> {
  if (message.kind === 'snapshot')
    return freeze(
      { rows: message.rows, status: message.status, ...(message.error ? { error: message.error } : {}) },
      true,
    );
  let rows = view.rows;
  if (message.ops.length) {
    const next = rows.slice();
    applyOpsInPlace(next, (row) => row.id, message.ops);
    for (const op of message.ops) if (op.op === 'insert' || op.op === 'update') freeze(op.row, true);
    rows = Object.freeze(next);
  }
  const error = message.error ?? view.error;
  return Object.freeze({
    rows,
    status: message.status ?? view.status,
    ...(error ? { error: freeze(error, true) } : {}),
  });
}

/** Holds the current view of one query; `observable` emits every new view. */
export class LiveViewStore<Row extends { id: string }> {
  private readonly subject = new BehaviorSubject<LiveView<Row>>(LOADING_VIEW);
  readonly observable: Observable<LiveView<Row>> = this.subject.asObservable();

  receive = (message: LiveMessage<Row>): void => {
    this.subject.next(reduceView(this.subject.value, message));
  };

  get current(): LiveView<Row> {
    return this.subject.value;
  }
}
