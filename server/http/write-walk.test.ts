/**
 * The change-log invariant, walked over every write operation: each is driven once through the
 * real app, and every table it changed must have a change row of a kind that table holds, in the
 * same commit. A write that changes what a client may see without telling the clients fails here
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
import { phoneNumbers, users } from '../db/schema/index.ts';
import { adtMessageText, sendAdtOverHttp } from '../adt/adt-simulator.ts';
import { simulateInboundText } from '../providers/sms-simulator.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createAddress, createAlert, createEmailAddress, createPhoneNumber, createScheduledEvent, createStatusEvent, createTodo, testPhone, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createNote } from '../testing/note-visit-factories.ts';
import { createTransferRequest, transferReasonId } from '../transfers/testing.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';

type WriteOperation = { [N in OperationName]: (typeof OPERATIONS)[N]['method'] extends 'GET' ? never : N }[OperationName];

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
  survey_question_responses: ['surveyResponse'],
};
/** The log itself and what no client reads: sessions, the audit trail, idempotency claims, summary feedback. */
const BOOKKEEPING = new Set(['change_log', 'organisation_sequences', 'idempotency_keys', 'audit_log', 'audit_trail', 'audit_trail_heads', 'oidc_models', 'server_settings', '__drizzle_migrations', 'member_summary_feedback', 'adt_messages']);

/** Prepares what the write needs, then hands back the request itself (the walk snapshots in between). */
type Scenario = (t: TestServer, org: TestOrganisation) => Promise<() => Promise<{ status: number }>>;

const SCENARIOS: Record<WriteOperation, Scenario> = {
  logout: async (t, org) => () => t.request(org.guide, 'POST', '/auth/logout'),
  async snoozeTodo(t, org) {
    const todo = await createTodo(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, { body: { noActionNeeded: true } });
  },
  async smsInbound(t, org) {
    const number = `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await t.testDb.database.db.insert(phoneNumbers).values({ organisationId: org.organisationId, clientId: org.clientId, userId: org.member.id, number, description: 'Mobile', isPrimary: true });
    // STOP: the inbound write that touches the most tables (it also marks the number do-not-contact).
    return () => simulateInboundText(t.baseUrl, t.config.smsWebhookSecret, { from: number, text: 'STOP' });
  },
  async adtInbound(t, org) {
    // An admission: the feed's write that touches the most tables (the stay and the guide's follow-up).
    await t.testDb.database.db.update(users).set({ externalPatientId: `AV-${Math.floor(Math.random() * 1e8)}` }).where(eq(users.id, org.member.id));
    const [member] = await t.testDb.database.db.select().from(users).where(eq(users.id, org.member.id));
    const text = adtMessageText('A01', { patientId: member?.externalPatientId ?? '', familyName: 'X', givenName: 'Y' }, { visitNumber: 'V1', admittedAt: new Date() });
    return () => sendAdtOverHttp(t.baseUrl, { secret: t.config.adtFeedSecret ?? '', clientId: org.clientId }, text);
  },
  createScheduledEvent: async (t, org) => () =>
    t.request(org.guide, 'POST', `/users/${org.member.id}/scheduled-events`, { body: { type: 'call', date: '2026-03-10', time: '10:00', note: 'Check in' } }),
  async updateScheduledEvent(t, org) {
    const event = await createScheduledEvent(t.testDb.database.db, org);
    return () => t.request(org.guide, 'PATCH', `/users/${org.member.id}/scheduled-events/${event.id}`, { body: { resolved: true } });
  },
  async deleteScheduledEvent(t, org) {
    // With a todo about it: the todo lets go of the event (and is done) in the same write.
    const event = await createScheduledEvent(t.testDb.database.db, org);
    await createTodo(t.testDb.database.db, org, { type: 'SCHEDULED_EVENT', scheduledEventId: event.id });
    return () => t.request(org.guide, 'DELETE', `/users/${org.member.id}/scheduled-events/${event.id}`);
  },
  async snoozeScheduledEvent(t, org) {
    const event = await createScheduledEvent(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', `/users/${org.member.id}/scheduled-events/${event.id}/snooze`, { body: { until: '2030-01-01T00:00:00.000Z' } });
  },
  // A supervisor's request is approved and, effective already, applied: the request, its feed item, the member and the status event.
  createStatusChangeRequest: async (t, org) => () =>
    t.request(org.supervisor, 'POST', '/users/member-status-change-request', { body: { memberId: org.member.id, memberStatusId: 2, effectiveAt: Date.now() - 60_000 } }),
  async updateStatusChangeRequest(t, org) {
    const request = await createStatusChangeRequest(t.testDb.database.db, org, { effectiveAt: new Date(Date.now() - 60_000) });
    return () => t.request(org.supervisor, 'PATCH', `/users/member-status-change-request/${request.id}`, { body: { approval: 'approve', auditorComment: 'Confirmed' } });
  },
  async createMemberTransferRequest(t, org) {
    const body = { memberId: org.member.id, receivingGuideId: org.otherGuide.id, transferReasonId: await transferReasonId(t.testDb.database.db, org, 'caseload-balancing'), commentToReceivingGuide: 'Please take over.', stringDetail: 'Balancing' };
    return () => t.request(org.guide, 'POST', '/users/member-transfer-requests', { body });
  },
  async updateMemberTransferRequest(t, org) {
    const request = await createTransferRequest(t.testDb.database.db, org);
    const body = { receivingGuideId: org.otherGuide.id, transferReasonId: request.transferReasonId, commentToReceivingGuide: 'Please take over soon.', stringDetail: 'Balancing' };
    return () => t.request(org.guide, 'PATCH', `/users/member-transfer-requests/${request.id}`, { body });
  },
  async auditMemberTransferRequest(t, org) {
    // Approved and due: the member moves with its open todo and its future event in the same write.
    const request = await createTransferRequest(t.testDb.database.db, org);
    await createTodo(t.testDb.database.db, org);
    await createScheduledEvent(t.testDb.database.db, org, { date: '2099-01-01' });
    return () => t.request(org.supervisor, 'PATCH', `/users/member-transfer-requests/audit/${request.id}`, { body: { approval: 'approve', receivingGuideId: org.otherGuide.id, effectiveAt: Date.now() } });
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
  registerExternalPatient: async (t, org) => () => t.request(org.guide, 'POST', '/avon/patients/add-patient', { body: { memberId: org.member.id } }),
  async answerConsentForm(t, org) {
    const fixture = await createConsentFixture(t.testDb.database.db, org);
    return () => t.request(null, 'POST', '/consent/form/', { body: { consented: true, termId: fixture.termIds[TCPA], consentLinkKey: fixture.key } });
  },
  async confirmConsentIdentity(t, org) {
    const fixture = await createConsentFixture(t.testDb.database.db, org);
    return () => t.request(null, 'POST', '/consent/form/identity', { body: { consentLinkKey: fixture.key, name: 'Member Alpha', dateOfBirth: '01/31/1970' } });
  },
  createConsentLink: async (t, org) => () => t.request(org.guide, 'POST', '/consent/links', { body: { userId: org.member.id } }),
  async recordStaffConsent(t, org) {
    const fixture = await createConsentFixture(t.testDb.database.db, org);
    const memberId = await createMember(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/consent', { body: { memberId, termId: fixture.termIds[TCPA], consented: true, consentIdentityId: null } });
  },
  // Contact details: each scenario changes the most it can (a primary cleared or promoted beside the row).
  async addPhoneNumber(t, org) {
    await createPhoneNumber(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/interaction/phone-numbers', { body: { memberId: org.member.id, number: testPhone(), description: 'Work', primary: true } });
  },
  async updatePhoneNumber(t, org) {
    await createPhoneNumber(t.testDb.database.db, org);
    const phone = await createPhoneNumber(t.testDb.database.db, org, { isPrimary: false });
    return () => t.request(org.guide, 'PATCH', `/interaction/phone-numbers/${phone.id}`, { body: { description: 'Work', primary: true } });
  },
  async deletePhoneNumber(t, org) {
    const phone = await createPhoneNumber(t.testDb.database.db, org);
    await createPhoneNumber(t.testDb.database.db, org, { isPrimary: false });
    return () => t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${phone.id}`);
  },
  async addEmailAddress(t, org) {
    await createEmailAddress(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/interaction/email-address', { body: { memberId: org.member.id, emailAddress: 'rosa.walk@example.com', primary: true } });
  },
  async updateEmailAddress(t, org) {
    await createEmailAddress(t.testDb.database.db, org);
    const email = await createEmailAddress(t.testDb.database.db, org, { isPrimary: false });
    return () => t.request(org.guide, 'PATCH', `/interaction/email-address/${email.id}`, { body: { description: 'Work', primary: true } });
  },
  async deleteEmailAddress(t, org) {
    const email = await createEmailAddress(t.testDb.database.db, org);
    await createEmailAddress(t.testDb.database.db, org, { isPrimary: false });
    return () => t.request(org.guide, 'DELETE', `/interaction/email-address/${email.id}`);
  },
  async addAddress(t, org) {
    await createAddress(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/interaction/addresses', { body: { memberId: org.member.id, line1: '2 Oak Ave', city: 'Evanston', state: 'IL', zip: '60201', primary: true } });
  },
  async updateAddress(t, org) {
    const address = await createAddress(t.testDb.database.db, org);
    return () => t.request(org.guide, 'PATCH', `/interaction/addresses/${address.id}`, { body: { line1: '2 Oak Ave', city: 'Evanston', state: 'IL', zip: '60201' } });
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
  updatePersonalInfo: async (t, org) => () => t.request(org.guide, 'PATCH', `/users/${org.member.id}`, { body: { preferredName: 'Rosie', pronouns: 'she/her/hers', language: 'es' } }),
  async recordStaffConsentIdentity(t, org) {
    const memberId = await createMember(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/consent/identity', { body: { memberId, name: 'Extra Member', dateOfBirth: '1970-01-31' } });
  },
  async sendConsentText(t, org) {
    const phone = await createPhoneNumber(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/consent/text', { body: { userId: org.member.id, phoneNumberId: String(phone.id) } });
  },
  // Notes and visits: a visit made through the API first has its open follow-up, which the update and the delete complete.
  createNote: async (t, org) => () => t.request(org.guide, 'POST', '/notes', { body: { userId: org.member.id, text: '<p>Walked through the care plan.</p>' } }),
  async updateNote(t, org) {
    const note = await createNote(t.testDb.database.db, org);
    return () => t.request(org.guide, 'PATCH', `/notes/${note.id}`, { body: { text: '<p>Walked through the care plan again.</p>' } });
  },
  async deleteNote(t, org) {
    const note = await createNote(t.testDb.database.db, org);
    return () => t.request(org.guide, 'DELETE', `/notes/${note.id}`);
  },
  saveNoteDraft: async (t, org) => () => t.request(org.guide, 'POST', `/notes/auto-save?subjectId=${org.member.id}&type=notes`, { body: { text: '<p>Half a thought</p>' } }),
  async deleteNoteDraft(t, org) {
    await t.request(org.guide, 'POST', `/notes/auto-save?subjectId=${org.member.id}&type=notes`, { body: { text: '<p>Half a thought</p>' } });
    return () => t.request(org.guide, 'DELETE', `/notes/auto-save?subjectId=${org.member.id}&type=notes`);
  },
  createVisit: async (t, org) => () => t.request(org.guide, 'POST', '/visits', { body: walkVisit(org) }),
  async updateVisit(t, org) {
    const visit = await t.request(org.guide, 'POST', '/visits', { body: walkVisit(org) });
    const { subjectUserId: _member, ...fields } = walkVisit(org);
    return () => t.request(org.guide, 'PATCH', `/visits/${visit.body.externalItemId}`, { body: { ...fields, outcomeId: 104 } });
  },
  async deleteVisit(t, org) {
    const visit = await t.request(org.guide, 'POST', '/visits', { body: walkVisit(org) });
    return () => t.request(org.guide, 'DELETE', `/visits/${visit.body.externalItemId}`);
  },
  submitMemberSummaryFeedback: async (t, org) => () =>
    t.request(org.guide, 'POST', '/users/member-summary/', {
      body: { memberId: org.member.id, feedbackDescriptionId: SUMMARY_FEEDBACK_DESCRIPTIONS[0].id, comment: 'Helpful', summary: 'A summary', summaryDataId: 'run-1' },
    }),
  async assignSurvey(t, org) {
    const { surveyId } = await createAssignedSurvey(t.testDb.database.db, org);
    return () => t.request(org.guide, 'POST', '/surveys/v2/assigned', { body: { id: crypto.randomUUID(), memberId: org.member.id, surveyId } });
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
    return () => t.request(org.guide, 'PATCH', `/surveys/v2/assigned/${assignedSurveyId}`, { body: { notes: 'Call back after lunch' } });
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
};

function answer(t: TestServer, org: TestOrganisation, assignedSurveyId: string, questionId: string, selectedOptionIds: string[]) {
  return t.request(org.guide, 'POST', '/surveys/v2/question-responses', { body: { assignedSurveyId, questionId, skipped: false, selectedOptionIds } });
}

/** A visit of the last quarter hour without an outcome (so it has a 'Complete visit' follow-up). */
function walkVisit(org: TestOrganisation) {
  const start = Math.floor(Date.now() / 900_000) * 900_000 - 900_000;
  return { subjectUserId: org.member.id, addressId: null, location: 'Library', startTime: new Date(start).toISOString(), endTime: new Date(start + 900_000).toISOString(), outcomeId: null };
}

/** Each table's row count and a digest of its rows: what changed, whatever the write touched. */
async function fingerprint(t: TestServer): Promise<Map<string, string>> {
  const db = t.testDb.database.db;
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`));
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = rowsOf<{ print: string }>(await db.execute(sql.raw(`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as print from "${name}" t`)));
    prints.set(name, row?.print ?? '');
  }
  return prints;
}

async function headOf(t: TestServer, org: TestOrganisation): Promise<number> {
  return (await t.request(org.guide, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
}

describe.each(DIALECTS)('every write records its changes on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it.each(Object.keys(SCENARIOS) as WriteOperation[])('%s', async (name) => {
    const org = await t.organisation('Walk');
    const send = await SCENARIOS[name](t, org);
    const before = await fingerprint(t);
    const head = await headOf(t, org);
    const result = await send();
    expect(result.status, `${name} answered ${result.status}`).toBeLessThan(300);

    const after = await fingerprint(t);
    const changed = [...after].filter(([table, print]) => before.get(table) !== print).map(([table]) => table);
    const changes = (await t.request(org.guide, 'GET', `/sync/changes?since=${head}`)).body.changes as { entity: EntityKind }[];
    const recorded = new Set(changes.map((c) => c.entity));
    const unannounced = changed.filter((table) => !(TABLE_KINDS[table] ?? []).some((kind) => recorded.has(kind)));
    expect(unannounced, `${name} changed ${changed.join(', ') || 'nothing'} and recorded ${[...recorded].join(', ') || 'nothing'}`).toEqual([]);
  });
});
