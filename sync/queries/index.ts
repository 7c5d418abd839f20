/** The registry of named live queries the UI may ask for. */
import { memberConsentHistory, memberConsentTerms } from './consents.ts';
import { docketActivity, docketFollowUps } from './docket.ts';
import {
  activeAlerts,
  memberAddresses,
  memberEmails,
  memberFeed,
  memberFileUpdates,
  memberPhones,
  memberRecord,
  memberStatusHistory,
} from './member.ts';
import { memberList } from './members.ts';
import { memberMapClusters, memberMapSummary } from './members-map.ts';
import { memberMapDayStops, memberMapDayVisits, memberMapPlaces } from './members-map-day.ts';
import { caseloadSummary } from './caseload.ts';
import { memberScheduledMessages } from './messages.ts';
import { callLog, recordingFeedback, textLog } from './calls-page.ts';
import { notifications, unreadNotifications } from './notifications.ts';
import { hospitalizationCounts, hospitalizationList, hospitalizationPulse } from './hospitalizations.ts';
import { chwMinutes, chwMinutesOfMember } from './reports.ts';
import { docketOutreach, docketScheduledEvents, memberScheduledEvents } from './scheduled-events.ts';
import { teamGuides } from './team.ts';
import { adminTeams, internalPhoneNumbers } from './admin-teams.ts';
import { adminLearnMoreRecords, adminSurveyRecords } from './admin-survey-records.ts';
import { messageTemplateCategories } from './admin-message-templates.ts';
import { needsMetadata } from './admin-needs-content.ts';
import { adminSurveys, surveyAssignmentChoices } from './admin-surveys.ts';
import { adminBulkOperation, adminUsers, availableResourcingNumbers } from './admin-users.ts';
import { adminCustomers, customerConsentTerms, customerDetails, customerSegmentList } from './admin-customers.ts';
import { trainingCharacters, trainingProviderStatus } from './training.ts';
import { adminUserImport } from './admin-users-import.ts';
import { callRecordingsOfCall, callReview, phoneCall } from './calls-telephony.ts';
import { surveyAnswers, memberSurveys, publishedSurveys } from './surveys.ts';
import { docketWorkflowPhases, memberWorkflowPhases, workflowPhaseList } from './workflows.ts';
import {
  memberStatusChangeRequests,
  pendingStatusChangeRequests,
  statusChangeRequest,
} from './status-change-requests.ts';
import { memberTransferRequest, memberTransferRequests, pendingTransferRequests } from './transfers.ts';
import { resourceProgram, resourceSearch } from './resources.ts';
import { memberGoalNeeds } from './goals.ts';
import { docketNeeds } from './docket-needs.ts';
import type { RowOf } from './define.ts';
import { memberNeeds, memberResourceReferrals, needActions, needHistory } from './needs.ts';

export const LIVE_QUERIES = {
  memberWorkflowPhases,
  workflowPhaseList,
  docketWorkflowPhases,
  adminTeams,
  adminSurveyRecords,
  adminLearnMoreRecords,
  internalPhoneNumbers,
  messageTemplateCategories,
  needsMetadata,
  adminSurveys,
  surveyAssignmentChoices,
  adminUsers,
  availableResourcingNumbers,
  adminBulkOperation,
  adminCustomers,
  customerDetails,
  customerConsentTerms,
  customerSegmentList,
  trainingCharacters,
  trainingProviderStatus,
  adminUserImport,
  docketFollowUps,
  docketActivity,
  unreadNotifications,
  teamGuides,
  memberList,
  memberMapClusters,
  memberMapSummary,
  memberMapDayStops,
  memberMapDayVisits,
  memberMapPlaces,
  caseloadSummary,
  memberRecord,
  memberPhones,
  memberEmails,
  memberAddresses,
  memberFeed,
  memberStatusHistory,
  activeAlerts,
  memberFileUpdates,
  memberConsentTerms,
  memberConsentHistory,
  memberTransferRequest,
  memberTransferRequests,
  pendingTransferRequests,
  memberStatusChangeRequests,
  statusChangeRequest,
  pendingStatusChangeRequests,
  docketScheduledEvents,
  memberScheduledEvents,
  docketOutreach,
  memberSurveys,
  surveyAnswers,
  publishedSurveys,
  resourceSearch,
  resourceProgram,
  memberGoalNeeds,
  docketNeeds,
  memberNeeds,
  needActions,
  memberResourceReferrals,
  needHistory,
  callLog,
  textLog,
  recordingFeedback,
  hospitalizationList,
  hospitalizationCounts,
  chwMinutes,
  chwMinutesOfMember,
  hospitalizationPulse,
  notifications,
  phoneCall,
  callRecordingsOfCall,
  callReview,
  memberScheduledMessages,
} as const;
export type LiveQueryName = keyof typeof LIVE_QUERIES;

/**
 * The engine keys every query's rows by `id` (live-query.ts): a query whose row has no string `id`
 * fails here, naming it ("Type '"someQuery"' does not satisfy the constraint 'never'").
 */
type UnkeyedQuery = {
  [N in LiveQueryName]: RowOf<(typeof LIVE_QUERIES)[N]> extends { id: string } ? never : N;
}[LiveQueryName];
type NoneUnkeyed<N extends never> = N;
export type RowsKeyedById = NoneUnkeyed<UnkeyedQuery>;
export type { DocketDay, FollowUpRow, ActivityRow } from './docket.ts';
export type { NotificationRow, UnreadNotificationRow } from './notifications.ts';
export type {
  HospitalizationCountsParams,
  HospitalizationCountsRow,
  HospitalizationListParams,
  HospitalizationPulseRow,
  HospitalizationRow,
} from './hospitalizations.ts';
export type { TeamGuideRow } from './team.ts';
export type { MemberSurveyRow, PublishedSurveyRow, SurveyResponseRow } from './surveys.ts';
export type { PendingStatusChangeRequestRow, StatusChangeRequestRow } from './status-change-requests.ts';
export type { OutreachParams, OutreachRow, ScheduledEventRow } from './scheduled-events.ts';
export type { MemberListParams, MemberListQuery, MemberListRow } from './members.ts';
export type {
  MemberMapItem,
  MemberMapParams,
  MemberMapQuery,
  MemberMapSummary,
  MemberMapViewParams,
} from './members-map.ts';
export {
  FILE_UPDATES_PAGE_SIZE,
  type MemberFileUpdateRow,
  type MemberFileUpdatesParams,
  type AlertRow,
  type MemberAddressRow,
  type MemberEmailRow,
  type MemberFeedParams,
  type MemberFeedRow,
  type MemberPhoneRow,
  type MemberRecordRow,
  type MemberStatusEventRow,
} from './member.ts';
export type { ConsentHistoryRow, MemberConsentParams, MemberConsentRow } from './consents.ts';
export type { MemberTransferRow, PendingTransferRow } from './transfers.ts';
export type { ResourceProgramDetailRow, ResourceProgramRow, ResourceSearch } from './resources.ts';
export type { GoalNeedRow } from './goals.ts';
export type { DocketNeedRow } from './docket-needs.ts';
export type { ScheduledMessageRow } from './messages.ts';
export {
  defineQuery,
  type LiveQueryDefinition,
  type ParamsOf,
  type QueryCollections,
  type QueryRow,
  type RowOf,
} from './define.ts';
export type {
  CallLogQuery,
  CallLogRow,
  CallReviewRecordingRow,
  RecordingFeedbackRow,
  TextLogQuery,
  TextLogRow,
} from './calls-page.ts';
export type { CallRecordingRow, CallReviewRow, PhoneCallRow } from './calls-telephony.ts';
export type { MemberNeedRow, NeedActionRow, NeedHistoryRow, ResourceReferralRow } from './needs.ts';
