import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, TRAINING_MESSAGES } from '../../domain/index.ts';
import { auditTrail, interactions, memberStatusEvents, users } from '../db/schema/index.ts';
import { statusId, stageId } from '../seed/members.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { withTraining } from './training.scenarios.ts';

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('training page routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('resets a character a guide has worked on to its seeded status, stage and guide, for admins only, audited', async () => {
    const org = await t.organisation('Training');
    await withTraining(db(), org);
    const admin = as(t, org.superAdmin);
    const listed = await admin.call(OPERATIONS.trainingCharacters, {});
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Tara Practice',
      'Tess Practice',
      'Theo Practice',
    ]);
    expect(listed.body.data.every((c) => c.assignedGuideId === org.guide.id)).toBe(true);

    // A guide's practice: Tara is engaged, moved to another guide, and her status event recorded.
    const tara = listed.body.data[0]!;
    await db()
      .update(users)
      .set({
        memberStatusId: statusId('newly-engaged'),
        memberStageId: stageId('in-program'),
        assignedGuideId: org.otherGuide.id,
      })
      .where(eq(users.id, tara.id));
    const [member] = await db().select().from(users).where(eq(users.id, tara.id));
    const laterEvent = randomUUID();
    await db()
      .insert(memberStatusEvents)
      .values({
        id: laterEvent,
        organisationId: org.organisationId,
        clientId: member!.clientId,
        memberId: tara.id,
        memberStatusId: statusId('newly-engaged'),
        effectiveAt: new Date(),
      });

    const note = await as(t, org.guide).call(OPERATIONS.createNote, {
      body: { userId: tara.id, text: '<p>Practice call with Tara.</p>' },
    });
    expect(note.status).toBe(200);

    expect((await as(t, org.guide).call(OPERATIONS.resetTrainingCharacters, {})).status).toBe(403);
    const since = await changeHead(t, org.guide);
    const reset = await admin.call(OPERATIONS.resetTrainingCharacters, {});
    expect(reset.status).toBe(200);
    expect(reset.body.data).toContainEqual({ ...tara, assignedGuideId: org.guide.id });
    const [after] = await db().select().from(users).where(eq(users.id, tara.id));
    expect(after).toMatchObject({
      memberStatusId: statusId('new'),
      memberStageId: stageId('outreach'),
      assignedGuideId: org.guide.id,
    });
    const events = await db().select().from(memberStatusEvents).where(eq(memberStatusEvents.memberId, tara.id));
    expect(events.map((e) => e.memberStatusId)).toEqual([statusId('new')]);
    // Every portal hears of it: the guide's caseload sees the member back and the later event gone.
    const heard = await changesSince(t, org.guide, since);
    expect(heard).toContainEqual(
      expect.objectContaining({ entity: 'memberStatusEvent', id: laterEvent, op: 'delete' }),
    );
    expect(heard).toContainEqual(expect.objectContaining({ entity: 'user', id: tara.id }));
    expect(heard).toContainEqual(expect.objectContaining({ entity: 'feedItem', id: note.body.id, op: 'delete' }));
    expect(await db().select().from(interactions).where(eq(interactions.memberId, tara.id))).toEqual([]);
    expect(heard.map((c) => c.entity)).not.toContain('trainingCharacter');

    const audited = await db()
      .select({ userId: auditTrail.userId, memberIds: auditTrail.memberIds, statusCode: auditTrail.statusCode })
      .from(auditTrail)
      .where(
        and(eq(auditTrail.organisationId, org.organisationId), eq(auditTrail.operation, 'resetTrainingCharacters')),
      )
      .orderBy(auditTrail.seq);
    expect(audited.map((e) => [e.userId, e.statusCode])).toEqual([
      [org.guide.id, 403],
      [org.superAdmin.id, 200],
    ]);
    expect(audited[1]!.memberIds).toContain(tara.id);
  });

  it("toggles the training client's provider status, which sticks; a guide is refused", async () => {
    const org = await t.organisation('Provider');
    const clientId = await withTraining(db(), org);
    const admin = as(t, org.superAdmin);
    expect((await admin.call(OPERATIONS.trainingProviderStatus, {})).body).toEqual({
      id: clientId,
      isProviderClient: false,
    });
    const set = await admin.call(OPERATIONS.setTrainingProviderStatus, { body: { isProviderClient: true } });
    expect(set.body).toEqual({ id: clientId, isProviderClient: true });
    expect((await admin.call(OPERATIONS.trainingProviderStatus, {})).body).toEqual({
      id: clientId,
      isProviderClient: true,
    });
    const refused = await as(t, org.guide).call(OPERATIONS.setTrainingProviderStatus, {
      body: { isProviderClient: false },
    });
    expect(refused.status).toBe(403);
    expect((await admin.call(OPERATIONS.trainingProviderStatus, {})).body).toMatchObject({ isProviderClient: true });
  });

  it('answers 404 with a reason to an organisation without training data, and never shows another organisation’s', async () => {
    const [bare, other] = [await t.organisation('Bare'), await t.organisation('Other')];
    await withTraining(db(), other);
    const admin = as(t, bare.superAdmin);
    const status = await admin.call(OPERATIONS.trainingProviderStatus, {});
    expect(status.status).toBe(404);
    expect(JSON.stringify(status.body)).toContain(TRAINING_MESSAGES.noTrainingClient);
    expect((await admin.call(OPERATIONS.setTrainingProviderStatus, { body: { isProviderClient: true } })).status).toBe(
      404,
    );
    expect((await admin.call(OPERATIONS.resetTrainingCharacters, {})).status).toBe(404);
    expect((await admin.call(OPERATIONS.trainingCharacters, {})).body).toEqual({ data: [] });
  });
});
