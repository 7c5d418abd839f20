/**
 * The walks' scenarios for the operations of calls-page.ts (gathered in server/testing/scenarios.ts).
 * - The calls and texts page: the other organisation's calls, texts, member, guides and reviews.
 */
import { createCall, createSmsMessage } from '../testing/factories.ts';
import { ANY_STAFF } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { callsPageHandlers } from './calls-page.ts';

export const callsPageScenarios = {
  callLog: {
    authorization: {
      request: ({ o }) => ({
        query: { searchTerm: o.member.id, searchTermType: 'subjectId', lastDaysFromNow: 'none', 'page-size': 10 },
      }),
      expect: ANY_STAFF,
    },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await createCall(db, foreign);
        return {
          query: {
            searchTerm: foreign.member.id,
            searchTermType: 'subjectId',
            lastDaysFromNow: 'none',
            includeCount: true,
            'page-size': 50,
          },
        };
      },
    },
  },
  textLog: {
    authorization: {
      request: ({ o }) => ({ query: { guideIds: [o.guide.id], lastDaysFromNow: 'none', 'page-size': 10 } }),
      expect: ANY_STAFF,
    },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await createSmsMessage(db, foreign);
        return {
          query: { guideIds: [foreign.guide.id], lastDaysFromNow: 'none', includeCount: true, 'page-size': 50 },
        };
      },
    },
  },
} satisfies ScenariosOf<HandledBy<typeof callsPageHandlers>>;
