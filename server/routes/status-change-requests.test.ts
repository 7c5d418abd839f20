import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_CHANGE_MESSAGES } from '../../domain/index.ts';
import { memberStatusChangeRequests, memberStatusEvents, statusChangeSettings, users } from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStatusChangeRequest } from '../testing/status-change-factories.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

interface PropertyError {
  property: string;
  constraints?: Record<string, string>;
}
const messagesOf = (body: { errors: PropertyError[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));

// Reference ids (catalogue positions): statuses new 1, attempted 2, newly-engaged 4, skill-building 7, discharged 19; stages outreach 1, in-program 2.
const ATTEMPTED = 2;
const NEWLY_ENGAGED = 4;
const SKILL_BUILDING = 7;
const DISCHARGED = 19;
const IN_PROGRAM = 2;
const DAY = 86_400_000;
const PATH = '/users/member-status-change-request';

// Each test makes its own organisation and moves the server's clock itself: the suite holds in any order.
describe.each(DIALECTS)('status change requests on %s', (dialect) => {
  let t: TestServer;
  let now = Date.UTC(2026, 2, 10, 15);
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect, { clock: { now: () => new Date(now) } });
  });
  afterAll(() => t?.close());

  /** Local noon of a day in New York (the staff's zone in the factories). */
  const newYork = (day: string) => Date.parse(`${day}T12:00:00-05:00`);
  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);
  const memberStatus = async (org: TestOrganisation) =>
    (await db().select().from(users).where(eq(users.id, org.member.id)))[0]?.memberStatusId;
  const inProgram = (org: TestOrganisation) =>
    db()
      .update(users)
      .set({ memberStageId: IN_PROGRAM, memberStatusId: SKILL_BUILDING })
      .where(eq(users.id, org.member.id));
  const create = (org: TestOrganisation, who: { id: string }, body: Record<string, unknown>) =>
    t.request(who, 'POST', PATH, { body: { memberId: org.member.id, ...body } });

  it("a guide's request is pending review: its feed item and the request are recorded, the member's status is not changed", async () => {
    now = Date.UTC(2026, 2, 10, 15);
    const org = await t.organisation();
    const head = await headOf(org);
    const res = await create(org, org.guide, {
      memberStatusId: ATTEMPTED,
      effectiveAt: now - DAY,
      creatorComment: '  Left a voicemail  ',
    });
    expect(res.status).toBe(200);
    const request = res.body.memberStatusChangeRequest;
    expect(request).toMatchObject({
      memberId: org.member.id,
      memberStatusId: ATTEMPTED,
      approval: null,
      creatorId: org.guide.id,
      creatorComment: 'Left a voicemail',
      appliedAt: null,
    });
    expect(request.member).toMatchObject({ id: org.member.id });
    const changes = await changesSince(org, head);
    expect(changes.map((c) => c.entity)).toEqual(['feedItem', 'memberStatusChangeRequest']);
    expect(changes[0]?.data).toMatchObject({
      externalItemType: 'member_status_change_request',
      externalItemId: request.id,
    });
    expect(await memberStatus(org)).toBe(1);
  });

  it("an auditor's own request is approved at once and, already effective, changes the member's status with its status event", async () => {
    now = Date.UTC(2026, 2, 10, 15);
    const org = await t.organisation();
    const head = await headOf(org);
    const res = await create(org, org.supervisor, { memberStatusId: ATTEMPTED, effectiveAt: now - 1000 });
    expect(res.status).toBe(200);
    expect(res.body.memberStatusChangeRequest).toMatchObject({
      approval: 'approve',
      auditorId: org.supervisor.id,
      appliedAt: new Date(now).toISOString(),
    });
    expect(await memberStatus(org)).toBe(ATTEMPTED);
    const changes = await changesSince(org, head);
    expect(changes.map((c) => c.entity)).toEqual([
      'feedItem',
      'user',
      'memberStatusEvent',
      'memberStatusChangeRequest',
    ]);
    const [event] = await db().select().from(memberStatusEvents).where(eq(memberStatusEvents.memberId, org.member.id));
    expect(event?.feedItemId).toBe(changes[0]?.id);
  });

  it('who may: the creator edits their pending request, not after its audit; others may not edit it; only auditors audit', async () => {
    now = Date.UTC(2026, 2, 10, 15);
    const org = await t.organisation();
    const request = await createStatusChangeRequest(db(), org, { effectiveAt: new Date(now) });
    const path = `${PATH}/${request.id}`;
    expect((await t.request(org.otherGuide, 'PATCH', path, { body: { creatorComment: 'Mine' } })).status).toBe(403);
    expect((await t.request(org.guide, 'PATCH', path, { body: { approval: 'approve' } })).status).toBe(403);
    expect((await t.request(org.noAccess, 'PATCH', path, { body: { creatorComment: 'x' } })).status).toBe(403);
    expect((await create(org, org.noAccess, { memberStatusId: ATTEMPTED, effectiveAt: now })).status).toBe(403);
    const edited = await t.request(org.guide, 'PATCH', path, {
      body: {
        memberStatusId: NEWLY_ENGAGED,
        engagementChecklist: ['introduced-program', 'member-agreed', 'contact-confirmed', 'next-step-scheduled'],
        creatorComment: 'Engaged on the call',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.memberStatusChangeRequest).toMatchObject({
      memberStatusId: NEWLY_ENGAGED,
      creatorComment: 'Engaged on the call',
      approval: null,
    });
    const denied = await t.request(org.supervisor, 'PATCH', path, {
      body: { approval: 'deny', auditorComment: 'No engagement call on record' },
    });
    expect(denied.status).toBe(200);
    expect(denied.body.memberStatusChangeRequest).toMatchObject({
      approval: 'deny',
      auditorComment: 'No engagement call on record',
      auditorName: expect.stringContaining('Supervisor'),
    });
    expect((await t.request(org.guide, 'PATCH', path, { body: { creatorComment: 'Again' } })).status).toBe(403);
    // A decided request is changed only with CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS (admins).
    expect((await t.request(org.supervisor, 'PATCH', path, { body: { approval: 'approve' } })).status).toBe(403);
    const approved = await t.request(org.superAdmin, 'PATCH', path, { body: { approval: 'approve' } });
    expect(approved.status).toBe(200);
    expect(await memberStatus(org)).toBe(NEWLY_ENGAGED);
    // Applied: final for everyone.
    expect((await t.request(org.superAdmin, 'PATCH', path, { body: { approval: 'deny' } })).status).toBe(403);
  });

  it("validation: the spec's messages, property by property, and nothing written on a 400", async () => {
    now = Date.UTC(2026, 2, 10, 15);
    const org = await t.organisation();
    const head = await headOf(org);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ effectiveAt: now }, 'memberStatusId', 'memberStatusId'],
      [
        { memberStatusId: ATTEMPTED, effectiveAt: now, creatorComment: 'x'.repeat(501) },
        'creatorComment',
        'Comment must be at most 500 characters.',
      ],
      [{ memberStatusId: DISCHARGED, effectiveAt: now }, 'memberStatusId', STATUS_CHANGE_MESSAGES.notSelectable],
      [{ memberStatusId: 1, effectiveAt: now }, 'memberStatusId', STATUS_CHANGE_MESSAGES.sameStatus],
      [{ memberStatusId: NEWLY_ENGAGED, effectiveAt: now }, 'engagementChecklist', STATUS_CHANGE_MESSAGES.checklist],
      [
        { memberStatusId: ATTEMPTED, effectiveAt: now, interactionId: randomUUID() },
        'interactionId',
        'Interaction not found.',
      ],
    ];
    for (const [body, property, message] of cases) {
      const res = await create(org, org.guide, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(messagesOf(res.body)[property] ?? res.body)).toContain(message);
    }
    // An admin-level status is the admin-level holders' (super admins) to ask for.
    expect((await create(org, org.superAdmin, { memberStatusId: DISCHARGED, effectiveAt: now })).status).toBe(200);
    expect((await changesSince(org, head)).filter((c) => c.entity === 'memberStatusChangeRequest')).toHaveLength(1);
  });

  it("the window: current month onwards; the previous month during the grace (5 days, or the organisation's setting); admins any time", async () => {
    const org = await t.organisation();
    await inProgram(org);
    const ask = (who: { id: string }, day: string) =>
      create(org, who, { memberStatusId: 20, effectiveAt: newYork(day) });

    now = newYork('2026-03-06');
    const refused = await ask(org.guide, '2026-02-27');
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body).effectiveAt).toEqual([
      'You can only request status changes for the current month onwards.',
    ]);
    expect(
      await db()
        .select()
        .from(memberStatusChangeRequests)
        .where(eq(memberStatusChangeRequests.organisationId, org.organisationId)),
    ).toEqual([]);
    expect((await ask(org.guide, '2026-03-01')).status).toBe(200);

    now = newYork('2026-03-05');
    const inGrace = await ask(org.guide, '2026-02-27');
    expect(inGrace.status, JSON.stringify(inGrace.body)).toBe(200);

    await db()
      .insert(statusChangeSettings)
      .values({ organisationId: org.organisationId, previousMonthGraceDays: 7, algorithmStartDate: '2026-02-20' });
    expect((await t.request(org.guide, 'GET', `${PATH}/settings`)).body).toEqual({
      graceDays: 7,
      algorithmStartDate: '2026-02-20',
    });
    now = newYork('2026-03-07');
    expect((await ask(org.guide, '2026-02-27')).status).toBe(200);
    const beforeStart = await ask(org.superAdmin, '2026-02-19');
    expect(messagesOf(beforeStart.body).effectiveAt).toEqual([STATUS_CHANGE_MESSAGES.beforeAlgorithmStart]);
    now = newYork('2026-03-08');
    expect((await ask(org.guide, '2026-02-27')).status).toBe(400);
    // Admins: any date from the algorithm start on (last: their request is approved and applied at once).
    expect((await ask(org.superAdmin, '2026-02-21')).status).toBe(200);
  });

  it("approving once the grace has elapsed is refused with the spec's warning; denying is not", async () => {
    const org = await t.organisation();
    await inProgram(org);
    now = newYork('2026-03-03');
    const made = await create(org, org.guide, { memberStatusId: 20, effectiveAt: newYork('2026-02-25') });
    expect(made.status).toBe(200);
    const path = `${PATH}/${made.body.memberStatusChangeRequest.id}`;
    now = newYork('2026-03-09');
    const head = await headOf(org);
    const res = await t.request(org.supervisor, 'PATCH', path, { body: { approval: 'approve' } });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body).approval).toEqual([STATUS_CHANGE_MESSAGES.graceElapsed]);
    expect(await headOf(org)).toBe(head);
    expect(
      (await t.request(org.supervisor, 'PATCH', path, { body: { approval: 'deny' } })).body.memberStatusChangeRequest
        .approval,
    ).toBe('deny');
  });

  it('the due-work job applies an approval for a later time once the clock passes it, and only then', async () => {
    now = Date.UTC(2026, 2, 10, 15);
    const org = await t.organisation();
    const effectiveAt = now + 2 * DAY;
    const request = await createStatusChangeRequest(db(), org, { effectiveAt: new Date(effectiveAt) });
    const approved = await t.request(org.supervisor, 'PATCH', `${PATH}/${request.id}`, {
      body: { approval: 'approve' },
    });
    expect(approved.body.memberStatusChangeRequest).toMatchObject({ approval: 'approve', appliedAt: null });
    await t.server.jobs.runOnce();
    expect(await memberStatus(org)).toBe(1);

    const head = await headOf(org);
    now = effectiveAt + 1;
    await t.server.jobs.runOnce();
    expect(await memberStatus(org)).toBe(ATTEMPTED);
    const [row] = await db()
      .select()
      .from(memberStatusChangeRequests)
      .where(and(eq(memberStatusChangeRequests.id, request.id)));
    expect(row?.appliedAt?.getTime()).toBe(now);
    expect((await changesSince(org, head)).map((c) => c.entity)).toEqual([
      'user',
      'memberStatusEvent',
      'memberStatusChangeRequest',
    ]);
    const [event] = await db().select().from(memberStatusEvents).where(eq(memberStatusEvents.memberId, org.member.id));
    expect(event?.effectiveAt.getTime()).toBe(effectiveAt);
    // Applied once: another run changes nothing.
    await t.server.jobs.runOnce();
    expect(await headOf(org)).toBe(head + 3);
  });

  it("lists a member's requests and the pending ones of a guide's members; another organisation's answer 404 with the spec's words", async () => {
    now = Date.UTC(2026, 2, 10, 15);
    const org = await t.organisation();
    const other = await t.organisation();
    const pending = await createStatusChangeRequest(db(), org);
    await createStatusChangeRequest(db(), org, { approval: 'deny', deniedAt: new Date() });
    const mine = await t.request(org.guide, 'GET', `/users/member-status-change-requests?memberId=${org.member.id}`);
    expect(mine.body.data).toHaveLength(2);
    const pendingOfGuide = await t.request(
      org.guide,
      'GET',
      `/users/member-status-change-requests?guideId=${org.guide.id}&status=pending`,
    );
    expect(pendingOfGuide.body.data.map((r: { id: string }) => r.id)).toEqual([pending.id]);
    expect(
      (await t.request(other.guide, 'GET', `/users/member-status-change-requests?memberId=${org.member.id}`)).status,
    ).toBe(404);
    const foreign = await t.request(other.supervisor, 'PATCH', `${PATH}/${pending.id}`, {
      body: { approval: 'approve' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(
      "An Error occurred. Member's status change request was not found or was deleted.",
    );
    expect(await memberStatus(org)).toBe(1);
  });

  it('GET /users/member-statuses answers the change request fields', async () => {
    const org = await t.organisation();
    const res = await t.request(org.guide, 'GET', '/users/member-statuses');
    const engaged = res.body.data.find((s: { key: string }) => s.key === 'newly-engaged');
    expect(engaged).toMatchObject({
      isSelectable: true,
      adminLevel: false,
      deprecated: false,
      changeRequestStageIds: [1],
      effectiveAtQuestionText: 'When did the member engage?',
    });
    expect(res.body.data.find((s: { key: string }) => s.key === 'discharged')).toMatchObject({ adminLevel: true });
  });
});
