/** Socket rooms and event names. The server alone decides which rooms a socket joins. */
import { audienceOf, socketEventFor, type Permission } from '../../domain/index.ts';
import type { PublishedChange } from '../db/changes.ts';

export const userRoom = (userId: string) => `user:${userId}`;
export const organisationRoom = (organisationId: string) => `org:${organisationId}`;
export const permissionRoom = (organisationId: string, permission: Permission) => `org:${organisationId}:${permission}`;

/**
 * Where a change goes, by its kind's audience (domain/entities): every staff user of the
 * organisation may view every guide of it (part 1 section 6; staff work across customers), so
 * organisation-wide kinds go to the organisation's room; kinds private to one user to that user's
 * room; kinds for a permission's holders to that permission's room in the organisation.
 */
export function roomFor(change: PublishedChange): string {
  if (change.privateTo) return userRoom(change.privateTo);
  const audience = audienceOf(change.entity);
  return audience.kind === 'permission'
    ? permissionRoom(change.organisationId, audience.permission)
    : organisationRoom(change.organisationId);
}

export function eventNameFor(change: PublishedChange): string {
  return socketEventFor(change.entity, change.op, change.created);
}
