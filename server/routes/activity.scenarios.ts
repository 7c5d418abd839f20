/** The walks' scenarios for the operations of activity.ts (gathered in server/testing/scenarios.ts). */
import { ANY_STAFF, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { activityHandlers } from './activity.ts';

export const activityScenarios = {
  guideInteractions: {
    authorization: { request: ({ o }) => ({ params: { guideId: o.guide.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { guideId: foreign.guide.id } }) },
  },
  feedItems: {
    authorization: { request: ({ o }) => ({ query: { userId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { userId: foreign.member.id } }) },
  },
  myNotifications: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: () => ({}) },
  },
} satisfies ScenariosOf<HandledBy<typeof activityHandlers>>;
