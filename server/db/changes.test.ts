import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createTodo, type TestTenant } from '../testing/factories.ts';
import { startWithTwoTenants, type TestServer } from '../testing/harness.ts';
import { writeWithChanges } from './changes.ts';

describe.each(DIALECTS)('change log on %s', (dialect) => {
  let t: TestServer;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    ({ t, tenant, other } = await startWithTwoTenants(dialect));
  });
  afterAll(() => t?.close());

  it("a write's change rows appear in order, and since returns exactly the later ones", async () => {
    const db = t.testDb.database.db;
    const first = await createTodo(db, tenant);
    const second = await createTodo(db, tenant);
    const before = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    for (const todo of [first, second]) {
      const res = await t.request(tenant.guide, 'POST', `/users/${tenant.guide.id}/todos/${todo.id}/snooze`, { body: { noActionNeeded: true } });
      expect(res.status).toBe(200);
    }
    const all = await t.request(tenant.guide, 'GET', `/sync/changes?since=${before}`);
    expect(all.body.head).toBe(before + 2);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.changes.map((c: { seq: number; id: string }) => [c.seq, c.id])).toEqual([[before + 1, first.id], [before + 2, second.id]]);
    expect(all.body.changes[0]).toMatchObject({ entity: 'todo', op: 'upsert', data: { id: first.id, completedAt: expect.any(String) } });
    const later = await t.request(tenant.guide, 'GET', `/sync/changes?since=${before + 1}`);
    expect(later.body.changes.map((c: { id: string }) => c.id)).toEqual([second.id]);
  });

  it('concurrent writes get gap-free, unique sequences per tenant, and tenants do not share them', async () => {
    const db = t.testDb.database.db;
    const start = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writeWithChanges(db, i % 3 === 0 ? other.clientId : tenant.clientId, async (_tx, changes) => {
          changes.record({ entity: 'feedItem', id: `alert-${i}`, op: i % 2 ? 'delete' : 'upsert', data: i % 2 ? null : { id: `alert-${i}` } });
        }),
      ),
    );
    const mine = await t.request(tenant.guide, 'GET', `/sync/changes?since=${start}`);
    const seqs = mine.body.changes.map((c: { seq: number }) => c.seq);
    expect(seqs).toEqual(Array.from({ length: 8 }, (_, i) => start + i + 1));
    expect(mine.body.changes.every((c: { id: string }) => !['alert-0', 'alert-3', 'alert-6', 'alert-9'].includes(c.id))).toBe(true);
    const tombstone = mine.body.changes.find((c: { op: string }) => c.op === 'delete');
    expect(tombstone.data).toBeNull();
    const theirs = await t.request(other.guide, 'GET', '/sync/changes?since=0');
    expect(theirs.body.changes.map((c: { seq: number }) => c.seq)).toEqual([1, 2, 3, 4]);
  });

  it('a failed write leaves neither the row nor a change behind', async () => {
    const db = t.testDb.database.db;
    const head = (await t.request(tenant.guide, 'GET', '/sync/changes?since=0')).body.head as number;
    await expect(
      writeWithChanges(db, tenant.clientId, async (_tx, changes) => {
        changes.record({ entity: 'feedItem', id: 'doomed', op: 'upsert', data: {} });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await t.request(tenant.guide, 'GET', `/sync/changes?since=${head}`);
    expect(after.body).toMatchObject({ head, changes: [] });
  });

  it('pages with limit and reports hasMore', async () => {
    const res = await t.request(tenant.guide, 'GET', '/sync/changes?since=0&limit=2');
    expect(res.body.changes).toHaveLength(2);
    expect(res.body.hasMore).toBe(true);
  });
});
