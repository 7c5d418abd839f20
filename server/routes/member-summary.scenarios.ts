/** The walks' scenarios for the operations of member-summary.ts (gathered in server/testing/scenarios.ts). */
import { SUMMARY_FEEDBACK_DESCRIPTIONS } from '../db/reference-data.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { memberSummaryHandlers } from './member-summary.ts';

export const memberSummaryScenarios = {
  memberSummaryFeedbackDescriptions: {
    authorization: {
      request: () => ({}),
      expect: ANY_STAFF,
    },
    isolation: {
      exempt: 'a fixed catalogue shared by every organisation (db/reference-data.ts)',
    },
  },
  submitMemberSummaryFeedback: {
    authorization: {
      request: ({ o }) => ({
        body: {
          memberId: o.member.id,
          feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
          comment: 'Useful',
          summary: 'A summary',
          summaryDataId: 'run-1',
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: {
          memberId: foreign.member.id,
          feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
          comment: 'Mine now',
          summary: 'A summary',
          summaryDataId: 'run-1',
        },
      }),
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {
          body: {
            memberId: org.member.id,
            feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
            comment: 'Helpful',
            summary: 'A summary',
            summaryDataId: 'run-1',
          },
        }),
  },
} satisfies ScenariosOf<HandledBy<typeof memberSummaryHandlers>>;
