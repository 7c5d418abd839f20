/** The registry of named live queries the UI may ask for. */
import { queriesIn, type RowOf } from './define.ts';
import * as consents from './consents.ts';
import * as docket from './docket.ts';
import * as member from './member.ts';
import * as members from './members.ts';
import * as membersMap from './members-map.ts';
import * as membersMapDay from './members-map-day.ts';
import * as caseload from './caseload.ts';
import * as messages from './messages.ts';
import * as callsPage from './calls-page.ts';
import * as notifications from './notifications.ts';
import * as hospitalizations from './hospitalizations.ts';
import * as reports from './reports.ts';
import * as scheduledEvents from './scheduled-events.ts';
import * as team from './team.ts';
import * as adminTeams from './admin-teams.ts';
import * as adminSurveyRecords from './admin-survey-records.ts';
import * as adminMessageTemplates from './admin-message-templates.ts';
import * as adminNeedsContent from './admin-needs-content.ts';
import * as adminSurveys from './admin-surveys.ts';
import * as adminUsers from './admin-users.ts';
import * as adminCustomers from './admin-customers.ts';
import * as training from './training.ts';
import * as adminUsersImport from './admin-users-import.ts';
import * as callsTelephony from './calls-telephony.ts';
import * as surveys from './surveys.ts';
import * as workflows from './workflows.ts';
import * as statusChangeRequests from './status-change-requests.ts';
import * as transfers from './transfers.ts';
import * as resources from './resources.ts';
import * as goals from './goals.ts';
import * as docketNeeds from './docket-needs.ts';
import * as needs from './needs.ts';

/** Every live query an area module exports, by its export name (a new one in an existing area joins by itself). */
export const LIVE_QUERIES = {
  ...queriesIn(consents),
  ...queriesIn(docket),
  ...queriesIn(member),
  ...queriesIn(members),
  ...queriesIn(membersMap),
  ...queriesIn(membersMapDay),
  ...queriesIn(caseload),
  ...queriesIn(messages),
  ...queriesIn(callsPage),
  ...queriesIn(notifications),
  ...queriesIn(hospitalizations),
  ...queriesIn(reports),
  ...queriesIn(scheduledEvents),
  ...queriesIn(team),
  ...queriesIn(adminTeams),
  ...queriesIn(adminSurveyRecords),
  ...queriesIn(adminMessageTemplates),
  ...queriesIn(adminNeedsContent),
  ...queriesIn(adminSurveys),
  ...queriesIn(adminUsers),
  ...queriesIn(adminCustomers),
  ...queriesIn(training),
  ...queriesIn(adminUsersImport),
  ...queriesIn(callsTelephony),
  ...queriesIn(surveys),
  ...queriesIn(workflows),
  ...queriesIn(statusChangeRequests),
  ...queriesIn(transfers),
  ...queriesIn(resources),
  ...queriesIn(goals),
  ...queriesIn(docketNeeds),
  ...queriesIn(needs),
};
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
