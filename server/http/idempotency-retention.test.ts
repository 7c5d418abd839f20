/**
 * Claimed keys are kept as long as a retry may still come, then pruned by due work: a webhook's
 * after 7 days, a user's after 30; newer ones stay, whoever claimed them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index.ts';
import { DUE_WORK } from '../jobs/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { pruneIdempotencyClaims } from './idempotency-retention.ts';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('idempotency claims on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('are pruned once past their keeping, by the due work, newer ones kept', async () => {
    const db = t.testDb.database.db;
    const org = await t.organisation('Retention');
    const now = new Date('2026-12-03T12:00:00Z');
    const claim = (key: string, userId: string | null, ageDays: number) => ({
      organisationId: org.organisationId,
      key: `${key}-${randomUUID()}`,
      userId,
      route: userId ? 'POST /notes' : 'webhook smsInbound',
      statusCode: 200,
      body: {},
      createdAt: new Date(now.getTime() - ageDays * DAY_MS),
    });
    const rows = [
      claim('webhook:old', null, 8),
      claim('webhook:recent', null, 6),
      claim('user:old', org.guide.id, 31),
      claim('user:weeks', org.guide.id, 10),
    ];
    await db.insert(idempotencyKeys).values(rows);

    expect(DUE_WORK.map((work) => work.name)).toContain('pruneIdempotencyClaims');
    await pruneIdempotencyClaims(db, now);

    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.organisationId, org.organisationId),
          inArray(
            idempotencyKeys.key,
            rows.map((row) => row.key),
          ),
        ),
      );
    expect(left.map((row) => row.key.split('-')[0]).sort()).toEqual(['user:weeks', 'webhook:recent']);
  });
});
