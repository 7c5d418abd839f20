/**
 * Every operation's scenarios, gathered from the route files' siblings (each `<route>.scenarios.ts` under server/):
 * the authorization matrix, the isolation walk and the write walk (with its mass-assignment attack)
 * iterate this. It is typed over every operation of the contracts, so a new operation without its
 * authorization row and isolation case, or a write without its write scenario, does not compile
 * (`scenario-types.ts`). A route file's scenarios are checked against its own handlers beside it.
 */
import { httpFeedScenarios } from '../adt/http-feed.scenarios.ts';
import { publicRoutesScenarios } from '../consent/public-routes.scenarios.ts';
import { fhirScenarios } from '../fhir/routes.scenarios.ts';
import { reportScenarios } from '../reports/chw-minutes.scenarios.ts';
import { fhirExportScenarios } from '../fhir/export-routes.scenarios.ts';
import { staffReadsScenarios } from '../consent/staff-reads.scenarios.ts';
import { staffRoutesScenarios } from '../consent/staff-routes.scenarios.ts';
import { activityScenarios } from '../routes/activity.scenarios.ts';
import { analyticsScenarios } from '../routes/analytics.scenarios.ts';
import { auditTrailScenarios } from '../routes/audit-trail.scenarios.ts';
import { callReviewFeedbackScenarios } from '../routes/call-review-feedback.scenarios.ts';
import { callReviewScenarios } from '../routes/call-review.scenarios.ts';
import { callsPageScenarios } from '../routes/calls-page.scenarios.ts';
import { callsReturnScenarios } from '../routes/calls-return.scenarios.ts';
import { callsTelephonyScenarios } from '../routes/calls-telephony.scenarios.ts';
import { docketScenarios } from '../routes/docket.scenarios.ts';
import { filesScenarios } from '../routes/files.scenarios.ts';
import { goalsScenarios } from '../routes/goals.scenarios.ts';
import { hospitalizationsScenarios } from '../routes/hospitalizations.scenarios.ts';
import { adminTeamsScenarios } from '../routes/admin-teams.scenarios.ts';
import { adminSurveyRecordsScenarios } from '../routes/admin-survey-records.scenarios.ts';
import { adminPhoneNumbersScenarios } from '../routes/admin-phone-numbers.scenarios.ts';
import { adminMessageTemplatesScenarios } from '../routes/admin-message-templates.scenarios.ts';
import { adminUsersScenarios } from '../routes/admin-users.scenarios.ts';
import { trainingScenarios } from '../routes/training.scenarios.ts';
import { adminUsersImportScenarios } from '../routes/admin-users-import.scenarios.ts';
import { adminCustomersScenarios } from '../routes/admin-customers.scenarios.ts';
import { adminCustomerTermsScenarios } from '../routes/admin-customer-terms.scenarios.ts';
import { customerSegmentScenarios } from '../routes/customer-segments.scenarios.ts';
import { adminNeedsContentScenarios } from '../routes/admin-needs-content.scenarios.ts';
import { adminSurveyAssignmentScenarios } from '../routes/admin-survey-assignment.scenarios.ts';
import { memberInfoScenarios } from '../routes/member-info.scenarios.ts';
import { memberSummaryScenarios } from '../routes/member-summary.scenarios.ts';
import { memberTransfersScenarios } from '../routes/member-transfers.scenarios.ts';
import { memberScenarios } from '../routes/member.scenarios.ts';
import { membersScenarios } from '../routes/members.scenarios.ts';
import { messagesTemplatesScenarios } from '../routes/messages-templates.scenarios.ts';
import { messagesScenarios } from '../routes/messages.scenarios.ts';
import { needsActionsScenarios } from '../routes/needs-actions.scenarios.ts';
import { needsScenarios } from '../routes/needs.scenarios.ts';
import { notesScenarios } from '../routes/notes.scenarios.ts';
import { notificationsScenarios } from '../routes/notifications.scenarios.ts';
import { platformScenarios } from '../routes/platform.scenarios.ts';
import { resourcesScenarios } from '../routes/resources.scenarios.ts';
import { scheduledEventsScenarios } from '../routes/scheduled-events.scenarios.ts';
import { smsWebhookScenarios } from '../routes/sms-webhook.scenarios.ts';
import { statusChangeRequestsScenarios } from '../routes/status-change-requests.scenarios.ts';
import { surveysScenarios } from '../routes/surveys.scenarios.ts';
import { workflowsScenarios } from '../routes/workflows.scenarios.ts';
import { telephonyWebhooksScenarios } from '../routes/telephony-webhooks.scenarios.ts';
import { usersScenarios } from '../routes/users.scenarios.ts';
import { visitsScenarios } from '../routes/visits.scenarios.ts';
import { caseloadScenarios } from '../routes/caseload.scenarios.ts';
import type { OperationName } from '../../domain/index.ts';
import type { OperationScenarios } from './scenario-types.ts';

export const SCENARIOS = {
  ...httpFeedScenarios,
  ...publicRoutesScenarios,
  ...staffReadsScenarios,
  ...staffRoutesScenarios,
  ...activityScenarios,
  ...analyticsScenarios,
  ...auditTrailScenarios,
  ...callReviewFeedbackScenarios,
  ...callReviewScenarios,
  ...callsPageScenarios,
  ...callsReturnScenarios,
  ...callsTelephonyScenarios,
  ...docketScenarios,
  ...filesScenarios,
  ...goalsScenarios,
  ...hospitalizationsScenarios,
  ...caseloadScenarios,
  ...adminTeamsScenarios,
  ...adminSurveyRecordsScenarios,
  ...adminPhoneNumbersScenarios,
  ...adminMessageTemplatesScenarios,
  ...adminUsersScenarios,
  ...trainingScenarios,
  ...adminUsersImportScenarios,
  ...adminCustomersScenarios,
  ...adminCustomerTermsScenarios,
  ...customerSegmentScenarios,
  ...adminNeedsContentScenarios,
  ...adminSurveyAssignmentScenarios,
  ...memberInfoScenarios,
  ...memberSummaryScenarios,
  ...memberTransfersScenarios,
  ...memberScenarios,
  ...membersScenarios,
  ...messagesTemplatesScenarios,
  ...messagesScenarios,
  ...needsActionsScenarios,
  ...needsScenarios,
  ...notesScenarios,
  ...notificationsScenarios,
  ...platformScenarios,
  ...resourcesScenarios,
  ...scheduledEventsScenarios,
  ...smsWebhookScenarios,
  ...statusChangeRequestsScenarios,
  ...surveysScenarios,
  ...workflowsScenarios,
  ...telephonyWebhooksScenarios,
  ...usersScenarios,
  ...visitsScenarios,
  ...fhirScenarios,
  ...reportScenarios,
  ...fhirExportScenarios,
} satisfies { [N in OperationName]: OperationScenarios<N> };
