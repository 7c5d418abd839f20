import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_SEGMENT_MESSAGES,
  EMPTY_ASSIGNMENT_CONFIGURATION,
  EMPTY_DUE_AT_CONFIG,
  OPERATIONS,
  type PropertyError,
} from '../../domain/index.ts';
import { customerSegments, memberChangeLogs, memberSegments } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createMemberOf } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createSegment, screeningSurveyId } from './admin-survey-assignment.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)("customers' segments and a member's segment on %s", (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const segmentOf = async (memberId: string) =>
    (await db().select().from(memberSegments).where(eq(memberSegments.memberId, memberId)))[0]?.segmentId ?? null;

  it('an admin adds segments (each last), renames one; a guide hears of them and reads them; a taken name is refused', async () => {
    const org = await t.organisation('Segments');
    const admin = as(t, org.superAdmin);
    const guideSince = await changeHead(t, org.guide);
    const [high, low] = [randomUUID(), randomUUID()];
    for (const [id, name] of [
      [high, '  High risk '],
      [low, 'Low risk'],
    ] as const) {
      const made = await admin.call(OPERATIONS.createCustomerSegment, {
        params: { id: org.clientId },
        body: { id, name },
      });
      expect(made.status).toBe(200);
    }
    const taken = await admin.call(OPERATIONS.createCustomerSegment, {
      params: { id: org.clientId },
      body: { id: randomUUID(), name: 'High risk' },
    });
    expect(taken.status).toBe(400);
    expect(errorsOf(taken.body)).toEqual([
      { property: 'name', constraints: { refused: CUSTOMER_SEGMENT_MESSAGES.nameTaken } },
    ]);
    // The same name in another customer is another segment.
    const elsewhere = await admin.call(OPERATIONS.createCustomerSegment, {
      params: { id: org.otherClientId },
      body: { id: randomUUID(), name: 'High risk' },
    });
    expect(elsewhere.status).toBe(200);

    const renamed = await admin.call(OPERATIONS.renameCustomerSegment, {
      params: { id: org.clientId, segmentId: low },
      body: { name: 'Stable' },
    });
    expect(renamed.body).toMatchObject({ id: low, name: 'Stable', sortOrder: 2 });
    const clash = await admin.call(OPERATIONS.renameCustomerSegment, {
      params: { id: org.clientId, segmentId: low },
      body: { name: 'High risk' },
    });
    expect(clash.status).toBe(400);

    const listed = await as(t, org.guide).call(OPERATIONS.customerSegments, {});
    expect(listed.body.data.filter((s) => s.clientId === org.clientId).map((s) => [s.name, s.sortOrder])).toEqual([
      ['High risk', 1],
      ['Stable', 2],
    ]);
    const heard = await changesSince(t, org.guide, guideSince);
    expect(heard.filter((c) => c.entity === 'customerSegment').map((c) => c.id)).toEqual([
      high,
      low,
      elsewhere.body.id,
      low,
    ]);
  });

  it('a blank name and undeclared keys are refused and nothing is written; a guide may not add one', async () => {
    const org = await t.organisation('Refused');
    const admin = as(t, org.superAdmin);
    const blank = await admin.call(OPERATIONS.createCustomerSegment, {
      params: { id: org.clientId },
      body: { id: randomUUID(), name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain(CUSTOMER_SEGMENT_MESSAGES.nameRequired);
    const extra = await admin.call(OPERATIONS.createCustomerSegment, {
      params: { id: org.clientId },
      body: { id: randomUUID(), name: 'Fine', sortOrder: 9 } as never,
    });
    expect(extra.status).toBe(400);
    const byGuide = await as(t, org.guide).call(OPERATIONS.createCustomerSegment, {
      params: { id: org.clientId },
      body: { id: randomUUID(), name: 'Mine' },
    });
    expect(byGuide.status).toBe(403);
    expect(await db().select().from(customerSegments).where(eq(customerSegments.clientId, org.clientId))).toEqual([]);
  });

  it("a guide puts a member in a segment of the member's customer, shown on the record and in the member's file", async () => {
    const org = await t.organisation('Member');
    const guide = as(t, org.guide);
    const first = await createSegment(db(), org, [], 'Rising risk');
    const second = await createSegment(db(), org, [], 'Stable');
    const foreignCustomers = await createSegment(db(), { ...org, clientId: org.otherClientId });

    const since = await changeHead(t, org.supervisor);
    const put = await guide.call(OPERATIONS.setMemberSegment, {
      params: { memberId: org.member.id },
      body: { segmentId: first },
    });
    expect(put.body).toMatchObject({ id: org.member.id, segmentId: first });
    await guide.call(OPERATIONS.setMemberSegment, { params: { memberId: org.member.id }, body: { segmentId: second } });
    expect(await segmentOf(org.member.id)).toBe(second);
    const record = await guide.call(OPERATIONS.getUser, { params: { userId: org.member.id } });
    expect(record.body.segmentId).toBe(second);

    const wrong = await guide.call(OPERATIONS.setMemberSegment, {
      params: { memberId: org.member.id },
      body: { segmentId: foreignCustomers },
    });
    expect(wrong.status).toBe(400);
    expect(await segmentOf(org.member.id)).toBe(second);

    // The same again records nothing; none takes the member out.
    await guide.call(OPERATIONS.setMemberSegment, { params: { memberId: org.member.id }, body: { segmentId: second } });
    await guide.call(OPERATIONS.setMemberSegment, { params: { memberId: org.member.id }, body: { segmentId: null } });
    expect(await segmentOf(org.member.id)).toBeNull();

    const heard = await changesSince(t, org.supervisor, since);
    expect(heard.filter((c) => c.entity === 'user').map((c) => (c.data as { segmentId: unknown }).segmentId)).toEqual([
      first,
      second,
      null,
    ]);
    const file = await db().select().from(memberChangeLogs).where(eq(memberChangeLogs.memberId, org.member.id));
    expect(file.map((entry) => entry.detailedChanges.map((c) => [c.field, c.oldValue, c.newValue])).sort()).toEqual(
      [
        [['segment', null, 'Rising risk']],
        [['segment', 'Rising risk', 'Stable']],
        [['segment', 'Stable', null]],
      ].sort(),
    );
  });

  it('deleting a segment takes its members out of it, each heard; refused while survey criteria name it', async () => {
    const org = await t.organisation('Delete');
    const admin = as(t, org.superAdmin);
    const second = await createMemberOf(db(), org, { firstName: 'Second' });
    const segmentId = await createSegment(db(), org, [org.member.id, second]);
    const named = await createSegment(db(), org);
    const matched = await createSegment(db(), org);
    const surveyId = await screeningSurveyId(db(), org);
    const saved = await admin.call(OPERATIONS.updateSurveyAssignment, {
      params: { surveyId },
      body: {
        assignmentConfiguration: {
          ...EMPTY_ASSIGNMENT_CONFIGURATION,
          clientIds: [org.clientId],
          segmentIds: [matched],
        },
        dueAtConfig: {
          ...EMPTY_DUE_AT_CONFIG,
          offsetValue: 30,
          segmentOverrides: [{ segmentId: named, offsetValue: 60, maxMonth: null }],
        },
      },
    });
    expect(saved.body).toMatchObject({ surveyId });
    // Named by an override, or as one of the segments the criteria match.
    for (const used of [named, matched]) {
      const refused = await admin.call(OPERATIONS.deleteCustomerSegment, {
        params: { id: org.clientId, segmentId: used },
      });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused.body)[0]?.constraints).toEqual({ refused: CUSTOMER_SEGMENT_MESSAGES.inUse });
    }

    const since = await changeHead(t, org.guide);
    const deleted = await admin.call(OPERATIONS.deleteCustomerSegment, { params: { id: org.clientId, segmentId } });
    expect(deleted.body).toEqual({ id: segmentId, membersCleared: 2 });
    expect([await segmentOf(org.member.id), await segmentOf(second)]).toEqual([null, null]);
    const heard = await changesSince(t, org.guide, since);
    expect(
      heard
        .filter((c) => c.entity === 'user')
        .map((c) => c.id)
        .sort(),
    ).toEqual([org.member.id, second].sort());
    expect(heard.at(-1)).toMatchObject({ entity: 'customerSegment', id: segmentId, op: 'delete' });
    // Gone: a second delete is not found.
    const again = await admin.call(OPERATIONS.deleteCustomerSegment, { params: { id: org.clientId, segmentId } });
    expect(again.status).toBe(404);
  });
});
