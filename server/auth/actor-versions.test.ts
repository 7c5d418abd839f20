/**
 * Each instance keeps the users it has read and re-reads only their rows' versions per request
 * (`actor.ts`): a change to the user or their customer, made by another instance or outside the
 * application altogether, must count from the very next request, as it did when every request read
 * the whole row.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

describe.each(DIALECTS)('the acting user as it stands, on %s', (dialect) => {
  let t: TestServer;
  let other: TestServer;
  const db = () => t.testDb.database.db;
  const verify = (server: TestServer, who: { id: string; email: string }) =>
    server.request(who, 'GET', '/users/user/verify');

  beforeAll(async () => {
    t = await startTestServer(dialect);
    other = await startTestServer(dialect, { testDb: t.testDb });
  });
  afterAll(async () => {
    await other?.server.close();
    await t?.close();
  });

  it("sees a user's and their customer's changes at the next request, on every instance", async () => {
    const org = await t.organisation('Kept');
    for (const server of [t, other]) expect((await verify(server, org.guide)).status).toBe(200);

    await db().update(users).set({ firstName: 'Renamed' }).where(eq(users.id, org.guide.id));
    await db()
      .update(clients)
      .set({ featureFlags: ['scheduled-sms'] })
      .where(eq(clients.id, org.clientId));
    for (const server of [t, other]) {
      const answer = await verify(server, org.guide);
      expect(answer.body.user).toMatchObject({ firstName: 'Renamed' });
      expect(answer.body.user.featureFlags).toContain('scheduled-sms');
    }

    await db().update(users).set({ hasAppAccess: false }).where(eq(users.id, org.guide.id));
    for (const server of [t, other])
      expect((await server.request(org.guide, 'GET', '/users/member-statuses')).status).toBe(403);

    await db().update(users).set({ isDeleted: true }).where(eq(users.id, org.guide.id));
    for (const server of [t, other]) expect((await verify(server, org.guide)).status).toBe(401);
  });

  it('answers the change head as it stands, with a kept user', async () => {
    const org = await t.organisation('Head');
    const first = await verify(t, org.guide);
    const note = await t.request(org.guide, 'POST', '/notes', {
      body: { userId: org.member.id, text: '<p>A note</p>' },
    });
    expect(note.status).toBe(200);
    const again = await verify(other, org.guide);
    expect(Number(again.headers.get('x-change-head'))).toBeGreaterThan(Number(first.headers.get('x-change-head')));
  });
});
