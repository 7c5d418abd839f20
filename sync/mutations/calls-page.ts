/**
 * The calls page's writes. Assignments show the member at once (the row's member id; its name
 * arrives with the confirming change); No action required closes the review at once; sharing
 * waits for the server, which makes the reviews and their follow-ups. A refusal rolls back.
 */
import { OPERATIONS, type recordingFeedbackBody, type RecordingFeedbackBody } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export interface AssignCallArgs {
  callId: string;
  subjectId: string;
}

export const assignCall = defineMutation({
  operation: OPERATIONS.assignCall,
  request: ({ callId, subjectId }: AssignCallArgs) => ({ params: { callId }, body: { subjectId } }),
  optimistic: (collections, { callId, subjectId }, now) => {
    if (!collections.call.has(callId)) return;
    collections.call.update(callId, (draft) => {
      draft.memberId = subjectId;
      draft.assignedAt = now;
    });
  },
  confirms: (args) => ({ entity: 'call', id: args.callId }),
});

export interface AssignTextArgs {
  messageId: string;
  subjectId: string;
}

export const assignText = defineMutation({
  operation: OPERATIONS.assignText,
  request: ({ messageId, subjectId }: AssignTextArgs) => ({ params: { messageId }, body: { subjectId } }),
  optimistic: (collections, { messageId, subjectId }) => {
    if (!collections.smsMessage.has(messageId)) return;
    collections.smsMessage.update(messageId, (draft) => void (draft.memberId = subjectId));
  },
  confirms: (args) => ({ entity: 'smsMessage', id: args.messageId }),
});

export interface ShareCallArgs {
  callId: string;
  assigneeIds: string[];
}

export const shareCall = defineMutation({
  operation: OPERATIONS.shareCall,
  request: ({ callId, assigneeIds }: ShareCallArgs) => ({
    params: { callId },
    body: { callId, assigneeIds, auditType: 'voicemail_review' as const },
  }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'call', id: args.callId }),
});

export interface CloseCallReviewArgs {
  callId: string;
  auditId: string;
}

export const closeCallReview = defineMutation({
  operation: OPERATIONS.closeCallReview,
  request: ({ auditId }: CloseCallReviewArgs) => ({ params: { auditId }, body: { actionTaken: false as const } }),
  optimistic: (collections, { callId, auditId }, now) => {
    if (!collections.call.has(callId)) return;
    collections.call.update(callId, (draft) => {
      for (const review of draft.reviews ?? []) {
        if (review.id === auditId) {
          review.actionTaken = false;
          review.completedAt = now;
        }
      }
    });
  },
  confirms: (args) => ({ entity: 'call', id: args.callId }),
});

export type SubmitRecordingFeedbackArgs = RecordingFeedbackBody & { recordingId: string };

/** Post-call feedback: the answer shows at once where the recording has feedback already. */
export const submitRecordingFeedback = defineMutation({
  operation: OPERATIONS.submitRecordingFeedback,
  request: ({ recordingId, ...body }: SubmitRecordingFeedbackArgs) => ({ params: { recordingId }, body }),
  optimistic: (collections, { recordingId, ...body }) => {
    const answer = asSent<typeof recordingFeedbackBody>(body);
    if (!answer || !collections.callRecordingFeedback.has(recordingId)) return;
    collections.callRecordingFeedback.update(recordingId, (draft) => {
      if (answer.isAccurateSummary !== undefined) {
        draft.isAccurateSummary = answer.isAccurateSummary;
        draft.summaryAccuracyIssues = answer.summaryAccuracyIssues ?? [];
        draft.summaryAccuracyFeedback = answer.summaryAccuracyFeedback ?? null;
      }
      if (answer.isAccurateTranscription !== undefined) {
        draft.isAccurateTranscription = answer.isAccurateTranscription;
        draft.accuracyIssues = answer.accuracyIssues ?? [];
        draft.accuracyFeedback = answer.accuracyFeedback ?? null;
      }
    });
  },
  confirms: (args) => ({ entity: 'callRecordingFeedback', id: args.recordingId }),
});
