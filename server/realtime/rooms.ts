/** Socket rooms and event names. The server alone decides which rooms a socket joins. */
import { GENERIC_CHANGE_EVENT, SOCKET_EVENTS } from '../../domain/index.ts';
import type { PublishedChange } from '../db/changes.ts';

export const userRoom = (userId: string) => `user:${userId}`;
export const organisationRoom = (organisationId: string) => `org:${organisationId}`;

/**
 * Every staff user of an organisation may view every guide of it (part 1 section 6; staff work
 * across customers), so organisation-wide changes go to the organisation's room; changes private
 * to one user go to that user's room only.
 */
export function roomFor(change: PublishedChange): string {
  return change.privateTo ? userRoom(change.privateTo) : organisationRoom(change.organisationId);
}

export function eventNameFor(change: PublishedChange): string {
  const names = (SOCKET_EVENTS as Partial<Record<string, { upsert: string; created: string; delete: string }>>)[change.entity];
  if (!names) return GENERIC_CHANGE_EVENT;
  if (change.op === 'delete') return names.delete;
  return change.created ? names.created : names.upsert;
}
