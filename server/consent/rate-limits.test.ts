import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/databases.ts';
import { createOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { DEFAULT_CONSENT_RATE_LIMITS } from './rate-limits.ts';
import { createConsentFixture, type ConsentFixture } from './testing.ts';

// Its own server: once an address is shut out, it stays shut out for the window.
describe.each(DIALECTS)('guessing consent keys on %s', (dialect) => {
  let t: TestServer;
  let fixture: ConsentFixture;

  beforeAll(async () => {
    // Behind a proxy that sets X-Forwarded-For, so the test can speak from several addresses.
    t = await startTestServer(dialect, { env: { TRUST_PROXY: 'true' } });
    fixture = await createConsentFixture(t.testDb.database.db, await createOrganisation(t.testDb.database.db, 'Alpha'));
  });
  afterAll(() => t?.close());

  const get = (path: string, address: string) =>
    fetch(`${t.baseUrl}/api${path}`, { headers: { 'x-forwarded-for': address } });

  it('1,000 random keys find nothing and shut the address out; other addresses are unaffected', async () => {
    const statuses: Record<number, number> = {};
    let retryAfter: string | null = null;
    for (let i = 0; i < 1000; i++) {
      const res = await get(`/consent/links/${randomBytes(32).toString('base64url')}`, '203.0.113.7');
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
      await res.arrayBuffer();
    }
    expect(statuses).toEqual({
      404: DEFAULT_CONSENT_RATE_LIMITS.missMax,
      429: 1000 - DEFAULT_CONSENT_RATE_LIMITS.missMax,
    });
    expect(Number(retryAfter)).toBeGreaterThan(0);

    // The guesser's address cannot use even a real key now, on any public consent call.
    expect((await get(`/consent/links/${fixture.key}`, '203.0.113.7')).status).toBe(429);
    expect((await get(`/consent/form/?key=${fixture.key}&term=tcpa-text-messaging`, '203.0.113.7')).status).toBe(429);
    // A member elsewhere is not affected.
    expect((await get(`/consent/links/${fixture.key}`, '198.51.100.20')).status).toBe(200);
  });

  it('each public route also caps calls per minute per address, even with a valid key', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i <= DEFAULT_CONSENT_RATE_LIMITS.perRouteMax; i++) {
      const res = await get(`/consent/allTerms?key=${fixture.key}`, '198.51.100.99');
      statuses.add(res.status);
      await res.arrayBuffer();
    }
    expect([...statuses].sort()).toEqual([200, 429]);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(Boolean(redisUrl))('consent rate limits across instances on Redis', () => {
  it('misses counted on one instance shut the address out on another', async () => {
    const first = await startTestServer(process.env.DATABASE_URL ? 'postgres' : 'pglite', {
      redisUrl,
      env: { TRUST_PROXY: 'true' },
    });
    const second = await startTestServer('pglite', { redisUrl, testDb: first.testDb, env: { TRUST_PROXY: 'true' } });
    try {
      // A fresh documentation-range address per run: Redis keeps the window between runs.
      const address = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const guess = (t: TestServer) =>
        fetch(`${t.baseUrl}/api/consent/links/${randomBytes(32).toString('base64url')}`, {
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < DEFAULT_CONSENT_RATE_LIMITS.missMax; i++)
        expect((await guess(i % 2 ? first : second)).status).toBe(404);
      expect((await guess(first)).status).toBe(429);
      expect((await guess(second)).status).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
