/**
 * The notification centre (spec part 1 section 7 "Notifications and alerts"): the groups, and the
 * acting user's own notifications marked seen, unseen or deleted. Reading them is `myNotifications`
 * (contracts/work.ts). A notification id of anybody else answers 404, like a missing one.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { NOTIFICATION_BATCH_MAX } from '../entities/notifications.ts';
import { defineOperation } from './define.ts';

const notificationIds = uuid.array().moreThanLength(0).atMostLength(NOTIFICATION_BATCH_MAX);

/** `GET /notifications/groups`: key, label, sort order (the portal words the keys it knows). */
export const notificationGroups = defineOperation({
  method: 'GET',
  path: '/notifications/groups',
  response: type({ data: type({ key: 'string', label: 'string', sortOrder: 'number' }).array() }),
  access: 'app-access',
});

/** `PATCH /notifications/seen`: marks the caller's notifications seen (`seen: true`) or unseen. */
export const markNotificationsSeen = defineOperation({
  method: 'PATCH',
  path: '/notifications/seen',
  body: type({ notificationIds, seen: 'boolean' }),
  response: type({ data: ENTITIES.notification.schema.array() }),
  access: 'app-access',
  idempotent: true,
});

/** `DELETE /notifications`: deletes the caller's notifications; answers them as they were. */
export const deleteNotifications = defineOperation({
  method: 'DELETE',
  path: '/notifications',
  body: type({ notificationIds }),
  response: type({ data: ENTITIES.notification.schema.array() }),
  access: 'app-access',
  idempotent: true,
});
