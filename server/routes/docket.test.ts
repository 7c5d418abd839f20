import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, createPriorityContact, createScheduledEvent, createTodo } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

// Each test makes its own organisation ('Alpha', so its member is 'Member Alpha'): counts and
// lists never see another test's todos, whatever the order (seed 3 of --sequence.shuffle did).
describe.each(DIALECTS)('docket routes on %s', (dialect) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('lists open todos with their member, filtered by type and paged with a count', async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const now = Date.now();
    for (let i = 0; i < 5; i++)
      await createTodo(db, tenant, { type: i % 2 ? 'TEXT_BACK' : 'CALL_BACK', date: new Date(now - i * 3_600_000) });
    await createTodo(db, tenant, { type: 'CALL_BACK', completedAt: new Date() });
    const all = await t.request(tenant.guide, 'GET', `/users/${tenant.guide.id}/todos?includeCount=true`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(5);
    expect(all.body.data[0].member).toMatchObject({ id: tenant.member.id, name: 'Member Alpha' });
    const texts = await t.request(
      tenant.guide,
      'GET',
      `/users/${tenant.guide.id}/todos?types=TEXT_BACK&includeCount=true`,
    );
    expect(texts.body.count).toBe(2);
    const pageOne = await t.request(tenant.guide, 'GET', `/users/${tenant.guide.id}/todos?page-start=0&page-size=2`);
    const pageTwo = await t.request(tenant.guide, 'GET', `/users/${tenant.guide.id}/todos?page-start=2&page-size=2`);
    expect(pageOne.body.data).toHaveLength(2);
    expect(pageTwo.body.data).toHaveLength(2);
    const ids = [...pageOne.body.data, ...pageTwo.body.data].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(4);
    // Sorted oldest first, so the pages do not overlap.
    const dates = all.body.data.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('No action needed completes the todo, once, and the list no longer shows it', async () => {
    const tenant = await t.organisation('Alpha');
    const todo = await createTodo(t.testDb.database.db, tenant, { type: 'INCOMPLETE_CALL' });
    const key = `retry-${todo.id}`;
    const first = await t.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, {
      body: { noActionNeeded: true },
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(200);
    expect(first.body.completedAt).toBeTruthy();
    const retry = await t.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, {
      body: { noActionNeeded: true },
      headers: { 'idempotency-key': key },
    });
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    const list = await t.request(tenant.guide, 'GET', `/users/${tenant.guide.id}/todos`);
    expect(list.body.data.map((d: { id: string }) => d.id)).not.toContain(todo.id);
  });

  it('snoozing until a time keeps the todo open with snoozedUntil', async () => {
    const tenant = await t.organisation('Alpha');
    const todo = await createTodo(t.testDb.database.db, tenant);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const res = await t.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, {
      body: { until },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ completedAt: null, snoozedUntil: until });
  });

  it("refuses to change another guide's work without permission, allows a supervisor", async () => {
    const tenant = await t.organisation('Alpha');
    const todo = await createTodo(t.testDb.database.db, tenant);
    const path = `/users/${tenant.guide.id}/todos/${todo.id}/snooze`;
    expect((await t.request(tenant.otherGuide, 'POST', path, { body: { noActionNeeded: true } })).status).toBe(403);
    expect((await t.request(tenant.supervisor, 'POST', path, { body: { noActionNeeded: true } })).status).toBe(200);
  });

  it("another organisation's todo answers 404 and is not touched", async () => {
    const tenant = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const theirs = await createTodo(t.testDb.database.db, other);
    const res = await t.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${theirs.id}/snooze`, {
      body: { noActionNeeded: true },
    });
    expect(res.status).toBe(404);
    const still = await t.request(other.guide, 'GET', `/users/${other.guide.id}/todos`);
    expect(still.body.data.map((d: { id: string }) => d.id)).toContain(theirs.id);
  });

  it('an invalid body is a 400 with property errors and writes nothing', async () => {
    const tenant = await t.organisation('Alpha');
    const todo = await createTodo(t.testDb.database.db, tenant);
    const res = await t.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, {
      body: { until: 'tomorrow-ish' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, path: `/api/users/${tenant.guide.id}/todos/${todo.id}/snooze` });
    expect(res.body.errors[0]).toMatchObject({ property: 'until' });
    expect(Object.values(res.body.errors[0].constraints).join(' ')).toMatch(/date/i);
    const changes = await t.request(tenant.guide, 'GET', '/sync/changes?since=0');
    expect(changes.body.changes.filter((c: { id: string }) => c.id === todo.id)).toEqual([]);
  });

  it('scheduled events filter by the epoch range and carry member details', async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    await createScheduledEvent(db, tenant, { date: '2026-03-02', type: 'visit' });
    await createScheduledEvent(db, tenant, { date: '2026-03-09', type: 'call' });
    const start = Date.UTC(2026, 2, 1);
    const end = Date.UTC(2026, 2, 5);
    const res = await t.request(
      tenant.guide,
      'GET',
      `/users/${tenant.guide.id}/scheduled-events/guide?startEpochTime=${start}&endEpochTime=${end}&includeMemberDetails=true`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { type: string }) => e.type)).toEqual(['visit']);
    expect(res.body.data[0].member.name).toBe('Member Alpha');
  });

  it('priority contacts come in sort order', async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    await createPriorityContact(db, tenant, 2);
    await createPriorityContact(db, tenant, 1);
    const res = await t.request(tenant.guide, 'GET', `/users/priority-contact/guide/${tenant.guide.id}`);
    expect(res.body.data.map((p: { sortOrder: number }) => p.sortOrder)).toEqual([1, 2]);
  });

  it("another organisation's guide answers 404 on every docket route, exactly like a missing one", async () => {
    const tenant = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const db = t.testDb.database.db;
    const todo = await createTodo(db, other);
    await createScheduledEvent(db, other);
    await createPriorityContact(db, other);
    const missing = '00000000-0000-4000-8000-00000000dead';
    for (const guideId of [other.guide.id, missing]) {
      for (const path of [
        `/users/${guideId}/todos`,
        `/users/${guideId}/scheduled-events/guide?startEpochTime=0&endEpochTime=${Date.now() + 86_400_000}`,
        `/users/priority-contact/guide/${guideId}`,
      ]) {
        const res = await t.request(tenant.supervisor, 'GET', path);
        expect(res.status, path).toBe(404);
      }
    }
    const snooze = await t.request(tenant.supervisor, 'POST', `/users/${other.guide.id}/todos/${todo.id}/snooze`, {
      body: { noActionNeeded: true },
    });
    expect(snooze.status).toBe(404);
    expect((await t.request(other.guide, 'GET', '/sync/changes?since=0')).body.changes).toEqual([]);
  });

  it("a guide's docket spans the organisation's customers", async () => {
    const tenant = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const elsewhere = await createMemberOf(db, tenant, { clientId: tenant.otherClientId, firstName: 'Other' });
    await createTodo(db, tenant);
    await createTodo(db, tenant, { memberId: elsewhere, clientId: tenant.otherClientId });
    const res = await t.request(tenant.guide, 'GET', `/users/${tenant.guide.id}/todos?includeCount=true`);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((d: { member: { id: string } }) => d.member.id).sort()).toEqual(
      [tenant.member.id, elsewhere].sort(),
    );
  });
});
