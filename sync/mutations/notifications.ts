/** The notification centre's writes: one notification at a time, each confirmed by its own change. */
import { OPERATIONS } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export interface MarkNotificationSeenArgs {
  notificationId: string;
  seen: boolean;
}

export interface DeleteNotificationArgs {
  notificationId: string;
}

export const markNotificationSeen = defineMutation({
  operation: OPERATIONS.markNotificationsSeen,
  request: (args: MarkNotificationSeenArgs) => ({ body: { notificationIds: [args.notificationId], seen: args.seen } }),
  optimistic: (collections, args, now) =>
    collections.notification.update(args.notificationId, (draft) => {
      draft.seenAt = args.seen ? now : null;
    }),
  confirms: (args) => ({ entity: 'notification', id: args.notificationId }),
});

export const deleteNotification = defineMutation({
  operation: OPERATIONS.deleteNotifications,
  request: (args: DeleteNotificationArgs) => ({ body: { notificationIds: [args.notificationId] } }),
  optimistic: (collections, args) => collections.notification.delete(args.notificationId),
  confirms: (args) => ({ entity: 'notification', id: args.notificationId }),
});
