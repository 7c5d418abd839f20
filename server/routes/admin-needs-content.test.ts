import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_CONTENT_MESSAGES, NEEDS_METADATA_ROW_ID, OPERATIONS, type PropertyError } from '../../domain/index.ts';
import { auditTrail, needActivities, needCategories, needDomains, needIssues, needZCodes } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import {
  activityBody,
  categoryBody,
  createNeedsContent,
  domainBody,
  issueBody,
  uniqueZCode,
} from './admin-needs-content.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('Needs Content routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  /** Every metadata row of the organisation, each table in a stable order: what a refusal must leave alone. */
  const metadataRowsOf = async (organisationId: string) =>
    Promise.all(
      [needDomains, needCategories, needActivities, needIssues].map((table) =>
        db().select().from(table).where(eq(table.organisationId, organisationId)).orderBy(table.id),
      ),
    ).then(async (rows) => [
      ...rows,
      await db()
        .select()
        .from(needZCodes)
        .where(eq(needZCodes.organisationId, organisationId))
        .orderBy(needZCodes.code),
    ]);
  const auditOf = (org: TestOrganisation, operation: string) =>
    db()
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.organisationId, org.organisationId), eq(auditTrail.operation, operation)));

  it('an admin changes an issue; the answer and the guide’s change carry it, and the change is audited', async () => {
    const org = await t.organisation('Alpha');
    const fixture = await createNeedsContent(db(), org);
    const guideSince = await changeHead(t, org.guide);
    const body = { ...issueBody(fixture), label: 'Facing eviction this month', tags: ['eviction'] };
    const changed = await as(t, org.superAdmin).call(OPERATIONS.updateNeedIssue, {
      params: { id: fixture.issueId },
      body,
    });
    expect(changed.status).toBe(200);
    const issue = changed.body.issues.find((row) => row.id === fixture.issueId);
    expect(issue).toMatchObject({ label: 'Facing eviction this month', tags: ['eviction'], defaultTimeFrameDays: 14 });

    // The guide hears of it (an open need dialog follows it), as the whole metadata in one change.
    const heard = (await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'needsMetadata');
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ id: NEEDS_METADATA_ROW_ID, op: 'upsert' });
    expect(heard[0]!.data).toEqual(changed.body);
    // And reads it whole as the sync engine does.
    const row = await as(t, org.guide).call(OPERATIONS.needsMetadataRow, {});
    expect(row.body).toEqual(changed.body);

    const audited = await auditOf(org, 'updateNeedIssue');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ userId: org.superAdmin.id, outcome: 'allowed', memberIds: [] });
  });

  it('adds one item of each kind, the issue naming the new category, activity and Z-code', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const ids = { domain: randomUUID(), category: randomUUID(), activity: randomUUID(), issue: randomUUID() };
    const zCode = uniqueZCode();
    expect((await admin.call(OPERATIONS.createNeedDomain, { body: { id: ids.domain, ...domainBody() } })).status).toBe(
      200,
    );
    const category = await admin.call(OPERATIONS.createNeedCategory, {
      body: { id: ids.category, ...categoryBody(ids.domain) },
    });
    expect(category.status).toBe(200);
    expect(
      (await admin.call(OPERATIONS.createNeedActivity, { body: { id: ids.activity, ...activityBody() } })).status,
    ).toBe(200);
    const zCodeKey = `eviction-${randomUUID().slice(0, 8)}`;
    const zCodeMade = await admin.call(OPERATIONS.createNeedZCode, {
      body: {
        code: zCode,
        key: zCodeKey,
        title: 'Eviction',
        issues: ['Eviction notice', 'Back rent'],
        assistances: ['Legal aid referral'],
      },
    });
    expect(zCodeMade.status).toBe(200);
    const made = await admin.call(OPERATIONS.createNeedIssue, {
      body: { id: ids.issue, ...issueBody({ categoryId: ids.category, activityId: ids.activity, zCode }) },
    });
    expect(made.status).toBe(200);
    expect(made.body.domains.map((d) => d.id)).toContain(ids.domain);
    expect(made.body.categories.find((c) => c.id === ids.category)?.domainId).toBe(ids.domain);
    expect(made.body.zCodes).toContainEqual({
      code: zCode,
      key: zCodeKey,
      title: 'Eviction',
      issues: ['Eviction notice', 'Back rent'],
      assistances: ['Legal aid referral'],
    });
    expect(made.body.issues.find((i) => i.id === ids.issue)).toMatchObject({
      categoryId: ids.category,
      activityIds: [ids.activity],
      zCode,
    });
    // The Z-code's key, overview and lists change; its code is the path, not the body.
    const retitled = await admin.call(OPERATIONS.updateNeedZCode, {
      params: { id: zCode },
      body: { key: `${zCodeKey}-2`, title: 'Evicted', issues: [], assistances: ['Legal aid referral', 'Moving help'] },
    });
    expect(retitled.body.zCodes).toContainEqual({
      code: zCode,
      key: `${zCodeKey}-2`,
      title: 'Evicted',
      issues: [],
      assistances: ['Legal aid referral', 'Moving help'],
    });
  });

  it('refuses empty fields, a taken key and an unknown Z-code on their fields, writing and recording nothing', async () => {
    const org = await t.organisation('Alpha');
    const fixture = await createNeedsContent(db(), org);
    const admin = as(t, org.superAdmin);
    const [before, since] = [await metadataRowsOf(org.organisationId), await changeHead(t, org.superAdmin)];
    const [takenKey] = await db()
      .select({ key: needIssues.key })
      .from(needIssues)
      .where(eq(needIssues.id, fixture.issueId));

    const empty = await admin.call(OPERATIONS.createNeedIssue, {
      body: { ...issueBody(fixture), id: randomUUID(), key: '', label: '  ', defaultTimeFrameDays: 0, sortOrder: 0 },
    });
    expect(empty.status).toBe(400);
    const messages = JSON.stringify(errorsOf(empty.body));
    for (const message of [
      NEEDS_CONTENT_MESSAGES.keyInvalid,
      NEEDS_CONTENT_MESSAGES.labelRequired,
      NEEDS_CONTENT_MESSAGES.days,
      NEEDS_CONTENT_MESSAGES.sortOrder,
    ])
      expect(messages).toContain(message);

    for (const [body, property, message] of [
      [{ ...issueBody(fixture), key: takenKey!.key }, 'key', NEEDS_CONTENT_MESSAGES.keyTaken],
      [{ ...issueBody(fixture), zCode: 'Z99.9' }, 'zCode', NEEDS_CONTENT_MESSAGES.zCodeUnknown],
    ] as const) {
      const answer = await admin.call(OPERATIONS.createNeedIssue, { body: { id: randomUUID(), ...body } });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)).toEqual([expect.objectContaining({ property })]);
      expect(JSON.stringify(errorsOf(answer.body))).toContain(message);
    }
    const zCodeBody = { key: `again-${randomUUID().slice(0, 8)}`, title: 'Again', issues: [], assistances: [] };
    const dup = await admin.call(OPERATIONS.createNeedZCode, { body: { code: fixture.zCode, ...zCodeBody } });
    expect(errorsOf(dup.body)).toEqual([expect.objectContaining({ property: 'code' })]);
    const [fixtureZCode] = await db()
      .select({ key: needZCodes.key })
      .from(needZCodes)
      .where(and(eq(needZCodes.organisationId, org.organisationId), eq(needZCodes.code, fixture.zCode)));
    const takenZCodeKey = await admin.call(OPERATIONS.createNeedZCode, {
      body: { code: 'Z59.99', ...zCodeBody, key: fixtureZCode!.key },
    });
    expect(errorsOf(takenZCodeKey.body)).toEqual([
      expect.objectContaining({ property: 'key', constraints: { refused: NEEDS_CONTENT_MESSAGES.keyTaken } }),
    ]);
    const tooMany = await admin.call(OPERATIONS.createNeedZCode, {
      body: { code: 'Z59.98', ...zCodeBody, issues: Array.from({ length: 31 }, (_, n) => `Issue ${n}`) },
    });
    expect(JSON.stringify(errorsOf(tooMany.body))).toContain(NEEDS_CONTENT_MESSAGES.zCodeEntries);
    // An undeclared key is refused whole.
    const smuggled = await t.request(org.superAdmin, 'PATCH', `/needs/metadata/domains/${fixture.domainId}`, {
      body: { ...domainBody(), organisationId: randomUUID() },
    });
    expect(smuggled.status).toBe(400);

    expect(await metadataRowsOf(org.organisationId)).toEqual(before);
    expect((await changesSince(t, org.superAdmin, since)).filter((c) => c.entity === 'needsMetadata')).toEqual([]);
  });

  it('guides and supervisors are refused; another organisation’s item, or one naming it, is not found', async () => {
    const [org, other] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const [mine, theirs] = [await createNeedsContent(db(), org), await createNeedsContent(db(), other)];
    const theirsBefore = await metadataRowsOf(other.organisationId);
    for (const user of [org.guide, org.supervisor]) {
      const refused = await as(t, user).call(OPERATIONS.updateNeedDomain, {
        params: { id: mine.domainId },
        body: domainBody(),
      });
      expect(refused.status).toBe(403);
    }
    const admin = as(t, org.superAdmin);
    const answers = [
      await admin.call(OPERATIONS.updateNeedDomain, { params: { id: theirs.domainId }, body: domainBody() }),
      await admin.call(OPERATIONS.updateNeedActivity, { params: { id: theirs.activityId }, body: activityBody() }),
      await admin.call(OPERATIONS.updateNeedZCode, {
        params: { id: theirs.zCode },
        body: { key: 'mine-now', title: 'Mine now', issues: [], assistances: [] },
      }),
      await admin.call(OPERATIONS.createNeedCategory, {
        body: { id: randomUUID(), ...categoryBody(theirs.domainId) },
      }),
      await admin.call(OPERATIONS.updateNeedIssue, {
        params: { id: mine.issueId },
        body: issueBody({ ...mine, activityId: theirs.activityId }),
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    // A create that reuses another organisation's id is refused on its field, not a server error.
    const reused = await admin.call(OPERATIONS.createNeedDomain, { body: { id: theirs.domainId, ...domainBody() } });
    expect(reused.status).toBe(400);
    expect(JSON.stringify(reused.body)).toContain('id is already in use');
    expect(await metadataRowsOf(other.organisationId)).toEqual(theirsBefore);
    // The row lists only the caller's own.
    const row = await as(t, org.guide).call(OPERATIONS.needsMetadataRow, {});
    expect(row.body.issues.map((i) => i.id)).not.toContain(theirs.issueId);
  });
});
