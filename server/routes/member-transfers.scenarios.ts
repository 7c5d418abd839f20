/**
 * The walks' scenarios for the operations of member-transfers.ts (gathered in server/testing/scenarios.ts).
 * - Transfer requests: for one's own member, or by an auditor (approved as made: a fresh member each
 *   cell).
 */
import { createScheduledEvent, createTodo } from '../testing/factories.ts';
import { ANY_STAFF, ONLY_THE_OWNER_403, OWN_WORK, READ, SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createTransferRequest, transferReasonId } from '../transfers/testing.ts';
import type { memberTransferHandlers } from './member-transfers.ts';

export const memberTransfersScenarios = {
  memberTransferReasons: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    // Transfer requests: reasons are the organisation's own (routes/member-transfers.test.ts checks another's never show).
    isolation: { nothingForeign: () => ({}) },
  },
  memberTransferRequests: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  createMemberTransferRequest: {
    authorization: {
      request: async ({ db, o, home, freshMember }) => ({
        body: {
          memberId: await freshMember(),
          receivingGuideId: o.otherGuide.id,
          transferReasonId: await transferReasonId(db, home, 'caseload-balancing'),
          commentToReceivingGuide: 'Please take over',
          stringDetail: 'Balancing',
        },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => ({
        body: {
          memberId: foreign.member.id,
          receivingGuideId: home.otherGuide.id,
          transferReasonId: await transferReasonId(db, home, 'caseload-balancing'),
          commentToReceivingGuide: 'Mine now',
          stringDetail: 'x',
        },
      }),
      by: 'supervisor',
    },
    write: async ({ db, org, callAs }) => {
      const body = {
        memberId: org.member.id,
        receivingGuideId: org.otherGuide.id,
        transferReasonId: await transferReasonId(db, org, 'caseload-balancing'),
        commentToReceivingGuide: 'Please take over.',
        stringDetail: 'Balancing',
      };
      return () => callAs(org.guide, { body });
    },
  },
  updateMemberTransferRequest: {
    authorization: {
      request: async ({ db, o, home }) => ({
        params: { id: (await createTransferRequest(db, o)).id },
        body: {
          receivingGuideId: o.otherGuide.id,
          transferReasonId: await transferReasonId(db, home, 'caseload-balancing'),
          commentToReceivingGuide: 'Still please',
          stringDetail: 'Balancing',
        },
      }),
      // Only its creator edits a pending request (auditors decide it with the audit instead).
      expect: ONLY_THE_OWNER_403,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => {
        const theirs = await createTransferRequest(db, foreign);
        const body = {
          receivingGuideId: home.otherGuide.id,
          transferReasonId: await transferReasonId(db, home, 'caseload-balancing'),
          commentToReceivingGuide: 'Mine now',
          stringDetail: 'x',
        };
        return { params: { id: theirs.id }, body };
      },
    },
    write: async ({ db, org, callAs }) => {
      const request = await createTransferRequest(db, org);
      const body = {
        receivingGuideId: org.otherGuide.id,
        transferReasonId: request.transferReasonId,
        commentToReceivingGuide: 'Please take over soon.',
        stringDetail: 'Balancing',
      };
      return () => callAs(org.guide, { params: { id: request.id }, body });
    },
  },
  auditMemberTransferRequest: {
    authorization: {
      request: async ({ db, o, freshMember }) => ({
        params: { id: (await createTransferRequest(db, o, { memberId: await freshMember() })).id },
        body: { approval: 'approve', receivingGuideId: o.otherGuide.id, effectiveAt: Date.now() },
      }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => {
        const theirs = await createTransferRequest(db, foreign);
        return {
          params: { id: theirs.id },
          body: { approval: 'approve', receivingGuideId: home.otherGuide.id, effectiveAt: Date.now() },
        };
      },
      by: 'supervisor',
    },
    write: async ({ db, org, callAs }) => {
      // Approved and due: the member moves with its open todo and its future event in the same write.
      const request = await createTransferRequest(db, org);
      await createTodo(db, org);
      await createScheduledEvent(db, org, { date: '2099-01-01' });
      return () =>
        callAs(org.supervisor, {
          params: { id: request.id },
          body: { approval: 'approve', receivingGuideId: org.otherGuide.id, effectiveAt: Date.now() },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof memberTransferHandlers>>;
