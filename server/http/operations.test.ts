/**
 * The write path and the contract registry through the real app: an idempotency key claimed
 * inside the write's transaction runs the write once however the retries race, and the API
 * answers exactly the operations of domain/contracts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { readChanges } from '../db/changes.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createTodo } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)('contract-registered operations on %s', (dialect) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('two concurrent requests with one idempotency key run the write once and answer alike', async () => {
    const org = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const todo = await createTodo(db, org, { type: 'CALL_BACK' });
    const headBefore = (await readChanges(db, org.organisationId, org.guide.id, 0, 1000)).head;
    const send = () =>
      t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, {
        body: { noActionNeeded: true },
        headers: { 'idempotency-key': 'double-click-0001' },
      });
    const [first, second] = await Promise.all([send(), send()]);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-change-seq')).toBe(first.headers.get('x-change-seq'));
    expect([first.headers.get('idempotent-replay'), second.headers.get('idempotent-replay')].filter(Boolean)).toEqual([
      'true',
    ]);
    // One change row: the write ran once.
    const after = await readChanges(db, org.organisationId, org.guide.id, headBefore, 1000);
    expect(after.changes.map((c) => [c.entity, c.id])).toEqual([['todo', todo.id]]);

    // A later retry replays the same answer and sequence.
    const retry = await send();
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('x-change-seq')).toBe(first.headers.get('x-change-seq'));
  });

  it('a key reused for another request is refused, and a failed write leaves its key free', async () => {
    const org = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const [a, b] = [await createTodo(db, org), await createTodo(db, org)];
    const key = { 'idempotency-key': 'reused-key-0001' };
    const missing = await t.request(
      org.guide,
      'POST',
      `/users/${org.guide.id}/todos/00000000-0000-4000-8000-00000000dead/snooze`,
      { body: {}, headers: key },
    );
    expect(missing.status).toBe(404);
    expect(
      (await t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${a.id}/snooze`, { body: {}, headers: key }))
        .status,
    ).toBe(200);
    const other = await t.request(org.otherGuide, 'POST', `/users/${org.otherGuide.id}/todos/${b.id}/snooze`, {
      body: {},
      headers: key,
    });
    expect(other.status).toBe(409);
  });

  it('reads a whole todo list by keyset, every row once, however many there are', async () => {
    const org = await t.organisation('Alpha');
    const db = t.testDb.database.db;
    const start = Date.now() - 10 * 86_400_000;
    // Ties on the date are broken by id: the cursor must not skip or repeat them.
    for (let i = 0; i < 30; i++) await createTodo(db, org, { date: new Date(start + Math.floor(i / 3) * 60_000) });
    const seen: string[] = [];
    let query = 'page-size=7';
    for (let pages = 0; pages < 10; pages++) {
      const page = await t.request(org.guide, 'GET', `/users/${org.guide.id}/todos?${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((row: { id: string }) => row.id));
      const last = page.body.data.at(-1) as { id: string; date: string } | undefined;
      if (!last || page.body.data.length < 7) break;
      query = `page-size=7&after-date=${encodeURIComponent(last.date)}&after-id=${last.id}`;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('answers every operation of the contracts at its method and path', () => {
    const { app } = t.server;
    for (const op of Object.values(OPERATIONS)) {
      for (const path of [op.path, ...('alsoAt' in op ? op.alsoAt : [])])
        expect(app.hasRoute({ method: op.method, url: `/api${path}` }), `${op.method} ${path}`).toBe(true);
    }
  });
});
