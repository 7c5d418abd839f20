/** The acting user's unread notifications (the header badge counts them). */
import { and, eq, isNull } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export const unreadNotifications = defineQuery({
  name: 'unreadNotifications',
  // The page is the acting user's own; the userId keeps one page per signed-in (or impersonated) user.
  pages: ({ userId }: { userId: string }) => [
    { ...page(OPERATIONS.myNotifications, { query: { 'page-size': 200 } }), key: `notifications:${userId}` },
  ],
  query:
    ({ userId }, { notification }) =>
    (q) =>
      q
        .from({ n: notification })
        .where(({ n }) => and(eq(n.guideId, userId), isNull(n.seenAt)))
        .orderBy(({ n }) => n.createdAt, 'desc')
        .select(({ n }) => ({ id: n.id, createdAt: n.createdAt })),
});
export type UnreadNotificationRow = RowOf<typeof unreadNotifications>;

/**
 * The acting user's notifications, newest first (the panel groups them, and counts and filters the
 * unseen ones itself). Deliberately no `seenAt` condition here: with another query over the same
 * collection already indexing `guideId`, @tanstack/db (0.x) answered a second query's residual
 * condition from the index and missed a row that stopped matching it (seen in the engine tests).
 */
export const notifications = defineQuery({
  name: 'notifications',
  pages: ({ userId }: { userId: string }) => [
    { ...page(OPERATIONS.myNotifications, { query: { 'page-size': 200 } }), key: `notifications:${userId}` },
  ],
  query:
    ({ userId }, { notification, user }) =>
    (q) =>
      q
        .from({ n: notification })
        .join({ member: user }, ({ n, member }) => eq(n.memberId, member.id), 'left')
        .where(({ n }) => eq(n.guideId, userId))
        .orderBy(({ n }) => n.createdAt, 'desc')
        .select(({ n, member }) => ({
          id: n.id,
          label: n.label,
          description: n.description,
          seenAt: n.seenAt,
          createdAt: n.createdAt,
          memberId: n.memberId,
          /** The member's name, when the engine holds the member (the panel words the notification with it). */
          memberName: member?.name,
          /** The member's guide, for the member page's path. */
          memberGuideId: member?.assignedGuideId,
          notificationGroupType: n.notificationGroupType,
          notificationType: n.notificationType,
          externalItemType: n.externalItemType,
          externalItemId: n.externalItemId,
        })),
});
export type NotificationRow = RowOf<typeof notifications>;
