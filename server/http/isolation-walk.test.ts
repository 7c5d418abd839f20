/**
 * Organisation isolation, walked over every operation of domain/contracts: each is called by a
 * user of one organisation on the other organisation's objects. An object of another organisation
 * answers 404, exactly like a missing one, and nothing a list answers names the other
 * organisation's rows (its organisation, customers, staff, members, work items, consent terms).
 *
 * `CHECKS` has one entry per operation: a new operation without one is a compile error, and an
 * operation exempt from the walk says why.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '../../domain/index.ts';
import { createConsentFixture, type ConsentFixture } from '../consent/testing.ts';
import { SUMMARY_FEEDBACK_DESCRIPTIONS } from '../db/reference-data.ts';
import { users } from '../db/schema/index.ts';
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
import { createTransferRequest, transferReasonId } from '../transfers/testing.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import { createNote, createVisit } from '../testing/note-visit-factories.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { createNeedWithAction } from '../needs/testing.ts';
import { createStoredFile } from '../files/testing.ts';
import { createScheduledText } from '../routes/messages-testing.ts';
import { createCallRecording, createCallReview } from '../routes/call-review-factories.ts';
import { createResourceProgram } from '../resources/testing.ts';
import { createGuideNotification, createHospitalization } from '../routes/hospitalizations-testing.ts';
import { signEmbed } from '../routes/analytics.ts';

interface World {
  t: TestServer;
  home: TestOrganisation;
  foreign: TestOrganisation;
  foreignTodoId: string;
  foreignConsent: ConsentFixture;
  /** A dismissable status event, a dismissable alert about the member, a global alert, the member's external patient id. */
  foreignStatusEventId: string;
  foreignAlertId: string;
  foreignGlobalAlertId: string;
  foreignPatientId: string;
  /** The foreign member's phone (its number too), e-mail address and address. */
  foreignPhone: { id: number; number: string };
  foreignEmailId: string;
  foreignAddressId: string;
}

type Answer = { status: number; body: unknown };
type Check =
  /** Called on the other organisation's object: must answer 404. */
  | { notFound: (w: World) => Promise<Answer> }
  /** A list or a read of one's own: must answer 2xx and name nothing of the other organisation. */
  | { nothingForeign: (w: World) => Promise<Answer> }
  | { exempt: string };

const CHECKS: Record<OperationName, Check> = {
  clientConfig: { exempt: 'public configuration, the same for every organisation' },
  logout: { exempt: 'ends the caller’s own session; names no object' },
  smsInbound: {
    exempt:
      'a provider webhook routed by phone number; isolation across organisations is in routes/sms-webhook.test.ts',
  },
  adtInbound: {
    exempt:
      'a hospital feed signed per customer, with no staff user; isolation across organisations is in adt/adt-feed.test.ts',
  },
  syncChanges: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/sync/changes?since=0&limit=5000') },
  getUser: { notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/users/${foreign.member.id}`) },
  memberViewed: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'POST', `/users/${foreign.member.id}/viewed`),
  },
  memberStatusEvents: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/users/${foreign.member.id}/status-events`),
  },
  dismissMemberStatus: {
    notFound: ({ t, home, foreignStatusEventId }) =>
      t.request(home.supervisor, 'PATCH', `/users/member-status-change/${foreignStatusEventId}/dismiss`),
  },
  // The global list leaking nothing of the other organisation is checked in routes/member.test.ts.
  alerts: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/notifications/alerts?memberId=${foreign.member.id}`),
  },
  dismissAlert: {
    notFound: ({ t, home, foreignAlertId }) =>
      t.request(home.guide, 'DELETE', `/notifications/alerts/${foreignAlertId}`),
  },
  memberByExternalPatientId: {
    notFound: ({ t, home, foreignPatientId }) =>
      t.request(home.guide, 'GET', `/avon/patients/get-reema-id?patientId=${foreignPatientId}`),
  },
  registerExternalPatient: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/avon/patients/add-patient', { body: { memberId: foreign.member.id } }),
  },
  hierarchy: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/hierarchy') },
  memberStatuses: { exempt: 'a fixed catalogue shared by every organisation (domain/catalogues.ts)' },
  team: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/team?allViewable=true') },
  teams: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/teams') },
  verify: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/user/verify') },
  memberList: {
    nothingForeign: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/users?ids=${foreign.member.id}&includeCount=true&page-size=500`),
  },
  memberListFilters: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/filters') },
  // The other organisation's entries never show, whatever the filters name (routes/audit-trail.test.ts makes some first).
  auditTrail: {
    nothingForeign: ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'GET', `/admin/audit-trail?memberId=${foreign.member.id}&page-size=500`),
  },
  verifyAuditTrail: { nothingForeign: ({ t, home }) => t.request(home.superAdmin, 'GET', '/admin/audit-trail/verify') },
  feedItems: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/feeds/items?userId=${foreign.member.id}`),
  },
  guideInteractions: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/interaction/guide/${foreign.guide.id}`),
  },
  guidePriorityContacts: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/users/priority-contact/guide/${foreign.guide.id}`),
  },
  guideScheduledEvents: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/users/${foreign.guide.id}/scheduled-events/guide`),
  },
  guideTodos: { notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/users/${foreign.guide.id}/todos`) },
  myNotifications: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/notifications/guide') },
  snoozeTodo: {
    notFound: ({ t, home, foreign, foreignTodoId }) =>
      t.request(home.superAdmin, 'POST', `/users/${foreign.guide.id}/todos/${foreignTodoId}/snooze`, {
        body: { noActionNeeded: true },
      }),
  },
  // Scheduled events: the foreign member's path, and the foreign event under one's own member's path.
  memberScheduledEvents: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/users/${foreign.member.id}/scheduled-events`),
  },
  createScheduledEvent: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', `/users/${foreign.member.id}/scheduled-events`, {
        body: { type: 'call', date: '2026-03-10', time: '10:00', note: 'Mine now' },
      }),
  },
  updateScheduledEvent: {
    notFound: async ({ t, home, foreign }) => {
      const theirs = await createScheduledEvent(t.testDb.database.db, foreign);
      return t.request(home.superAdmin, 'PATCH', `/users/${home.member.id}/scheduled-events/${theirs.id}`, {
        body: { note: 'Mine now' },
      });
    },
  },
  deleteScheduledEvent: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.superAdmin,
        'DELETE',
        `/users/${foreign.member.id}/scheduled-events/${(await createScheduledEvent(t.testDb.database.db, foreign)).id}`,
      ),
  },
  snoozeScheduledEvent: {
    notFound: async ({ t, home, foreign }) => {
      const theirs = await createScheduledEvent(t.testDb.database.db, foreign);
      return t.request(home.superAdmin, 'POST', `/users/${home.member.id}/scheduled-events/${theirs.id}/snooze`, {
        body: { until: '2030-01-01T00:00:00.000Z' },
      });
    },
  },
  // Transfer requests: reasons are the organisation's own (routes/member-transfers.test.ts checks another's never show).
  memberTransferReasons: {
    nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/member-transfer-requests/reasons'),
  },
  memberTransferRequests: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/users/member-transfer-requests?memberId=${foreign.member.id}`),
  },
  createMemberTransferRequest: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.supervisor, 'POST', '/users/member-transfer-requests', {
        body: {
          memberId: foreign.member.id,
          receivingGuideId: home.otherGuide.id,
          transferReasonId: await transferReasonId(t.testDb.database.db, home, 'caseload-balancing'),
          commentToReceivingGuide: 'Mine now',
          stringDetail: 'x',
        },
      }),
  },
  updateMemberTransferRequest: {
    notFound: async ({ t, home, foreign }) => {
      const theirs = await createTransferRequest(t.testDb.database.db, foreign);
      const body = {
        receivingGuideId: home.otherGuide.id,
        transferReasonId: await transferReasonId(t.testDb.database.db, home, 'caseload-balancing'),
        commentToReceivingGuide: 'Mine now',
        stringDetail: 'x',
      };
      return t.request(home.guide, 'PATCH', `/users/member-transfer-requests/${theirs.id}`, { body });
    },
  },
  auditMemberTransferRequest: {
    notFound: async ({ t, home, foreign }) => {
      const theirs = await createTransferRequest(t.testDb.database.db, foreign);
      return t.request(home.supervisor, 'PATCH', `/users/member-transfer-requests/audit/${theirs.id}`, {
        body: { approval: 'approve', receivingGuideId: home.otherGuide.id, effectiveAt: Date.now() },
      });
    },
  },
  // Status change requests: the foreign member, the foreign guide's list, the foreign request.
  statusChangeRequests: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/users/member-status-change-requests?memberId=${foreign.member.id}`),
  },
  statusChangeSettings: {
    nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/users/member-status-change-request/settings'),
  },
  createStatusChangeRequest: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.supervisor, 'POST', '/users/member-status-change-request', {
        body: { memberId: foreign.member.id, memberStatusId: 2, effectiveAt: Date.now() },
      }),
  },
  updateStatusChangeRequest: {
    notFound: async ({ t, home, foreign }) => {
      const theirs = await createStatusChangeRequest(t.testDb.database.db, foreign);
      return t.request(home.supervisor, 'PATCH', `/users/member-status-change-request/${theirs.id}`, {
        body: { approval: 'approve' },
      });
    },
  },
  answerConsentForm: { exempt: 'public: the link key is the credential, and it names one member of one organisation' },
  confirmConsentIdentity: { exempt: 'public: the link key is the credential' },
  consentAllTerms: { exempt: 'public: the link key is the credential' },
  consentForm: { exempt: 'public: the link key is the credential' },
  consentLink: { exempt: 'public: the link key is the credential' },
  createConsentLink: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/consent/links', { body: { userId: foreign.member.id } }),
  },
  memberConsents: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/consent?memberId=${foreign.member.id}`),
  },
  addPhoneNumber: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/interaction/phone-numbers', {
        body: { memberId: foreign.member.id, number: '+13125550188', description: 'Mobile' },
      }),
  },
  updatePhoneNumber: {
    notFound: ({ t, home, foreignPhone }) =>
      t.request(home.guide, 'PATCH', `/interaction/phone-numbers/${foreignPhone.id}`, {
        body: { description: 'Mine now', primary: true },
      }),
  },
  deletePhoneNumber: {
    notFound: ({ t, home, foreignPhone }) =>
      t.request(home.guide, 'DELETE', `/interaction/phone-numbers/${foreignPhone.id}`),
  },
  // The lookup reads no table: asked for another organisation's number it answers the line, never whose it is.
  phoneNumberDetails: {
    nothingForeign: ({ t, home, foreignPhone }) =>
      t.request(
        home.guide,
        'GET',
        `/interaction/phone-numbers/twilio-details?phoneNumber=${encodeURIComponent(foreignPhone.number)}`,
      ),
  },
  addEmailAddress: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/interaction/email-address', {
        body: { memberId: foreign.member.id, emailAddress: 'someone@example.com' },
      }),
  },
  updateEmailAddress: {
    notFound: ({ t, home, foreignEmailId }) =>
      t.request(home.guide, 'PATCH', `/interaction/email-address/${foreignEmailId}`, { body: { primary: true } }),
  },
  deleteEmailAddress: {
    notFound: ({ t, home, foreignEmailId }) =>
      t.request(home.guide, 'DELETE', `/interaction/email-address/${foreignEmailId}`),
  },
  addAddress: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/interaction/addresses', {
        body: { memberId: foreign.member.id, line1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
      }),
  },
  updateAddress: {
    notFound: ({ t, home, foreignAddressId }) =>
      t.request(home.guide, 'PATCH', `/interaction/addresses/${foreignAddressId}`, {
        body: { line1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
      }),
  },
  deleteAddress: {
    notFound: ({ t, home, foreignAddressId }) =>
      t.request(home.guide, 'DELETE', `/interaction/addresses/${foreignAddressId}`),
  },
  setPrimaryAddress: {
    notFound: ({ t, home, foreignAddressId }) =>
      t.request(home.guide, 'PATCH', `/interaction/addresses/${foreignAddressId}/primary`),
  },
  updatePersonalInfo: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'PATCH', `/users/${foreign.member.id}`, { body: { preferredName: 'Mine now' } }),
  },
  memberChangeLogs: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/users/${foreign.member.id}/change-logs`),
  },
  recordStaffConsent: {
    notFound: ({ t, home, foreign, foreignConsent }) =>
      t.request(home.guide, 'POST', '/consent', {
        body: {
          memberId: foreign.member.id,
          termId: Object.values(foreignConsent.termIds)[0],
          consented: true,
          consentIdentityId: null,
        },
      }),
  },
  recordStaffConsentIdentity: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/consent/identity', {
        body: { memberId: foreign.member.id, name: 'Member Foreign', dateOfBirth: '1970-01-31' },
      }),
  },
  memberConsentTerms: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/consent/terms?memberId=${foreign.member.id}`),
  },
  memberConsentAnswers: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/consent/answers?memberId=${foreign.member.id}`),
  },
  memberConsentHistory: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/consent/history?memberId=${foreign.member.id}`),
  },
  sendConsentText: {
    notFound: ({ t, home, foreign, foreignPhone }) =>
      t.request(home.guide, 'POST', '/consent/text', {
        body: { userId: foreign.member.id, phoneNumberId: String(foreignPhone.id) },
      }),
  },
  // Notes and visits: the foreign member in a body or query, the foreign note or visit by id (the caller may manage anyone's).
  createNote: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/notes', { body: { userId: foreign.member.id, text: '<p>Mine now</p>' } }),
  },
  updateNote: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'PATCH', `/notes/${(await createNote(t.testDb.database.db, foreign)).id}`, {
        body: { text: '<p>Mine now</p>' },
      }),
  },
  deleteNote: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'DELETE', `/notes/${(await createNote(t.testDb.database.db, foreign)).id}`),
  },
  noteDraft: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/notes/auto-save?subjectId=${foreign.member.id}&type=notes`),
  },
  saveNoteDraft: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', `/notes/auto-save?subjectId=${foreign.member.id}&type=notes`, {
        body: { text: 'Mine now' },
      }),
  },
  deleteNoteDraft: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'DELETE', `/notes/auto-save?subjectId=${foreign.member.id}&type=notes`),
  },
  createVisit: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/visits', {
        body: {
          subjectUserId: foreign.member.id,
          addressId: null,
          location: 'Library',
          startTime: '2026-03-10T15:00:00.000Z',
          endTime: '2026-03-10T15:15:00.000Z',
          outcomeId: null,
        },
      }),
  },
  updateVisit: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'PATCH', `/visits/${(await createVisit(t.testDb.database.db, foreign)).id}`, {
        body: {
          addressId: null,
          location: 'Library',
          startTime: '2026-03-10T15:00:00.000Z',
          endTime: '2026-03-10T15:15:00.000Z',
          outcomeId: null,
        },
      }),
  },
  deleteVisit: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'DELETE', `/visits/${(await createVisit(t.testDb.database.db, foreign)).id}`),
  },
  memberSummaryFeedbackDescriptions: {
    exempt: 'a fixed catalogue shared by every organisation (db/reference-data.ts)',
  },
  submitMemberSummaryFeedback: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/users/member-summary/', {
        body: {
          memberId: foreign.member.id,
          feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id,
          comment: 'Mine now',
          summary: 'A summary',
          summaryDataId: 'run-1',
        },
      }),
  },
  // Assigned surveys: the other organisation's survey, assigned survey and member, made when asked for.
  surveys: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/surveys/v2') },
  surveyById: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'GET',
        `/surveys/v2/${(await createAssignedSurvey(t.testDb.database.db, foreign)).surveyId}`,
      ),
  },
  memberAssignedSurveys: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/surveys/v2/assigned?memberId=${foreign.member.id}`),
  },
  memberSurveyResponses: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/surveys/v2/question-responses?memberId=${foreign.member.id}`),
  },
  assignSurvey: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/surveys/v2/assigned', {
        body: {
          id: crypto.randomUUID(),
          memberId: foreign.member.id,
          surveyId: (await createAssignedSurvey(t.testDb.database.db, home)).surveyId,
        },
      }),
  },
  answerSurveyQuestion: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/surveys/v2/question-responses', {
        body: {
          assignedSurveyId: (await createAssignedSurvey(t.testDb.database.db, foreign)).assignedSurveyId,
          questionId: 'reached',
          skipped: false,
          selectedOptionIds: ['yes'],
        },
      }),
  },
  updateAssignedSurvey: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'PATCH',
        `/surveys/v2/assigned/${(await createAssignedSurvey(t.testDb.database.db, foreign)).assignedSurveyId}`,
        { body: { notes: 'Mine now' } },
      ),
  },
  submitAssignedSurvey: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'POST',
        `/surveys/v2/assigned/${(await createAssignedSurvey(t.testDb.database.db, foreign)).assignedSurveyId}/submit`,
      ),
  },
  reopenAssignedSurvey: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.superAdmin,
        'POST',
        `/surveys/v2/assigned/${(await createAssignedSurvey(t.testDb.database.db, foreign)).assignedSurveyId}/reopen`,
      ),
  },
  // Needs: the other organisation's member, need and action, made when asked for; the metadata is the caller's own.
  needsMetadata: {
    nothingForeign: async ({ t, home, foreign }) => (
      await needsCatalogue(t.testDb.database.db, foreign.organisationId),
      t.request(home.guide, 'GET', '/needs/metadata')
    ),
  },
  needCategories: {
    nothingForeign: async ({ t, home, foreign }) => (
      await needsCatalogue(t.testDb.database.db, foreign.organisationId),
      t.request(home.guide, 'GET', '/care/need-categories')
    ),
  },
  userNeeds: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/care/user-needs?memberId=${foreign.member.id}`),
  },
  userNeedById: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/care/user-needs/${await createNeed(t.testDb.database.db, foreign)}`),
  },
  createUserNeed: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/care/user-needs', {
        body: { id: crypto.randomUUID(), memberId: foreign.member.id, issueId: null, reason: '<p>Mine now</p>' },
      }),
  },
  updateUserNeed: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'PATCH', `/care/user-needs/${await createNeed(t.testDb.database.db, foreign)}`, {
        body: { abandoned: true },
      }),
  },
  deleteUserNeed: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'DELETE', `/care/user-needs/${await createNeed(t.testDb.database.db, foreign)}`),
  },
  reorderUserNeeds: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'PATCH', '/care/user-needs', {
        body: { memberId: foreign.member.id, needIds: [await createNeed(t.testDb.database.db, foreign)] },
      }),
  },
  needHistory: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/care/user-needs/history/${await createNeed(t.testDb.database.db, foreign)}`),
  },
  memberNeedActions: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/care/user-needs/actions?memberId=${foreign.member.id}`),
  },
  memberResourceReferrals: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/care/user-needs/referrals?memberId=${foreign.member.id}`),
  },
  createNeedAction: {
    notFound: async ({ t, home, foreign }) => {
      const { activityId } = await needsCatalogue(t.testDb.database.db, home.organisationId);
      const needId = await createNeed(t.testDb.database.db, foreign);
      return t.request(home.guide, 'POST', `/needs/${needId}/action`, {
        body: {
          id: crypto.randomUUID(),
          activityId: activityId('follow-up'),
          date: new Date().toISOString().slice(0, 10),
          durationInMinutes: 10,
          description: 'Checked in',
          markAsFulfilled: false,
          resourceReferrals: [],
        },
      });
    },
  },
  createResourceReferral: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', `/needs/${(await createNeedWithAction(t, foreign)).actionId}/referral`, {
        body: { id: crypto.randomUUID(), resourceName: 'Food bank' },
      }),
  },
  // The resource hub: the other organisation's customer and program.
  resourceHubTags: { nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/resourcing/hub/tags') },
  resourceHubSearch: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/resourcing/hub/search?clientId=${foreign.clientId}`),
  },
  goalsTracking: {
    notFound: ({ t, home, foreign }) => t.request(home.guide, 'GET', `/users/goals-tracking/${foreign.member.id}`),
  },
  resourceHubProgram: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'GET',
        `/resourcing/hub/programs/${(await createResourceProgram(t.testDb.database.db, foreign)).id}`,
      ),
  },
  // The calls and texts page: the other organisation's calls, texts, member, guides and reviews.
  callLog: {
    nothingForeign: async ({ t, home, foreign }) => {
      await createCall(t.testDb.database.db, foreign);
      return t.request(
        home.guide,
        'GET',
        `/calls?searchTerm=${foreign.member.id}&searchTermType=subjectId&lastDaysFromNow=none&includeCount=true&page-size=50`,
      );
    },
  },
  textLog: {
    nothingForeign: async ({ t, home, foreign }) => {
      await createSmsMessage(t.testDb.database.db, foreign);
      return t.request(
        home.guide,
        'GET',
        `/sms?guideIds=${foreign.guide.id}&lastDaysFromNow=none&includeCount=true&page-size=50`,
      );
    },
  },
  assignCall: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'PATCH', `/calls/${(await createCall(t.testDb.database.db, foreign)).id}/subjectId`, {
        body: { subjectId: home.member.id },
      }),
  },
  assignText: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'PATCH',
        `/sms/${(await createSmsMessage(t.testDb.database.db, foreign, { subjectId: null })).id}`,
        { body: { subjectId: home.member.id } },
      ),
  },
  shareCall: {
    notFound: async ({ t, home, foreign }) => {
      const callId = (await createCall(t.testDb.database.db, foreign)).id;
      return t.request(home.supervisor, 'POST', `/calls/${callId}/audit`, {
        body: { callId, assigneeIds: [home.guide.id] },
      });
    },
  },
  closeCallReview: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'PATCH',
        `/calls/audit/tasks/${(await createCallReview(t.testDb.database.db, foreign)).id}`,
        { body: { actionTaken: false } },
      ),
  },
  callRecordingFeedbackList: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'GET',
        `/calls/${(await createCallRecording(t.testDb.database.db, foreign)).callId}/recording-feedback`,
      ),
  },
  submitRecordingFeedback: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.guide,
        'PATCH',
        `/calls/voice-call-recording/${(await createCallRecording(t.testDb.database.db, foreign)).id}`,
        { body: { isAccurateSummary: true } },
      ),
  },
  // Files: the other organisation's member in the body, the other organisation's file by id.
  createFileUpload: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/files/presigned-url', {
        body: { fileName: 'a.png', mimeType: 'image/png', size: 100, memberId: foreign.member.id },
      }),
  },
  uploadFileContent: {
    exempt:
      "public: only a signed address opens it (routes/files.test.ts: a forged or another file's signature answers 404)",
  },
  cleanupFile: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', `/files/${(await createStoredFile(t, foreign)).id}/cleanup`),
  },
  getFile: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/files/${(await createStoredFile(t, foreign)).id}`),
  },
  fileTemporaryLink: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/files/${(await createStoredFile(t, foreign)).id}/temporary-link`),
  },
  fileContent: { exempt: 'public: only a signed link opens it (routes/files.test.ts)' },
  // The hospitalizations dashboard: the other organisation's stay, and a filter naming its customer.
  hospitalizationList: {
    nothingForeign: async ({ t, home, foreign }) => {
      await createHospitalization(t.testDb.database.db, foreign);
      return t.request(home.superAdmin, 'GET', `/hospitalizations?clientIds=${foreign.clientId}&page-size=25`);
    },
  },
  hospitalizationMetaCounts: {
    nothingForeign: ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'GET', `/hospitalizations/meta-counts?clientIds=${foreign.clientId}`),
  },
  hospitalizationFilterOptions: {
    nothingForeign: ({ t, home }) => t.request(home.superAdmin, 'GET', '/hospitalizations/filter-options'),
  },
  updateHospitalization: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.superAdmin,
        'PATCH',
        `/hospitalizations/${(await createHospitalization(t.testDb.database.db, foreign)).id}`,
        { body: { note: 'Called the member', guideEnteredDischargedAt: '2030-01-01' } },
      ),
  },
  // The notification centre: the other organisation's guide's notification.
  notificationGroups: { exempt: 'a catalogue shared by every organisation' },
  markNotificationsSeen: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'PATCH', '/notifications/seen', {
        body: {
          notificationIds: [(await createGuideNotification(t.testDb.database.db, foreign, foreign.guide.id)).id],
          seen: true,
        },
      }),
  },
  deleteNotifications: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'DELETE', '/notifications', {
        body: {
          notificationIds: [(await createGuideNotification(t.testDb.database.db, foreign, foreign.guide.id)).id],
        },
      }),
  }, // Phone calls: the other organisation's member, number and call.
  placeCall: {
    notFound: ({ t, home, foreign, foreignPhone }) =>
      t.request(home.guide, 'POST', '/calls', {
        body: {
          id: crypto.randomUUID(),
          targetUserId: foreign.member.id,
          phoneNumberId: foreignPhone.id,
          resourceInteraction: false,
        },
      }),
  },
  updateCall: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'PATCH', `/calls/${(await createCall(t.testDb.database.db, foreign)).id}`, {
        body: { outcomeId: 4, note: null },
      }),
  },
  hangUpCall: {
    notFound: async ({ t, home, foreign }) =>
      t.request(
        home.superAdmin,
        'POST',
        `/calls/${(await createCall(t.testDb.database.db, foreign, { status: 'ACTIVE' })).id}/hang-up`,
      ),
  },
  returnCall: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'POST', '/calls/return', {
        body: {
          id: crypto.randomUUID(),
          callId: (
            await createCall(t.testDb.database.db, foreign, { incoming: true, subjectId: null, originatorUserId: null })
          ).id,
        },
      }),
  },
  getCall: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/calls/${(await createCall(t.testDb.database.db, foreign)).id}`),
  },
  callRecordings: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/calls/${(await createCall(t.testDb.database.db, foreign)).id}/recordings`),
  },
  telephonyCallStatus: {
    exempt:
      'a carrier webhook routed by call sid, with no staff user; isolation is in routes/telephony-webhooks.test.ts',
  },
  telephonyRecording: {
    exempt:
      'a carrier webhook routed by call sid, with no staff user; isolation is in routes/telephony-webhooks.test.ts',
  },
  telephonyTranscription: {
    exempt:
      'a carrier webhook routed by call sid, with no staff user; isolation is in routes/telephony-webhooks.test.ts',
  },
  telephonyInboundCall: {
    exempt:
      'a carrier webhook routed by the numbers called and calling; isolation is in routes/telephony-webhooks.test.ts',
  },
  // Texts: the other organisation's member in the body or query, its scheduled text by id.
  messageTemplates: { exempt: 'a fixed catalogue shared by every organisation (routes/messages-templates.ts)' },
  messageTemplateVariables: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/chat/messages/template-variables?memberId=${foreign.member.id}`),
  },
  messageSuggestions: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/chat/messages/suggestions?memberId=${foreign.member.id}`),
  },
  scheduledMessages: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'GET', `/chat/messages/scheduled?memberId=${foreign.member.id}`),
  },
  schedulingStatus: {
    nothingForeign: ({ t, home }) => t.request(home.guide, 'GET', '/chat/messages/scheduling-status?date=2030-01-07'),
  },
  createMessage: {
    notFound: ({ t, home, foreign, foreignPhone }) =>
      t.request(home.guide, 'POST', '/chat/messages', {
        body: { subjectId: foreign.member.id, text: 'Mine now', phoneNumberId: foreignPhone.id },
      }),
  },
  updateMessage: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'PATCH', `/chat/messages/${(await createScheduledText(t, foreign)).id}`, {
        body: { text: 'Mine now' },
      }),
  },
  deleteMessage: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'DELETE', `/chat/messages/${(await createScheduledText(t, foreign)).id}`),
  },
  sendScheduledMessage: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.superAdmin, 'POST', `/chat/messages/${(await createScheduledText(t, foreign)).id}/send`),
  },
  smsStatus: {
    exempt: 'a provider webhook routed by our message id; a bad signature writes nothing (routes/messages.test.ts)',
  },
  // The docket's analytics panel: the other organisation's guide.
  sigmaEmbed: {
    notFound: ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', '/users/sigma-embed', {
        body: {
          key: 'docketDashboard',
          params: { docketDashboard: { guideId: foreign.guide.id, yearMonth: '202601' } },
        },
      }),
  },
  docketDashboardData: {
    notFound: async ({ t, home, foreign }) => {
      const expires = Date.now() + 60_000;
      const signature = signEmbed(t.config.analyticsEmbedSecret, foreign.guide.id, '202601', expires);
      return t.request(
        home.guide,
        'GET',
        `/analytics/docket-dashboard?guideId=${foreign.guide.id}&yearMonth=202601&expires=${expires}&signature=${signature}`,
      );
    },
  },
  setVoicemailGreeting: {
    notFound: async ({ t, home, foreign }) =>
      t.request(home.guide, 'POST', `/files/${(await createStoredFile(t, foreign, null)).id}/voicemail-greeting`),
  },
};

/** Every identifier of the other organisation a leak would show. */
function foreignIds(w: World): string[] {
  const f = w.foreign;
  return [
    f.organisationId,
    f.clientId,
    f.otherClientId,
    ...f.teamIds,
    f.guide.id,
    f.otherGuide.id,
    f.supervisor.id,
    f.superAdmin.id,
    f.member.id,
    w.foreignTodoId,
    ...Object.values(w.foreignConsent.termIds),
    w.foreignStatusEventId,
    w.foreignAlertId,
    w.foreignGlobalAlertId,
    w.foreignPatientId,
    w.foreignPhone.number,
    w.foreignEmailId,
    w.foreignAddressId,
  ];
}

describe.each(DIALECTS)('organisation isolation on every operation on %s', (dialect) => {
  let w: World;
  beforeAll(async () => {
    const t = await startTestServer(dialect);
    const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
    const db = t.testDb.database.db;
    const foreignTodoId = (await createTodo(db, foreign)).id;
    await createTodo(db, home);
    const foreignPatientId = 'AV-90000001';
    await db.update(users).set({ externalPatientId: foreignPatientId }).where(eq(users.id, foreign.member.id));
    w = {
      t,
      home,
      foreign,
      foreignTodoId,
      foreignConsent: await createConsentFixture(db, foreign),
      foreignPatientId,
      foreignStatusEventId: (await createStatusEvent(db, foreign, 'unable-to-re-engage')).id,
      foreignAlertId: (await createAlert(db, foreign)).id,
      foreignGlobalAlertId: (await createAlert(db, foreign, { memberId: null, severity: 'info', title: 'Maintenance' }))
        .id,
      foreignPhone: await createPhoneNumber(db, foreign),
      foreignEmailId: (await createEmailAddress(db, foreign)).id,
      foreignAddressId: (await createAddress(db, foreign)).id,
    };
  });
  afterAll(() => w?.t.close());

  it('checks every operation of the contracts', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  const checked = (Object.entries(CHECKS) as [OperationName, Check][]).filter(([, check]) => !('exempt' in check));
  it.each(checked.map(([name]) => name))('%s', async (name) => {
    const check = CHECKS[name];
    if ('notFound' in check) {
      const answer = await check.notFound(w);
      expect(answer.status, `${OPERATIONS[name].method} ${OPERATIONS[name].path}`).toBe(404);
      // Indistinguishable from a missing object: beyond echoing the caller's own path, the answer names nothing of it.
      const { path: _echoedPath, ...rest } = answer.body as { path?: string };
      for (const id of foreignIds(w)) expect(JSON.stringify(rest)).not.toContain(id);
    } else if ('nothingForeign' in check) {
      const answer = await check.nothingForeign(w);
      expect(answer.status).toBeLessThan(300);
      const text = JSON.stringify(answer.body);
      for (const id of foreignIds(w)) expect(text, `${name} names ${id} of the other organisation`).not.toContain(id);
    }
  });
});
