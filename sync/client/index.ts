/**
 * The UI thread's entry into the sync engine: only what the main thread needs (the shared live
 * views and their types). The engine itself, @tanstack/db and socket.io stay in the worker's
 * bundle; importing `sync/index.ts` from the UI would pull them into the portal's main chunk.
 */
export { createSyncClient, type SyncClient, type SyncClientOptions, type LiveHandle } from './sync-client.ts';
export type { EngineRemote } from './remote.ts';
export { receiveBatches, type BatchedEngineRemote } from './batched-remote.ts';
export { LOADING_VIEW, reduceView, type LiveView } from './view.ts';
export { queryKey } from '../query-key.ts';
export type { Session } from '../transport/http.ts';
export type { SyncError } from '../ports.ts';
export type { DiffOp, LiveMessage, QueryStatus } from '../protocol.ts';
export type {
  LIVE_QUERIES,
  LiveQueryName,
  ParamsOf,
  RowOf,
  ActivityRow,
  DocketDay,
  FollowUpRow,
  UnreadNotificationRow,
  MemberListParams,
  MemberListQuery,
  MemberListRow,
  AlertRow,
  MemberAddressRow,
  MemberEmailRow,
  MemberFeedParams,
  MemberFeedRow,
  MemberPhoneRow,
  MemberRecordRow,
  MemberStatusEventRow,
  TeamGuideRow,
} from '../queries/index.ts';
export type { ResourceProgramRow, ResourceSearch, GoalNeedRow, DocketNeedRow } from '../queries/index.ts';
export type {
  HospitalizationListParams,
  HospitalizationPulseRow,
  HospitalizationRow,
  NotificationRow,
} from '../queries/index.ts';
export type {
  UpdateHospitalizationArgs,
  DeleteNotificationArgs,
  MarkNotificationSeenArgs,
} from '../mutations/index.ts';
export type { MutationName, MutationArgs, SnoozeTodoArgs } from '../mutations/index.ts';
export type {
  AddAddressArgs,
  AddEmailAddressArgs,
  AddPhoneNumberArgs,
  AddressIdArgs,
  DeleteEmailAddressArgs,
  DeletePhoneNumberArgs,
  UpdateAddressArgs,
  UpdateEmailAddressArgs,
  UpdatePersonalInfoArgs,
  UpdatePhoneNumberArgs,
} from '../mutations/index.ts';
export type {
  CallLogQuery,
  CallLogRow,
  CallReviewRecordingRow,
  RecordingFeedbackRow,
  TextLogQuery,
  TextLogRow,
} from '../queries/index.ts';
export type {
  AssignCallArgs,
  AssignTextArgs,
  CloseCallReviewArgs,
  ShareCallArgs,
  SubmitRecordingFeedbackArgs,
} from '../mutations/index.ts';
export type { CallRecordingRow, CallReviewRow, PhoneCallRow } from '../queries/index.ts';
export type { PlaceCallArgs, UpdateCallArgs } from '../mutations/index.ts';
