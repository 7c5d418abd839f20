/** A screen that holds a live query's rows as the UI would: a snapshot replaces them, diffs patch them. */
import { applyOps, type LiveMessage } from '../protocol.ts';

export interface Screen<Row> {
  listener(message: LiveMessage<Row>): void;
  rows(): Row[];
}

/** The rows a subscriber holds after each message. */
export function screen<Row extends { id: string }>(): Screen<Row> {
  let rows: Row[] = [];
  return {
    listener: (message) => {
      rows = message.kind === 'snapshot' ? message.rows : applyOps(rows, (r) => r.id, message.ops);
    },
    rows: () => rows,
  };
}
