/** The walks' scenarios for the operations of needs-actions.ts (gathered in server/testing/scenarios.ts). */
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { createNeedWithAction } from '../needs/testing.ts';
import { READ } from '../testing/grids.ts';
import { today, uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { needActionHandlers } from './needs-actions.ts';

export const needsActionsScenarios = {
  memberNeedActions: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  memberResourceReferrals: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  createNeedAction: {
    authorization: {
      request: async ({ db, o, home }) => {
        const { activityId } = await needsCatalogue(db, home.organisationId);
        return {
          params: { needId: await createNeed(db, o) },
          body: {
            id: uuid(),
            activityId: activityId('follow-up'),
            date: today(),
            durationInMinutes: 10,
            description: 'Checked in',
            markAsFulfilled: false,
            resourceReferrals: [],
          },
        };
      },
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => {
        const { activityId } = await needsCatalogue(db, home.organisationId);
        const needId = await createNeed(db, foreign);
        return {
          params: { needId },
          body: {
            id: crypto.randomUUID(),
            activityId: activityId('follow-up'),
            date: new Date().toISOString().slice(0, 10),
            durationInMinutes: 10,
            description: 'Checked in',
            markAsFulfilled: false,
            resourceReferrals: [],
          },
        };
      },
    },
    // The action that touches the most tables: a referral with it, and the need fulfilled by it.
    write: async ({ db, org, callAs }) => {
      const { activityId } = await needsCatalogue(db, org.organisationId);
      const needId = await createNeed(db, org);
      return () =>
        callAs(org.guide, {
          params: { needId },
          body: {
            id: crypto.randomUUID(),
            activityId: activityId('community-referral'),
            date: new Date().toISOString().slice(0, 10),
            durationInMinutes: 15,
            description: 'Referred',
            markAsFulfilled: true,
            resourceReferrals: [{ id: crypto.randomUUID(), resourceName: 'Northside Food Bank' }],
          },
        });
    },
  },
  createResourceReferral: {
    authorization: {
      request: async ({ t, o }) => ({
        params: { actionId: (await createNeedWithAction(t, o)).actionId },
        body: { id: uuid(), resourceName: 'Food bank' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ t, foreign }) => ({
        params: { actionId: (await createNeedWithAction(t, foreign)).actionId },
        body: { id: crypto.randomUUID(), resourceName: 'Food bank' },
      }),
    },
    write: async ({ t, org, callAs }) => {
      const { actionId } = await createNeedWithAction(t, org);
      return () =>
        callAs(org.guide, {
          params: { actionId },
          body: { id: crypto.randomUUID(), resourceName: 'Legal aid clinic' },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof needActionHandlers>>;
