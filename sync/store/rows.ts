/**
 * The normalized rows the engine stores, one collection per entity, and how API shapes become
 * them: embedded member summaries are split out into the member collection, and fields the
 * queries sort or filter on are derived once at ingest (ranks, epoch times).
 */
import { followUpRank, type SyncEntity } from '../../domain/index.ts';

export interface MemberRow {
  id: string;
  name: string;
  firstName?: string;
  lastName?: string;
  assignedGuideId?: string | null;
  [field: string]: unknown;
}

export interface TodoRow {
  id: string;
  userId: string;
  memberId: string | null;
  type: string;
  date: string;
  /** Epoch ms of `date`, for range filters. */
  dateMs: number;
  completedAt: string | null;
  snoozedUntil: string | null;
  /** Epoch ms of `snoozedUntil`, or 0. */
  snoozedUntilMs: number;
  externalItemType: string | null;
  externalItemId: string | null;
  scheduledEventId: string | null;
  followUpRank: number;
}

export interface InteractionRow {
  id: string;
  interactionType: string;
  memberId: string;
  guideId: string;
  timestamp: string;
  timestampMs: number;
  duration: number | null;
  incoming: boolean;
}

export interface NotificationRow {
  id: string;
  guideId: string;
  memberId: string | null;
  label: string;
  description: string;
  seenAt: string | null;
  createdAt: string;
  notificationGroupType: string;
}

export interface GenericRow {
  id: string;
  [field: string]: unknown;
}

export interface StoreRows {
  member: MemberRow;
  todo: TodoRow;
  interaction: InteractionRow;
  notification: NotificationRow;
  scheduledEvent: GenericRow;
  priorityContact: GenericRow;
  feedItem: GenericRow;
}
export type StoreEntity = keyof StoreRows;
export const STORE_ENTITIES: StoreEntity[] = ['member', 'todo', 'interaction', 'notification', 'scheduledEvent', 'priorityContact', 'feedItem'];

/** One row to put into (or take out of) one collection. */
export interface StoreWrite {
  entity: StoreEntity;
  id: string;
  row: StoreRows[StoreEntity] | null;
}

const ms = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : 0) || 0;

function memberOf(data: Record<string, unknown>): StoreWrite[] {
  const member = data.member as MemberRow | null | undefined;
  return member && typeof member.id === 'string' ? [{ entity: 'member', id: member.id, row: member }] : [];
}

function withoutMember(data: Record<string, unknown>): Record<string, unknown> {
  const { member: _member, ...rest } = data;
  return rest;
}

/** Turns an API entity (a REST row or a change row's data) into store writes. */
export function normalize(entity: SyncEntity, id: string, data: Record<string, unknown> | null): StoreWrite[] {
  switch (entity) {
    case 'todo':
      return [
        ...(data ? memberOf(data) : []),
        {
          entity: 'todo',
          id,
          row: data
            ? ({ ...withoutMember(data), dateMs: ms(data.date), snoozedUntilMs: ms(data.snoozedUntil), followUpRank: followUpRank(String(data.type)) } as unknown as TodoRow)
            : null,
        },
      ];
    case 'interaction':
      return [...(data ? memberOf(data) : []), { entity: 'interaction', id, row: data ? ({ ...withoutMember(data), timestampMs: ms(data.timestamp) } as unknown as InteractionRow) : null }];
    case 'scheduledEvent':
    case 'priorityContact':
      return [...(data ? memberOf(data) : []), { entity, id, row: data ? ({ ...withoutMember(data), id } as GenericRow) : null }];
    case 'notification':
      return [{ entity: 'notification', id, row: data as unknown as NotificationRow | null }];
    case 'feedItem':
      return [{ entity: 'feedItem', id, row: data ? ({ ...data, id } as GenericRow) : null }];
    case 'user':
      // Only members are stored; staff come from verify and the team list.
      return data && data.role !== 'PATIENT' ? [] : [{ entity: 'member', id, row: data as MemberRow | null }];
    default:
      return [];
  }
}
