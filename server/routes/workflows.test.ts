/** Workflows: reads, attaching and detaching, the next phase's preview, completing, 'Remind me later'; roles, isolation, change rows. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedWorkflowPhases, todos } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createScheduledEvent, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';
import { createAssignedWorkflowPhase } from './workflows-testing.ts';

describe.each(DIALECTS)('workflows on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const db = () => t.testDb.database.db;
  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);

  it("lists the organisation's phases, a member's assigned phases and a guide's, with sections and the next phase", async () => {
    const org = await t.organisation();
    const { phaseIds, assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org, { phase: 0 });
    const phases = await t.request(org.guide, 'GET', '/workflows/phases');
    expect(phases.status).toBe(200);
    expect(phases.body.data.map((p: { title: string }) => p.title)).toEqual([
      'Getting started',
      'Goal setting',
      'Connecting to resources',
      'Graduation',
    ]);
    const one = await t.request(org.guide, 'GET', `/workflows/phases/${phaseIds[0]}`);
    expect(one.body).toMatchObject({ title: 'Getting started', surveyKey: 'monthly-check-in' });
    const sections = await t.request(org.guide, 'GET', `/workflows/phases/${phaseIds[0]}/sections?attachContent=true`);
    expect(sections.body.data.map((s: { usableIn: string }) => s.usableIn)).toEqual(['both', 'workflow', 'learnMore']);

    const mine = await t.request(org.guide, 'GET', `/workflows/assigned/phases?memberId=${org.member.id}`);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: assignedWorkflowPhaseId,
        memberId: org.member.id,
        phaseId: phaseIds[0],
        completedAt: null,
        scheduledEventId: null,
        assignedSurveyId: expect.any(String),
        member: expect.objectContaining({ id: org.member.id }),
      }),
    ]);
    const docket = await t.request(org.supervisor, 'GET', `/workflows/assigned/phases?guideId=${org.guide.id}`);
    expect(docket.body.data.map((a: { id: string }) => a.id)).toEqual([assignedWorkflowPhaseId]);
    expect((await t.request(org.guide, 'GET', '/workflows/assigned/phases')).status).toBe(400);
    const single = await t.request(org.guide, 'GET', `/workflows/assigned/phases/single/${assignedWorkflowPhaseId}`);
    expect(single.body.id).toBe(assignedWorkflowPhaseId);

    const preview = await t.request(
      org.guide,
      'GET',
      `/workflows/assigned/phases/${assignedWorkflowPhaseId}/next-phase-preview-summary`,
    );
    expect(preview.body.next).toMatchObject({
      phaseId: phaseIds[1],
      title: 'Goal setting',
      assignedWorkflowPhaseId: null,
    });
  });

  it("another organisation's phase, assigned phase or member answers 404", async () => {
    const org = await t.organisation();
    const foreign = await t.organisation('Foreign');
    const { phaseId, assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), foreign);
    expect((await t.request(org.guide, 'GET', `/workflows/phases/${phaseId}`)).status).toBe(404);
    expect((await t.request(org.guide, 'GET', `/workflows/assigned/phases?memberId=${foreign.member.id}`)).status).toBe(
      404,
    );
    const complete = await t.request(org.guide, 'POST', '/workflows/assigned/complete/phases', {
      body: { assignedWorkflowPhaseId },
    });
    expect(complete.status).toBe(404);
    const [row] = await db()
      .select()
      .from(assignedWorkflowPhases)
      .where(eq(assignedWorkflowPhases.id, assignedWorkflowPhaseId));
    expect(row?.completedAt).toBeNull();
  });

  it('attaches a phase to an event of its member, refuses a second or foreign event, and detaches it', async () => {
    const org = await t.organisation();
    const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org);
    const event = await createScheduledEvent(db(), org);
    const before = await headOf(org);
    const id = crypto.randomUUID();
    const attached = await t.request(org.guide, 'POST', '/workflows/assigned/scheduled', {
      body: { id, assignedWorkflowPhaseId, scheduledEventId: event.id },
    });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ scheduledEventId: event.id, assignedWorkflowScheduledEventId: id });
    const changes = await changesSince(org, before);
    expect(changes).toEqual([
      expect.objectContaining({ entity: 'assignedWorkflowPhase', id: assignedWorkflowPhaseId, op: 'upsert' }),
    ]);
    const second = await createScheduledEvent(db(), org);
    const again = await t.request(org.guide, 'POST', '/workflows/assigned/scheduled', {
      body: { id: crypto.randomUUID(), assignedWorkflowPhaseId, scheduledEventId: second.id },
    });
    expect(again.status).toBe(409);
    const undeclared = await t.request(org.guide, 'POST', '/workflows/assigned/scheduled', {
      body: { id: crypto.randomUUID(), assignedWorkflowPhaseId, scheduledEventId: second.id, extra: 1 },
    });
    expect(undeclared.status).toBe(400);

    const detached = await t.request(org.guide, 'DELETE', `/workflows/assigned/scheduled/${id}`);
    expect(detached.status).toBe(200);
    expect(detached.body).toMatchObject({ scheduledEventId: null, assignedWorkflowScheduledEventId: null });

    const other = await t.organisation('Other');
    const foreignEvent = await createScheduledEvent(db(), other);
    const crossed = await t.request(org.guide, 'POST', '/workflows/assigned/scheduled', {
      body: { id: crypto.randomUUID(), assignedWorkflowPhaseId, scheduledEventId: foreignEvent.id },
    });
    expect(crossed.status).toBe(404);
  });

  it('deleting the attached event leaves the phase unattached', async () => {
    const org = await t.organisation();
    const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org);
    const event = await createScheduledEvent(db(), org);
    await t.request(org.guide, 'POST', '/workflows/assigned/scheduled', {
      body: { id: crypto.randomUUID(), assignedWorkflowPhaseId, scheduledEventId: event.id },
    });
    const deleted = await t.request(org.guide, 'DELETE', `/users/${org.member.id}/scheduled-events/${event.id}`);
    expect(deleted.status).toBe(200);
    const single = await t.request(org.guide, 'GET', `/workflows/assigned/phases/single/${assignedWorkflowPhaseId}`);
    expect(single.body).toMatchObject({ scheduledEventId: null, assignedWorkflowScheduledEventId: null });
  });

  it('completes an available phase once, with its change row; a second completion and an unavailable phase are refused', async () => {
    const org = await t.organisation();
    const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org);
    const before = await headOf(org);
    const done = await t.request(org.guide, 'POST', '/workflows/assigned/complete/phases', {
      body: { assignedWorkflowPhaseId },
    });
    expect(done.status).toBe(200);
    expect(done.body.completedAt).toEqual(expect.any(String));
    expect(done.body.userId).toBe(org.guide.id);
    expect(await changesSince(org, before)).toEqual([
      expect.objectContaining({ entity: 'assignedWorkflowPhase', id: assignedWorkflowPhaseId }),
    ]);
    const twice = await t.request(org.guide, 'POST', '/workflows/assigned/complete/phases', {
      body: { assignedWorkflowPhaseId },
    });
    expect(twice.status).toBe(409);

    const future = await createAssignedWorkflowPhase(db(), org, { availableInDays: 3 });
    const early = await t.request(org.guide, 'POST', '/workflows/assigned/complete/phases', {
      body: { assignedWorkflowPhaseId: future.assignedWorkflowPhaseId },
    });
    expect(early.status).toBe(409);
  });

  it('refuses to complete a phase whose survey was not submitted', async () => {
    const org = await t.organisation();
    const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org, { phase: 0 });
    const refused = await t.request(org.guide, 'POST', '/workflows/assigned/complete/phases', {
      body: { assignedWorkflowPhaseId },
    });
    expect(refused.status).toBe(409);
  });

  it("'Remind me later' marks the phase and adds a reminder todo for the member's guide, done when the phase completes", async () => {
    const org = await t.organisation();
    const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org);
    const before = await headOf(org);
    const reminded = await t.request(
      org.guide,
      'POST',
      `/workflows/assigned/phases/${assignedWorkflowPhaseId}/remind-later`,
    );
    expect(reminded.status).toBe(200);
    expect(reminded.body.remindLaterAt).toEqual(expect.any(String));
    const changes = await changesSince(org, before);
    expect(changes.map((c: { entity: string }) => c.entity).sort()).toEqual([
      'assignedWorkflowPhase',
      'feedItem',
      'todo',
    ]);
    const feed = await t.request(org.guide, 'GET', `/feeds/items?userId=${org.member.id}&type=assigned_workflow_phase`);
    expect(feed.body.data).toEqual([
      expect.objectContaining({ externalItemType: 'assigned_workflow_phase', externalItemId: assignedWorkflowPhaseId }),
    ]);
    const reminders = await db()
      .select()
      .from(todos)
      .where(
        and(eq(todos.type, 'SCHEDULE_WORKFLOW_PHASE_REMINDER'), eq(todos.externalItemId, assignedWorkflowPhaseId)),
      );
    expect(reminders).toHaveLength(1);
    await t.request(org.guide, 'POST', '/workflows/assigned/complete/phases', { body: { assignedWorkflowPhaseId } });
    const [todo] = await db().select().from(todos).where(eq(todos.id, reminders[0]!.id));
    expect(todo?.completedAt).not.toBeNull();
  });

  it('a user without app access is refused', async () => {
    const org = await t.organisation();
    const { assignedWorkflowPhaseId } = await createAssignedWorkflowPhase(db(), org);
    const refused = await t.request(org.noAccess, 'POST', '/workflows/assigned/complete/phases', {
      body: { assignedWorkflowPhaseId },
    });
    expect(refused.status).toBe(403);
  });
});
