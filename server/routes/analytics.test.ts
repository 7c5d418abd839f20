import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createInteraction, createMemberOf, createTodo } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { EMBED_TTL_MS } from './analytics.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('docket analytics routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const embedBody = (guideId: string, yearMonth: string) => ({
    body: { key: 'docketDashboard', params: { docketDashboard: { guideId, yearMonth } } },
  });

  it('answers a signed URL of the portal’s own dashboard page that expires, and its data holds the guide’s month', async () => {
    const org = await t.organisation('Alpha');
    const second = await createMemberOf(db(), org);
    // The guide's timezone is the test user's default; mid-month noon UTC is the same day in any US zone.
    await createInteraction(db(), org, {
      interactionType: 'call',
      timestamp: new Date('2026-03-10T16:00:00Z'),
      duration: 600,
    });
    await createInteraction(db(), org, {
      interactionType: 'visit',
      timestamp: new Date('2026-03-10T17:00:00Z'),
      duration: 1800,
      memberId: second,
    });
    await createInteraction(db(), org, {
      interactionType: 'message',
      timestamp: new Date('2026-03-12T16:00:00Z'),
      duration: null,
    });
    await createInteraction(db(), org, {
      interactionType: 'call',
      timestamp: new Date('2026-04-02T16:00:00Z'),
      duration: 600,
    });
    await createTodo(db(), org, { completedAt: new Date('2026-03-11T16:00:00Z') });
    const before = Date.now();
    const embed = await t.request(org.guide, 'POST', '/users/sigma-embed', embedBody(org.guide.id, '202603'));
    expect(embed.status).toBe(200);
    expect(embed.body.hasEmbed).toBe(true);
    expect(embed.body.expirationTimestamp).toBeGreaterThanOrEqual(before + EMBED_TTL_MS);
    const url = new URL(embed.body.url, 'http://portal.test');
    expect(url.pathname).toBe('/analytics/docket');
    const data = await t.request(org.guide, 'GET', `/analytics/docket-dashboard${url.search}`);
    expect(data.status).toBe(200);
    expect(data.body.days).toHaveLength(31);
    expect(data.body.days.find((d: { day: string }) => d.day === '2026-03-10')).toEqual({
      day: '2026-03-10',
      call: 1,
      visit: 1,
      message: 0,
      note: 0,
    });
    expect(data.body).toMatchObject({ membersEngaged: 2, followUpsDone: 1, contactMinutes: 40 });
  });

  it('refuses a tampered or expired signature with 403, and another organisation’s guide with 404', async () => {
    const org = await t.organisation('Alpha');
    const other = await t.organisation('Beta');
    const embed = await t.request(org.guide, 'POST', '/users/sigma-embed', embedBody(org.guide.id, '202603'));
    const url = new URL(embed.body.url, 'http://portal.test');
    const tampered = new URLSearchParams(url.search);
    tampered.set('guideId', org.otherGuide.id);
    expect((await t.request(org.guide, 'GET', `/analytics/docket-dashboard?${tampered.toString()}`)).status).toBe(403);
    const expired = new URLSearchParams(url.search);
    expired.set('expires', String(Date.now() - 1000));
    expect((await t.request(org.guide, 'GET', `/analytics/docket-dashboard?${expired.toString()}`)).status).toBe(403);
    expect((await t.request(org.guide, 'POST', '/users/sigma-embed', embedBody(other.guide.id, '202603'))).status).toBe(
      404,
    );
    expect((await t.request(org.guide, 'POST', '/users/sigma-embed', embedBody(org.guide.id, '202613'))).status).toBe(
      400,
    );
  });
});
