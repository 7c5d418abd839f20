import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf, createTodo } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import type { Db } from './connect.ts';
import { membersOfChanges } from '../audit/members-of.ts';
import { readChanges, readChangesText, writeWithChanges, type PendingChange } from './changes.ts';

// Every test makes its own organisations, so the suite holds in any order (vitest --sequence.shuffle).

/** A feed item as the API presents it (the change recorder takes nothing less). */
const feedItem = (id: string) => ({
  id,
  memberId: 'member-1',
  timestamp: '2026-11-20T10:00:00.000Z',
  externalItemType: 'message',
  externalItemId: null,
});
describe.each(DIALECTS)('change log on %s', (dialect) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it("a write's change rows appear in order, and since returns exactly the later ones", async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Order');
    const first = await createTodo(db, org);
    const second = await createTodo(db, org);
    const before = (await t.request(org.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    expect(before).toBe(0);
    for (const todo of [first, second]) {
      const res = await t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, {
        body: { noActionNeeded: true },
      });
      expect(res.status).toBe(200);
    }
    const all = await t.request(org.guide, 'GET', `/sync/changes?since=${before}`);
    expect(all.body.head).toBe(before + 2);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.changes.map((c: { seq: number; id: string }) => [c.seq, c.id])).toEqual([
      [before + 1, first.id],
      [before + 2, second.id],
    ]);
    expect(all.body.changes[0]).toMatchObject({
      entity: 'todo',
      op: 'upsert',
      data: { id: first.id, completedAt: expect.any(String) },
    });
    const later = await t.request(org.guide, 'GET', `/sync/changes?since=${before + 1}`);
    expect(later.body.changes.map((c: { id: string }) => c.id)).toEqual([second.id]);
  });

  it('concurrent writes get gap-free, unique sequences per organisation, and organisations do not share them', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Mine');
    const other = await t.organisation('Theirs');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writeWithChanges(db, i % 3 === 0 ? other.organisationId : org.organisationId, async (_tx, changes) => {
          changes.record({
            entity: 'feedItem',
            id: `item-${i}`,
            op: i % 2 ? 'delete' : 'upsert',
            data: i % 2 ? null : feedItem(`item-${i}`),
          } as PendingChange);
        }),
      ),
    );
    const mine = await t.request(org.guide, 'GET', '/sync/changes?since=0');
    expect(mine.body.changes.map((c: { seq: number }) => c.seq)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
    expect(mine.body.head).toBe(8);
    expect(
      mine.body.changes.every((c: { id: string }) => !['item-0', 'item-3', 'item-6', 'item-9'].includes(c.id)),
    ).toBe(true);
    const tombstone = mine.body.changes.find((c: { op: string }) => c.op === 'delete');
    expect(tombstone.data).toBeNull();
    const theirs = await t.request(other.guide, 'GET', '/sync/changes?since=0');
    expect(theirs.body.changes.map((c: { seq: number }) => c.seq)).toEqual([1, 2, 3, 4]);
    expect(theirs.body.head).toBe(4);
  });

  it("one organisation's log covers all its customers: a guide sees changes about another customer's member", async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Customers');
    const elsewhere = await createMemberOf(db, org, { clientId: org.otherClientId });
    const todo = await createTodo(db, org, { memberId: elsewhere, clientId: org.otherClientId });
    const res = await t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, {
      body: { noActionNeeded: true },
    });
    expect(res.status).toBe(200);
    const changes = await t.request(org.supervisor, 'GET', '/sync/changes?since=0');
    expect(changes.body.changes.map((c: { id: string }) => c.id)).toEqual([todo.id]);
  });

  it('a failed write leaves neither the row nor a change behind', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Failing');
    await expect(
      writeWithChanges(db, org.organisationId, async (_tx, changes) => {
        changes.record({ entity: 'feedItem', id: 'doomed', op: 'upsert', data: feedItem('doomed') });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await t.request(org.guide, 'GET', '/sync/changes?since=0');
    expect(after.body).toMatchObject({ head: 0, changes: [], hasMore: false });
  });

  it('pages with limit and reports hasMore', async () => {
    // Seed 3 of --sequence.shuffle ran this before any write and found nothing to page: it makes its own changes now.
    const db = t.testDb.database.db;
    const org = await t.organisation('Paging');
    await writeWithChanges(db, org.organisationId, async (_tx, changes) => {
      for (let i = 0; i < 3; i++)
        changes.record({ entity: 'feedItem', id: `page-${i}`, op: 'upsert', data: feedItem(`page-${i}`) });
    });
    const first = await t.request(org.guide, 'GET', '/sync/changes?since=0&limit=2');
    expect(first.body).toMatchObject({ head: 3, hasMore: true });
    expect(first.body.changes.map((c: { seq: number }) => c.seq)).toEqual([1, 2]);
    const rest = await t.request(org.guide, 'GET', '/sync/changes?since=2&limit=2');
    expect(rest.body).toMatchObject({ head: 3, hasMore: false });
    expect(rest.body.changes.map((c: { seq: number }) => c.seq)).toEqual([3]);
  });

  // The route sends the page's JSON text as the database wrote it, and the audit trail takes the
  // members from the same statement: they must be the ones membersOfChanges reads from the page.
  it('a page written by the database names the same members the audit trail reads from its rows', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Page members');
    const member = await createMemberOf(db, org);
    const todo = await createTodo(db, org);
    const other = crypto.randomUUID();
    await writeWithChanges(db, org.organisationId, async (_tx, changes) => {
      changes.record({
        entity: 'feedItem',
        id: 'named',
        op: 'upsert',
        data: { ...feedItem('named'), memberId: other },
      });
      changes.record({ entity: 'feedItem', id: 'not-an-id', op: 'upsert', data: feedItem('not-an-id') });
      changes.record({ entity: 'feedItem', id: 'gone', op: 'delete', data: null });
    });
    // A todo names its member; a member's own user row names itself.
    expect(
      (
        await t.request(org.guide, 'POST', `/users/${org.guide.id}/todos/${todo.id}/snooze`, {
          body: { noActionNeeded: true },
        })
      ).status,
    ).toBe(200);
    expect((await t.request(org.guide, 'PATCH', `/users/${member}`, { body: { preferredName: 'Sam' } })).status).toBe(
      200,
    );
    const text = await readChangesText(db, org.organisationId, org.guide.id, 0, 1000);
    const page = JSON.parse(text.json) as Awaited<ReturnType<typeof readChanges>>;
    expect(page.changes.map((change) => change.id)).toContain('gone');
    const fromRows = membersOfChanges(page);
    expect(fromRows).toEqual(expect.arrayContaining([other, member, org.member.id]));
    const fromDatabase = text.memberIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    expect(new Set(fromDatabase)).toEqual(new Set(fromRows));
  });

  it('a change committed while a catch-up reads is either in its page or after the head it answers, never skipped', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Catch-up race');
    const write = (id: string) =>
      writeWithChanges(db, org.organisationId, async (_tx, changes) =>
        changes.record({ entity: 'feedItem', id, op: 'upsert', data: feedItem(id) }),
      );
    await write('before');
    // The other writer commits as the catch-up reads: just before its statement runs.
    let raced = false;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === 'execute' && !raced) {
          return async (...args: Parameters<Db['execute']>) => {
            raced = true;
            await write('during');
            return target.execute(...args);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const page = await readChanges(racing, org.organisationId, org.guide.id, 0, 1000);
    expect(raced).toBe(true);
    const next = await readChanges(db, org.organisationId, org.guide.id, page.head, 1000);
    // What a client moving its cursor to the head has seen, in all: both changes, once each.
    expect([...page.changes, ...next.changes].map((change) => change.id)).toEqual(['before', 'during']);
  });

  it('an empty page says the head of its own snapshot, so a change committed just after it is read next, not skipped', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Empty page race');
    const write = (id: string) =>
      writeWithChanges(db, org.organisationId, async (_tx, changes) =>
        changes.record({ entity: 'feedItem', id, op: 'upsert', data: feedItem(id) }),
      );
    await write('seen');
    const caughtUp = (await readChanges(db, org.organisationId, org.guide.id, 0, 1000)).head;
    // The other writer commits as soon as the catch-up's first statement has answered.
    let raced = false;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === 'execute') {
          return async (...args: Parameters<Db['execute']>) => {
            const result = await target.execute(...args);
            if (!raced) {
              raced = true;
              await write('after');
            }
            return result;
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const empty = await readChanges(racing, org.organisationId, org.guide.id, caughtUp, 1000);
    expect(raced).toBe(true);
    expect(empty).toMatchObject({ changes: [], head: caughtUp, hasMore: false });
    const next = await readChanges(db, org.organisationId, org.guide.id, empty.head, 1000);
    expect(next.changes.map((change) => change.id)).toEqual(['after']);
  });

  it('every read says the head of the caller’s organisation (x-change-head), never another’s', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Head');
    const other = await t.organisation('Busy');
    await writeWithChanges(db, other.organisationId, async (_tx, changes) => {
      changes.record({ entity: 'feedItem', id: 'busy', op: 'upsert', data: feedItem('busy') });
    });
    const res = await t.request(org.guide, 'GET', '/users/team');
    expect(res.headers.get('x-change-head')).toBe('0');
    const theirs = await t.request(other.guide, 'GET', '/users/team');
    expect(theirs.headers.get('x-change-head')).toBe('1');
  });
});
