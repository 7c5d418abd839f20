/**
 * The walks' scenarios for the operations of call-review.ts (gathered in server/testing/scenarios.ts).
 * - The calls page: an unknown caller's call and text assigned to the member, a call shared, a review
 *   closed.
 */
import { createCall, createSmsMessage, createTodo } from '../testing/factories.ts';
import { ONLY_THE_OWNER_403, READ, SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createCallReview } from './call-review-factories.ts';
import type { callReviewHandlers } from './call-review.ts';

export const callReviewScenarios = {
  assignCall: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { callId: (await createCall(db, o)).id },
        body: { subjectId: o.member.id },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => ({
        params: { callId: (await createCall(db, foreign)).id },
        body: { subjectId: home.member.id },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const call = await createCall(db, org, { subjectId: null, incoming: true, status: 'MISSED' });
      await createTodo(db, org, {
        type: 'CALL_BACK',
        memberId: null,
        externalItemType: 'call',
        externalItemId: call.id,
      });
      return () => callAs(org.guide, { params: { callId: call.id }, body: { subjectId: org.member.id } });
    },
  },
  assignText: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { messageId: (await createSmsMessage(db, o, { subjectId: null })).id },
        body: { subjectId: o.member.id },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => ({
        params: { messageId: (await createSmsMessage(db, foreign, { subjectId: null })).id },
        body: { subjectId: home.member.id },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const text = await createSmsMessage(db, org, { subjectId: null });
      return () => callAs(org.guide, { params: { messageId: text.id }, body: { subjectId: org.member.id } });
    },
  },
  shareCall: {
    authorization: {
      request: async ({ db, o }) => {
        const callId = (await createCall(db, o)).id;
        return { params: { callId }, body: { callId, assigneeIds: [o.guide.id] } };
      },
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => {
        const callId = (await createCall(db, foreign)).id;
        return { params: { callId }, body: { callId, assigneeIds: [home.guide.id] } };
      },
      by: 'supervisor',
    },
    write: async ({ db, org, callAs }) => {
      const call = await createCall(db, org);
      return () =>
        callAs(org.supervisor, {
          params: { callId: call.id },
          body: { callId: call.id, assigneeIds: [org.guide.id, org.otherGuide.id] },
        });
    },
  },
  closeCallReview: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { auditId: (await createCallReview(db, o)).id },
        body: { actionTaken: false },
      }),
      expect: ONLY_THE_OWNER_403,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { auditId: (await createCallReview(db, foreign)).id },
        body: { actionTaken: false },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const review = await createCallReview(db, org);
      return () => callAs(org.guide, { params: { auditId: review.id }, body: { actionTaken: false } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof callReviewHandlers>>;
