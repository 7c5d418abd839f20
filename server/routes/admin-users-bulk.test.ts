import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES, OPERATIONS, ADMIN_USER_MESSAGES } from '../../domain/index.ts';
import { teamMemberships, users } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStaffUser } from './admin-users.scenarios.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('User Administration bulk operations on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('a super admin takes app access from two users; both are refused at once; the outcome is theirs alone', async () => {
    const org = await t.organisation('Alpha');
    const [a, b] = [await createStaffUser(db(), org), await createStaffUser(db(), org)];
    const [rootSince, guideSince] = [await changeHead(t, org.superAdmin), await changeHead(t, org.guide)];
    const id = randomUUID();
    const done = await as(t, org.superAdmin).call(OPERATIONS.bulkUserOperation, {
      body: { id, userIds: [a.id, b.id], operation: 'TOGGLE_APP_ACCESS', data: { hasAppAccess: false } },
    });
    expect(done.body).toMatchObject({ id, successCount: 2, failureCount: 0 });
    expect((await as(t, a).call(OPERATIONS.memberStatuses, {})).status).toBe(403);
    expect((await as(t, b).call(OPERATIONS.memberStatuses, {})).status).toBe(403);
    const mine = await changesSince(t, org.superAdmin, rootSince);
    expect(mine.at(-1)).toMatchObject({ entity: 'adminBulkOperation', id });
    expect((await changesSince(t, org.guide, guideSince)).map((c) => c.entity)).not.toContain('adminBulkOperation');
  });

  it('a plain admin may assign and remove teams but not toggle access or delete', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, await createStaffUser(db(), org, 'ADMIN', 'Plain'));
    const user = await createStaffUser(db(), org);
    for (const operation of ['TOGGLE_APP_ACCESS', 'DELETE_USERS'] as const) {
      const refused = await admin.call(OPERATIONS.bulkUserOperation, {
        body: { id: randomUUID(), userIds: [user.id], operation, data: { hasAppAccess: false } },
      });
      expect(refused.status, operation).toBe(403);
    }
    const none = await admin.call(OPERATIONS.bulkUserOperation, {
      body: { id: randomUUID(), userIds: [user.id], operation: 'ASSIGN_TEAMS', data: { teamIds: [] } },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(BULK_MESSAGES.teamsRequired);
    const added = await admin.call(OPERATIONS.bulkUserOperation, {
      body: {
        id: randomUUID(),
        userIds: [user.id, org.guide.id],
        operation: 'ASSIGN_TEAMS',
        data: { teamIds: org.teamIds },
      },
    });
    expect(added.body).toMatchObject({ successCount: 2, failureCount: 0 });
    const held = await db().select().from(teamMemberships).where(eq(teamMemberships.userId, org.guide.id));
    // The guide keeps MEMBER of their first team and views the second.
    expect(held.map((m) => [m.teamId, m.role]).sort()).toEqual(
      [
        [org.teamIds[0], 'MEMBER'],
        [org.teamIds[1], 'VIEWER'],
      ].sort(),
    );
    const removed = await admin.call(OPERATIONS.bulkUserOperation, {
      body: { id: randomUUID(), userIds: [user.id], operation: 'REMOVE_TEAMS', data: { teamIds: [org.teamIds[1]] } },
    });
    expect(removed.body.successCount).toBe(1);
    const left = await db().select().from(teamMemberships).where(eq(teamMemberships.userId, user.id));
    expect(left.map((m) => m.teamId)).toEqual([org.teamIds[0]]);
  });

  it('reports each user: another organisation’s is not found, the last administrator is kept, the rest are done', async () => {
    const [org, other] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const user = await createStaffUser(db(), org);
    const done = await as(t, org.superAdmin).call(OPERATIONS.bulkUserOperation, {
      body: {
        id: randomUUID(),
        userIds: [user.id, other.guide.id, org.superAdmin.id],
        operation: 'DELETE_USERS',
        data: {},
      },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ successCount: 1, failureCount: 2 });
    expect(done.body.results).toEqual([
      expect.objectContaining({ userId: user.id, success: true }),
      expect.objectContaining({ userId: other.guide.id, success: false, message: BULK_MESSAGES.userNotFound }),
      expect.objectContaining({
        userId: org.superAdmin.id,
        success: false,
        message: ADMIN_USER_MESSAGES.lastAdministrator,
      }),
    ]);
    const [gone] = await db().select().from(users).where(eq(users.id, user.id));
    const [kept] = await db().select().from(users).where(eq(users.id, org.superAdmin.id));
    const [theirs] = await db().select().from(users).where(eq(users.id, other.guide.id));
    expect([gone?.isDeleted, kept?.isDeleted, theirs?.isDeleted]).toEqual([true, false, false]);
  });
});
