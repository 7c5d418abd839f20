import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer } from '../testing/harness.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('closing the server on %s', (dialect) => {
  it('answers the request in flight, then finishes at once instead of waiting out its keep-alive connection', async () => {
    const t = await startTestServer(dialect);
    // Over a real socket: the keep-alive connection is what the close must not wait out.
    t.transport = (url, init) => fetch(url, init);
    const organisation = await t.organisation();
    const db = t.testDb.database.db;
    // The test holds the users table, so the guide's request (which reads its actor there) stays
    // in flight until the close has begun.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      await held;
    });
    await sleep(100);
    const answer = t.request(organisation.guide, 'GET', '/users/user/verify');
    await sleep(300);
    const started = performance.now();
    let closedAfter: number | undefined;
    const closing = t.close().then(() => (closedAfter = performance.now() - started));
    await sleep(200);
    release();
    await holding;
    expect((await answer).status).toBe(200);
    // Without draining, Node waits the keep-alive timeout (72 s) for that connection to go idle and close.
    await Promise.race([closing, sleep(15_000)]);
    expect(closedAfter).toBeLessThan(15_000);
  }, 30_000);
});
