/**
 * The walks' scenarios for the operations of customer-segments.ts (gathered in server/testing/scenarios.ts).
 * - Segments: every staff user reads the organisation's; CAN_MODIFY_CLIENTS (admins) add, rename
 *   and delete them; another organisation's customer or segment is not found.
 * - A member's segment: whoever reads the member sets it; another organisation's member is not found.
 */
import { randomUUID } from 'node:crypto';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { ADMINS, ANY_STAFF, READ } from '../testing/grids.ts';
import { createSegment } from './admin-survey-assignment.scenarios.ts';
import type { customerSegmentHandlers } from './customer-segments.ts';

const newName = () => `Segment ${randomUUID().slice(0, 8)}`;

export const customerSegmentScenarios = {
  customerSegments: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: {
      nothingForeign: async ({ db, foreign }) => {
        await createSegment(db, foreign);
        return {};
      },
    },
  },
  createCustomerSegment: {
    authorization: {
      request: ({ o }) => ({ params: { id: o.clientId }, body: { id: randomUUID(), name: newName() } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ params: { id: foreign.clientId }, body: { id: randomUUID(), name: newName() } }),
      by: 'superAdmin',
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.superAdmin, { params: { id: org.clientId }, body: { id: randomUUID(), name: newName() } }),
  },
  renameCustomerSegment: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: o.clientId, segmentId: await createSegment(db, o) },
        body: { name: newName() },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: foreign.clientId, segmentId: await createSegment(db, foreign) },
        body: { name: newName() },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const segmentId = await createSegment(db, org);
      return () => callAs(org.superAdmin, { params: { id: org.clientId, segmentId }, body: { name: newName() } });
    },
  },
  deleteCustomerSegment: {
    authorization: {
      request: async ({ db, o }) => ({ params: { id: o.clientId, segmentId: await createSegment(db, o) } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: foreign.clientId, segmentId: await createSegment(db, foreign, [foreign.member.id]) },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const segmentId = await createSegment(db, org, [org.member.id]);
      return () => callAs(org.superAdmin, { params: { id: org.clientId, segmentId } });
    },
  },
  setMemberSegment: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { memberId: o.member.id },
        body: { segmentId: await createSegment(db, o) },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { memberId: foreign.member.id },
        body: { segmentId: await createSegment(db, foreign) },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const segmentId = await createSegment(db, org);
      return () => callAs(org.guide, { params: { memberId: org.member.id }, body: { segmentId } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof customerSegmentHandlers>>;
