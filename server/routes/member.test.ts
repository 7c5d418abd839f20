import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, OPERATIONS } from '../../domain/index.ts';
import { writeWithChanges } from '../db/changes.ts';
import { alerts, auditTrail, memberStatusEvents, users } from '../db/schema/index.ts';
import { candidatePatientId } from '../providers/external-records.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createAddress,
  createAlert,
  createEmailAddress,
  createMemberOf,
  createPhoneNumber,
  createStatusEvent,
  statusIdOf,
  type TestOrganisation,
  type TestUser,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { changeMemberStatus } from './member-status.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

const MEMBER_KEYS = [
  'addresses',
  'assignedGuideId',
  'birthDate',
  'clientHasMedicalCenter',
  'clientId',
  'emailAddresses',
  'externalPatientId',
  'firstName',
  'hasAppAccess',
  'id',
  'language',
  'lastEventAt',
  'lastEventType',
  'lastName',
  'memberStageId',
  'memberStatusId',
  'memberSummary',
  'name',
  'namePronunciation',
  'outreachPhase',
  'phoneNumbers',
  'preferredName',
  'pronouns',
  'raceEthnicitySummary',
  'reportedLanguage',
  'role',
  'segmentId',
  'shortAddress',
  'standardMemberAttributes',
];

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('member page routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);
  const missing = '00000000-0000-4000-8000-00000000dead';

  describe('GET /users/:userId', () => {
    it('answers a member as the full user entity: record fields and every contact detail in its own schema', async () => {
      const org = await t.organisation('Alpha');
      await db()
        .update(users)
        .set({
          birthDate: '1958-03-07',
          externalPatientId: 'AV-12345678',
          language: 'es',
          outreachPhase: null,
          preferredName: 'Rosie',
          pronouns: 'she/her/hers',
          raceEthnicitySummary: 'White (Hispanic, Latino, or Spanish)',
        })
        .where(eq(users.id, org.member.id));
      const mobile = await createPhoneNumber(db(), org, { number: '+13125550101', type: 'mobile', carrier: 'Verizon' });
      const stopped = await createPhoneNumber(db(), org, {
        number: '+13125550102',
        description: 'Home',
        isPrimary: false,
        doNotContact: true,
        doNotContactReason: 'STOP',
      });
      // A reason left behind on a number that may be contacted again is not shown.
      const cleared = await createPhoneNumber(db(), org, {
        number: '+13125550103',
        description: 'Work',
        isPrimary: false,
        doNotContact: false,
        doNotContactReason: 'STOP',
      });
      const email = await createEmailAddress(db(), org, { emailAddress: 'rosa@example.com' });
      const mailing = await createAddress(db(), org, {
        description: 'Mailing',
        line1: 'PO Box 12',
        isPrimary: false,
        createdAt: new Date('2020-01-01'),
      });
      const home = await createAddress(db(), org, { line1: '1 Main St', line2: 'Apt 2', city: 'Chicago' });

      const res = await t.request(org.guide, 'GET', `/users/${org.member.id}?include-details=true`);
      expect(res.status).toBe(200);
      expect(OPERATIONS.getUser.response.allows(res.body)).toBe(true);
      expect(Object.keys(res.body).sort()).toEqual(MEMBER_KEYS);
      expect(res.body).toMatchObject({
        id: org.member.id,
        name: 'Member Alpha',
        firstName: 'Member',
        lastName: 'Alpha',
        role: 'PATIENT',
        clientId: org.clientId,
        assignedGuideId: org.guide.id,
        memberStatusId: 1,
        memberStageId: 1,
        outreachPhase: null,
        lastEventAt: null,
        lastEventType: null,
        birthDate: '1958-03-07',
        externalPatientId: 'AV-12345678',
        language: 'es',
        shortAddress: '1 Main St, Chicago',
        hasAppAccess: false,
        preferredName: 'Rosie',
        namePronunciation: null,
        pronouns: 'she/her/hers',
        reportedLanguage: null,
        raceEthnicitySummary: 'White (Hispanic, Latino, or Spanish)',
      });
      // Primary first, then the oldest; ids as strings; each row names its member.
      expect(res.body.phoneNumbers).toEqual([
        {
          id: String(mobile.id),
          memberId: org.member.id,
          number: '+13125550101',
          description: 'Mobile',
          primary: true,
          type: 'mobile',
          carrier: 'Verizon',
          doNotContactReason: null,
        },
        {
          id: String(stopped.id),
          memberId: org.member.id,
          number: '+13125550102',
          description: 'Home',
          primary: false,
          type: null,
          carrier: null,
          doNotContactReason: 'STOP',
        },
        {
          id: String(cleared.id),
          memberId: org.member.id,
          number: '+13125550103',
          description: 'Work',
          primary: false,
          type: null,
          carrier: null,
          doNotContactReason: null,
        },
      ]);
      expect(res.body.emailAddresses).toEqual([
        {
          id: email.id,
          memberId: org.member.id,
          emailAddress: 'rosa@example.com',
          description: 'Personal',
          primary: true,
        },
      ]);
      expect(res.body.addresses).toEqual([
        {
          id: home.id,
          memberId: org.member.id,
          description: 'Home',
          line1: '1 Main St',
          line2: 'Apt 2',
          city: 'Chicago',
          state: 'IL',
          zip: '60601',
          primary: true,
        },
        {
          id: mailing.id,
          memberId: org.member.id,
          description: 'Mailing',
          line1: 'PO Box 12',
          line2: null,
          city: 'Chicago',
          state: 'IL',
          zip: '60601',
          primary: false,
        },
      ]);
      for (const [field, kind] of [
        ['phoneNumbers', 'phoneNumber'],
        ['emailAddresses', 'emailAddress'],
        ['addresses', 'address'],
      ] as const) {
        for (const row of res.body[field])
          expect(ENTITIES[kind].schema.allows(row), `${kind} ${JSON.stringify(row)}`).toBe(true);
      }
    });

    it('answers a member without details with empty lists and nulls, never another member’s details', async () => {
      const org = await t.organisation('Alpha');
      const other = await createMemberOf(db(), org);
      await createPhoneNumber(db(), org, { userId: other });
      const res = await t.request(org.guide, 'GET', `/users/${org.member.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        birthDate: null,
        externalPatientId: null,
        language: 'en',
        shortAddress: null,
        phoneNumbers: [],
        emailAddresses: [],
        addresses: [],
      });
      expect(OPERATIONS.getUser.response.allows(res.body)).toBe(true);
    });

    it('answers a staff user in its guide shape, which is a user entity too', async () => {
      const org = await t.organisation('Alpha');
      const res = await t.request(org.guide, 'GET', `/users/${org.otherGuide.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: org.otherGuide.id,
        name: 'Other Tester',
        firstName: 'Other',
        lastName: 'Tester',
        role: 'GUIDE',
        location: 'Chicago, IL',
        clientId: org.clientId,
      });
      expect(OPERATIONS.getUser.response.allows(res.body)).toBe(true);
    });

    it("answers 404 for another organisation's member or guide, exactly like a missing one, and 403 without caseload access", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const theirs = await t.request(org.guide, 'GET', `/users/${other.member.id}`);
      const none = await t.request(org.guide, 'GET', `/users/${missing}`);
      expect(theirs.status).toBe(404);
      expect(none.status).toBe(404);
      expect(theirs.body.message).toBe(none.body.message);
      expect((await t.request(org.guide, 'GET', `/users/${other.guide.id}`)).status).toBe(404);
      expect((await t.request(org.guide, 'GET', `/users/${other.guide.id}/todos`)).status).toBe(404);
      expect((await t.request(org.noAccess, 'GET', `/users/${org.member.id}`)).status).toBe(403);
    });

    it('answers a member of another customer of the same organisation: access is organisation-wide', async () => {
      const org = await t.organisation('Gamma');
      const elsewhere = await createMemberOf(db(), org, { clientId: org.otherClientId });
      const res = await t.request(org.guide, 'GET', `/users/${elsewhere}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: elsewhere, clientId: org.otherClientId });
    });
  });

  describe('POST /users/:memberId/viewed', () => {
    it('answers when it was viewed and writes nothing but the audit trail', async () => {
      const org = await t.organisation('Alpha');
      const head = await headOf(org);
      const before = Date.now();
      const res = await t.request(org.guide, 'POST', `/users/${org.member.id}/viewed`);
      expect(res.status).toBe(200);
      expect(OPERATIONS.memberViewed.response.allows(res.body)).toBe(true);
      expect(Date.parse(res.body.viewedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await changesSince(org, head)).toEqual([]);
      const trail = await db()
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.organisationId, org.organisationId), eq(auditTrail.operation, 'memberViewed')));
      expect(trail.map((a) => [a.statusCode, a.userId, a.memberIds])).toEqual([[200, org.guide.id, [org.member.id]]]);
    });

    it("answers 404 for another organisation's member or a staff user, 403 without caseload access", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      expect((await t.request(org.guide, 'POST', `/users/${other.member.id}/viewed`)).status).toBe(404);
      expect((await t.request(org.guide, 'POST', `/users/${org.otherGuide.id}/viewed`)).status).toBe(404);
      expect((await t.request(org.noAccess, 'POST', `/users/${org.member.id}/viewed`)).status).toBe(403);
    });
  });

  describe('status events', () => {
    it("lists the member's events that are not dismissed, newest first, in the entity's shape", async () => {
      const org = await t.organisation('Alpha');
      const sibling = await createMemberOf(db(), org);
      const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
      const first = await createStatusEvent(db(), org, 'new', { effectiveAt: day(1) });
      const third = await createStatusEvent(db(), org, 'newly-engaged', { effectiveAt: day(20) });
      const second = await createStatusEvent(db(), org, 'attempted', { effectiveAt: day(5) });
      await createStatusEvent(db(), org, 'unable-to-newly-engage', { effectiveAt: day(10), dismissedAt: day(11) });
      await createStatusEvent(db(), org, 'queued', { memberId: sibling });
      const res = await t.request(org.guide, 'GET', `/users/${org.member.id}/status-events`);
      expect(res.status).toBe(200);
      expect(OPERATIONS.memberStatusEvents.response.allows(res.body)).toBe(true);
      expect(res.body.data.map((e: { id: string }) => e.id)).toEqual([third.id, second.id, first.id]);
      expect(res.body.data[0]).toEqual({
        id: third.id,
        memberId: org.member.id,
        memberStatusId: statusIdOf('newly-engaged'),
        effectiveAt: day(20).toISOString(),
        feedItemId: null,
      });
    });

    it("answers 404 for another organisation's member and 403 without caseload access", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      await createStatusEvent(db(), other, 'new');
      expect((await t.request(org.guide, 'GET', `/users/${other.member.id}/status-events`)).status).toBe(404);
      expect((await t.request(org.guide, 'GET', `/users/${missing}/status-events`)).status).toBe(404);
      expect((await t.request(org.noAccess, 'GET', `/users/${org.member.id}/status-events`)).status).toBe(403);
    });

    it.each(['unable-to-newly-engage', 'unable-to-re-engage'] as const)(
      'dismisses a %s event: it leaves the list, with a tombstone change',
      async (status) => {
        const org = await t.organisation('Alpha');
        const event = await createStatusEvent(db(), org, status);
        const head = await headOf(org);
        const res = await t.request(org.supervisor, 'PATCH', `/users/member-status-change/${event.id}/dismiss`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ id: event.id });
        expect(OPERATIONS.dismissMemberStatus.response.allows(res.body)).toBe(true);
        const changes = await changesSince(org, head);
        expect(changes.map(({ entity, id, op, data }) => ({ entity, id, op, data }))).toEqual([
          { entity: 'memberStatusEvent', id: event.id, op: 'delete', data: null },
        ]);
        expect(res.headers.get('x-change-seq')).toBe(String(changes[0]?.seq));
        const [row] = await db().select().from(memberStatusEvents).where(eq(memberStatusEvents.id, event.id));
        expect(row?.dismissedAt).toBeInstanceOf(Date);
        expect((await t.request(org.guide, 'GET', `/users/${org.member.id}/status-events`)).body.data).toEqual([]);
        // Dismissing it again changes nothing and still answers its id.
        const again = await t.request(org.supervisor, 'PATCH', `/users/member-status-change/${event.id}/dismiss`);
        expect(again.status).toBe(200);
        expect(await changesSince(org, head + 1)).toEqual([]);
      },
    );

    it('refuses any other status with a 400 and a message for the user, and writes nothing', async () => {
      const org = await t.organisation('Alpha');
      const event = await createStatusEvent(db(), org, 're-engaged');
      const head = await headOf(org);
      const res = await t.request(org.supervisor, 'PATCH', `/users/member-status-change/${event.id}/dismiss`, {
        headers: { 'idempotency-key': `dismiss-${event.id}` },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, path: `/api/users/member-status-change/${event.id}/dismiss` });
      expect(res.body.userMessage).toMatch(/Unable to newly engage.*Unable to re-engage/);
      expect(res.body.errors.map((e: { property: string }) => e.property)).toEqual(['statusEventId']);
      expect(await changesSince(org, head)).toEqual([]);
      const [row] = await db().select().from(memberStatusEvents).where(eq(memberStatusEvents.id, event.id));
      expect(row?.dismissedAt).toBeNull();
    });

    it('needs CAN_DISMISS_MEMBER_STATUS: a guide gets 403 and nothing changes', async () => {
      const org = await t.organisation('Alpha');
      const event = await createStatusEvent(db(), org, 'unable-to-re-engage');
      const head = await headOf(org);
      const res = await t.request(org.guide, 'PATCH', `/users/member-status-change/${event.id}/dismiss`);
      expect(res.status).toBe(403);
      expect(await changesSince(org, head)).toEqual([]);
      expect((await t.request(org.guide, 'GET', `/users/${org.member.id}/status-events`)).body.data).toHaveLength(1);
    });

    it("answers 404 for another organisation's event, exactly like a missing one, and leaves it alone", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const theirs = await createStatusEvent(db(), other, 'unable-to-re-engage');
      const foreign = await t.request(org.supervisor, 'PATCH', `/users/member-status-change/${theirs.id}/dismiss`);
      const none = await t.request(org.supervisor, 'PATCH', `/users/member-status-change/${missing}/dismiss`);
      expect(foreign.status).toBe(404);
      expect(none.status).toBe(404);
      expect(foreign.body.message).toBe(none.body.message);
      expect((await t.request(other.guide, 'GET', `/users/${other.member.id}/status-events`)).body.data).toHaveLength(
        1,
      );
    });

    it("a status change sets the member's status and adds its event, with both changes in one commit", async () => {
      const org = await t.organisation('Alpha');
      const head = await headOf(org);
      const [member] = await db().select().from(users).where(eq(users.id, org.member.id));
      const { changes } = await writeWithChanges(db(), org.organisationId, (tx, recorder) =>
        changeMemberStatus(tx, recorder, member!, { memberStatusId: statusIdOf('newly-engaged') }, new Date()),
      );
      t.server.context.publish(changes);
      const log = await changesSince(org, head);
      expect(log.map((c) => [c.entity, c.op])).toEqual([
        ['user', 'upsert'],
        ['memberStatusEvent', 'upsert'],
      ]);
      expect(log[0]?.data).toMatchObject({ id: org.member.id, memberStatusId: statusIdOf('newly-engaged') });
      const events = (await t.request(org.guide, 'GET', `/users/${org.member.id}/status-events`)).body.data;
      expect(events).toEqual([log[1]?.data]);
      expect((await t.request(org.guide, 'GET', `/users/${org.member.id}`)).body.memberStatusId).toBe(
        statusIdOf('newly-engaged'),
      );
    });
  });

  describe('alerts', () => {
    const list = (user: TestUser, memberId?: string) =>
      t.request(user, 'GET', `/notifications/alerts${memberId ? `?memberId=${memberId}` : ''}`);
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((a) => a.id).sort();

    it("lists the organisation's global alerts and the named member's, never dismissed ones, another member's or another organisation's", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const sibling = await createMemberOf(db(), org);
      const global = await createAlert(db(), org, {
        memberId: null,
        alertType: 'maintenance',
        severity: 'info',
        title: 'Maintenance',
        isDismissable: false,
      });
      const mine = await createAlert(db(), org);
      await createAlert(db(), org, { memberId: sibling });
      await createAlert(db(), org, { memberId: null, dismissedAt: new Date() });
      await createAlert(db(), org, { dismissedAt: new Date() });
      await createAlert(db(), other, { memberId: null });
      await createAlert(db(), other);
      const forMember = await list(org.guide, org.member.id);
      expect(forMember.status).toBe(200);
      expect(OPERATIONS.alerts.response.allows(forMember.body)).toBe(true);
      expect(ids(forMember)).toEqual([global.id, mine.id].sort());
      expect(forMember.body.data.find((a: { id: string }) => a.id === global.id)).toEqual({
        id: global.id,
        memberId: null,
        alertType: 'maintenance',
        severity: 'info',
        title: 'Maintenance',
        message: 'Please confirm the new phone number.',
        isDismissable: false,
      });
      expect(ids(await list(org.guide))).toEqual([global.id]);
      for (const id of [other.organisationId, other.member.id])
        expect(JSON.stringify((await list(org.guide)).body)).not.toContain(id);
    });

    it("answers 404 for another organisation's member", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      await createAlert(db(), other);
      expect((await list(org.guide, other.member.id)).status).toBe(404);
      expect((await list(org.guide, missing)).status).toBe(404);
      expect((await list(org.noAccess)).status).toBe(403);
    });

    it('dismisses a dismissable alert for the dismissing user only, with a change only they hear of', async () => {
      const org = await t.organisation('Alpha');
      const alert = await createAlert(db(), org);
      const head = await headOf(org);
      const res = await t.request(org.guide, 'DELETE', `/notifications/alerts/${alert.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: alert.id });
      const changes = await changesSince(org, head);
      expect(changes.map(({ entity, id, op }) => ({ entity, id, op }))).toEqual([
        { entity: 'alertDismissal', id: `${alert.id}:${org.guide.id}`, op: 'upsert' },
      ]);
      expect(ids(await list(org.guide, org.member.id))).toEqual([]);
      // Everyone else still sees it and hears of nothing.
      expect(ids(await list(org.otherGuide, org.member.id))).toEqual([alert.id]);
      expect((await t.request(org.otherGuide, 'GET', `/sync/changes?since=${head}`)).body.changes).toEqual([]);
      // Dismissing again changes nothing.
      const again = await headOf(org);
      expect((await t.request(org.guide, 'DELETE', `/notifications/alerts/${alert.id}`)).status).toBe(200);
      expect(await changesSince(org, again)).toEqual([]);
    });

    it('refuses an alert that is not dismissable with a 400, writing nothing; another organisation’s alert is 404', async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const fixed = await createAlert(db(), org, { memberId: null, isDismissable: false });
      const head = await headOf(org);
      const res = await t.request(org.guide, 'DELETE', `/notifications/alerts/${fixed.id}`);
      expect(res.status).toBe(400);
      expect(res.body.userMessage).toBe('This alert cannot be dismissed.');
      expect(await changesSince(org, head)).toEqual([]);
      const [row] = await db().select().from(alerts).where(eq(alerts.id, fixed.id));
      expect(row?.dismissedAt).toBeNull();
      const theirs = await createAlert(db(), other);
      const foreign = await t.request(org.guide, 'DELETE', `/notifications/alerts/${theirs.id}`);
      const none = await t.request(org.guide, 'DELETE', `/notifications/alerts/${missing}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(none.body.message);
      expect((await list(other.guide, other.member.id)).body.data).toHaveLength(1);
    });
  });

  describe('the external record system', () => {
    const register = (user: TestUser, memberId: string, headers: Record<string, string> = {}) =>
      t.request(user, 'POST', '/avon/patients/add-patient', { body: { memberId }, headers });
    const lookup = (user: TestUser, patientId: string) =>
      t.request(user, 'GET', `/avon/patients/get-reema-id?patientId=${encodeURIComponent(patientId)}`);

    it('registers a member once: the id is stored with a user change, and registering again answers the same id', async () => {
      const org = await t.organisation('Alpha');
      const head = await headOf(org);
      const res = await register(org.guide, org.member.id);
      expect(res.status).toBe(200);
      expect(OPERATIONS.registerExternalPatient.response.allows(res.body)).toBe(true);
      const patientId = res.body.externalPatientId as string;
      expect(res.body).toEqual({ memberId: org.member.id, externalPatientId: expect.stringMatching(/^AV-\d{8}$/) });
      const changes = await changesSince(org, head);
      expect(changes.map((c) => [c.entity, c.id, c.op])).toEqual([['user', org.member.id, 'upsert']]);
      // The change carries the member page's header fields.
      expect(changes[0]?.data).toMatchObject({
        externalPatientId: patientId,
        birthDate: null,
        language: 'en',
        memberStatusId: 1,
      });
      expect(ENTITIES.user.schema.allows(changes[0]?.data)).toBe(true);
      expect((await t.request(org.guide, 'GET', `/users/${org.member.id}`)).body.externalPatientId).toBe(patientId);
      const again = await register(org.supervisor, org.member.id);
      expect(again.body).toEqual({ memberId: org.member.id, externalPatientId: patientId });
      expect(await changesSince(org, head + 1)).toEqual([]);
      // The external system knows the patient now.
      expect(await t.server.context.externalRecords.lookup(org.organisationId, patientId)).toEqual({
        patientId,
        firstName: 'Member',
        lastName: 'Alpha',
        birthDate: null,
      });
      expect(await t.server.context.externalRecords.lookup(org.organisationId, 'AV-00000000')).toBeNull();
    });

    it('gives every member of the organisation an id of its own, skipping one already taken', async () => {
      const org = await t.organisation('Alpha');
      const sibling = await createMemberOf(db(), org);
      // The id the member would get first is someone else's already.
      const taken = candidatePatientId(org.organisationId, org.member.id, 0);
      await db().update(users).set({ externalPatientId: taken }).where(eq(users.id, sibling));
      const res = await register(org.guide, org.member.id);
      expect(res.status).toBe(200);
      expect(res.body.externalPatientId).not.toBe(taken);
      expect(res.body.externalPatientId).toBe(candidatePatientId(org.organisationId, org.member.id, 1));
    });

    it('replays an idempotent retry with the same answer', async () => {
      const org = await t.organisation('Alpha');
      const key = `register-${org.member.id}`;
      const first = await register(org.guide, org.member.id, { 'idempotency-key': key });
      const retry = await register(org.guide, org.member.id, { 'idempotency-key': key });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('x-change-seq')).toBe(first.headers.get('x-change-seq'));
    });

    it("refuses another organisation's member (404), a bad body (400) and a user without caseload access (403), writing nothing", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const head = await headOf(org);
      expect((await register(org.guide, other.member.id)).status).toBe(404);
      expect((await register(org.guide, org.otherGuide.id)).status).toBe(404);
      const bad = await t.request(org.guide, 'POST', '/avon/patients/add-patient', { body: { memberId: 'nope' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { property: string }) => e.property)).toEqual(['memberId']);
      expect((await register(org.noAccess, org.member.id)).status).toBe(403);
      expect(await changesSince(org, head)).toEqual([]);
      const [theirs] = await db().select().from(users).where(eq(users.id, other.member.id));
      expect(theirs?.externalPatientId).toBeNull();
    });

    it("finds the member of a patient id in the organisation only: otherwise 404 'No member found'", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      await db().update(users).set({ externalPatientId: 'AV-11112222' }).where(eq(users.id, org.member.id));
      await db().update(users).set({ externalPatientId: 'AV-33334444' }).where(eq(users.id, other.member.id));
      const found = await lookup(org.guide, 'AV-11112222');
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ memberId: org.member.id });
      expect(OPERATIONS.memberByExternalPatientId.response.allows(found.body)).toBe(true);
      for (const id of ['AV-33334444', 'AV-99999999']) {
        const res = await lookup(org.guide, id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('No member found');
        expect(JSON.stringify(res.body)).not.toContain(other.member.id);
      }
      expect((await lookup(org.guide, '')).status).toBe(400);
      expect((await lookup(org.noAccess, 'AV-11112222')).status).toBe(403);
    });
  });
});
