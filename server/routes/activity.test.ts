import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTITIES, OPERATIONS } from '../../domain/index.ts';
import { interactions } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createCall,
  createFeedItem,
  createFeedItems,
  createInteraction,
  createMemberOf,
  createNotification,
  createSmsMessage,
} from '../testing/factories.ts';
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
    const first = await t.request(
      tenant.guide,
      'GET',
      `/feeds/items?userId=${tenant.member.id}&page-size=10&sort-direction=DESC`,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.data[0].id).toBe(items[0]?.id);
    const last = first.body.data.at(-1).id;
    const second = await t.request(
      tenant.guide,
      'GET',
      `/feeds/items?userId=${tenant.member.id}&page-size=10&sort-direction=DESC&after-item-id=${last}`,
    );
    expect(second.body.data[0].id).toBe(items[10]?.id);
    const third = await t.request(
      tenant.guide,
      'GET',
      `/feeds/items?userId=${tenant.member.id}&page-size=10&after-item-id=${second.body.data.at(-1).id}`,
    );
    expect(third.body.data).toHaveLength(5);
    expect(third.body.hasMore).toBe(false);
    const calls = await t.request(
      tenant.guide,
      'GET',
      `/feeds/items?userId=${tenant.member.id}&page-size=100&type=call`,
    );
    expect(calls.body.data.every((i: { externalItemType: string }) => i.externalItemType === 'call')).toBe(true);
    expect(calls.body.data).toHaveLength(12);
  });

  it('embeds what each item points at: a text its message, a call, visit or note its interaction with its note, anything else nothing', async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const db = t.testDb.database.db;
    const at = (minutes: number) => ({ timestamp: new Date(Date.UTC(2026, 2, 1, 12) + minutes * 60_000) });
    const text = await createSmsMessage(db, org, { text: 'Can you call me?', smsErrorCode: null });
    const callInteraction = await createInteraction(db, org, {
      interactionType: 'call',
      note: 'Talked about her new medicine.',
      outcomeId: 1,
    });
    const call = await createCall(db, org, { interactionId: callInteraction.id });
    const missedCall = await createCall(db, org, { status: 'MISSED', wentToVoicemail: true });
    const failedCall = await createCall(db, org, { status: 'FAILED', receiverErrorCode: 30003 });
    const visit = await createInteraction(db, org, {
      interactionType: 'visit',
      note: 'Home visit; set up pill organiser.',
      duration: 2700,
    });
    const note = await createInteraction(db, org, {
      interactionType: 'note',
      note: 'Prefers Spanish.',
      duration: null,
    });
    const sibling = await createMemberOf(db, org);
    const theirs = await createInteraction(db, org, { memberId: sibling });
    const foreign = await createInteraction(db, other, { interactionType: 'visit' });
    const items = {
      text: await createFeedItem(db, org, 'message', text.id, at(9)),
      call: await createFeedItem(db, org, 'call', call.id, at(8)),
      missedCall: await createFeedItem(db, org, 'call', missedCall.id, at(7)),
      failedCall: await createFeedItem(db, org, 'call', failedCall.id, at(6.5)),
      visit: await createFeedItem(db, org, 'visit', visit.id, at(6)),
      note: await createFeedItem(db, org, 'note', note.id, at(5)),
      request: await createFeedItem(db, org, 'member_status_change_request', randomUUID(), at(4)),
      // Pointing at another member's or another organisation's interaction, or at nothing a uuid names: nothing is embedded.
      siblings: await createFeedItem(db, org, 'visit', theirs.id, at(3)),
      foreign: await createFeedItem(db, org, 'visit', foreign.id, at(2)),
      garbled: await createFeedItem(db, org, 'note', 'not-an-id', at(1)),
    };
    const res = await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}`);
    expect(res.status).toBe(200);
    expect(OPERATIONS.feedItems.response.allows(res.body)).toBe(true);
    const byId = new Map(res.body.data.map((f: { id: string }) => [f.id, f]));
    expect(res.body.data.map((f: { id: string }) => f.id)).toEqual(Object.values(items).map((f) => f.id));
    for (const item of res.body.data) {
      expect(ENTITIES.feedItem.schema.allows(item), JSON.stringify(item)).toBe(true);
      expect(Object.keys(item).sort()).toEqual([
        'call',
        'externalItemId',
        'externalItemType',
        'id',
        'interaction',
        'memberId',
        'message',
        'timestamp',
        'visit',
      ]);
    }
    const member = {
      id: org.member.id,
      name: 'Member Alpha',
      firstName: 'Member',
      lastName: 'Alpha',
      assignedGuideId: org.guide.id,
    };
    expect(byId.get(items.text.id)).toMatchObject({
      externalItemType: 'message',
      interaction: null,
      message: {
        id: text.id,
        memberId: org.member.id,
        userId: org.guide.id,
        text: 'Can you call me?',
        incoming: true,
        smsStatus: 'received',
        smsErrorCode: null,
      },
    });
    expect(byId.get(items.call.id)).toMatchObject({
      message: null,
      interaction: {
        id: callInteraction.id,
        interactionType: 'call',
        note: 'Talked about her new medicine.',
        outcomeId: 1,
        member,
      },
    });
    expect(byId.get(items.missedCall.id)).toMatchObject({
      message: null,
      interaction: null,
      call: { id: missedCall.id, status: 'MISSED', wentToVoicemail: true, errorCode: null },
    });
    // A call item carries its call: what the feed's chips (Failed with why, Went to voicemail, Incomplete) read.
    expect(byId.get(items.failedCall.id)).toMatchObject({
      call: { id: failedCall.id, status: 'FAILED', errorCode: 30003, memberId: org.member.id },
    });
    expect(byId.get(items.call.id)).toMatchObject({ call: { id: call.id, status: 'ENDED' } });
    expect(byId.get(items.visit.id)).toMatchObject({ call: null });
    expect(byId.get(items.visit.id)).toMatchObject({
      interaction: {
        id: visit.id,
        interactionType: 'visit',
        note: 'Home visit; set up pill organiser.',
        duration: 2700,
        member,
      },
    });
    expect(byId.get(items.note.id)).toMatchObject({
      interaction: { id: note.id, interactionType: 'note', note: 'Prefers Spanish.' },
    });
    for (const key of ['request', 'siblings', 'foreign', 'garbled'] as const)
      expect(byId.get(items[key].id), key).toMatchObject({ message: null, interaction: null });
    expect(JSON.stringify(res.body)).not.toContain(other.organisationId);
  });

  it('reads any page of the feed, embeds included, in the same few queries (no query per item)', async () => {
    const org = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    for (let i = 0; i < 12; i++) {
      const stamp = { timestamp: new Date(Date.UTC(2026, 2, 1, 12, i)) };
      await createFeedItem(db, org, 'message', (await createSmsMessage(db, org)).id, stamp);
      const interaction = await createInteraction(db, org);
      await createFeedItem(db, org, 'call', (await createCall(db, org, { interactionId: interaction.id })).id, stamp);
      await createFeedItem(
        db,
        org,
        'visit',
        (await createInteraction(db, org, { interactionType: 'visit' })).id,
        stamp,
      );
    }
    const selects = vi.spyOn(db, 'select');
    try {
      const queriesFor = async (size: number) => {
        selects.mockClear();
        const res = await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}&page-size=${size}`);
        expect(res.body.data).toHaveLength(size);
        expect(
          res.body.data.every(
            (f: { message: unknown; interaction: unknown }) => f.message !== null || f.interaction !== null,
          ),
        ).toBe(true);
        return selects.mock.calls.length;
      };
      // The server's first verified request also reads the identity provider's key set, which later
      // ones find in memory; with the tests shuffled this may be that request. Warm it, so the count
      // is the page's alone.
      await queriesFor(3);
      const small = await queriesFor(3);
      // The caller, the member, the page, then messages, calls, interactions and their members.
      expect(small).toBeGreaterThanOrEqual(7);
      expect(await queriesFor(36)).toBe(small);
    } finally {
      selects.mockRestore();
    }
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
    expect(
      (
        await t.request(
          tenant.supervisor,
          'GET',
          `/interaction/guide/${other.guide.id}?startEpochTime=0&endEpochTime=${Date.now()}`,
        )
      ).status,
    ).toBe(404);
    const notifications = await t.request(tenant.guide, 'GET', '/notifications/guide?includeCount=true');
    expect(notifications.body).toMatchObject({ count: 0, unreadCount: 0 });
  });

  it('interactions of a guide within a day range, newest first', async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const day = Date.UTC(2026, 4, 4, 15);
    for (const [offset, type] of [
      [0, 'call'],
      [3_600_000, 'visit'],
      [-86_400_000 * 2, 'note'],
    ] as const) {
      await db.insert(interactions).values({
        id: randomUUID(),
        organisationId: tenant.organisationId,
        clientId: tenant.clientId,
        interactionType: type,
        memberId: tenant.member.id,
        guideId: tenant.guide.id,
        timestamp: new Date(day + offset),
        duration: 120,
      });
    }
    const res = await t.request(
      tenant.guide,
      'GET',
      `/interaction/guide/${tenant.guide.id}?startEpochTime=${Date.UTC(2026, 4, 4)}&endEpochTime=${Date.UTC(2026, 4, 5) - 1}&includeCount=true`,
    );
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
