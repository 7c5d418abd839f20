/**
 * Two walks over every write operation, sharing each scenario's setup:
 * - mass assignment: the scenario's request plus undeclared keys carrying another organisation's
 *   and another guide's ids (server/testing/undeclared-keys.ts) answers 400 and changes no row and
 *   no change log;
 * - the change-log invariant: the request itself is driven through the real app, and every table
 *   it changed must have a change row of a kind that table holds, in the same commit. A write that changes what a client may see without telling the clients fails here
 * (inbound texts once left their message and the member's last event unannounced).
 *
 * `SCENARIOS` has one entry per write operation of domain/contracts: a new write without a
 * scenario is a compile error.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type EntityKind, type OperationName } from '../../domain/index.ts';
import { createConsentFixture, createMember, TCPA } from '../consent/testing.ts';
import { rowsOf } from '../db/changes.ts';
import { SUMMARY_FEEDBACK_DESCRIPTIONS } from '../db/reference-data.ts';
import { phoneNumbers, smsMessages, users } from '../db/schema/index.ts';
import { adtMessageText, sendAdtOverHttp } from '../adt/adt-simulator.ts';
import { simulateInboundText } from '../providers/sms-simulator.ts';
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
  testPhone,
  type TestOrganisation,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createNote } from '../testing/note-visit-factories.ts';
import { createTransferRequest, transferReasonId } from '../transfers/testing.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { createNeedWithAction } from '../needs/testing.ts';
import { createStoredFile, PNG_BYTES } from '../files/testing.ts';
import { createScheduledText, sendableNumber } from '../routes/messages-testing.ts';
import { postDeliveryReceipt, type SimulatedSmsSender } from '../providers/sms-simulator.ts';
import { createCallRecording, createCallReview } from '../routes/call-review-factories.ts';
import { createGuideNotification, createHospitalization } from '../routes/hospitalizations-testing.ts';
import { carrierSays, placeCallAs } from '../telephony/testing.ts';
import { withUndeclaredKeys } from '../testing/undeclared-keys.ts';

type WriteOperation = {
  [N in OperationName]: (typeof OPERATIONS)[N]['method'] extends 'GET' ? never : N;
}[OperationName];

/** The entity kinds each client-visible table's rows travel as. */
const TABLE_KINDS: Record<string, EntityKind[]> = {
  todos: ['todo'],
  scheduled_events: ['scheduledEvent'],
  priority_contacts: ['priorityContact'],
  interactions: ['interaction'],
  feed_items: ['feedItem'],
  sms_messages: ['smsMessage'],
  notifications: ['notification'],
  users: ['user'],
  phone_numbers: ['phoneNumber'],
  email_addresses: ['emailAddress'],
  addresses: ['address'],
  member_status_events: ['memberStatusEvent'],
  alerts: ['alert'],
  consent_links: ['consentLink'],
  consent_identities: ['consentIdentity'],
  consent_submissions: ['consentSubmission'],
  member_consents: ['consent'],
  member_change_logs: ['memberChangeLog'],
  visits: ['visit'],
  note_drafts: ['noteDraft'],
  member_transfer_requests: ['memberTransferRequest'],
  member_status_change_requests: ['memberStatusChangeRequest'],
  assigned_surveys: ['assignedSurvey'],
  hospitalizations: ['hospitalization'],
  alert_dismissals: ['alertDismissal'],
  survey_question_responses: ['surveyResponse'],
  calls: ['call'],
  user_needs: ['need'],
  need_actions: ['needAction'],
  need_resource_referrals: ['resourceReferral'],
  need_history_entries: ['needHistoryEntry'],
  voice_call_audits: ['call'],
  call_assignments: ['call'],
  call_recording_feedback: ['callRecordingFeedback'],
  call_recordings: ['callRecording'],
  scheduled_messages: ['scheduledMessage'],
};
/** The log itself and what no client reads (files are read by signed link, never synced): sessions, the audit trail, idempotency claims, summary feedback. */
const BOOKKEEPING = new Set([
  'change_log',
  'organisation_sequences',
  'idempotency_keys',
  'audit_log',
  'audit_trail',
  'audit_trail_heads',
  'oidc_models',
  'server_settings',
  '__drizzle_migrations',
  'member_summary_feedback',
  'adt_messages',
  'files',
  'file_access',
  'file_bytes',
  'file_link_keys',
]);

/** Prepares what the write needs, then hands back the request itself (the walk snapshots in between). */
type Scenario = (t: TestServer, org: TestOrganisation) => Promise<() => Promise<{ status: number }>>;

const SCENARIOS: Record<WriteOperation, Scenario> = {
  logout: async (t, org) => () => t.request(org.guide, 'POST', '/auth/logout'),
  async snoozeTodo(t, org) {
    const todo = await createTodo(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, {
        body: { noActionNeeded: true },
      });
  },
  async smsInbound(t, org) {
    const number = `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await t.testDb.database.db.insert(phoneNumbers).values({
      organisationId: org.organisationId,
      clientId: org.clientId,
      userId: org.member.id,
      number,
      description: 'Mobile',
      isPrimary: true,
    });
    // STOP: the inbound write that touches the most tables (it also marks the number do-not-contact).
    return () => simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: number, text: 'STOP' });
  },
  // Phone calls: placed through the API (the carrier dials), then the carrier's reports about it.
  async placeCall(t, org) {
    const phone = await createPhoneNumber(t.testDb.database.db, org, {
      number: `+1415555${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}1`,
    });
    return () =>
      t.request(org.guide, 'POST', '/calls', {
        body: {
          id: crypto.randomUUID(),
          targetUserId: org.member.id,
          phoneNumberId: phone.id,
          resourceInteraction: false,
        },
      });
  },
  async updateCall(t, org) {
    // A connected, ended call without an outcome (its Complete call follow-up closes too).
    const call = await createCall(t.testDb.database.db, org, {
      originatorUserId: org.guide.id,
      timeConnected: new Date(Date.now() - 600_000),
      timeEnded: new Date(),
      status: 'ENDED',
    });
    return () => t.request(org.guide, 'PATCH', `/calls/${call.id}`, { body: { outcomeId: 4, note: null } });
  },
  async hangUpCall(t, org) {
    const { id } = await placeCallAs(t, org);
    return () => t.request(org.guide, 'POST', `/calls/${id}/hang-up`);
  },
  async returnCall(t, org) {
    // A member's incoming call returned: the new call with its interaction and feed item.
    const call = await createCall(t.testDb.database.db, org, {
      incoming: true,
      originatorUserId: org.member.id,
      originatorPhoneNumber: '+14155550143',
      receiverUserId: org.guide.id,
      receiverPhoneNumber: '+15550000100',
    });
    return () => t.request(org.guide, 'POST', '/calls/return', { body: { id: crypto.randomUUID(), callId: call.id } });
  },
  async telephonyCallStatus(t, org) {
    const call = await createCall(t.testDb.database.db, org, {
      status: 'ACTIVE',
      timeConnected: new Date(Date.now() - 200_000),
      originatorUserId: org.guide.id,
    });
    // An ended call: its status, its interaction's length and the guide's Complete call follow-up.
    return () =>
      carrierSays(t, '/webhooks/telephony/call-status', {
        callSid: call.sid,
        status: 'ENDED',
        timestamp: new Date().toISOString(),
      });
  },
  async telephonyRecording(t, org) {
    const call = await createCall(t.testDb.database.db, org, { status: 'MISSED', incoming: true });
    return () =>
      carrierSays(t, '/webhooks/telephony/recording', {
        callSid: call.sid,
        recordingSid: `RE${call.sid.slice(2)}`,
        kind: 'voicemail',
        durationSeconds: 3,
        mediaUrl: 'sim://recordings/x?seconds=1',
        timestamp: new Date().toISOString(),
      });
  },
  async telephonyTranscription(t, org) {
    const call = await createCall(t.testDb.database.db, org, { status: 'ENDED' });
    return () =>
      carrierSays(t, '/webhooks/telephony/transcription', {
        callSid: call.sid,
        recordingSid: `RE${call.sid.slice(2)}`,
        lines: [{ speaker: 'Guide', startSeconds: 0, text: 'Hello' }],
        generatedNotes: 'Said hello.',
        timestamp: new Date().toISOString(),
      });
  },
  async telephonyInboundCall(t, org) {
    const phone = await createPhoneNumber(t.testDb.database.db, org, {
      number: `+1415666${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}1`,
    });
    return () =>
      carrierSays(t, '/webhooks/telephony/inbound-call', {
        callSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
        from: phone.number,
        to: '+15550000100',
        timestamp: new Date().toISOString(),
      });
  },
  async adtInbound(t, org) {
    // An admission: the feed's write that touches the most tables (the stay and the guide's follow-up).
    await t.testDb.database.db
      .update(users)
      .set({ externalPatientId: `AV-${Math.floor(Math.random() * 1e8)}` })
      .where(eq(users.id, org.member.id));
    const [member] = await t.testDb.database.db.select().from(users).where(eq(users.id, org.member.id));
    const text = adtMessageText(
      'A01',
      { patientId: member?.externalPatientId ?? '', familyName: 'X', givenName: 'Y' },
      { visitNumber: 'V1', admittedAt: new Date() },
    );
    return () => sendAdtOverHttp(t.baseUrl, { secret: t.config.adtFeedSecret ?? '', clientId: org.clientId }, text);
  },
  createScheduledEvent: async (t, org) => () =>
    t.request(org.guide, 'POST', `/users/${org.member.id}/scheduled-events`, {
      body: { type: 'call', date: '2026-03-10', time: '10:00', note: 'Check in' },
    }),
  async updateScheduledEvent(t, org) {
    const event = await createScheduledEvent(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', `/users/${org.member.id}/scheduled-events/${event.id}`, {
        body: { resolved: true },
      });
  },
  async deleteScheduledEvent(t, org) {
    // With a todo about it: the todo lets go of the event (and is done) in the same write.
    const event = await createScheduledEvent(t.testDb.database.db, org);
    await createTodo(t.testDb.database.db, org, { type: 'SCHEDULED_EVENT', scheduledEventId: event.id });
    return () => t.request(org.guide, 'DELETE', `/users/${org.member.id}/scheduled-events/${event.id}`);
  },
  async snoozeScheduledEvent(t, org) {
    const event = await createScheduledEvent(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', `/users/${org.member.id}/scheduled-events/${event.id}/snooze`, {
        body: { until: '2030-01-01T00:00:00.000Z' },
      });
  },
  // A supervisor's request is approved and, effective already, applied: the request, its feed item, the member and the status event.
  createStatusChangeRequest: async (t, org) => () =>
    t.request(org.supervisor, 'POST', '/users/member-status-change-request', {
      body: { memberId: org.member.id, memberStatusId: 2, effectiveAt: Date.now() - 60_000 },
    }),
  async updateStatusChangeRequest(t, org) {
    const request = await createStatusChangeRequest(t.testDb.database.db, org, {
      effectiveAt: new Date(Date.now() - 60_000),
    });
    return () =>
      t.request(org.supervisor, 'PATCH', `/users/member-status-change-request/${request.id}`, {
        body: { approval: 'approve', auditorComment: 'Confirmed' },
      });
  },
  async createMemberTransferRequest(t, org) {
    const body = {
      memberId: org.member.id,
      receivingGuideId: org.otherGuide.id,
      transferReasonId: await transferReasonId(t.testDb.database.db, org, 'caseload-balancing'),
      commentToReceivingGuide: 'Please take over.',
      stringDetail: 'Balancing',
    };
    return () => t.request(org.guide, 'POST', '/users/member-transfer-requests', { body });
  },
  async updateMemberTransferRequest(t, org) {
    const request = await createTransferRequest(t.testDb.database.db, org);
    const body = {
      receivingGuideId: org.otherGuide.id,
      transferReasonId: request.transferReasonId,
      commentToReceivingGuide: 'Please take over soon.',
      stringDetail: 'Balancing',
    };
    return () => t.request(org.guide, 'PATCH', `/users/member-transfer-requests/${request.id}`, { body });
  },
  async auditMemberTransferRequest(t, org) {
    // Approved and due: the member moves with its open todo and its future event in the same write.
    const request = await createTransferRequest(t.testDb.database.db, org);
    await createTodo(t.testDb.database.db, org);
    await createScheduledEvent(t.testDb.database.db, org, { date: '2099-01-01' });
    return () =>
      t.request(org.supervisor, 'PATCH', `/users/member-transfer-requests/audit/${request.id}`, {
        body: { approval: 'approve', receivingGuideId: org.otherGuide.id, effectiveAt: Date.now() },
      });
  },
  // Only the audit trail records a view: the walk must see no client-visible table change.
  memberViewed: async (t, org) => () => t.request(org.guide, 'POST', `/users/${org.member.id}/viewed`),
  async dismissMemberStatus(t, org) {
    const event = await createStatusEvent(t.testDb.database.db, org, 'unable-to-newly-engage');
    return () => t.request(org.supervisor, 'PATCH', `/users/member-status-change/${event.id}/dismiss`);
  },
  async dismissAlert(t, org) {
    const alert = await createAlert(t.testDb.database.db, org);
    return () => t.request(org.guide, 'DELETE', `/notifications/alerts/${alert.id}`);
  },
  registerExternalPatient: async (t, org) => () =>
    t.request(org.guide, 'POST', '/avon/patients/add-patient', { body: { memberId: org.member.id } }),
  async answerConsentForm(t, org) {
    const fixture = await createConsentFixture(t.testDb.database.db, org);
    return () =>
      t.request(null, 'POST', '/consent/form/', {
        body: { consented: true, termId: fixture.termIds[TCPA], consentLinkKey: fixture.key },
      });
  },
  async confirmConsentIdentity(t, org) {
    const fixture = await createConsentFixture(t.testDb.database.db, org);
    return () =>
      t.request(null, 'POST', '/consent/form/identity', {
        body: { consentLinkKey: fixture.key, name: 'Member Alpha', dateOfBirth: '01/31/1970' },
      });
  },
  createConsentLink: async (t, org) => () =>
    t.request(org.guide, 'POST', '/consent/links', { body: { userId: org.member.id } }),
  async recordStaffConsent(t, org) {
    const fixture = await createConsentFixture(t.testDb.database.db, org);
    const memberId = await createMember(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/consent', {
        body: { memberId, termId: fixture.termIds[TCPA], consented: true, consentIdentityId: null },
      });
  },
  // Contact details: each scenario changes the most it can (a primary cleared or promoted beside the row).
  async addPhoneNumber(t, org) {
    await createPhoneNumber(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/interaction/phone-numbers', {
        body: { memberId: org.member.id, number: testPhone(), description: 'Work', primary: true },
      });
  },
  async updatePhoneNumber(t, org) {
    await createPhoneNumber(t.testDb.database.db, org);
    const phone = await createPhoneNumber(t.testDb.database.db, org, { isPrimary: false });
    return () =>
      t.request(org.guide, 'PATCH', `/interaction/phone-numbers/${phone.id}`, {
        body: { description: 'Work', primary: true },
      });
  },
  async deletePhoneNumber(t, org) {
    const phone = await createPhoneNumber(t.testDb.database.db, org);
    await createPhoneNumber(t.testDb.database.db, org, { isPrimary: false });
    return () => t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${phone.id}`);
  },
  async addEmailAddress(t, org) {
    await createEmailAddress(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/interaction/email-address', {
        body: { memberId: org.member.id, emailAddress: 'rosa.walk@example.com', primary: true },
      });
  },
  async updateEmailAddress(t, org) {
    await createEmailAddress(t.testDb.database.db, org);
    const email = await createEmailAddress(t.testDb.database.db, org, { isPrimary: false });
    return () =>
      t.request(org.guide, 'PATCH', `/interaction/email-address/${email.id}`, {
        body: { description: 'Work', primary: true },
      });
  },
  async deleteEmailAddress(t, org) {
    const email = await createEmailAddress(t.testDb.database.db, org);
    await createEmailAddress(t.testDb.database.db, org, { isPrimary: false });
    return () => t.request(org.guide, 'DELETE', `/interaction/email-address/${email.id}`);
  },
  async addAddress(t, org) {
    await createAddress(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/interaction/addresses', {
        body: {
          memberId: org.member.id,
          line1: '2 Oak Ave',
          city: 'Evanston',
          state: 'IL',
          zip: '60201',
          primary: true,
        },
      });
  },
  async updateAddress(t, org) {
    const address = await createAddress(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', `/interaction/addresses/${address.id}`, {
        body: { line1: '2 Oak Ave', city: 'Evanston', state: 'IL', zip: '60201' },
      });
  },
  async deleteAddress(t, org) {
    const address = await createAddress(t.testDb.database.db, org);
    await createAddress(t.testDb.database.db, org, { isPrimary: false, line1: '9 Elm St' });
    return () => t.request(org.guide, 'DELETE', `/interaction/addresses/${address.id}`);
  },
  async setPrimaryAddress(t, org) {
    await createAddress(t.testDb.database.db, org);
    const address = await createAddress(t.testDb.database.db, org, { isPrimary: false, line1: '9 Elm St' });
    return () => t.request(org.guide, 'PATCH', `/interaction/addresses/${address.id}/primary`);
  },
  updatePersonalInfo: async (t, org) => () =>
    t.request(org.guide, 'PATCH', `/users/${org.member.id}`, {
      body: { preferredName: 'Rosie', pronouns: 'she/her/hers', language: 'es' },
    }),
  async recordStaffConsentIdentity(t, org) {
    const memberId = await createMember(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/consent/identity', {
        body: { memberId, name: 'Extra Member', dateOfBirth: '1970-01-31' },
      });
  },
  async sendConsentText(t, org) {
    const phone = await createPhoneNumber(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/consent/text', {
        body: { userId: org.member.id, phoneNumberId: String(phone.id) },
      });
  },
  // Notes and visits: a visit made through the API first has its open follow-up, which the update and the delete complete.
  createNote: async (t, org) => () =>
    t.request(org.guide, 'POST', '/notes', {
      body: { userId: org.member.id, text: '<p>Walked through the care plan.</p>' },
    }),
  async updateNote(t, org) {
    const note = await createNote(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', `/notes/${note.id}`, {
        body: { text: '<p>Walked through the care plan again.</p>' },
      });
  },
  async deleteNote(t, org) {
    const note = await createNote(t.testDb.database.db, org);
    return () => t.request(org.guide, 'DELETE', `/notes/${note.id}`);
  },
  saveNoteDraft: async (t, org) => () =>
    t.request(org.guide, 'POST', `/notes/auto-save?subjectId=${org.member.id}&type=notes`, {
      body: { text: '<p>Half a thought</p>' },
    }),
  async deleteNoteDraft(t, org) {
    await t.request(org.guide, 'POST', `/notes/auto-save?subjectId=${org.member.id}&type=notes`, {
      body: { text: '<p>Half a thought</p>' },
    });
    return () => t.request(org.guide, 'DELETE', `/notes/auto-save?subjectId=${org.member.id}&type=notes`);
  },
  createVisit: async (t, org) => () => t.request(org.guide, 'POST', '/visits', { body: walkVisit(org) }),
  async updateVisit(t, org) {
    const visit = await t.request(org.guide, 'POST', '/visits', { body: walkVisit(org) });
    const { subjectUserId: _member, ...fields } = walkVisit(org);
    return () =>
      t.request(org.guide, 'PATCH', `/visits/${visit.body.externalItemId}`, { body: { ...fields, outcomeId: 104 } });
  },
  async deleteVisit(t, org) {
    const visit = await t.request(org.guide, 'POST', '/visits', { body: walkVisit(org) });
    return () => t.request(org.guide, 'DELETE', `/visits/${visit.body.externalItemId}`);
  },
  submitMemberSummaryFeedback: async (t, org) => () =>
    t.request(org.guide, 'POST', '/users/member-summary/', {
      body: {
        memberId: org.member.id,
        feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
        comment: 'Helpful',
        summary: 'A summary',
        summaryDataId: 'run-1',
      },
    }),
  async assignSurvey(t, org) {
    const { surveyId } = await createAssignedSurvey(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', '/surveys/v2/assigned', {
        body: { id: crypto.randomUUID(), memberId: org.member.id, surveyId },
      });
  },
  // Answering 'not reached' takes the path away from the housing answer, which is deleted.
  async answerSurveyQuestion(t, org) {
    const { assignedSurveyId } = await createAssignedSurvey(t.testDb.database.db, org);
    await answer(t, org, assignedSurveyId, 'reached', ['yes']);
    await answer(t, org, assignedSurveyId, 'housing', ['steady']);
    return () => answer(t, org, assignedSurveyId, 'reached', ['no']);
  },
  async updateAssignedSurvey(t, org) {
    const { assignedSurveyId } = await createAssignedSurvey(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', `/surveys/v2/assigned/${assignedSurveyId}`, {
        body: { notes: 'Call back after lunch' },
      });
  },
  async submitAssignedSurvey(t, org) {
    const { assignedSurveyId } = await createAssignedSurvey(t.testDb.database.db, org);
    await answer(t, org, assignedSurveyId, 'reached', ['no']);
    return () => t.request(org.guide, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/submit`);
  },
  async reopenAssignedSurvey(t, org) {
    const { assignedSurveyId } = await createAssignedSurvey(t.testDb.database.db, org);
    await answer(t, org, assignedSurveyId, 'reached', ['refused']);
    await t.request(org.guide, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/submit`);
    return () => t.request(org.superAdmin, 'POST', `/surveys/v2/assigned/${assignedSurveyId}/reopen`);
  },
  // The calls page: an unknown caller's call and text assigned to the member, a call shared, a review closed.
  async assignCall(t, org) {
    const call = await createCall(t.testDb.database.db, org, { subjectId: null, incoming: true, status: 'MISSED' });
    await createTodo(t.testDb.database.db, org, {
      type: 'CALL_BACK',
      memberId: null,
      externalItemType: 'call',
      externalItemId: call.id,
    });
    return () => t.request(org.guide, 'PATCH', `/calls/${call.id}/subjectId`, { body: { subjectId: org.member.id } });
  },
  async assignText(t, org) {
    const text = await createSmsMessage(t.testDb.database.db, org, { subjectId: null });
    return () => t.request(org.guide, 'PATCH', `/sms/${text.id}`, { body: { subjectId: org.member.id } });
  },
  async shareCall(t, org) {
    const call = await createCall(t.testDb.database.db, org);
    return () =>
      t.request(org.supervisor, 'POST', `/calls/${call.id}/audit`, {
        body: { callId: call.id, assigneeIds: [org.guide.id, org.otherGuide.id] },
      });
  },
  async closeCallReview(t, org) {
    const review = await createCallReview(t.testDb.database.db, org);
    return () => t.request(org.guide, 'PATCH', `/calls/audit/tasks/${review.id}`, { body: { actionTaken: false } });
  },
  async submitRecordingFeedback(t, org) {
    const recording = await createCallRecording(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', `/calls/voice-call-recording/${recording.id}`, {
        body: { isAccurateTranscription: false, accuracyIssues: ['only-one-speaker'] },
      });
  },
  // Files are not synced: their tables are bookkeeping; the walk checks they announce nothing they should not.
  createFileUpload: async (t, org) => () =>
    t.request(org.guide, 'POST', '/files/presigned-url', {
      body: { fileName: 'a.png', mimeType: 'image/png', size: PNG_BYTES.byteLength, memberId: org.member.id },
    }),
  async uploadFileContent(t, org) {
    const { body } = await t.request(org.guide, 'POST', '/files/presigned-url', {
      body: { fileName: 'a.png', mimeType: 'image/png', size: PNG_BYTES.byteLength, memberId: org.member.id },
    });
    const url = new URL(body.url as string);
    return () =>
      fetch(`${t.baseUrl}${url.pathname}${url.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: PNG_BYTES,
      });
  },
  async cleanupFile(t, org) {
    const { body } = await t.request(org.guide, 'POST', '/files/presigned-url', {
      body: { fileName: 'a.png', mimeType: 'image/png', size: 10, memberId: org.member.id },
    });
    return () => t.request(org.guide, 'POST', `/files/${body.file.id as string}/cleanup`);
  },
  async updateHospitalization(t, org) {
    const stay = await createHospitalization(t.testDb.database.db, org);
    return () =>
      t.request(org.superAdmin, 'PATCH', `/hospitalizations/${stay.id}`, {
        body: { note: 'Called the member after discharge', guideEnteredDischargedAt: stay.admitDate },
      });
  },
  async markNotificationsSeen(t, org) {
    const notification = await createGuideNotification(t.testDb.database.db, org, org.guide.id);
    return () =>
      t.request(org.guide, 'PATCH', '/notifications/seen', {
        body: { notificationIds: [notification.id], seen: true },
      });
  },
  async deleteNotifications(t, org) {
    const notification = await createGuideNotification(t.testDb.database.db, org, org.guide.id);
    return () => t.request(org.guide, 'DELETE', '/notifications', { body: { notificationIds: [notification.id] } });
  },
  async createUserNeed(t, org) {
    const { issueId } = await needsCatalogue(t.testDb.database.db, org.organisationId);
    return () =>
      t.request(org.guide, 'POST', '/care/user-needs', {
        body: {
          id: crypto.randomUUID(),
          memberId: org.member.id,
          issueId: issueId('food-insecurity'),
          reason: '<p>Skips meals</p>',
        },
      });
  },
  async updateUserNeed(t, org) {
    const needId = await createNeed(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', `/care/user-needs/${needId}`, {
        body: { fulfilled: true, comment: 'Enrolled in SNAP' },
      });
  },
  async deleteUserNeed(t, org) {
    const needId = await createNeed(t.testDb.database.db, org);
    return () => t.request(org.guide, 'DELETE', `/care/user-needs/${needId}`);
  },
  async reorderUserNeeds(t, org) {
    const first = await createNeed(t.testDb.database.db, org);
    const second = await createNeed(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'PATCH', '/care/user-needs', {
        body: { memberId: org.member.id, needIds: [second, first] },
      });
  },
  // The action that touches the most tables: a referral with it, and the need fulfilled by it.
  async createNeedAction(t, org) {
    const { activityId } = await needsCatalogue(t.testDb.database.db, org.organisationId);
    const needId = await createNeed(t.testDb.database.db, org);
    return () =>
      t.request(org.guide, 'POST', `/needs/${needId}/action`, {
        body: {
          id: crypto.randomUUID(),
          activityId: activityId('community-referral'),
          date: new Date().toISOString().slice(0, 10),
          durationInMinutes: 15,
          description: 'Referred',
          markAsFulfilled: true,
          resourceReferrals: [{ id: crypto.randomUUID(), resourceName: 'Northside Food Bank' }],
        },
      });
  },
  async createResourceReferral(t, org) {
    const { actionId } = await createNeedWithAction(t, org);
    return () =>
      t.request(org.guide, 'POST', `/needs/${actionId}/referral`, {
        body: { id: crypto.randomUUID(), resourceName: 'Legal aid clinic' },
      });
  },
  // Texts: sent now (the message, its interaction, the member, the feed item, its files), scheduled, and the carrier's receipt.
  async createMessage(t, org) {
    const phone = await sendableNumber(t, org);
    return () =>
      t.request(org.guide, 'POST', '/chat/messages', {
        body: { subjectId: org.member.id, text: 'Hello from your guide', phoneNumberId: phone.id },
      });
  },
  async updateMessage(t, org) {
    const text = await createScheduledText(t, org);
    return () => t.request(org.guide, 'PATCH', `/chat/messages/${text.id}`, { body: { text: 'Changed my mind' } });
  },
  async deleteMessage(t, org) {
    const text = await createScheduledText(t, org);
    return () => t.request(org.guide, 'DELETE', `/chat/messages/${text.id}`);
  },
  async sendScheduledMessage(t, org) {
    const text = await createScheduledText(t, org);
    return () => t.request(org.guide, 'POST', `/chat/messages/${text.id}/send`);
  },
  async smsStatus(t, org) {
    const phone = await sendableNumber(t, org);
    const { body } = await t.request(org.guide, 'POST', '/chat/messages', {
      body: { subjectId: org.member.id, text: 'Hello', phoneNumberId: phone.id },
    });
    const messageId = body.feedItem.externalItemId as string;
    const [sent] = await t.testDb.database.db.select().from(smsMessages).where(eq(smsMessages.id, messageId));
    const receipt = { messageId, carrierId: sent?.carrierSid ?? '', status: 'delivered' as const, errorCode: null };
    return async () => ({
      status: await postDeliveryReceipt(`${t.baseUrl}/api/webhooks/sms/status`, t.config.smsWebhookSecret, receipt),
    });
  },
  // Signs an address and writes nothing: the walk must see no table change.
  sigmaEmbed: async (t, org) => () =>
    t.request(org.guide, 'POST', '/users/sigma-embed', {
      body: { key: 'docketDashboard', params: { docketDashboard: { guideId: org.guide.id, yearMonth: '202601' } } },
    }),
  async setVoicemailGreeting(t, org) {
    const greeting = await createStoredFile(t, org, null, 'voicemail-greeting');
    return () => t.request(org.guide, 'POST', `/files/${greeting.id}/voicemail-greeting`);
  },
};

function answer(
  t: TestServer,
  org: TestOrganisation,
  assignedSurveyId: string,
  questionId: string,
  selectedOptionIds: string[],
) {
  return t.request(org.guide, 'POST', '/surveys/v2/question-responses', {
    body: { assignedSurveyId, questionId, skipped: false, selectedOptionIds },
  });
}

/** A visit of the last quarter hour without an outcome (so it has a 'Complete visit' follow-up). */
function walkVisit(org: TestOrganisation) {
  const start = Math.floor(Date.now() / 900_000) * 900_000 - 900_000;
  return {
    subjectUserId: org.member.id,
    addressId: null,
    location: 'Library',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 900_000).toISOString(),
    outcomeId: null,
  };
}

/** Each table's row count and a digest of its rows: what changed, whatever the write touched. */
async function fingerprint(t: TestServer): Promise<Map<string, string>> {
  const db = t.testDb.database.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = rowsOf<{ print: string }>(
      await db.execute(
        sql.raw(
          `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as print from "${name}" t`,
        ),
      ),
    );
    prints.set(name, row?.print ?? '');
  }
  return prints;
}

async function headOf(t: TestServer, org: TestOrganisation): Promise<number> {
  return (await t.request(org.guide, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
}

describe.each(DIALECTS)('every write refuses undeclared keys, then records its changes, on %s', (dialect) => {
  let t: TestServer;
  /** Whose ids the undeclared keys carry: another organisation's. */
  let other: TestOrganisation;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    other = await t.organisation('Elsewhere');
  });
  afterAll(() => t?.close());

  it.each(Object.keys(SCENARIOS) as WriteOperation[])('%s', async (name) => {
    const org = await t.organisation('Walk');
    const send = await SCENARIOS[name](t, org);
    // The simulated carrier's delivery receipts come a moment after a text: those of texts made while
    // preparing land before the snapshot, and this write's own inside its window (as its changes).
    const carrier = t.server.context.sms as SimulatedSmsSender;
    await carrier.flush();
    const before = await fingerprint(t);
    const head = await headOf(t, org);

    // Mass assignment first: the same request plus keys its contract does not declare is refused whole.
    const attack = await withUndeclaredKeys(t, OPERATIONS[name], other, send);
    await carrier.flush();
    expect(
      attack.result.status,
      `${name} with undeclared keys (${attack.injected.join('; ')}) answered ${attack.result.status}`,
    ).toBe(400);
    const untouched = await fingerprint(t);
    const altered = [...untouched].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
    expect(altered, `${name} with undeclared keys changed ${altered.join(', ')}`).toEqual([]);
    expect(await headOf(t, org), `${name} with undeclared keys recorded changes`).toBe(head);

    const result = await send();
    await carrier.flush();
    expect(result.status, `${name} answered ${result.status}`).toBeLessThan(300);

    const after = await fingerprint(t);
    const changed = [...after].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
    const changes = (await t.request(org.guide, 'GET', `/sync/changes?since=${head}`)).body.changes as {
      entity: EntityKind;
    }[];
    const recorded = new Set(changes.map((c) => c.entity));
    const unannounced = changed.filter((table) => !(TABLE_KINDS[table] ?? []).some((kind) => recorded.has(kind)));
    expect(
      unannounced,
      `${name} changed ${changed.join(', ') || 'nothing'} and recorded ${[...recorded].join(', ') || 'nothing'}`,
    ).toEqual([]);
  });
});
