/**
 * The walks' scenarios for the operations of visits.ts (gathered in server/testing/scenarios.ts).
 * - Their author edits them; supervisors and admins anyone's. The isolation cases ask for another
 *   organisation's visit by id as an admin, who may manage anyone's.
 * - Notes and visits: a visit made through the API first has its open follow-up, which the update and
 *   the delete complete.
 */
import { OPERATIONS } from '../../domain/index.ts';
import { as } from '../testing/contract-client.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { OWN_WORK, READ } from '../testing/grids.ts';
import { createVisit } from '../testing/note-visit-factories.ts';
import { visitTimes } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { visitsHandlers } from './visits.ts';

export const visitsScenarios = {
  createVisit: {
    authorization: {
      request: ({ o }) => ({
        body: { subjectUserId: o.member.id, addressId: null, location: 'Library', ...visitTimes(), outcomeId: null },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: {
          subjectUserId: foreign.member.id,
          addressId: null,
          location: 'Library',
          startTime: '2026-03-10T15:00:00.000Z',
          endTime: '2026-03-10T15:15:00.000Z',
          outcomeId: null,
        },
      }),
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, { body: walkVisit(org) }),
  },
  updateVisit: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { visitId: (await createVisit(db, o)).id },
        body: { addressId: null, location: 'Library', ...visitTimes(), outcomeId: null },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { visitId: (await createVisit(db, foreign)).id },
        body: {
          addressId: null,
          location: 'Library',
          startTime: '2026-03-10T15:00:00.000Z',
          endTime: '2026-03-10T15:15:00.000Z',
          outcomeId: null,
        },
      }),
      by: 'superAdmin',
    },
    write: async ({ t, org, callAs }) => {
      const visit = await as(t, org.guide).call(OPERATIONS.createVisit, { body: walkVisit(org) });
      const { subjectUserId: _member, ...fields } = walkVisit(org);
      return () =>
        callAs(org.guide, { params: { visitId: visit.body.externalItemId! }, body: { ...fields, outcomeId: 104 } });
    },
  },
  deleteVisit: {
    authorization: {
      request: async ({ db, o }) => ({ params: { visitId: (await createVisit(db, o)).id } }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { visitId: (await createVisit(db, foreign)).id } }),
      by: 'superAdmin',
    },
    write: async ({ t, org, callAs }) => {
      const visit = await as(t, org.guide).call(OPERATIONS.createVisit, { body: walkVisit(org) });
      return () => callAs(org.guide, { params: { visitId: visit.body.externalItemId! } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof visitsHandlers>>;

/** A visit of the last quarter hour without an outcome (so it has a 'Complete visit' follow-up). */
function walkVisit(org: TestOrganisation) {
  const start = Math.floor(Date.now() / 900_000) * 900_000 - 900_000;
  return {
    subjectUserId: org.member.id,
    addressId: null,
    location: 'Library',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 900_000).toISOString(),
    outcomeId: null,
  };
}
