/** The sync engine's public entry: the UI and the worker import from here only. */
export { createSyncEngine, queryKey, type SyncEngine, type SyncEngineOptions, type EngineStats } from './engine.ts';
export { createSyncClient, type SyncClient, type LiveHandle } from './client/sync-client.ts';
export { createLocalRemote } from './client/local-remote.ts';
export type { EngineRemote } from './client/remote.ts';
export { batchLiveMessages, type BatchedEngineRemote } from './client/batched-remote.ts';
export { LOADING_VIEW, reduceView, type LiveView } from './client/view.ts';
export { createFetchHttp, type Session } from './transport/http.ts';
export { createSocketSource, type SocketSource } from './transport/socket-source.ts';
export {
  systemClock,
  type Clock,
  type ChangeSource,
  type ConnectionStatus,
  type FrameScheduler,
  type Http,
  type SyncError,
} from './ports.ts';
export type { DiffOp, LiveMessage, QueryStatus } from './protocol.ts';
export {
  LIVE_QUERIES,
  type LiveQueryName,
  type ActivityRow,
  type DocketDay,
  type FollowUpRow,
  type UnreadNotificationRow,
  type MemberListParams,
  type MemberListQuery,
  type MemberListRow,
} from './queries/index.ts';
export type { MutationName, MutationArgs, SnoozeTodoArgs } from './mutations/index.ts';
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
} from './mutations/index.ts';
export { createFrameThrottle, FRAME_MS } from './frame-throttle.ts';
export { createBrowserEngine } from './browser-engine.ts';
export { createIndexedDbStorage } from './persistence/indexeddb.ts';
