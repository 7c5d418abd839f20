/**
 * The calls and texts page: one window of calls or texts (a page the server searched, filtered and
 * cut), each row kept live from the store. Which rows, in which order and how many is the server's
 * answer, asked again when a call or text changes (`reasksOn`); what each row shows (status,
 * reviews, its member and guide names) follows changes in place meanwhile.
 */
import { coalesce, eq } from '@tanstack/db';
import { OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** The tabs' queries as the server takes them (search, filters, `page-start`, `page-size`). */
export type CallLogQuery = Omit<NonNullable<QueryOf<typeof OPERATIONS.callLog>>, 'includeCount'>;
export type TextLogQuery = Omit<NonNullable<QueryOf<typeof OPERATIONS.textLog>>, 'includeCount'>;

/** The team directory: the staff names of the From and To columns. */
const teamPage = () => page(OPERATIONS.team, { query: { allViewable: true } });

export function callLogPage(query: CallLogQuery) {
  return page(OPERATIONS.callLog, { query: { ...query, includeCount: true } }, { window: true });
}

export function textLogPage(query: TextLogQuery) {
  return page(OPERATIONS.textLog, { query: { ...query, includeCount: true } }, { window: true });
}

/**
 * @example
 *   useLive('callLog', { query: { onlyUnassignedCalls: true, lastDaysFromNow: '30', 'page-start': 0, 'page-size': 10 } })
 */
export const callLog = defineQuery({
  name: 'callLog',
  paintsFirst: true,
  // Which calls match and how many is the server's: a call that comes in, or one assigned, reviewed
  // or ended, may join or leave the window (Only unassigned, a status filter), so the window and its
  // count are asked again when a call changes (issue #38: the count stayed while the rows changed).
  reasksOn: ['call'],
  pages: ({ query }: { query: CallLogQuery }) => [callLogPage(query), teamPage()],
  query:
    ({ query }, { pageSlot, call }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .join({ call }, ({ slot, call }) => eq(slot.rowId, call.id), 'inner')
        .where(({ slot }) => eq(slot.pageKey, callLogPage(query).key))
        .orderBy(({ slot }) => slot.index, 'asc')
        .select(({ slot, call }) => ({
          id: call.id,
          status: call.status,
          incoming: call.incoming,
          memberId: call.memberId,
          /** The assigned member's name (null: unknown caller). */
          memberName: call.memberName,
          originatorUserId: call.originatorUserId,
          originatorName: call.originatorName,
          originatorPhoneNumber: call.originatorPhoneNumber,
          receiverUserId: call.receiverUserId,
          receiverName: call.receiverName,
          receiverPhoneNumber: call.receiverPhoneNumber,
          timeStarted: call.timeStarted,
          timeEnded: call.timeEnded,
          /** The guide's own note (the review drawer's 'My notes'). */
          note: coalesce(call.note, null),
          duration: call.duration,
          errorCode: call.errorCode,
          wentToVoicemail: call.wentToVoicemail,
          voicemailFileId: call.voicemailFileId,
          isFeedbackCall: call.isFeedbackCall,
          receiverLogged: call.receiverLogged,
          assignedAt: call.assignedAt,
          reviews: call.reviews,
          /** The row's place in the window (0-based) and how many calls match the query in all. */
          position: slot.index,
          total: slot.total,
        })),
});
export type CallLogRow = RowOf<typeof callLog>;

/**
 * @example
 *   useLive('textLog', { query: { showOnlyMyTexts: true, lastDaysFromNow: '30', 'page-start': 0, 'page-size': 10 } })
 */
export const textLog = defineQuery({
  name: 'textLog',
  // A text that comes in joins, an assigned one leaves 'Only unassigned': asked again, with the count.
  reasksOn: ['smsMessage'],
  pages: ({ query }: { query: TextLogQuery }) => [textLogPage(query), teamPage()],
  query:
    ({ query }, { pageSlot, smsMessage }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .join({ text: smsMessage }, ({ slot, text }) => eq(slot.rowId, text.id), 'inner')
        .where(({ slot }) => eq(slot.pageKey, textLogPage(query).key))
        .orderBy(({ slot }) => slot.index, 'asc')
        .select(({ slot, text }) => ({
          id: text.id,
          incoming: text.incoming,
          memberId: text.memberId,
          memberName: text.memberName,
          userId: text.userId,
          guideName: text.userName,
          phoneNumber: text.smsPhoneNumber,
          text: text.text,
          createdAt: text.createdAt,
          smsStatus: text.smsStatus,
          position: slot.index,
          total: slot.total,
        })),
});
export type TextLogRow = RowOf<typeof textLog>;

/** The review drawer reads a call's recordings with the telephony slice's `callRecordingsOfCall`. */
export type { CallRecordingRow as CallReviewRecordingRow } from './calls-telephony.ts';

/**
 * The post-call feedback given on a call's recordings, live (another reviewer's answer shows at once).
 *
 * @example
 *   useLive('recordingFeedback', { callId })
 */
export const recordingFeedback = defineQuery({
  name: 'recordingFeedback',
  pages: ({ callId }: { callId: string }) => [page(OPERATIONS.callRecordingFeedbackList, { params: { callId } })],
  query:
    ({ callId }, { callRecordingFeedback }) =>
    (q) =>
      q
        .from({ feedback: callRecordingFeedback })
        .where(({ feedback }) => eq(feedback.callId, callId))
        .select(({ feedback }) => ({
          id: feedback.id,
          callId: feedback.callId,
          isAccurateSummary: feedback.isAccurateSummary,
          summaryAccuracyIssues: feedback.summaryAccuracyIssues,
          summaryAccuracyFeedback: feedback.summaryAccuracyFeedback,
          isAccurateTranscription: feedback.isAccurateTranscription,
          accuracyIssues: feedback.accuracyIssues,
          accuracyFeedback: feedback.accuracyFeedback,
        })),
});
export type RecordingFeedbackRow = RowOf<typeof recordingFeedback>;
