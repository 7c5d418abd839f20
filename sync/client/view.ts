/**
 * The UI side of a live query: an immutable view (immer) that applies the worker's snapshot and
 * diffs, exposed as an RxJS observable and as a getSnapshot/subscribe pair for
 * useSyncExternalStore. Unchanged rows keep their identity, so React skips them.
 */
import { produce, freeze } from 'immer';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SyncError } from '../ports.ts';
import { applyOpsInPlace, type LiveMessage, type QueryStatus } from '../protocol.ts';

export interface LiveView<Row> {
  rows: readonly Row[];
  status: QueryStatus;
  error?: SyncError;
}

export const LOADING_VIEW: LiveView<never> = freeze({ rows: [], status: 'loading' }, true);

export function reduceView<Row extends { id: string }>(view: LiveView<Row>, message: LiveMessage<Row>): LiveView<Row> {
  if (message.kind === 'snapshot') return freeze({ rows: message.rows, status: message.status, ...(message.error ? { error: message.error } : {}) }, true);
  return produce(view, (draft) => {
    applyOpsInPlace(draft.rows as Row[], (row) => row.id, message.ops);
    if (message.status) draft.status = message.status;
    if (message.error) draft.error = message.error as never;
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
