/**
 * The walks' scenarios for the operations of status-change-requests.ts (gathered in server/testing/scenarios.ts).
 * - Status change requests: the foreign member, the foreign guide's list, the foreign request.
 */
import { grid } from '../testing/authorization.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import type { statusChangeRequestHandlers } from './status-change-requests.ts';

export const statusChangeRequestsScenarios = {
  createStatusChangeRequest: {
    authorization: {
      request: async ({ freshMember }) => ({
        body: { memberId: await freshMember(), memberStatusId: 2, effectiveAt: Date.now() },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: { memberId: foreign.member.id, memberStatusId: 2, effectiveAt: Date.now() },
      }),
      by: 'supervisor',
    },
    // A supervisor's request is approved and, effective already, applied: the request, its feed item, the member and the status event.
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.supervisor, {
          body: { memberId: org.member.id, memberStatusId: 2, effectiveAt: Date.now() - 60_000 },
        }),
  },
  updateStatusChangeRequest: {
    authorization: {
      request: async ({ db, o, freshMember }) => ({
        params: { id: (await createStatusChangeRequest(db, o, { memberId: await freshMember() })).id },
        body: { approval: 'approve' },
      }),
      // Auditing needs CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS, checked once the request is found.
      expect: grid({
        guide: '403 403 404',
        otherGuide: '403 403 404',
        supervisor: 'ok ok 404',
        superAdmin: 'ok ok 404',
      }),
    },
    isolation: {
      notFound: async ({ db, foreign }) => {
        const theirs = await createStatusChangeRequest(db, foreign);
        return { params: { id: theirs.id }, body: { approval: 'approve' } };
      },
      by: 'supervisor',
    },
    write: async ({ db, org, callAs }) => {
      const request = await createStatusChangeRequest(db, org, {
        effectiveAt: new Date(Date.now() - 60_000),
      });
      return () =>
        callAs(org.supervisor, {
          params: { id: request.id },
          body: { approval: 'approve', auditorComment: 'Confirmed' },
        });
    },
  },
  statusChangeRequests: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  statusChangeSettings: {
    authorization: {
      request: () => ({}),
      expect: ANY_STAFF,
    },
    isolation: { nothingForeign: () => ({}) },
  },
} satisfies ScenariosOf<HandledBy<typeof statusChangeRequestHandlers>>;
