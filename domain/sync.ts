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

/** Every socket event's payload: the change row (the entity plus its sequence). */
export type SocketChangePayload = ChangeRow;
