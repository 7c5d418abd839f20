/**
 * The walks' scenarios for the operations of call-review-feedback.ts (gathered in server/testing/scenarios.ts).
 * - Post-call feedback: whoever may see the call answers for its recording.
 */
import { READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createCallRecording } from './call-review-factories.ts';
import type { recordingFeedbackHandlers } from './call-review-feedback.ts';

export const callReviewFeedbackScenarios = {
  callRecordingFeedbackList: {
    authorization: {
      request: async ({ db, o }) => ({ params: { callId: (await createCallRecording(db, o)).callId } }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { callId: (await createCallRecording(db, foreign)).callId } }),
    },
  },
  submitRecordingFeedback: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { recordingId: (await createCallRecording(db, o)).id },
        body: { isAccurateSummary: true },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { recordingId: (await createCallRecording(db, foreign)).id },
        body: { isAccurateSummary: true },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const recording = await createCallRecording(db, org);
      return () =>
        callAs(org.guide, {
          params: { recordingId: recording.id },
          body: { isAccurateTranscription: false, accuracyIssues: ['only-one-speaker'] },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof recordingFeedbackHandlers>>;
