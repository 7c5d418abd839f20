/**
 * Which member each API operation is about, declared once per operation: the compiler asks for an
 * entry for every contract (a new route cannot escape the trail silently), and each field named
 * is checked against the contract's own params, query or body. `audit-walk.test.ts` also fails when
 * a rule names no source, or when an operation that takes a `memberId` or `userId` is exempt.
 *
 * Sources, all merged: a path parameter, a query or body field naming the member; the answer
 * (the rows it listed, the row it changed); the owner of the object the path names, looked up in
 * the caller's organisation before the handler runs (a delete's row is gone afterwards).
 * Exempt operations are not about any member; each says why.
 */
import { sql } from 'drizzle-orm';
import type {
  BodyOf,
  Operation,
  OperationName,
  OPERATIONS,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../db/changes.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  addresses,
  alerts,
  assignedSurveys,
  calls,
  hospitalizations,
  emailAddresses,
  interactions,
  memberStatusChangeRequests,
  memberStatusEvents,
  phoneNumbers,
  smsMessages,
} from '../db/schema/index.ts';
import { asMemberId, membersOfChanges, membersOfRow, membersOfRows } from './members-of.ts';
import { fileAccess } from '../db/schema/files.ts';
import { scheduledMessages } from '../db/schema/messages.ts';
import { needActions, userNeeds } from '../db/schema/needs.ts';
import { assignedWorkflowPhases } from '../db/schema/workflows.ts';

type Keys<T> = T extends object ? Extract<keyof T, string> : never;

export interface AuditSources<O extends Operation> {
  param?: Keys<ParamsOf<O>>;
  query?: Keys<QueryOf<O>>;
  body?: Keys<BodyOf<O>>;
  /** The members a successful answer names. */
  answer?: (answer: ResponseOf<O>) => readonly string[];
  /** The member owning the object the (validated) path names, in the caller's organisation. */
  owner?: (db: Db, organisationId: string, params: ParamsOf<O>) => Promise<string | undefined>;
}

export type AuditRule<O extends Operation> = AuditSources<O> | { exempt: string };
export type AuditRules = { [N in OperationName]: AuditRule<(typeof OPERATIONS)[N]> };

/** The member a row names (its member column), found by the row's id within the organisation. */
const ownerIn =
  <T extends PgTable & { id: PgColumn; organisationId: PgColumn }>(table: T, member: PgColumn) =>
  async (db: Db, organisationId: string, id: string | number): Promise<string | undefined> => {
    const rows = rowsOf<{ member_id: string | null }>(
      await db.execute(
        sql`select ${member} as member_id from ${table} where ${table.id} = ${id} and ${table.organisationId} = ${organisationId} limit 1`,
      ),
    );
    return asMemberId(rows[0]?.member_id);
  };

const row = (answer: unknown) => membersOfRow(answer);
const rows = (answer: { data: readonly unknown[] }) => membersOfRows(answer);
const PUBLIC_CONSENT =
  "the member's own use of their consent link, not a staff user's access: each answer is kept with its address and request id (consent_submissions)";
const NO_MEMBER = 'names no member';

export const AUDIT_RULES: AuditRules = {
  // Platform
  clientConfig: { exempt: 'public runtime configuration' },
  // The route answers the page's JSON text with its members read by the database (readChangesText), checked against this in server/db/changes.test.ts.
  syncChanges: { answer: membersOfChanges },
  logout: { exempt: NO_MEMBER },
  smsInbound: { exempt: "the carrier's webhook, not a staff user: the text is stored with its change rows" },
  adtInbound: {
    exempt: "a hospital's ADT feed, not a staff user: every message is kept in adt_messages with its outcome",
  },
  // People and catalogues
  verify: { exempt: "the caller's own account" },
  team: { exempt: 'staff, not members' },
  teams: { exempt: 'staff, not members' },
  hierarchy: { exempt: 'staff, not members' },
  // Teams Management
  adminTeams: { exempt: 'staff teams, not members' },
  // An admin's change is kept (who changed a team, when), naming no member.
  createTeam: { answer: () => [] },
  updateTeam: { answer: () => [] },
  internalPhoneNumbers: { exempt: "the organisation's own numbers, not members'" },
  // Survey creator and learn-more records: content, naming no member; an admin's change is kept (who, when).
  adminSurveyRecords: { exempt: 'survey drafts, no member' },
  adminSurveyRecord: { exempt: 'a survey draft, no member' },
  createSurveyRecord: { answer: () => [] },
  updateSurveyRecord: { answer: () => [] },
  publishSurveyRecord: { answer: () => [] },
  adminLearnMoreRecords: { exempt: 'learn-more content, no member' },
  createLearnMoreRecord: { answer: () => [] },
  updateLearnMoreRecord: { answer: () => [] },
  // Surveys (admin): the assignment criteria, naming no member (a save may assign many; each assignment is its own change row).
  surveyStagesSegments: { exempt: 'stages, segments and member counts, no member' },
  adminSurveys: { exempt: 'surveys and their criteria, no member' },
  updateSurveyAssignment: { answer: () => [] },
  // Phone Number Management: the organisation's own lines; an admin's change is kept (who, when), naming no member.
  createInternalPhoneNumber: { answer: () => [] },
  updateInternalPhoneNumber: { answer: () => [] },
  // Message Templates: the organisation's texts to members, naming none; an admin's change is kept (who, when).
  createMessageTemplateCategory: { answer: () => [] },
  updateMessageTemplateCategory: { answer: () => [] },
  createMessageTemplate: { answer: () => [] },
  updateMessageTemplate: { answer: () => [] },
  // User Administration: staff, not members; an admin's change is kept (who changed a user, when), naming no member.
  adminUsers: { exempt: 'staff users, not members' },
  availableResourcingNumbers: { exempt: 'numbers a carrier offers, no member' },
  createAdminUser: { answer: () => [] },
  updateAdminUser: { answer: () => [] },
  deleteAdminUser: { answer: () => [] },
  bulkUserOperation: { answer: () => [] },
  // The training page: its characters are the training client's practice members, named by id only.
  trainingCharacters: { answer: (answer) => answer.data.map((character) => character.id) },
  resetTrainingCharacters: { answer: (answer) => answer.data.map((character) => character.id) },
  trainingProviderStatus: { exempt: "the training client's setting, about no member" },
  setTrainingProviderStatus: { answer: () => [] },
  // User Administration's CSV import: staff, not members; an admin's import is kept (who, when), naming no member.
  importAdminUsers: { answer: () => [] },
  // Customers: the organisation's customers, naming no member; an admin's change is kept (who, when).
  adminCustomers: { exempt: "the organisation's customers, not members" },
  customerDetails: { exempt: "a customer's teams and staff, not members" },
  createCustomer: { answer: () => [] },
  updateCustomer: { answer: () => [] },
  customerTerms: { exempt: "a customer's consent texts, not members" },
  createCustomerTerm: { answer: () => [] },
  updateCustomerTerm: { answer: () => [] },
  customerSegments: { exempt: "a catalogue of customers' segments" },
  createCustomerSegment: { answer: () => [] },
  renameCustomerSegment: { answer: () => [] },
  // The members it takes out of the segment are told by their user changes; the deletion is about the catalogue.
  deleteCustomerSegment: { answer: () => [] },
  memberStatuses: { exempt: 'a catalogue' },
  memberListFilters: { exempt: 'a catalogue of customers, guides and statuses' },
  memberSummaryFeedbackDescriptions: { exempt: 'a catalogue' },
  phoneNumberDetails: { exempt: "a number's carrier, looked up before it is any member's" },
  // The member list and the member page
  memberList: { answer: rows },
  getUser: { param: 'userId' },
  memberViewed: { param: 'memberId' },
  memberStatusEvents: { param: 'memberId' },
  dismissMemberStatus: {
    owner: (db, org, params) => ownerIn(memberStatusEvents, memberStatusEvents.memberId)(db, org, params.statusEventId),
  },
  alerts: { query: 'memberId', answer: rows },
  dismissAlert: { owner: (db, org, params) => ownerIn(alerts, alerts.memberId)(db, org, params.alertId) },
  memberByExternalPatientId: { answer: (answer) => membersOfRow(answer) },
  registerExternalPatient: { body: 'memberId' },
  // Member information
  addPhoneNumber: { body: 'memberId' },
  updatePhoneNumber: {
    answer: row,
    owner: (db, org, params) => ownerIn(phoneNumbers, phoneNumbers.userId)(db, org, params.phoneId),
  },
  deletePhoneNumber: {
    owner: (db, org, params) => ownerIn(phoneNumbers, phoneNumbers.userId)(db, org, params.phoneId),
  },
  addEmailAddress: { body: 'memberId' },
  updateEmailAddress: {
    answer: row,
    owner: (db, org, params) => ownerIn(emailAddresses, emailAddresses.userId)(db, org, params.emailId),
  },
  deleteEmailAddress: {
    owner: (db, org, params) => ownerIn(emailAddresses, emailAddresses.userId)(db, org, params.emailId),
  },
  addAddress: { body: 'memberId' },
  updateAddress: {
    answer: row,
    owner: (db, org, params) => ownerIn(addresses, addresses.userId)(db, org, params.addressId),
  },
  deleteAddress: { owner: (db, org, params) => ownerIn(addresses, addresses.userId)(db, org, params.addressId) },
  setPrimaryAddress: {
    answer: row,
    owner: (db, org, params) => ownerIn(addresses, addresses.userId)(db, org, params.addressId),
  },
  updatePersonalInfo: { param: 'memberId' },
  setMemberSegment: { param: 'memberId' },
  memberChangeLogs: { param: 'memberId' },
  submitMemberSummaryFeedback: { body: 'memberId' },
  // A guide's work: every row names its member
  guideTodos: { answer: rows },
  snoozeTodo: { answer: row },
  guideScheduledEvents: { answer: rows },
  guidePriorityContacts: { answer: rows },
  guideInteractions: { answer: rows },
  feedItems: { query: 'userId' },
  myNotifications: { answer: rows },
  // Consents
  consentLink: { exempt: PUBLIC_CONSENT },
  consentAllTerms: { exempt: PUBLIC_CONSENT },
  consentForm: { exempt: PUBLIC_CONSENT },
  answerConsentForm: { exempt: PUBLIC_CONSENT },
  confirmConsentIdentity: { exempt: PUBLIC_CONSENT },
  createConsentLink: { body: 'userId' },
  memberConsents: { query: 'memberId' },
  recordStaffConsent: { body: 'memberId' },
  recordStaffConsentIdentity: { body: 'memberId' },
  memberConsentTerms: { query: 'memberId' },
  memberConsentAnswers: { query: 'memberId' },
  memberConsentHistory: { query: 'memberId' },
  sendConsentText: { body: 'userId' },
  // Member transfers
  memberTransferReasons: { exempt: 'a catalogue' },
  memberTransferRequests: { query: 'memberId', answer: rows },
  createMemberTransferRequest: { body: 'memberId', answer: row },
  updateMemberTransferRequest: { answer: row },
  auditMemberTransferRequest: { answer: row },
  // Scheduled events
  memberScheduledEvents: { param: 'memberId' },
  createScheduledEvent: { param: 'memberId' },
  updateScheduledEvent: { param: 'memberId' },
  deleteScheduledEvent: { param: 'memberId' },
  snoozeScheduledEvent: { param: 'memberId' },
  // Notes and visits (an interaction's member; drafts name theirs in the query)
  createNote: { body: 'userId', answer: row },
  updateNote: {
    answer: row,
    owner: (db, org, params) => ownerIn(interactions, interactions.memberId)(db, org, params.noteId),
  },
  deleteNote: { owner: (db, org, params) => ownerIn(interactions, interactions.memberId)(db, org, params.noteId) },
  noteDraft: { query: 'subjectId' },
  saveNoteDraft: { query: 'subjectId' },
  deleteNoteDraft: { query: 'subjectId' },
  createVisit: { body: 'subjectUserId', answer: row },
  updateVisit: {
    answer: row,
    owner: (db, org, params) => ownerIn(interactions, interactions.memberId)(db, org, params.visitId),
  },
  deleteVisit: { owner: (db, org, params) => ownerIn(interactions, interactions.memberId)(db, org, params.visitId) },
  // Status change requests
  createStatusChangeRequest: { body: 'memberId', answer: (answer) => membersOfRow(answer.memberStatusChangeRequest) },
  updateStatusChangeRequest: {
    answer: (answer) => membersOfRow(answer.memberStatusChangeRequest),
    owner: (db, org, params) =>
      ownerIn(memberStatusChangeRequests, memberStatusChangeRequests.memberId)(db, org, params.id),
  },
  statusChangeRequests: { query: 'memberId', answer: rows },
  statusChangeSettings: { exempt: "the organisation's settings" },
  // Assigned surveys
  surveys: { exempt: 'published survey content, no member' },
  surveyById: { exempt: 'published survey content, no member' },
  memberAssignedSurveys: { query: 'memberId' },
  memberSurveyResponses: { query: 'memberId' },
  assignSurvey: { body: 'memberId' },
  answerSurveyQuestion: { answer: row },
  updateAssignedSurvey: {
    answer: row,
    owner: (db, org, params) => ownerIn(assignedSurveys, assignedSurveys.memberId)(db, org, params.assignedSurveyId),
  },
  submitAssignedSurvey: {
    answer: row,
    owner: (db, org, params) => ownerIn(assignedSurveys, assignedSurveys.memberId)(db, org, params.assignedSurveyId),
  },
  reopenAssignedSurvey: {
    answer: row,
    owner: (db, org, params) => ownerIn(assignedSurveys, assignedSurveys.memberId)(db, org, params.assignedSurveyId),
  },
  // Workflow phases
  workflowPhases: { exempt: 'workflow phase content, no member' },
  workflowPhaseById: { exempt: 'workflow phase content, no member' },
  workflowPhaseSections: { exempt: 'workflow phase content, no member' },
  assignedWorkflowPhases: { query: 'memberId', answer: rows },
  assignedWorkflowPhaseById: { answer: row },
  attachWorkflowToEvent: { answer: row },
  detachWorkflowFromEvent: { answer: row },
  nextPhasePreviewSummary: {
    owner: (db, org, params) =>
      ownerIn(assignedWorkflowPhases, assignedWorkflowPhases.memberId)(db, org, params.assignedWorkflowPhaseId),
  },
  completeWorkflowPhase: { answer: row },
  remindWorkflowPhaseLater: { answer: row },
  // Needs: the member a list, a need, an action or a referral names
  needsMetadata: { exempt: 'the needs catalogue, no member' },
  needCategories: { exempt: 'the needs catalogue, no member' },
  userNeeds: { query: 'memberId', answer: rows },
  userNeedById: {
    answer: row,
    owner: (db, org, params) => ownerIn(userNeeds, userNeeds.memberId)(db, org, params.userNeedId),
  },
  createUserNeed: { body: 'memberId', answer: row },
  updateUserNeed: {
    answer: row,
    owner: (db, org, params) => ownerIn(userNeeds, userNeeds.memberId)(db, org, params.userNeedId),
  },
  deleteUserNeed: { owner: (db, org, params) => ownerIn(userNeeds, userNeeds.memberId)(db, org, params.userNeedId) },
  reorderUserNeeds: { body: 'memberId' },
  needHistory: {
    answer: rows,
    owner: (db, org, params) => ownerIn(userNeeds, userNeeds.memberId)(db, org, params.userNeedId),
  },
  memberNeedActions: { query: 'memberId' },
  memberResourceReferrals: { query: 'memberId' },
  createNeedAction: {
    answer: row,
    owner: (db, org, params) => ownerIn(userNeeds, userNeeds.memberId)(db, org, params.needId),
  },
  createResourceReferral: {
    answer: row,
    owner: (db, org, params) => ownerIn(needActions, needActions.memberId)(db, org, params.actionId),
  },
  // The examiner view: the trail holds no member's information, but who looked up whose trail is recorded too
  auditTrail: { query: 'memberId' },
  verifyAuditTrail: { exempt: "the trail's own hash chain" },
  // The resource hub: the directory's programs, about no member
  resourceHubTags: { exempt: 'the service taxonomy, no member' },
  resourceHubSearch: { exempt: 'community programs by zip code and terms, no member' },
  resourceHubProgram: { exempt: 'one community program, no member' },
  goalsTracking: { param: 'memberId' },
  // FHIR (server/fhir): the capability statement names no member; $everything reads the path's member's record.
  fhirMetadata: { exempt: "the server's FHIR capability statement, no member" },
  fhirSmartConfiguration: { exempt: "SMART's discovery document: where backend clients get tokens, no member" },
  fhirPatientEverything: { param: 'memberId' },
  // The report names every member with minutes in the month: each reading is on their trails.
  chwMinutesReport: { answer: (report) => report.rows.map((row) => row.memberId) },
  chwMinutesOfMember: { param: 'memberId' },
  // Closing or reopening a month names no member (its counts are not in the answer); kept like an admin's write.
  closeChwMonth: { answer: () => [] },
  reopenChwMonth: { answer: () => [] },
  // The caseload view: counts per guide, naming no member
  caseloadSummary: { exempt: 'counts per guide and status, naming no member' },
  // Bulk export (server/fhir/export-routes.ts): starting, polling and cancelling are kept naming no member; a file's
  // read is recorded by its handler with every member the file holds, before its first byte (a rule names one source).
  fhirGroupExport: { answer: () => [] },
  fhirExportStatus: { answer: () => [] },
  fhirExportCancel: { answer: () => [] },
  fhirExportFile: {
    exempt: 'recorded by its handler with the members of the file it streams (server/fhir/export-routes.ts)',
  },
  // The calls and texts page: the rows' members, and the member a call or text was and is assigned to
  callLog: { query: 'searchTerm', answer: rows },
  textLog: { query: 'searchTerm', answer: rows },
  assignCall: {
    body: 'subjectId',
    answer: row,
    owner: (db, org, params) => ownerIn(calls, calls.subjectId)(db, org, params.callId),
  },
  assignText: {
    body: 'subjectId',
    answer: row,
    owner: (db, org, params) => ownerIn(smsMessages, smsMessages.subjectId)(db, org, params.messageId),
  },
  shareCall: { answer: row },
  closeCallReview: { answer: row },
  callRecordingFeedbackList: { owner: (db, org, params) => ownerIn(calls, calls.subjectId)(db, org, params.callId) },
  submitRecordingFeedback: {
    owner: async (db, org, params) =>
      asMemberId(
        rowsOf<{ member_id: string | null }>(
          await db.execute(
            sql`select c.subject_id as member_id from call_recordings r join calls c on c.id = r.call_id where r.id = ${params.recordingId} and r.organisation_id = ${org} limit 1`,
          ),
        )[0]?.member_id,
      ),
  },
  // Files: the member a file is about (its access row); the signed addresses are the calls' own credential
  createFileUpload: { body: 'memberId', answer: (answer) => membersOfRow(answer.file) },
  uploadFileContent: {
    exempt: 'public: the signed address presigned-url answered (that call is recorded) is the credential',
  },
  cleanupFile: { owner: (db, org, params) => ownerIn(fileAccess, fileAccess.memberId)(db, org, params.id) },
  getFile: { answer: row, owner: (db, org, params) => ownerIn(fileAccess, fileAccess.memberId)(db, org, params.id) },
  fileTemporaryLink: {
    answer: (answer) => membersOfRow(answer.file),
    owner: (db, org, params) => ownerIn(fileAccess, fileAccess.memberId)(db, org, params.id),
  },
  fileContent: { exempt: 'public: the signed link temporary-link answered (that call is recorded) is the credential' },
  // The hospitalizations dashboard and the notification centre
  hospitalizationList: { query: 'clientIds', answer: rows },
  hospitalizationMetaCounts: { exempt: 'counts, naming no member' },
  hospitalizationFilterOptions: { exempt: 'a catalogue of customers, guides and statuses' },
  updateHospitalization: {
    answer: row,
    owner: (db, org, params) => ownerIn(hospitalizations, hospitalizations.memberId)(db, org, params.id),
  },
  notificationGroups: { exempt: 'a catalogue' },
  markNotificationsSeen: { answer: rows },
  deleteNotifications: { answer: rows },
  // Phone calls (server/telephony): the member called, and the member of the call the path names
  placeCall: { body: 'targetUserId', answer: row },
  updateCall: { answer: row, owner: (db, org, params) => ownerIn(calls, calls.subjectId)(db, org, params.callId) },
  hangUpCall: { answer: row, owner: (db, org, params) => ownerIn(calls, calls.subjectId)(db, org, params.callId) },
  returnCall: { answer: row },
  getCall: { answer: row, owner: (db, org, params) => ownerIn(calls, calls.subjectId)(db, org, params.callId) },
  callRecordings: { answer: rows, owner: (db, org, params) => ownerIn(calls, calls.subjectId)(db, org, params.callId) },
  telephonyCallStatus: {
    exempt: "the carrier's webhook, not a staff user: each report is stored with its change rows",
  },
  telephonyRecording: {
    exempt: "the carrier's webhook, not a staff user: the recording is stored with its change rows",
  },
  telephonyTranscription: {
    exempt: "the carrier's webhook, not a staff user: the transcript is stored with its change rows",
  },
  telephonyInboundCall: { exempt: "the carrier's webhook, not a staff user: the call is stored with its change rows" },
  // Texts: the member of the body or query, of the answer, or of the scheduled text the path names
  messageTemplates: { exempt: 'the template catalogue, no member' },
  messageTemplateVariables: { query: 'memberId' },
  messageSuggestions: { query: 'memberId' },
  scheduledMessages: { query: 'memberId', answer: rows },
  schedulingStatus: { exempt: "the caller's own scheduling counts, no member" },
  createMessage: {
    body: 'subjectId',
    answer: (answer) => [...membersOfRow(answer.feedItem), ...membersOfRow(answer.scheduledMessage)],
  },
  updateMessage: {
    answer: row,
    owner: (db, org, params) => ownerIn(scheduledMessages, scheduledMessages.memberId)(db, org, params.messageId),
  },
  deleteMessage: {
    owner: (db, org, params) => ownerIn(scheduledMessages, scheduledMessages.memberId)(db, org, params.messageId),
  },
  sendScheduledMessage: {
    answer: row,
    owner: (db, org, params) => ownerIn(scheduledMessages, scheduledMessages.memberId)(db, org, params.messageId),
  },
  smsStatus: {
    exempt: "the carrier's signed delivery receipt, not a staff user: the text's status is stored with its change row",
  },
  // The docket's analytics panel
  // A write only in method: it signs an address of a guide's monthly counts, about no member, and is recorded as such.
  sigmaEmbed: { answer: () => [] },
  docketDashboardData: { exempt: "a guide's monthly counts; names no member" },
  // A greeting is about no member (its access row names none): the owner lookup finds none, and the call is still recorded.
  setVoicemailGreeting: { owner: (db, org, params) => ownerIn(fileAccess, fileAccess.memberId)(db, org, params.id) },
  // Needs Content: the organisation's needs metadata, naming no member; an admin's change is kept (who, when).
  needsMetadataRow: { exempt: 'the needs catalogue, no member' },
  createNeedIssue: { answer: () => [] },
  updateNeedIssue: { answer: () => [] },
  createNeedActivity: { answer: () => [] },
  updateNeedActivity: { answer: () => [] },
  createNeedCategory: { answer: () => [] },
  updateNeedCategory: { answer: () => [] },
  createNeedDomain: { answer: () => [] },
  updateNeedDomain: { answer: () => [] },
  createNeedZCode: { answer: () => [] },
  updateNeedZCode: { answer: () => [] },
};
