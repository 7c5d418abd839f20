/** The acting user's unread notifications (the header badge counts them). */
import { and, eq, isNull } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery } from './define.ts';

export interface UnreadNotificationRow {
  id: string;
  createdAt: string;
}

export const unreadNotifications = defineQuery<{ userId: string }, UnreadNotificationRow>({
  name: 'unreadNotifications',
  // The page is the acting user's own; the userId keeps one page per signed-in (or impersonated) user.
  pages: ({ userId }) => [{ ...page(OPERATIONS.myNotifications, { query: { 'page-size': 200 } }), key: `notifications:${userId}` }],
  query: ({ userId }, { notification }) => (q) =>
    q
      .from({ n: notification })
      .where(({ n }) => and(eq(n.guideId, userId), isNull(n.seenAt)))
      .orderBy(({ n }) => n.createdAt, 'desc')
      .select(({ n }) => ({ id: n.id, createdAt: n.createdAt })),
});
