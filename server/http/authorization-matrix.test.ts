/**
 * The authorization matrix: every operation of domain/contracts, called by every caller (the
 * guide, another guide, a supervisor, a super admin, a user without app access, a member) on every
 * object (the guide's own, another guide's, another organisation's), against the expected answer
 * written down per cell (`server/testing/authorization.ts`: 'ok' is any 2xx). A new operation
 * without its row does not compile (`MATRIX` is a `Record<OperationName, ...>`).
 *
 * Reading a grid: `guide: 'ok 403 404'` says the guide may act on their own object, is refused
 * another guide's (403) and finds nothing of another organisation (404). Callers a row leaves out
 * are refused: no app access 403, a member's token 401. Writes make their object per cell, so one
 * cell's success never changes what a later cell finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationName } from '../../domain/index.ts';
import { eq } from 'drizzle-orm';
import { createConsentFixture, createMemberLink, TCPA, TREAT } from '../consent/testing.ts';
import { SUMMARY_FEEDBACK_DESCRIPTIONS } from '../db/reference-data.ts';
import { assignedSurveys, users } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createAddress,
  createAlert,
  createCall,
  createEmailAddress,
  createPhoneNumber,
  createScheduledEvent,
  createSmsMessage,
  createStatusEvent,
  createTodo,
  type TestOrganisation,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createNote, createVisit } from '../testing/note-visit-factories.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';
import { createTransferRequest, transferReasonId } from '../transfers/testing.ts';
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { createNeedWithAction } from '../needs/testing.ts';
import { createStoredFile } from '../files/testing.ts';
import { createScheduledText } from '../routes/messages-testing.ts';
import { createCallRecording, createCallReview } from '../routes/call-review-factories.ts';
import { createResourceProgram } from '../resources/testing.ts';
import { createGuideNotification, createHospitalization } from '../routes/hospitalizations-testing.ts';
import { signEmbed } from '../routes/analytics.ts';
import {
  createMatrixWorld,
  grid,
  mismatches,
  runMatrix,
  staffAlike,
  unexpectedSuccesses,
  type MatrixRow,
  type MatrixWorld,
} from '../testing/authorization.ts';

// The grids most rows share.
/** Any staff user reads any guide's member or work; another organisation's is not found. */
const READ = staffAlike('ok ok 404');
/** Objectless (a catalogue, one's own list): the same answer whatever the column. */
const ANY_STAFF = staffAlike('ok ok ok');
/** A guide's own work: another guide is refused, supervisors and admins manage everyone's. */
const OWN_WORK = grid({
  guide: 'ok 403 404',
  otherGuide: '403 ok 404',
  supervisor: 'ok ok 404',
  superAdmin: 'ok ok 404',
});
/** Only the object's own guide: anyone else is refused (403), or finds nothing (404) where the object is private to its owner. */
const ONLY_THE_OWNER_403 = grid({
  guide: 'ok 403 404',
  otherGuide: '403 ok 404',
  supervisor: '403 403 404',
  superAdmin: '403 403 404',
});
const ONLY_THE_OWNER_404 = grid({
  guide: 'ok 404 404',
  otherGuide: '404 ok 404',
  supervisor: '404 404 404',
  superAdmin: '404 404 404',
});
/** A permission only supervisors and admins hold. */
const SUPERVISORS = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: 'ok ok 404',
  superAdmin: 'ok ok 404',
});
/** A permission only admins hold. */
const ADMINS = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: '403 403 403',
  superAdmin: 'ok ok 404',
});
/** Objectless and admins only. */
const ADMINS_ANYWHERE = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: '403 403 403',
  superAdmin: 'ok ok ok',
});
/** Public, and refused to everyone without the link's key or the provider's signature, whatever their token. */
const publicRefused = (status: string) =>
  grid(
    Object.fromEntries(
      (['guide', 'otherGuide', 'supervisor', 'superAdmin', 'noAccess', 'member'] as const).map((c) => [
        c,
        `${status} ${status} ${status}`,
      ]),
    ),
  );
/** Public and the same for everyone (the portal's configuration). */
const EVERYONE = staffAlike('ok ok ok', { noAccess: 'ok ok ok', member: 'ok ok ok' });
/** Signed in is enough, even without app access. */
const SIGNED_IN = staffAlike('ok ok ok', { noAccess: 'ok ok ok' });

const today = () => new Date().toISOString().slice(0, 10);
/** A quarter of an hour two days ago: a visit may be dated today or up to 9 days before. */
function visitTimes() {
  const start = Math.floor((Date.now() - 2 * 86_400_000) / 900_000) * 900_000;
  return { startTime: new Date(start).toISOString(), endTime: new Date(start + 900_000).toISOString() };
}
const uuid = () => crypto.randomUUID();

const MATRIX: Record<OperationName, MatrixRow> = {
  // Platform and people.
  clientConfig: { request: () => ({ path: '/client-config' }), expect: EVERYONE },
  logout: { request: () => ({ path: '/auth/logout' }), expect: SIGNED_IN },
  verify: { request: () => ({ path: '/users/user/verify' }), expect: SIGNED_IN },
  syncChanges: { request: () => ({ path: '/sync/changes?since=0&limit=10' }), expect: ANY_STAFF },
  hierarchy: { request: () => ({ path: '/users/hierarchy' }), expect: ANY_STAFF },
  memberStatuses: { request: () => ({ path: '/users/member-statuses' }), expect: ANY_STAFF },
  team: { request: () => ({ path: '/users/team?allViewable=true' }), expect: ANY_STAFF },
  teams: { request: () => ({ path: '/users/teams' }), expect: ANY_STAFF },
  memberList: {
    request: ({ o }) => ({ path: `/users?ids=${o.member.id}&includeCount=true&page-size=10` }),
    expect: ANY_STAFF,
  },
  memberListFilters: { request: () => ({ path: '/users/filters' }), expect: ANY_STAFF },
  // The member and the member page.
  getUser: { request: ({ o }) => ({ path: `/users/${o.member.id}` }), expect: READ },
  memberViewed: { request: ({ o }) => ({ path: `/users/${o.member.id}/viewed` }), expect: READ },
  memberStatusEvents: { request: ({ o }) => ({ path: `/users/${o.member.id}/status-events` }), expect: READ },
  dismissMemberStatus: {
    request: async ({ db, o }) => ({
      path: `/users/member-status-change/${(await createStatusEvent(db, o, 'unable-to-re-engage')).id}/dismiss`,
    }),
    expect: SUPERVISORS,
  },
  alerts: { request: ({ o }) => ({ path: `/notifications/alerts?memberId=${o.member.id}` }), expect: READ },
  dismissAlert: {
    request: async ({ db, o }) => ({ path: `/notifications/alerts/${(await createAlert(db, o)).id}` }),
    expect: READ,
  },
  memberByExternalPatientId: {
    request: async ({ db, o }) => {
      const patientId = `AV-${o.member.id.slice(0, 8)}`;
      await db.update(users).set({ externalPatientId: patientId }).where(eq(users.id, o.member.id));
      return { path: `/avon/patients/get-reema-id?patientId=${patientId}` };
    },
    expect: READ,
  },
  registerExternalPatient: {
    request: async ({ freshMember }) => ({
      path: '/avon/patients/add-patient',
      body: { memberId: await freshMember() },
    }),
    expect: READ,
  },
  memberSummaryFeedbackDescriptions: {
    request: () => ({ path: '/users/member-summary/feedback-descriptions' }),
    expect: ANY_STAFF,
  },
  submitMemberSummaryFeedback: {
    request: ({ o }) => ({
      path: '/users/member-summary/',
      body: {
        memberId: o.member.id,
        feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
        comment: 'Useful',
        summary: 'A summary',
        summaryDataId: 'run-1',
      },
    }),
    expect: READ,
  },
  // Contact details and personal information (any staff user keeps any member's up to date).
  addPhoneNumber: {
    request: ({ o }) => ({
      path: '/interaction/phone-numbers',
      body: {
        memberId: o.member.id,
        number: `+1312555${String(Math.floor(Math.random() * 9000) + 1000)}`,
        description: 'Mobile',
      },
    }),
    expect: READ,
  },
  updatePhoneNumber: {
    request: async ({ db, o }) => ({
      path: `/interaction/phone-numbers/${(await createPhoneNumber(db, o, { isPrimary: false })).id}`,
      body: { description: 'Work' },
    }),
    expect: READ,
  },
  deletePhoneNumber: {
    request: async ({ db, o }) => ({
      path: `/interaction/phone-numbers/${(await createPhoneNumber(db, o, { isPrimary: false })).id}`,
    }),
    expect: READ,
  },
  phoneNumberDetails: {
    request: () => ({
      path: `/interaction/phone-numbers/twilio-details?phoneNumber=${encodeURIComponent('+13125550100')}`,
    }),
    expect: ANY_STAFF,
  },
  addEmailAddress: {
    request: ({ o }) => ({
      path: '/interaction/email-address',
      body: { memberId: o.member.id, emailAddress: `m-${uuid().slice(0, 8)}@example.com` },
    }),
    expect: READ,
  },
  updateEmailAddress: {
    request: async ({ db, o }) => ({
      path: `/interaction/email-address/${(await createEmailAddress(db, o, { isPrimary: false })).id}`,
      body: { description: 'Work' },
    }),
    expect: READ,
  },
  deleteEmailAddress: {
    request: async ({ db, o }) => ({
      path: `/interaction/email-address/${(await createEmailAddress(db, o, { isPrimary: false })).id}`,
    }),
    expect: READ,
  },
  addAddress: {
    request: ({ o }) => ({
      path: '/interaction/addresses',
      body: { memberId: o.member.id, line1: '2 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
    }),
    expect: READ,
  },
  updateAddress: {
    request: async ({ db, o }) => ({
      path: `/interaction/addresses/${(await createAddress(db, o, { isPrimary: false })).id}`,
      body: { line1: '3 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
    }),
    expect: READ,
  },
  deleteAddress: {
    request: async ({ db, o }) => ({
      path: `/interaction/addresses/${(await createAddress(db, o, { isPrimary: false })).id}`,
    }),
    expect: READ,
  },
  setPrimaryAddress: {
    request: async ({ db, o }) => ({
      path: `/interaction/addresses/${(await createAddress(db, o, { isPrimary: false })).id}/primary`,
    }),
    expect: READ,
  },
  updatePersonalInfo: {
    request: ({ o }) => ({ path: `/users/${o.member.id}`, body: { preferredName: 'Sunny' } }),
    expect: READ,
  },
  memberChangeLogs: { request: ({ o }) => ({ path: `/users/${o.member.id}/change-logs` }), expect: READ },
  // The docket.
  feedItems: { request: ({ o }) => ({ path: `/feeds/items?userId=${o.member.id}` }), expect: READ },
  guideInteractions: { request: ({ o }) => ({ path: `/interaction/guide/${o.guide.id}` }), expect: READ },
  guidePriorityContacts: {
    request: ({ o }) => ({ path: `/users/priority-contact/guide/${o.guide.id}` }),
    expect: READ,
  },
  guideScheduledEvents: { request: ({ o }) => ({ path: `/users/${o.guide.id}/scheduled-events/guide` }), expect: READ },
  guideTodos: { request: ({ o }) => ({ path: `/users/${o.guide.id}/todos` }), expect: READ },
  myNotifications: { request: () => ({ path: '/notifications/guide' }), expect: ANY_STAFF },
  snoozeTodo: {
    request: async ({ db, o }) => ({
      path: `/users/${o.guide.id}/todos/${(await createTodo(db, o)).id}/snooze`,
      body: { noActionNeeded: true },
    }),
    expect: OWN_WORK,
  },
  // Scheduled events: the guide's own; another guide's needs CAN_MANAGE_OTHER_GUIDES_WORK.
  memberScheduledEvents: { request: ({ o }) => ({ path: `/users/${o.member.id}/scheduled-events` }), expect: READ },
  createScheduledEvent: {
    request: ({ o }) => ({
      path: `/users/${o.member.id}/scheduled-events`,
      body: { id: uuid(), type: 'call', date: today(), time: '10:00', note: 'Check in' },
    }),
    expect: READ,
  },
  updateScheduledEvent: {
    request: async ({ db, o }) => ({
      path: `/users/${o.member.id}/scheduled-events/${(await createScheduledEvent(db, o)).id}`,
      body: { note: 'Moved' },
    }),
    expect: OWN_WORK,
  },
  deleteScheduledEvent: {
    request: async ({ db, o }) => ({
      path: `/users/${o.member.id}/scheduled-events/${(await createScheduledEvent(db, o)).id}`,
    }),
    expect: OWN_WORK,
  },
  snoozeScheduledEvent: {
    request: async ({ db, o }) => ({
      path: `/users/${o.member.id}/scheduled-events/${(await createScheduledEvent(db, o)).id}/snooze`,
      body: { until: '2030-01-01T00:00:00.000Z' },
    }),
    expect: OWN_WORK,
  },
  // Transfer requests: for one's own member, or by an auditor (approved as made: a fresh member each cell).
  memberTransferReasons: { request: () => ({ path: '/users/member-transfer-requests/reasons' }), expect: ANY_STAFF },
  memberTransferRequests: {
    request: ({ o }) => ({ path: `/users/member-transfer-requests?memberId=${o.member.id}` }),
    expect: READ,
  },
  createMemberTransferRequest: {
    request: async ({ db, o, home, freshMember }) => ({
      path: '/users/member-transfer-requests',
      body: {
        memberId: await freshMember(),
        receivingGuideId: o.otherGuide.id,
        transferReasonId: await transferReasonId(db, home, 'caseload-balancing'),
        commentToReceivingGuide: 'Please take over',
        stringDetail: 'Balancing',
      },
    }),
    expect: OWN_WORK,
  },
  updateMemberTransferRequest: {
    request: async ({ db, o, home }) => ({
      path: `/users/member-transfer-requests/${(await createTransferRequest(db, o)).id}`,
      body: {
        receivingGuideId: o.otherGuide.id,
        transferReasonId: await transferReasonId(db, home, 'caseload-balancing'),
        commentToReceivingGuide: 'Still please',
        stringDetail: 'Balancing',
      },
    }),
    // Only its creator edits a pending request (auditors decide it with the audit instead).
    expect: ONLY_THE_OWNER_403,
  },
  auditMemberTransferRequest: {
    request: async ({ db, o, freshMember }) => ({
      path: `/users/member-transfer-requests/audit/${(await createTransferRequest(db, o, { memberId: await freshMember() })).id}`,
      body: { approval: 'approve', receivingGuideId: o.otherGuide.id, effectiveAt: Date.now() },
    }),
    expect: SUPERVISORS,
  },
  // Status change requests.
  statusChangeRequests: {
    request: ({ o }) => ({ path: `/users/member-status-change-requests?memberId=${o.member.id}` }),
    expect: READ,
  },
  statusChangeSettings: {
    request: () => ({ path: '/users/member-status-change-request/settings' }),
    expect: ANY_STAFF,
  },
  createStatusChangeRequest: {
    request: async ({ freshMember }) => ({
      path: '/users/member-status-change-request',
      body: { memberId: await freshMember(), memberStatusId: 2, effectiveAt: Date.now() },
    }),
    expect: READ,
  },
  updateStatusChangeRequest: {
    request: async ({ db, o, freshMember }) => ({
      path: `/users/member-status-change-request/${(await createStatusChangeRequest(db, o, { memberId: await freshMember() })).id}`,
      body: { approval: 'approve' },
    }),
    // Auditing needs CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS, checked once the request is found.
    expect: grid({ guide: '403 403 404', otherGuide: '403 403 404', supervisor: 'ok ok 404', superAdmin: 'ok ok 404' }),
  },
  // Consent: the public site's operations take the link's key, never a staff token.
  // The key is the credential: whoever holds a member's key may answer, whatever token comes along (and unknown keys are throttled: routes/consent tests).
  answerConsentForm: {
    request: async ({ db, o }) => ({
      path: '/consent/form/',
      body: {
        consentLinkKey: await createMemberLink(db, o, o.member.id),
        termId: (await consentTerms(db, o)).termIds[TCPA],
        consented: true,
        consentIdentityId: null,
      },
    }),
    expect: EVERYONE,
  },
  confirmConsentIdentity: {
    request: async ({ db, o }) => ({
      path: '/consent/form/identity',
      body: {
        consentLinkKey: await createMemberLink(db, o, o.member.id),
        name: 'Member Name',
        dateOfBirth: '01/31/1970',
      },
    }),
    expect: EVERYONE,
  },
  consentAllTerms: {
    request: async ({ db, o }) => ({ path: `/consent/allTerms?key=${await createMemberLink(db, o, o.member.id)}` }),
    expect: EVERYONE,
  },
  consentForm: {
    request: async ({ db, o }) => ({
      path: `/consent/form/?key=${await createMemberLink(db, o, o.member.id)}&term=${TREAT}`,
    }),
    expect: EVERYONE,
  },
  consentLink: {
    request: async ({ db, o }) => ({ path: `/consent/links/${await createMemberLink(db, o, o.member.id)}` }),
    expect: EVERYONE,
  },
  createConsentLink: { request: ({ o }) => ({ path: '/consent/links', body: { userId: o.member.id } }), expect: READ },
  memberConsents: { request: ({ o }) => ({ path: `/consent?memberId=${o.member.id}` }), expect: READ },
  memberConsentTerms: { request: ({ o }) => ({ path: `/consent/terms?memberId=${o.member.id}` }), expect: READ },
  memberConsentAnswers: { request: ({ o }) => ({ path: `/consent/answers?memberId=${o.member.id}` }), expect: READ },
  memberConsentHistory: { request: ({ o }) => ({ path: `/consent/history?memberId=${o.member.id}` }), expect: READ },
  recordStaffConsent: {
    request: async ({ db, o }) => ({
      path: '/consent',
      body: {
        memberId: o.member.id,
        termId: (await consentTerms(db, o)).termIds[TCPA],
        consented: true,
        consentIdentityId: null,
      },
    }),
    expect: READ,
  },
  recordStaffConsentIdentity: {
    request: ({ o }) => ({
      path: '/consent/identity',
      body: { memberId: o.member.id, name: 'Member Name', dateOfBirth: '1970-01-31' },
    }),
    expect: READ,
  },
  sendConsentText: {
    request: async ({ db, o }) => {
      await consentTerms(db, o);
      return {
        path: '/consent/text',
        body: { userId: o.member.id, phoneNumberId: String((await createPhoneNumber(db, o, { isPrimary: false })).id) },
      };
    },
    expect: READ,
  },
  // Notes and visits: their author edits them; supervisors and admins anyone's.
  createNote: {
    request: ({ o }) => ({ path: '/notes', body: { userId: o.member.id, text: '<p>Called back</p>' } }),
    expect: READ,
  },
  updateNote: {
    request: async ({ db, o }) => ({ path: `/notes/${(await createNote(db, o)).id}`, body: { text: '<p>Edited</p>' } }),
    expect: OWN_WORK,
  },
  deleteNote: { request: async ({ db, o }) => ({ path: `/notes/${(await createNote(db, o)).id}` }), expect: OWN_WORK },
  noteDraft: { request: ({ o }) => ({ path: `/notes/auto-save?subjectId=${o.member.id}&type=notes` }), expect: READ },
  saveNoteDraft: {
    request: ({ o }) => ({ path: `/notes/auto-save?subjectId=${o.member.id}&type=notes`, body: { text: 'Draft' } }),
    expect: READ,
  },
  deleteNoteDraft: {
    request: ({ o }) => ({ path: `/notes/auto-save?subjectId=${o.member.id}&type=notes` }),
    expect: READ,
  },
  createVisit: {
    request: ({ o }) => ({
      path: '/visits',
      body: { subjectUserId: o.member.id, addressId: null, location: 'Library', ...visitTimes(), outcomeId: null },
    }),
    expect: READ,
  },
  updateVisit: {
    request: async ({ db, o }) => ({
      path: `/visits/${(await createVisit(db, o)).id}`,
      body: { addressId: null, location: 'Library', ...visitTimes(), outcomeId: null },
    }),
    expect: OWN_WORK,
  },
  deleteVisit: {
    request: async ({ db, o }) => ({ path: `/visits/${(await createVisit(db, o)).id}` }),
    expect: OWN_WORK,
  },
  // The audit trail: admins only.
  auditTrail: {
    request: ({ o }) => ({ path: `/admin/audit-trail?memberId=${o.member.id}&page-size=10` }),
    expect: ADMINS_ANYWHERE,
  },
  verifyAuditTrail: { request: () => ({ path: '/admin/audit-trail/verify' }), expect: ADMINS_ANYWHERE },
  // Assigned surveys.
  surveys: { request: () => ({ path: '/surveys/v2' }), expect: ANY_STAFF },
  surveyById: {
    request: async ({ db, o }) => ({ path: `/surveys/v2/${(await createAssignedSurvey(db, o)).surveyId}` }),
    expect: READ,
  },
  memberAssignedSurveys: {
    request: ({ o }) => ({ path: `/surveys/v2/assigned?memberId=${o.member.id}` }),
    expect: READ,
  },
  memberSurveyResponses: {
    request: ({ o }) => ({ path: `/surveys/v2/question-responses?memberId=${o.member.id}` }),
    expect: READ,
  },
  assignSurvey: {
    request: async ({ db, o, home }) => ({
      path: '/surveys/v2/assigned',
      body: { id: uuid(), memberId: o.member.id, surveyId: (await createAssignedSurvey(db, home)).surveyId },
    }),
    expect: READ,
  },
  answerSurveyQuestion: {
    request: async ({ db, o }) => ({
      path: '/surveys/v2/question-responses',
      body: {
        assignedSurveyId: (await createAssignedSurvey(db, o)).assignedSurveyId,
        questionId: 'reached',
        skipped: false,
        selectedOptionIds: ['yes'],
      },
    }),
    expect: READ,
  },
  updateAssignedSurvey: {
    request: async ({ db, o }) => ({
      path: `/surveys/v2/assigned/${(await createAssignedSurvey(db, o)).assignedSurveyId}`,
      body: { notes: 'Asked' },
    }),
    expect: READ,
  },
  // Answered by its guide first ('not reached' ends at a checkpoint), so a submit is one the rules accept.
  submitAssignedSurvey: {
    request: async ({ t, db, o }) => {
      const { assignedSurveyId } = await createAssignedSurvey(db, o);
      await t.request(o.guide, 'POST', '/surveys/v2/question-responses', {
        body: { assignedSurveyId, questionId: 'reached', skipped: false, selectedOptionIds: ['no'] },
      });
      return { path: `/surveys/v2/assigned/${assignedSurveyId}/submit` };
    },
    expect: READ,
  },
  // Completed this month; reopening needs CAN_REOPEN_SURVEYS, checked once the survey is found.
  reopenAssignedSurvey: {
    request: async ({ db, o }) => {
      const { assignedSurveyId } = await createAssignedSurvey(db, o);
      await db
        .update(assignedSurveys)
        .set({
          completedAt: new Date(),
          checkpoint: { key: 'done', title: 'Done', message: 'Done', isCompletionCheckpoint: true },
        })
        .where(eq(assignedSurveys.id, assignedSurveyId));
      return { path: `/surveys/v2/assigned/${assignedSurveyId}/reopen` };
    },
    expect: grid({
      guide: '403 403 404',
      otherGuide: '403 403 404',
      supervisor: '403 403 404',
      superAdmin: 'ok ok 404',
    }),
  },
  // Provider webhooks: signed by the provider, refused unsigned whatever token comes along.
  smsInbound: {
    request: () => ({ path: '/webhooks/sms/inbound', body: { from: '+13125550100', to: '+13125550199', body: 'Hi' } }),
    expect: publicRefused('401'),
  },
  adtInbound: {
    request: () => ({ path: '/webhooks/adt', headers: { 'content-type': 'text/plain' }, body: 'MSH|^~\\&|' }),
    expect: publicRefused('401'),
  },
  telephonyCallStatus: {
    request: () => ({ path: '/webhooks/telephony/call-status', body: { CallSid: 'CA0', CallStatus: 'completed' } }),
    expect: publicRefused('401'),
  },
  telephonyInboundCall: {
    request: () => ({
      path: '/webhooks/telephony/inbound-call',
      body: { CallSid: 'CA0', From: '+13125550100', To: '+13125550199' },
    }),
    expect: publicRefused('401'),
  },
  telephonyRecording: {
    request: () => ({ path: '/webhooks/telephony/recording', body: { CallSid: 'CA0' } }),
    expect: publicRefused('401'),
  },
  telephonyTranscription: {
    request: () => ({ path: '/webhooks/telephony/transcription', body: { CallSid: 'CA0' } }),
    expect: publicRefused('401'),
  },
  // The resource hub.
  resourceHubTags: { request: () => ({ path: '/resourcing/hub/tags' }), expect: ANY_STAFF },
  resourceHubSearch: { request: ({ o }) => ({ path: `/resourcing/hub/search?clientId=${o.clientId}` }), expect: READ },
  resourceHubProgram: {
    request: async ({ db, o }) => ({ path: `/resourcing/hub/programs/${(await createResourceProgram(db, o)).id}` }),
    expect: READ,
  },
  goalsTracking: { request: ({ o }) => ({ path: `/users/goals-tracking/${o.member.id}` }), expect: READ },
  // Calls and texts.
  callLog: {
    request: ({ o }) => ({
      path: `/calls?searchTerm=${o.member.id}&searchTermType=subjectId&lastDaysFromNow=none&page-size=10`,
    }),
    expect: ANY_STAFF,
  },
  textLog: {
    request: ({ o }) => ({ path: `/sms?guideIds=${o.guide.id}&lastDaysFromNow=none&page-size=10` }),
    expect: ANY_STAFF,
  },
  assignCall: {
    request: async ({ db, o }) => ({
      path: `/calls/${(await createCall(db, o)).id}/subjectId`,
      body: { subjectId: o.member.id },
    }),
    expect: READ,
  },
  assignText: {
    request: async ({ db, o }) => ({
      path: `/sms/${(await createSmsMessage(db, o, { subjectId: null })).id}`,
      body: { subjectId: o.member.id },
    }),
    expect: READ,
  },
  shareCall: {
    request: async ({ db, o }) => {
      const callId = (await createCall(db, o)).id;
      return { path: `/calls/${callId}/audit`, body: { callId, assigneeIds: [o.guide.id] } };
    },
    expect: SUPERVISORS,
  },
  // A review is closed by the guide it was assigned to.
  closeCallReview: {
    request: async ({ db, o }) => ({
      path: `/calls/audit/tasks/${(await createCallReview(db, o)).id}`,
      body: { actionTaken: false },
    }),
    expect: ONLY_THE_OWNER_403,
  },
  // Post-call feedback: whoever may see the call answers for its recording.
  callRecordingFeedbackList: {
    request: async ({ db, o }) => ({ path: `/calls/${(await createCallRecording(db, o)).callId}/recording-feedback` }),
    expect: READ,
  },
  submitRecordingFeedback: {
    request: async ({ db, o }) => ({
      path: `/calls/voice-call-recording/${(await createCallRecording(db, o)).id}`,
      body: { isAccurateSummary: true },
    }),
    expect: READ,
  },
  getCall: { request: async ({ db, o }) => ({ path: `/calls/${(await createCall(db, o)).id}` }), expect: READ },
  callRecordings: {
    request: async ({ db, o }) => ({ path: `/calls/${(await createCall(db, o)).id}/recordings` }),
    expect: READ,
  },
  placeCall: {
    request: async ({ db, o }) => ({
      path: '/calls',
      body: {
        id: uuid(),
        targetUserId: o.member.id,
        phoneNumberId: (await createPhoneNumber(db, o, { isPrimary: false })).id,
        resourceInteraction: false,
      },
    }),
    expect: READ,
  },
  updateCall: {
    request: async ({ db, o }) => ({
      path: `/calls/${(await createCall(db, o)).id}`,
      body: { outcomeId: 4, note: null },
    }),
    expect: OWN_WORK,
  },
  hangUpCall: {
    request: async ({ db, o }) => ({ path: `/calls/${(await createCall(db, o, { status: 'ACTIVE' })).id}/hang-up` }),
    expect: OWN_WORK,
  },
  // Call back: an unknown caller's incoming call is anyone's in the organisation to return.
  returnCall: {
    request: async ({ db, o }) => ({
      path: '/calls/return',
      body: {
        id: uuid(),
        callId: (
          await createCall(db, o, {
            incoming: true,
            subjectId: null,
            originatorUserId: null,
            receiverUserId: o.guide.id,
            originatorPhoneNumber: '+14155550142',
          })
        ).id,
      },
    }),
    expect: READ,
  },
  // Hospitalizations.
  // Hospitalizations: for users administering a customer (user_client_access); a filter naming another
  // organisation's customer matches nothing (the isolation walk checks no row of it leaks).
  hospitalizationFilterOptions: {
    request: () => ({ path: '/hospitalizations/filter-options' }),
    expect: ADMINS_ANYWHERE,
  },
  hospitalizationList: {
    request: ({ o }) => ({ path: `/hospitalizations?clientIds=${o.clientId}&page-size=25` }),
    expect: ADMINS_ANYWHERE,
  },
  hospitalizationMetaCounts: {
    request: ({ o }) => ({ path: `/hospitalizations/meta-counts?clientIds=${o.clientId}` }),
    expect: ADMINS_ANYWHERE,
  },
  updateHospitalization: {
    request: async ({ db, o }) => ({
      path: `/hospitalizations/${(await createHospitalization(db, o)).id}`,
      body: { note: 'Called the member', guideEnteredDischargedAt: '2030-01-01' },
    }),
    expect: ADMINS,
  },
  // The notification centre: one's own notifications only.
  notificationGroups: { request: () => ({ path: '/notifications/groups' }), expect: ANY_STAFF },
  markNotificationsSeen: {
    request: async ({ db, o }) => ({
      path: '/notifications/seen',
      body: { notificationIds: [(await createGuideNotification(db, o, o.guide.id)).id], seen: true },
    }),
    expect: ONLY_THE_OWNER_404,
  },
  deleteNotifications: {
    request: async ({ db, o }) => ({
      path: '/notifications',
      body: { notificationIds: [(await createGuideNotification(db, o, o.guide.id)).id] },
    }),
    expect: ONLY_THE_OWNER_404,
  },
  // The docket's analytics panel: any staff user may open a guide's docket; another organisation's guide is not found.
  sigmaEmbed: {
    request: ({ o }) => ({
      path: '/users/sigma-embed',
      body: { key: 'docketDashboard', params: { docketDashboard: { guideId: o.guide.id, yearMonth: '202601' } } },
    }),
    expect: READ,
  },
  docketDashboardData: {
    request: ({ t, o }) => {
      const expires = Date.now() + 600_000;
      return {
        path: `/analytics/docket-dashboard?guideId=${o.guide.id}&yearMonth=202601&expires=${expires}&signature=${signEmbed(t.config.analyticsEmbedSecret, o.guide.id, '202601', expires)}`,
      };
    },
    expect: READ,
  },
  // Files: uploads and downloads go through signed addresses; the metadata through the caller's organisation.
  createFileUpload: {
    request: ({ o }) => ({
      path: '/files/presigned-url',
      body: { fileName: 'a.png', mimeType: 'image/png', size: 100, memberId: o.member.id },
    }),
    expect: READ,
  },
  uploadFileContent: {
    request: async ({ t, o }) => ({
      path: `/files/${(await createStoredFile(t, o)).id}/content?expires=1&signature=forged`,
    }),
    expect: publicRefused('404'),
  },
  fileContent: {
    request: async ({ t, o }) => ({
      path: `/files/${(await createStoredFile(t, o)).id}/content?expires=1&signature=forged`,
    }),
    expect: publicRefused('404'),
  },
  // An upload is its uploader's until it is attached: anyone else finds nothing to clean up.
  cleanupFile: {
    request: async ({ t, o }) => ({ path: `/files/${(await createStoredFile(t, o)).id}/cleanup` }),
    expect: ONLY_THE_OWNER_404,
  },
  getFile: { request: async ({ t, o }) => ({ path: `/files/${(await createStoredFile(t, o)).id}` }), expect: READ },
  fileTemporaryLink: {
    request: async ({ t, o }) => ({ path: `/files/${(await createStoredFile(t, o)).id}/temporary-link` }),
    expect: READ,
  },
  // Needs.
  needsMetadata: { request: () => ({ path: '/needs/metadata' }), expect: ANY_STAFF },
  needCategories: { request: () => ({ path: '/care/need-categories' }), expect: ANY_STAFF },
  userNeeds: { request: ({ o }) => ({ path: `/care/user-needs?memberId=${o.member.id}` }), expect: READ },
  userNeedById: {
    request: async ({ db, o }) => ({ path: `/care/user-needs/${await createNeed(db, o)}` }),
    expect: READ,
  },
  createUserNeed: {
    request: ({ o }) => ({
      path: '/care/user-needs',
      body: { id: uuid(), memberId: o.member.id, issueId: null, reason: '<p>Food</p>' },
    }),
    expect: READ,
  },
  updateUserNeed: {
    request: async ({ db, o }) => ({ path: `/care/user-needs/${await createNeed(db, o)}`, body: { abandoned: true } }),
    expect: READ,
  },
  deleteUserNeed: {
    request: async ({ db, o }) => ({ path: `/care/user-needs/${await createNeed(db, o)}` }),
    expect: READ,
  },
  // The order names every need of the member: a fresh member with one need.
  reorderUserNeeds: {
    request: async ({ db, o, freshMember }) => {
      const member = { id: await freshMember() };
      return {
        path: '/care/user-needs',
        body: { memberId: member.id, needIds: [await createNeed(db, { ...o, member })] },
      };
    },
    expect: READ,
  },
  needHistory: {
    request: async ({ db, o }) => ({ path: `/care/user-needs/history/${await createNeed(db, o)}` }),
    expect: READ,
  },
  memberNeedActions: {
    request: ({ o }) => ({ path: `/care/user-needs/actions?memberId=${o.member.id}` }),
    expect: READ,
  },
  memberResourceReferrals: {
    request: ({ o }) => ({ path: `/care/user-needs/referrals?memberId=${o.member.id}` }),
    expect: READ,
  },
  createNeedAction: {
    request: async ({ db, o, home }) => {
      const { activityId } = await needsCatalogue(db, home.organisationId);
      return {
        path: `/needs/${await createNeed(db, o)}/action`,
        body: {
          id: uuid(),
          activityId: activityId('follow-up'),
          date: today(),
          durationInMinutes: 10,
          description: 'Checked in',
          markAsFulfilled: false,
          resourceReferrals: [],
        },
      };
    },
    expect: READ,
  },
  createResourceReferral: {
    request: async ({ t, o }) => ({
      path: `/needs/${(await createNeedWithAction(t, o)).actionId}/referral`,
      body: { id: uuid(), resourceName: 'Food bank' },
    }),
    expect: READ,
  },
  // Texts: any staff user with the permission texts any member of the organisation; a scheduled text is its guide's work.
  messageTemplates: { request: () => ({ path: '/chat/messages/templates' }), expect: ANY_STAFF },
  messageTemplateVariables: {
    request: ({ o }) => ({ path: `/chat/messages/template-variables?memberId=${o.member.id}` }),
    expect: READ,
  },
  messageSuggestions: {
    request: ({ o }) => ({ path: `/chat/messages/suggestions?memberId=${o.member.id}` }),
    expect: READ,
  },
  scheduledMessages: {
    request: ({ o }) => ({ path: `/chat/messages/scheduled?memberId=${o.member.id}` }),
    expect: READ,
  },
  schedulingStatus: {
    request: () => ({ path: `/chat/messages/scheduling-status?date=${today()}` }),
    expect: ANY_STAFF,
  },
  createMessage: {
    request: async ({ db, o }) => ({
      path: '/chat/messages',
      body: {
        subjectId: o.member.id,
        text: 'Hello',
        phoneNumberId: (await createPhoneNumber(db, o, { isPrimary: false })).id,
      },
    }),
    expect: READ,
  },
  updateMessage: {
    request: async ({ t, o }) => ({
      path: `/chat/messages/${(await createScheduledText(t, o)).id}`,
      body: { text: 'Changed' },
    }),
    expect: OWN_WORK,
  },
  deleteMessage: {
    request: async ({ t, o }) => ({ path: `/chat/messages/${(await createScheduledText(t, o)).id}` }),
    expect: OWN_WORK,
  },
  sendScheduledMessage: {
    request: async ({ t, o }) => ({ path: `/chat/messages/${(await createScheduledText(t, o)).id}/send` }),
    expect: OWN_WORK,
  },
  smsStatus: {
    request: () => ({
      path: '/webhooks/sms/status',
      body: { messageId: uuid(), carrierId: 'SM0', status: 'delivered', errorCode: null },
    }),
    expect: publicRefused('401'),
  },
  // One's own uploaded greeting only: anyone else's file (an attachment here) is not found.
  setVoicemailGreeting: {
    request: async ({ t, o }) => ({
      path: `/files/${(await createStoredFile(t, o, null, 'voicemail-greeting')).id}/voicemail-greeting`,
    }),
    expect: grid({
      guide: 'ok 404 404',
      otherGuide: '404 ok 404',
      supervisor: '404 404 404',
      superAdmin: '404 404 404',
    }),
  },
};

/** The member's customer's consent terms (made once per organisation and kept). */
const consentFixtures = new Map<string, Promise<{ termIds: Record<string, string> }>>();
function consentTerms(db: Parameters<typeof createConsentFixture>[0], o: TestOrganisation) {
  const key = o.organisationId;
  if (!consentFixtures.has(key)) consentFixtures.set(key, createConsentFixture(db, o));
  return consentFixtures.get(key)!;
}

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  let t: TestServer;
  let world: MatrixWorld;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    world = await createMatrixWorld(t);
  });
  afterAll(async () => {
    consentFixtures.clear();
    await t?.close();
  });

  it('answers every cell as written down, and no refused cell succeeds', async () => {
    const started = performance.now();
    const outcomes = await runMatrix(world, MATRIX);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const surprises = unexpectedSuccesses(outcomes);
    console.log(
      `authorization matrix on ${dialect}: ${Object.keys(MATRIX).length} operations, ${outcomes.length} cells in ${seconds} s, unexpected 2xx: ${surprises.length}`,
    );
    expect(mismatches(outcomes)).toEqual([]);
    expect(surprises).toEqual([]);
  }, 600_000);
});
