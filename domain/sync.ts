/** What the server's change log and socket events carry (the sync engine's input). */
import type { EntityKind } from './entities/index.ts';

export type ChangeOp = 'upsert' | 'delete';

export interface ChangeRow {
  seq: number;
  entity: EntityKind;
  id: string;
  op: ChangeOp;
  /** The entity as the REST API returns it; null for a tombstone. */
  data: Record<string, unknown> | null;
}

export interface ChangesPage {
  changes: ChangeRow[];
  /** The tenant's head sequence when the page was read. */
  head: number;
  /** True when more changes follow the last one returned. */
  hasMore: boolean;
}

export const HEALTH_CHECK_EVENT = 'health-check';
export const SOCKET_INITIALIZED_EVENT = 'socket:initialized';
export const SOCKET_FAILED_EVENT = 'socket:failed';
export const HEALTH_CHECK_INTERVAL_MS = 20_000;

/**
 * Every socket event's payload: one committed transaction's changes for one room, as one message.
 * The row itself is the transaction's last change for that room (the event is named after it; a write
 * records its confirming row last); `earlier` holds the changes before it, in sequence order, when
 * there are any. A reader of single rows still sees the newest; the engine applies all of them at once.
 */
export type SocketChangePayload = ChangeRow & { earlier?: ChangeRow[] };

/** A socket message's changes in sequence order (its `earlier` rows, then the row itself). */
export function changesOfMessage(payload: SocketChangePayload): ChangeRow[] {
  const { earlier, ...last } = payload;
  return earlier?.length ? [...earlier, last] : [last];
}
