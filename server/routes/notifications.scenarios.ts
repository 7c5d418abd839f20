/**
 * The walks' scenarios for the operations of notifications.ts (gathered in server/testing/scenarios.ts).
 * - The notification centre: one's own notifications only.
 * - The notification centre: the other organisation's guide's notification.
 */
import { ANY_STAFF, ONLY_THE_OWNER_404 } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createGuideNotification } from './hospitalizations-testing.ts';
import type { notificationHandlers } from './notifications.ts';

export const notificationsScenarios = {
  notificationGroups: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { exempt: 'a catalogue shared by every organisation' },
  },
  markNotificationsSeen: {
    authorization: {
      request: async ({ db, o }) => ({
        body: { notificationIds: [(await createGuideNotification(db, o, o.guide.id)).id], seen: true },
      }),
      expect: ONLY_THE_OWNER_404,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: {
          notificationIds: [(await createGuideNotification(db, foreign, foreign.guide.id)).id],
          seen: true,
        },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const notification = await createGuideNotification(db, org, org.guide.id);
      return () => callAs(org.guide, { body: { notificationIds: [notification.id], seen: true } });
    },
  },
  deleteNotifications: {
    authorization: {
      request: async ({ db, o }) => ({
        body: { notificationIds: [(await createGuideNotification(db, o, o.guide.id)).id] },
      }),
      expect: ONLY_THE_OWNER_404,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: {
          notificationIds: [(await createGuideNotification(db, foreign, foreign.guide.id)).id],
        },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const notification = await createGuideNotification(db, org, org.guide.id);
      return () => callAs(org.guide, { body: { notificationIds: [notification.id] } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof notificationHandlers>>;
