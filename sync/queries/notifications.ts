/** The acting user's unread notifications (the header badge counts them). */
import { and, eq, isNull } from '@tanstack/db';
import { defineQuery } from './define.ts';

export interface UnreadNotificationRow {
  id: string;
  createdAt: string;
}

export const unreadNotifications = defineQuery<{ userId: string }, UnreadNotificationRow>({
  name: 'unreadNotifications',
  pages: ({ userId }) => [{ key: `notifications:${userId}`, path: '/notifications/guide', query: { 'page-size': 200 }, entity: 'notification' }],
  query: ({ userId }, { notification }) => (q) =>
    q
      .from({ n: notification })
      .where(({ n }) => and(eq(n.guideId, userId), isNull(n.seenAt)))
      .orderBy(({ n }) => n.createdAt, 'desc')
      .select(({ n }) => ({ id: n.id, createdAt: n.createdAt })),
});
