import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adtMessageText, sendAdtOverHttp } from '../adt/adt-simulator.ts';
import { notifications, users } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation, TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import { createTransferRequest } from '../transfers/testing.ts';
import { createGuideNotification } from './hospitalizations-testing.ts';

interface Notification {
  id: string;
  guideId: string;
  seenAt: string | null;
  notificationType: string | null;
  externalItemType: string | null;
  externalItemId: string | null;
  memberId: string | null;
  member?: { id: string; name: string } | null;
}

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('notification centre routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const mine = async (user: TestUser, query = '') =>
    (await t.request(user, 'GET', `/notifications/guide${query}`)).body as {
      data: Notification[];
      unreadCount: number;
    };
  const head = async (user: TestUser) =>
    (await t.request(user, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
  const changesFor = async (user: TestUser, since: number) =>
    (await t.request(user, 'GET', `/sync/changes?since=${since}`)).body.changes as {
      entity: string;
      id: string;
      op: string;
    }[];

  it('answers the groups with key, label and sort order', async () => {
    const org = await t.organisation('Alpha');
    const answer = await t.request(org.guide, 'GET', '/notifications/groups');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((g: { key: string }) => g.key)).toEqual([
      'messages',
      'calls',
      'hospitalizations',
      'requests',
    ]);
  });

  it('keeps each guide’s notifications private: another guide neither reads, changes nor hears of them', async () => {
    const org = await t.organisation('Alpha');
    const since = await head(org.otherGuide);
    const theirs = await createGuideNotification(db(), org, org.guide.id);
    expect((await mine(org.otherGuide)).data).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', '/notifications/seen', { notificationIds: [theirs.id], seen: true }],
      ['DELETE', '/notifications', { notificationIds: [theirs.id] }],
    ] as const) {
      expect((await t.request(org.otherGuide, method, path, { body })).status).toBe(404);
    }
    // The owner marks it read: only the owner hears of it.
    expect(
      (
        await t.request(org.guide, 'PATCH', '/notifications/seen', {
          body: { notificationIds: [theirs.id], seen: true },
        })
      ).status,
    ).toBe(200);
    expect((await changesFor(org.otherGuide, since)).filter((c) => c.entity === 'notification')).toEqual([]);
    expect((await changesFor(org.guide, since)).filter((c) => c.entity === 'notification').map((c) => c.id)).toEqual([
      theirs.id,
    ]);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.seenAt).not.toBeNull();
  });

  it('marks read and unread, counts the unread, lists unread only, and deletes; a batch with any foreign id changes nothing', async () => {
    const org = await t.organisation('Alpha');
    const first = await createGuideNotification(db(), org, org.guide.id);
    const second = await createGuideNotification(db(), org, org.guide.id);
    const others = await createGuideNotification(db(), org, org.otherGuide.id);
    expect((await mine(org.guide)).unreadCount).toBe(2);
    await t.request(org.guide, 'PATCH', '/notifications/seen', { body: { notificationIds: [first.id], seen: true } });
    expect((await mine(org.guide, '?unreadOnly=true')).data.map((n) => n.id)).toEqual([second.id]);
    await t.request(org.guide, 'PATCH', '/notifications/seen', { body: { notificationIds: [first.id], seen: false } });
    expect((await mine(org.guide)).unreadCount).toBe(2);
    const mixed = await t.request(org.guide, 'DELETE', '/notifications', {
      body: { notificationIds: [first.id, others.id] },
    });
    expect(mixed.status).toBe(404);
    expect((await mine(org.guide)).data).toHaveLength(2);
    const deleted = await t.request(org.guide, 'DELETE', '/notifications', { body: { notificationIds: [first.id] } });
    expect(deleted.body.data.map((n: Notification) => n.id)).toEqual([first.id]);
    expect((await mine(org.guide)).data.map((n) => n.id)).toEqual([second.id]);
    expect((await t.request(org.guide, 'DELETE', '/notifications', { body: { notificationIds: [] } })).status).toBe(
      400,
    );
  });

  it('tells the requester when a status change request is decided, pointing at the request', async () => {
    const org = await t.organisation('Alpha');
    const request = await createStatusChangeRequest(db(), org, { effectiveAt: new Date(Date.now() - 60_000) });
    const decided = await t.request(org.supervisor, 'PATCH', `/users/member-status-change-request/${request.id}`, {
      body: { approval: 'deny', auditorComment: 'Not yet' },
    });
    expect(decided.status).toBe(200);
    const [told] = (await mine(org.guide)).data;
    expect(told).toMatchObject({
      notificationType: 'status_change_request_denied',
      externalItemType: 'member_status_change_request',
      externalItemId: request.id,
      memberId: org.member.id,
    });
    expect(told?.member?.id).toBe(org.member.id);
    expect((await mine(org.supervisor)).data).toEqual([]);
  });

  it('tells the requester when a transfer request is decided', async () => {
    const org = await t.organisation('Alpha');
    const request = await createTransferRequest(db(), org);
    const decided = await t.request(org.supervisor, 'PATCH', `/users/member-transfer-requests/audit/${request.id}`, {
      body: { approval: 'approve', receivingGuideId: org.otherGuide.id, effectiveAt: Date.now() + 86_400_000 },
    });
    expect(decided.status).toBe(200);
    expect((await mine(org.guide)).data.map((n) => [n.notificationType, n.externalItemId])).toEqual([
      ['transfer_request_approved', request.id],
    ]);
  });

  it('tells the member’s guide of an admission and a discharge from the hospital feed, once each', async () => {
    const org = await t.organisation('Alpha');
    const patientId = `AV-${Math.floor(Math.random() * 1e8)}`;
    await db().update(users).set({ externalPatientId: patientId }).where(eq(users.id, org.member.id));
    const feed = { secret: t.config.adtFeedSecret ?? '', clientId: org.clientId };
    const patient = { patientId, familyName: 'X', givenName: 'Y' };
    const admitted = adtMessageText('A01', patient, { visitNumber: 'V1', admittedAt: new Date() });
    await sendAdtOverHttp(t.baseUrl, feed, admitted);
    await sendAdtOverHttp(
      t.baseUrl,
      feed,
      adtMessageText('A08', patient, { visitNumber: 'V1', admittedAt: new Date() }),
    );
    await sendAdtOverHttp(
      t.baseUrl,
      feed,
      adtMessageText('A03', patient, {
        visitNumber: 'V1',
        admittedAt: new Date(Date.now() - 86_400_000),
        dischargedAt: new Date(),
      }),
    );
    const types = (await mine(org.guide)).data.map((n) => n.notificationType).sort();
    expect(types).toEqual(['hospital_admission', 'hospital_discharge']);
    expect((await mine(org.otherGuide)).data).toEqual([]);
  });

  it('answers another organisation’s notification with 404, like a missing one', async () => {
    const home: TestOrganisation = await t.organisation('Home');
    const foreign: TestOrganisation = await t.organisation('Foreign');
    const theirs = await createGuideNotification(db(), foreign, foreign.guide.id);
    expect(
      (
        await t.request(home.guide, 'PATCH', '/notifications/seen', {
          body: { notificationIds: [theirs.id], seen: true },
        })
      ).status,
    ).toBe(404);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.seenAt).toBeNull();
  });
});
