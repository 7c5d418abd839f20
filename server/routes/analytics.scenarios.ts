/**
 * The walks' scenarios for the operations of analytics.ts (gathered in server/testing/scenarios.ts).
 * - The docket's analytics panel: any staff user may open a guide's docket; another organisation's guide
 *   is not found.
 */
import { READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { type analyticsHandlers, signEmbed } from './analytics.ts';

export const analyticsScenarios = {
  sigmaEmbed: {
    authorization: {
      request: ({ o }) => ({
        body: { key: 'docketDashboard', params: { docketDashboard: { guideId: o.guide.id, yearMonth: '202601' } } },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: {
          key: 'docketDashboard',
          params: { docketDashboard: { guideId: foreign.guide.id, yearMonth: '202601' } },
        },
      }),
    },
    // Signs an address and writes nothing: the walk must see no table change.
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {
          body: { key: 'docketDashboard', params: { docketDashboard: { guideId: org.guide.id, yearMonth: '202601' } } },
        }),
  },
  docketDashboardData: {
    authorization: {
      request: ({ t, o }) => {
        const expires = Date.now() + 600_000;
        return {
          query: {
            guideId: o.guide.id,
            yearMonth: '202601',
            expires,
            signature: signEmbed(t.config.analyticsEmbedSecret, o.guide.id, '202601', expires),
          },
        };
      },
      expect: READ,
    },
    isolation: {
      notFound: async ({ t, foreign }) => {
        const expires = Date.now() + 60_000;
        const signature = signEmbed(t.config.analyticsEmbedSecret, foreign.guide.id, '202601', expires);
        return { query: { guideId: foreign.guide.id, yearMonth: '202601', expires, signature } };
      },
    },
  },
} satisfies ScenariosOf<HandledBy<typeof analyticsHandlers>>;
