/**
 * Every API operation, by name. The server registers exactly these (a handler per name, checked by
 * the compiler); the authorization matrix and the fuzzer iterate them.
 */
import * as adt from './adt.ts';
import * as adminTeams from './admin-teams.ts';
import * as adminPhoneNumbers from './admin-phone-numbers.ts';
import * as adminMessageTemplates from './admin-message-templates.ts';
import * as adminUsers from './admin-users.ts';
import * as adminCustomers from './admin-customers.ts';
import * as training from './training.ts';
import * as adminUsersImport from './admin-users-import.ts';
import * as adminNeedsContent from './admin-needs-content.ts';
import * as adminSurveyRecords from './admin-survey-records.ts';
import * as adminSurveyAssignment from './admin-survey-assignment.ts';
import * as auditTrail from './audit-trail.ts';
import * as calls from './calls.ts';
import * as consent from './consent.ts';
import * as files from './files.ts';
import * as fhir from './fhir.ts';
import * as member from './member.ts';
import * as messages from './messages.ts';
import * as memberInfo from './member-info.ts';
import * as members from './members.ts';
import * as memberSummary from './member-summary.ts';
import * as memberTransfers from './member-transfers.ts';
import * as notes from './notes.ts';
import * as people from './people.ts';
import * as platform from './platform.ts';
import * as scheduledEvents from './scheduled-events.ts';
import * as statusChangeRequests from './status-change-requests.ts';
import * as surveys from './surveys.ts';
import * as needs from './needs.ts';
import * as telephony from './telephony.ts';
import * as reports from './reports.ts';
import * as resources from './resources.ts';
import * as goals from './goals.ts';
import * as visits from './visits.ts';
import * as hospitalizations from './hospitalizations.ts';
import * as notifications from './notifications.ts';
import * as analytics from './analytics.ts';
import * as work from './work.ts';
import * as workflows from './workflows.ts';
import * as caseload from './caseload.ts';

export const OPERATIONS = {
  ...platform,
  ...adminTeams,
  ...adminPhoneNumbers,
  ...adminMessageTemplates,
  ...adminUsers,
  ...adminCustomers,
  ...training,
  ...adminUsersImport,
  ...adminNeedsContent,
  ...adminSurveyRecords,
  ...adminSurveyAssignment,
  ...people,
  ...members,
  ...member,
  ...memberInfo,
  ...memberSummary,
  ...work,
  ...consent,
  ...memberTransfers,
  ...scheduledEvents,
  ...statusChangeRequests,
  ...notes,
  ...visits,
  ...auditTrail,
  ...surveys,
  ...adt,
  ...resources,
  ...goals,
  ...calls,
  ...telephony,
  ...hospitalizations,
  ...notifications,
  ...analytics,
  ...files,
  ...messages,
  ...needs,
  ...fhir,
  ...reports,
  ...workflows,
  ...caseload,
} as const;
export type OperationName = keyof typeof OPERATIONS;

export {
  defineOperation,
  pathOf,
  wireRequest,
  type Access,
  type BodyOf,
  type CallInput,
  type HttpMethod,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type WireRequest,
} from './define.ts';
