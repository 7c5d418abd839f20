/** Per-user state of the notification centre's neighbours: which user dismissed which alert. */
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alerts } from './activity.ts';
import { organisationId } from './organisation.ts';
import { users } from './tenancy.ts';

/**
 * A dismissable alert dismissed by one user: it no longer shows for them, and still does for
 * everyone else (`alerts.dismissed_at`, which hid it for all, is no longer written).
 */
export const alertDismissals = pgTable(
  'alert_dismissals',
  {
    organisationId: organisationId(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] }), index('alert_dismissals_user_idx').on(t.userId)],
);
