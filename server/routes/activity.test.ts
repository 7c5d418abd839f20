import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createFeedItems, createNotification } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

// Each test makes its own organisation ('Alpha', so its member is 'Member Alpha'): the suite holds in any order.
describe.each(DIALECTS)('activity routes on %s', (dialect) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('feed items page backwards with after-item-id and never repeat', async () => {
    const tenant = await t.organisation('Alpha');
    const items = await createFeedItems(t.testDb.database.db, tenant, 25);
    const first = await t.request(tenant.guide, 'GET', `/feeds/items?userId=${tenant.member.id}&page-size=10&sort-direction=DESC`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.data[0].id).toBe(items[0]?.id);
    const last = first.body.data.at(-1).id;
    const second = await t.request(tenant.guide, 'GET', `/feeds/items?userId=${tenant.member.id}&page-size=10&sort-direction=DESC&after-item-id=${last}`);
    expect(second.body.data[0].id).toBe(items[10]?.id);
    const third = await t.request(tenant.guide, 'GET', `/feeds/items?userId=${tenant.member.id}&page-size=10&after-item-id=${second.body.data.at(-1).id}`);
    expect(third.body.data).toHaveLength(5);
    expect(third.body.hasMore).toBe(false);
    const calls = await t.request(tenant.guide, 'GET', `/feeds/items?userId=${tenant.member.id}&page-size=100&type=call`);
    expect(calls.body.data.every((i: { externalItemType: string }) => i.externalItemType === 'call')).toBe(true);
    expect(calls.body.data).toHaveLength(12);
  });

  it("another organisation's member feed, guide interactions and notifications never show", async () => {
    const tenant = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const db = t.testDb.database.db;
    await createFeedItems(db, other, 2);
    await createNotification(db, other, other.guide.id);
    const feed = await t.request(tenant.guide, 'GET', `/feeds/items?userId=${other.member.id}`);
    const missing = await t.request(tenant.guide, 'GET', '/feeds/items?userId=00000000-0000-4000-8000-00000000dead');
    expect(feed.status).toBe(404);
    expect(feed.body.message).toBe(missing.body.message);
    expect((await t.request(tenant.supervisor, 'GET', `/interaction/guide/${other.guide.id}?startEpochTime=0&endEpochTime=${Date.now()}`)).status).toBe(404);
    const notifications = await t.request(tenant.guide, 'GET', '/notifications/guide?includeCount=true');
    expect(notifications.body).toMatchObject({ count: 0, unreadCount: 0 });
  });

  it('interactions of a guide within a day range, newest first', async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const day = Date.UTC(2026, 4, 4, 15);
    for (const [offset, type] of [[0, 'call'], [3_600_000, 'visit'], [-86_400_000 * 2, 'note']] as const) {
      await db.insert(interactions).values({ id: randomUUID(), organisationId: tenant.organisationId, clientId: tenant.clientId, interactionType: type, memberId: tenant.member.id, guideId: tenant.guide.id, timestamp: new Date(day + offset), duration: 120 });
    }
    const res = await t.request(tenant.guide, 'GET', `/interaction/guide/${tenant.guide.id}?startEpochTime=${Date.UTC(2026, 4, 4)}&endEpochTime=${Date.UTC(2026, 4, 5) - 1}&includeCount=true`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((i: { interactionType: string }) => i.interactionType)).toEqual(['visit', 'call']);
    expect(res.body.data[0]).toMatchObject({ duration: 120, member: { name: 'Member Alpha' } });
  });

  it('notifications are only ever the acting user’s own, with the unread count', async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    await createNotification(db, tenant, tenant.guide.id);
    await createNotification(db, tenant, tenant.guide.id, true);
    await createNotification(db, tenant, tenant.otherGuide.id);
    const all = await t.request(tenant.guide, 'GET', '/notifications/guide?includeCount=true');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 2, unreadCount: 1 });
    const unread = await t.request(tenant.guide, 'GET', '/notifications/guide?unreadOnly=true');
    expect(unread.body.data).toHaveLength(1);
  });

  it('rejects bad query values with the error shape', async () => {
    const tenant = await t.organisation('Alpha');
    const res = await t.request(tenant.guide, 'GET', `/feeds/items?userId=not-a-uuid&page-size=9999`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, path: '/api/feeds/items' });
    expect(typeof res.body.timestamp).toBe('string');
    expect(res.body.errors.map((e: { property: string }) => e.property).sort()).toEqual(['page-size', 'userId']);
  });
});
