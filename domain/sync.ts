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

/** @deprecated name: the entity kinds are `EntityKind` in domain/entities. */
export type SyncEntity = EntityKind;

/** Socket event names (part 1 section 4), keyed by entity and operation. */
export const SOCKET_EVENTS = {
  todo: { upsert: 'todo:updated', created: 'todo:created', delete: 'todo:deleted' },
  scheduledEvent: { upsert: 'scheduled-event:updated', created: 'scheduled-event:created', delete: 'scheduled-event:deleted' },
  feedItem: { upsert: 'feed-item:updated', created: 'feed-item:updated', delete: 'feed-item:deleted' },
  notification: { upsert: 'notification:upserted', created: 'notification:upserted', delete: 'notification:deleted' },
  priorityContact: { upsert: 'priority-contact:upserted', created: 'priority-contact:upserted', delete: 'priority-contact:deleted' },
  emailAddress: { upsert: 'email-address:updated', created: 'email-address:created', delete: 'email-address:deleted' },
  user: { upsert: 'user:updated', created: 'user:updated', delete: 'user:deleted' },
  memberStatus: { upsert: 'member-status:created', created: 'member-status:created', delete: 'member-status:deleted' },
  hospitalization: { upsert: 'hospitalization:updated', created: 'hospitalization:updated', delete: 'hospitalization:updated' },
  call: { upsert: 'call:updated', created: 'call:updated', delete: 'call:updated' },
} as const;
export const HEALTH_CHECK_EVENT = 'health-check';
export const SOCKET_INITIALIZED_EVENT = 'socket:initialized';
export const SOCKET_FAILED_EVENT = 'socket:failed';
export const HEALTH_CHECK_INTERVAL_MS = 20_000;

/** Every socket event's payload: the change row (the entity plus its sequence). */
export type SocketChangePayload = ChangeRow;
