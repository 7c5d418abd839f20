import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../db/reference-data.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/databases.ts';
import { createOrganisation } from '../testing/factories.ts';
import { findLinkByKey } from './links.ts';
import { createMember } from './testing.ts';
import { describeConsentDemo, seedConsentDemo, uuidFrom } from './seed-consent.ts';

describe.each(DIALECTS)('seedConsentDemo on %s', (dialect) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    await ensureReferenceData(testDb.database.db);
  });
  afterAll(() => testDb?.drop());

  it('makes the terms, live links, one expired link and earlier answers; running again adds links only', async () => {
    const db = testDb.database.db;
    const tenant = await createOrganisation(db, 'Demo');
    const memberIds = [tenant.member.id];
    for (let i = 0; i < 12; i++) memberIds.push(await createMember(db, tenant, `M${i}`));
    let n = 0;
    const random = () => (n = (n * 9301 + 49297) % 233280) / 233280;
    const now = new Date();
    const demo = await seedConsentDemo(db, {
      organisationId: tenant.organisationId,
      clientId: tenant.clientId,
      memberIds,
      now,
      random,
      publicUrl: 'https://care.example.org',
      answeredShare: 1,
    });
    expect(demo.terms.map((t) => t.key)).toEqual(['consent-to-treat', 'tcpa-text-messaging', 'hipaa-privacy-release']);
    expect(demo.liveLinks).toHaveLength(3);
    expect(demo.liveLinks[0]?.url).toMatch(/^https:\/\/consent\.example\.org\/\?key=[A-Za-z0-9_-]{43}$/);
    expect(demo.answers).toBeGreaterThan(0);
    for (const link of demo.liveLinks) expect((await findLinkByKey(db, link.key, now)).status).toBe('active');
    expect((await findLinkByKey(db, demo.expiredLink?.key, now)).status).toBe('expired');
    expect(describeConsentDemo(demo).join('\n')).toContain(demo.liveLinks[0]!.url);

    const again = await seedConsentDemo(db, {
      organisationId: tenant.organisationId,
      clientId: tenant.clientId,
      memberIds: memberIds.slice(0, 1),
      now,
      random,
      answeredShare: 0,
    });
    expect(again.terms).toEqual(demo.terms);
  });

  it('makes version-4 UUIDs from the seeded stream', () => {
    expect(uuidFrom(Math.random)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
