/**
 * The walks' scenarios for the operations of needs.ts (gathered in server/testing/scenarios.ts).
 * - Needs: the other organisation's member, need and action, made when asked for; the metadata is the
 *   caller's own.
 */
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { needHandlers } from './needs.ts';

export const needsScenarios = {
  needsMetadata: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: async ({ db, foreign }) => (await needsCatalogue(db, foreign.organisationId), {}) },
  },
  needCategories: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: async ({ db, foreign }) => (await needsCatalogue(db, foreign.organisationId), {}) },
  },
  userNeeds: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  userNeedById: {
    authorization: {
      request: async ({ db, o }) => ({ params: { userNeedId: await createNeed(db, o) } }),
      expect: READ,
    },
    isolation: { notFound: async ({ db, foreign }) => ({ params: { userNeedId: await createNeed(db, foreign) } }) },
  },
  createUserNeed: {
    authorization: {
      request: ({ o }) => ({
        body: { id: uuid(), memberId: o.member.id, issueId: null, reason: '<p>Food</p>' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ foreign }) => ({
        body: { id: crypto.randomUUID(), memberId: foreign.member.id, issueId: null, reason: '<p>Mine now</p>' },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const { issueId } = await needsCatalogue(db, org.organisationId);
      return () =>
        callAs(org.guide, {
          body: {
            id: crypto.randomUUID(),
            memberId: org.member.id,
            issueId: issueId('food-insecurity'),
            reason: '<p>Skips meals</p>',
          },
        });
    },
  },
  updateUserNeed: {
    authorization: {
      request: async ({ db, o }) => ({ params: { userNeedId: await createNeed(db, o) }, body: { abandoned: true } }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { userNeedId: await createNeed(db, foreign) },
        body: { abandoned: true },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const needId = await createNeed(db, org);
      return () =>
        callAs(org.guide, { params: { userNeedId: needId }, body: { fulfilled: true, comment: 'Enrolled in SNAP' } });
    },
  },
  deleteUserNeed: {
    authorization: {
      request: async ({ db, o }) => ({ params: { userNeedId: await createNeed(db, o) } }),
      expect: READ,
    },
    isolation: { notFound: async ({ db, foreign }) => ({ params: { userNeedId: await createNeed(db, foreign) } }) },
    write: async ({ db, org, callAs }) => {
      const needId = await createNeed(db, org);
      return () => callAs(org.guide, { params: { userNeedId: needId } });
    },
  },
  reorderUserNeeds: {
    // The order names every need of the member: a fresh member with one need.
    authorization: {
      request: async ({ db, o, freshMember }) => {
        const member = { id: await freshMember() };
        return {
          body: { memberId: member.id, needIds: [await createNeed(db, { ...o, member })] },
        };
      },
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: { memberId: foreign.member.id, needIds: [await createNeed(db, foreign)] },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const first = await createNeed(db, org);
      const second = await createNeed(db, org);
      return () => callAs(org.guide, { body: { memberId: org.member.id, needIds: [second, first] } });
    },
  },
  needHistory: {
    authorization: {
      request: async ({ db, o }) => ({ params: { userNeedId: await createNeed(db, o) } }),
      expect: READ,
    },
    isolation: { notFound: async ({ db, foreign }) => ({ params: { userNeedId: await createNeed(db, foreign) } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof needHandlers>>;
