import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import {
  createAddress,
  createMemberOf,
  createScheduledEvent,
  createTodo,
  type TestOrganisation,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

interface Change {
  entity: string;
  id: string;
  op: string;
  data: Record<string, unknown> | null;
}

// Each test makes its own organisation, so no test reads another's events, in any order.
describe.each(DIALECTS)('scheduled event routes on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const eventsPath = (org: TestOrganisation, memberId = org.member.id) => `/users/${memberId}/scheduled-events`;
  const changesOf = async (org: TestOrganisation, id: string): Promise<Change[]> =>
    (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.changes.filter((c: Change) => c.id === id);
  const newCall = { type: 'call', date: '2026-03-10', time: '14:15', note: 'Ask how the new inhaler is going' };

  it("a guide schedules an event for a member: it is the guide's, with the member, and recorded as a change", async () => {
    const org = await t.organisation('Alpha');
    const id = crypto.randomUUID();
    const res = await t.request(org.guide, 'POST', eventsPath(org), { body: { id, ...newCall } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      ...newCall,
      userId: org.guide.id,
      createdBy: org.guide.id,
      memberId: org.member.id,
      resolved: false,
      snoozedUntil: null,
    });
    expect(res.body.member).toMatchObject({ id: org.member.id, name: 'Member Alpha', memberStatusId: 1 });
    const [change] = await changesOf(org, id);
    expect(change).toMatchObject({ entity: 'scheduledEvent', op: 'upsert', data: { id, note: newCall.note } });
    // The same add again answers the same row and records nothing more.
    const again = await t.request(org.guide, 'POST', eventsPath(org), { body: { id, ...newCall } });
    expect(again.body.id).toBe(id);
    expect(await changesOf(org, id)).toHaveLength(1);
    const list = await t.request(org.guide, 'GET', eventsPath(org));
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
    const docket = await t.request(org.guide, 'GET', `/users/${org.guide.id}/scheduled-events/guide`);
    expect(docket.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
  });

  it("a visit at one of the member's addresses keeps the address, its text and its place; another member's address is refused", async () => {
    const org = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const address = await createAddress(db, org);
    const res = await t.request(org.guide, 'POST', eventsPath(org), {
      body: { ...newCall, type: 'visit', time: null, visitLocationAddressId: address.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ time: null, visitLocationAddressId: address.id });
    expect(res.body.visitLocation).toContain(address.line1);
    // Where the address was placed goes with it: the guide's day on the map draws the visit there.
    expect(res.body.visitCoords).toEqual({ lat: address.latitude, lng: address.longitude });
    const otherMember = await createMemberOf(db, org);
    const refused = await t.request(org.guide, 'POST', eventsPath(org, otherMember), {
      body: { ...newCall, type: 'visit', visitLocationAddressId: address.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ property: 'visitLocationAddressId' });
    const text = await t.request(org.guide, 'POST', eventsPath(org), {
      body: { ...newCall, type: 'visit', visitLocation: ' Community center ' },
    });
    expect(text.body).toMatchObject({
      visitLocationAddressId: null,
      visitLocation: 'Community center',
      visitCoords: null,
    });
  });

  it.each([
    [{ ...newCall, note: '' }, 'note'],
    [{ ...newCall, time: '14:10' }, 'time'],
    [{ ...newCall, type: 'lunch' }, 'type'],
    [{ ...newCall, date: '2026-13-01' }, 'date'],
    [{ type: 'call', date: '2026-03-10', note: 'No time given' }, 'time'],
  ])('refuses %j with a 400 on %s and writes nothing', async (body, property) => {
    const org = await t.organisation('Alpha');
    const res = await t.request(org.guide, 'POST', eventsPath(org), { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { property: string }) => e.property)).toContain(property);
    expect((await t.request(org.guide, 'GET', eventsPath(org))).body.data).toEqual([]);
    expect((await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.changes).toEqual([]);
  });

  it('reschedules, snoozes and clears an event; a cleared one leaves the lists', async () => {
    const org = await t.organisation('Alpha');
    const event = await createScheduledEvent(t.testDb.database.db, org, { date: '2026-03-01', time: '09:00' });
    const path = `${eventsPath(org)}/${event.id}`;
    const moved = await t.request(org.guide, 'PATCH', path, { body: { date: '2026-03-12', time: null } });
    expect(moved.body).toMatchObject({ date: '2026-03-12', time: null, note: event.note });
    const until = '2026-03-13T15:00:00.000Z';
    const snoozed = await t.request(org.guide, 'POST', `${path}/snooze`, { body: { until } });
    expect(snoozed.body).toMatchObject({ snoozedUntil: until, resolved: false });
    const cleared = await t.request(org.guide, 'PATCH', path, { body: { resolved: true } });
    expect(cleared.body.resolved).toBe(true);
    expect((await t.request(org.guide, 'GET', eventsPath(org))).body.data).toEqual([]);
    expect((await t.request(org.guide, 'GET', `/users/${org.guide.id}/scheduled-events/guide`)).body.data).toEqual([]);
    expect((await changesOf(org, event.id)).map((c) => c.data?.resolved)).toEqual([false, false, true]);
  });

  it('deletes an event (a tombstone change) and lets go of the todos about it', async () => {
    const org = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const event = await createScheduledEvent(db, org);
    const todo = await createTodo(db, org, { type: 'SCHEDULED_EVENT', scheduledEventId: event.id });
    const res = await t.request(org.guide, 'DELETE', `${eventsPath(org)}/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: event.id });
    expect(await changesOf(org, event.id)).toEqual([
      expect.objectContaining({ entity: 'scheduledEvent', op: 'delete', data: null }),
    ]);
    const [todoChange] = await changesOf(org, todo.id);
    expect(todoChange?.data).toMatchObject({ scheduledEventId: null, completedAt: expect.any(String) });
    expect((await t.request(org.guide, 'DELETE', `${eventsPath(org)}/${event.id}`)).status).toBe(404);
  });

  it("another guide's event: refused (403) to a guide, allowed to a supervisor; any guide may schedule", async () => {
    const org = await t.organisation('Alpha');
    const event = await createScheduledEvent(t.testDb.database.db, org);
    const path = `${eventsPath(org)}/${event.id}`;
    expect((await t.request(org.otherGuide, 'PATCH', path, { body: { note: 'Mine now' } })).status).toBe(403);
    expect(
      (await t.request(org.otherGuide, 'POST', `${path}/snooze`, { body: { until: '2030-01-01T00:00:00.000Z' } }))
        .status,
    ).toBe(403);
    expect((await t.request(org.otherGuide, 'DELETE', path)).status).toBe(403);
    expect(await changesOf(org, event.id)).toEqual([]);
    expect((await t.request(org.supervisor, 'PATCH', path, { body: { note: 'Covering for Guide' } })).status).toBe(200);
    const theirs = await t.request(org.otherGuide, 'POST', eventsPath(org), { body: newCall });
    expect(theirs.body.userId).toBe(org.otherGuide.id);
    expect((await t.request(org.noAccess, 'POST', eventsPath(org), { body: newCall })).status).toBe(403);
  });

  it("another organisation's member or event answers 404, like a missing one, and is not touched", async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const theirs = await createScheduledEvent(t.testDb.database.db, other);
    expect((await t.request(org.supervisor, 'GET', eventsPath(other))).status).toBe(404);
    expect((await t.request(org.supervisor, 'POST', eventsPath(other), { body: newCall })).status).toBe(404);
    expect(
      (await t.request(org.supervisor, 'PATCH', `${eventsPath(org)}/${theirs.id}`, { body: { resolved: true } }))
        .status,
    ).toBe(404);
    expect((await t.request(org.supervisor, 'DELETE', `${eventsPath(other)}/${theirs.id}`)).status).toBe(404);
    // A staff user in the member's place is not a member.
    expect((await t.request(org.guide, 'GET', eventsPath(org, org.guide.id))).status).toBe(404);
    expect((await t.request(other.guide, 'GET', '/sync/changes?since=0')).body.changes).toEqual([]);
  });
});
