/** Member transfer requests: who may request and review, validation, isolation, change rows, and the member moving with its open work. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedItems,
  memberTransferRequests,
  priorityContacts,
  scheduledEvents,
  todos,
  users,
} from '../db/schema/index.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createAddress,
  createMemberOf,
  createPriorityContact,
  createScheduledEvent,
  createTodo,
  type TestOrganisation,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createDueWorkRunner, DUE_WORK } from '../jobs/index.ts';
import { applyDueTransfers } from '../transfers/apply-transfer.ts';
import { createTransferRequest, transferReasonId } from '../transfers/testing.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

const PATH = '/users/member-transfer-requests';
const messagesOf = (body: { errors: { property: string; constraints?: Record<string, string> }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));

describe.each(DIALECTS)('member transfer requests on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);
  const requestBody = async (org: TestOrganisation, extra: Record<string, unknown> = {}) => ({
    memberId: org.member.id,
    receivingGuideId: org.otherGuide.id,
    transferReasonId: await transferReasonId(db(), org, 'caseload-balancing'),
    commentToReceivingGuide: '  Please take over Rosa.  ',
    stringDetail: 'Balancing caseloads',
    ...extra,
  });
  const guideOf = async (memberId: string) =>
    (await db().select({ guide: users.assignedGuideId }).from(users).where(eq(users.id, memberId)))[0]?.guide;
  const requestsOf = (memberId: string) =>
    db().select().from(memberTransferRequests).where(eq(memberTransferRequests.memberId, memberId));

  it('lists the organisation’s reasons, covering the three detail types, and never another organisation’s', async () => {
    const [org, other] = [await t.organisation(), await t.organisation('Other')];
    const answer = await t.request(org.guide, 'GET', `${PATH}/reasons`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r: { text: string; detailType: string }) => [r.text, r.detailType])).toEqual([
      ['Member moved', 'address'],
      ['Guide caseload balancing', 'string'],
      ['Member request', 'string'],
      ['Language or cultural match', 'string'],
      ['Guide leaving', 'date'],
    ]);
    const theirs = await transferReasonId(db(), other, 'member-moved');
    expect(JSON.stringify(answer.body)).not.toContain(theirs);
  });

  it('the member’s guide requests: pending, a feed item, both changes recorded, the request’s last', async () => {
    const org = await t.organisation();
    const head = await headOf(org);
    const answer = await t.request(org.guide, 'POST', PATH, { body: await requestBody(org) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      memberId: org.member.id,
      originatingGuideId: org.guide.id,
      receivingGuideId: org.otherGuide.id,
      creatorId: org.guide.id,
      approval: null,
      effectiveAt: null,
      commentToReceivingGuide: 'Please take over Rosa.',
      stringDetail: 'Balancing caseloads',
      numericDetail: null,
      timestampDetail: null,
      appliedAt: null,
      member: { id: org.member.id, name: expect.any(String) },
    });
    const changes = await changesSince(org, head);
    expect(changes.map((c) => c.entity)).toEqual(['feedItem', 'memberTransferRequest']);
    expect(changes[0]?.data).toMatchObject({
      externalItemType: 'member_transfer_request',
      externalItemId: answer.body.id,
      memberId: org.member.id,
    });
    expect(await guideOf(org.member.id)).toBe(org.guide.id);
    const listed = await t.request(org.otherGuide, 'GET', `${PATH}?guideId=${org.otherGuide.id}&status=pending`);
    expect(listed.body.data.map((r: { id: string }) => r.id)).toEqual([answer.body.id]);
  });

  it('another guide may not request for a member not theirs (403, nothing written); an auditor may, approved at once and applied', async () => {
    const org = await t.organisation();
    const refused = await t.request(org.otherGuide, 'POST', PATH, {
      body: await requestBody(org, { receivingGuideId: org.supervisor.id }),
    });
    expect(refused.status).toBe(403);
    expect(await requestsOf(org.member.id)).toEqual([]);

    const head = await headOf(org);
    const approved = await t.request(org.supervisor, 'POST', PATH, { body: await requestBody(org) });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      approval: 'approve',
      auditorId: org.supervisor.id,
      approvedAt: expect.any(String),
      effectiveAt: expect.any(String),
      appliedAt: expect.any(String),
    });
    expect(await guideOf(org.member.id)).toBe(org.otherGuide.id);
    const kinds = (await changesSince(org, head)).map((c) => c.entity);
    expect(kinds).toEqual(['feedItem', 'user', 'memberTransferRequest']);
  });

  it('an auditor’s request effective later waits for the due-work runner, which moves the member once and publishes after commit', async () => {
    const org = await t.organisation();
    const later = Date.now() + 60 * 60_000;
    const answer = await t.request(org.supervisor, 'POST', PATH, {
      body: await requestBody(org, { effectiveAt: later }),
    });
    expect(answer.body).toMatchObject({
      approval: 'approve',
      effectiveAt: new Date(later).toISOString(),
      appliedAt: null,
    });
    let now = new Date();
    const published: string[] = [];
    const runner = createDueWorkRunner({
      db: db(),
      clock: { now: () => now },
      handlers: DUE_WORK,
      intervalMs: 60_000,
      log: { error: () => undefined },
      publish: (changes) =>
        published.push(...changes.filter((c) => c.organisationId === org.organisationId).map((c) => c.entity)),
    });
    await runner.runOnce();
    expect(await guideOf(org.member.id)).toBe(org.guide.id);
    const head = await headOf(org);
    now = new Date(later + 1);
    await runner.runOnce();
    expect(await guideOf(org.member.id)).toBe(org.otherGuide.id);
    expect((await changesSince(org, head)).map((c) => c.entity)).toEqual(['user', 'memberTransferRequest']);
    expect(published).toEqual(['user', 'memberTransferRequest']);
    await runner.runOnce();
    expect(await headOf(org)).toBe(head + 2);
    expect(await applyDueTransfers(db(), new Date(later + 2))).toEqual([]);
    await runner.stop();
  });

  it('approval moves the member with its open todos, future events and priority contacts; done work and past events stay', async () => {
    const org = await t.organisation();
    const open = await createTodo(db(), org);
    const done = await createTodo(db(), org, { completedAt: new Date() });
    const future = await createScheduledEvent(db(), org, { date: '2099-01-01' });
    const past = await createScheduledEvent(db(), org, { date: '2020-01-01' });
    await createPriorityContact(db(), org);
    const otherMember = await createMemberOf(db(), org);
    const othersTodo = await createTodo(db(), org, { memberId: otherMember });
    const request = await createTransferRequest(db(), org);
    const head = await headOf(org);

    const answer = await t.request(org.supervisor, 'PATCH', `${PATH}/audit/${request.id}`, {
      body: {
        approval: 'approve',
        receivingGuideId: org.otherGuide.id,
        effectiveAt: Date.now() - 1000,
        auditorComment: '  Approved.  ',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      approval: 'approve',
      auditorId: org.supervisor.id,
      auditorComment: 'Approved.',
      appliedAt: expect.any(String),
    });
    const ownerOf = async (id: string) =>
      (await db().select({ userId: todos.userId }).from(todos).where(eq(todos.id, id)))[0]?.userId;
    const eventOwner = async (id: string) =>
      (await db().select({ userId: scheduledEvents.userId }).from(scheduledEvents).where(eq(scheduledEvents.id, id)))[0]
        ?.userId;
    expect([await ownerOf(open.id), await ownerOf(done.id), await ownerOf(othersTodo.id)]).toEqual([
      org.otherGuide.id,
      org.guide.id,
      org.guide.id,
    ]);
    expect([await eventOwner(future.id), await eventOwner(past.id)]).toEqual([org.otherGuide.id, org.guide.id]);
    const [contact] = await db().select().from(priorityContacts).where(eq(priorityContacts.memberId, org.member.id));
    expect(contact?.guideId).toBe(org.otherGuide.id);

    // The requester (the guide) hears of the decision first (server/notifications), privately.
    const [told, ...changes] = await changesSince(org, head);
    expect(told).toMatchObject({
      entity: 'notification',
      data: { notificationType: 'transfer_request_approved', guideId: org.guide.id },
    });
    expect(changes.map((c) => c.entity)).toEqual([
      'user',
      'todo',
      'scheduledEvent',
      'priorityContact',
      'memberTransferRequest',
    ]);
    expect(changes[0]?.data).toMatchObject({ id: org.member.id, assignedGuideId: org.otherGuide.id });
    expect(changes[1]?.data).toMatchObject({
      id: open.id,
      userId: org.otherGuide.id,
      member: { assignedGuideId: org.otherGuide.id },
    });

    const again = await t.request(org.supervisor, 'PATCH', `${PATH}/audit/${request.id}`, {
      body: { approval: 'deny', receivingGuideId: org.otherGuide.id, effectiveAt: Date.now() },
    });
    expect(again.status).toBe(409);
  });

  it('a denial keeps the member where it is; only auditors review (403 for guides)', async () => {
    const org = await t.organisation();
    const request = await createTransferRequest(db(), org);
    const body = {
      approval: 'deny',
      receivingGuideId: org.otherGuide.id,
      effectiveAt: Date.now(),
      auditorComment: 'Not now.',
    };
    expect((await t.request(org.guide, 'PATCH', `${PATH}/audit/${request.id}`, { body })).status).toBe(403);
    const denied = await t.request(org.superAdmin, 'PATCH', `${PATH}/audit/${request.id}`, { body });
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({
      approval: 'deny',
      deniedAt: expect.any(String),
      approvedAt: null,
      appliedAt: null,
      auditorComment: 'Not now.',
    });
    expect(await guideOf(org.member.id)).toBe(org.guide.id);
  });

  it('the creator edits a pending request; others may not (403), and not once reviewed (409)', async () => {
    const org = await t.organisation();
    const request = await createTransferRequest(db(), org);
    const reasonId = await transferReasonId(db(), org, 'member-request');
    const body = {
      receivingGuideId: org.supervisor.id,
      transferReasonId: reasonId,
      commentToReceivingGuide: 'Changed my mind.',
      stringDetail: 'Asked for Samuel',
    };
    expect((await t.request(org.otherGuide, 'PATCH', `${PATH}/${request.id}`, { body })).status).toBe(403);
    const edited = await t.request(org.guide, 'PATCH', `${PATH}/${request.id}`, { body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      receivingGuideId: org.supervisor.id,
      transferReasonId: reasonId,
      stringDetail: 'Asked for Samuel',
      approval: null,
    });
    await t.request(org.supervisor, 'PATCH', `${PATH}/audit/${request.id}`, {
      body: { approval: 'deny', receivingGuideId: org.supervisor.id, effectiveAt: Date.now() },
    });
    expect((await t.request(org.guide, 'PATCH', `${PATH}/${request.id}`, { body })).status).toBe(409);
  });

  it('the detail follows the reason: a date as the day’s first instant, an address of the member’s own', async () => {
    const org = await t.organisation();
    const address = await createAddress(db(), org);
    const otherMember = await createMemberOf(db(), org);
    const theirAddress = await createAddress(db(), org, { userId: otherMember });
    const moved = await transferReasonId(db(), org, 'member-moved');
    const refused = await t.request(org.guide, 'POST', PATH, {
      body: await requestBody(org, { transferReasonId: moved, stringDetail: null, numericDetail: theirAddress.id }),
    });
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual({ numericDetail: ["The address must be one of the member's addresses."] });
    const ok = await t.request(org.guide, 'POST', PATH, {
      body: await requestBody(org, { transferReasonId: moved, numericDetail: address.id }),
    });
    expect(ok.body).toMatchObject({ numericDetail: address.id, stringDetail: null, timestampDetail: null });

    const leaving = await transferReasonId(db(), org, 'guide-leaving');
    const day = Date.UTC(2026, 11, 1, 6);
    const dated = await t.request(org.guide, 'POST', PATH, {
      body: await requestBody(org, { transferReasonId: leaving, timestampDetail: day }),
    });
    expect(dated.body).toMatchObject({ timestampDetail: new Date(day).toISOString(), stringDetail: null });
  });

  it('refuses invalid input with the field’s message and writes nothing', async () => {
    const org = await t.organisation();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ commentToReceivingGuide: '   ' }, { commentToReceivingGuide: ['Comment to receiving guide is required.'] }],
      [
        { commentToReceivingGuide: 'x'.repeat(501) },
        { commentToReceivingGuide: ['Comment to receiving guide must be at most 500 characters.'] },
      ],
      [{ stringDetail: null }, { stringDetail: ['Details is required.'] }],
      [{ receivingGuideId: org.guide.id }, { receivingGuideId: ['The member is already assigned to this guide.'] }],
      [
        { receivingGuideId: org.superAdmin.id },
        { receivingGuideId: ['The receiving guide must be a guide with access to the portal.'] },
      ],
      [
        { receivingGuideId: org.noAccess.id },
        { receivingGuideId: ['The receiving guide must be a guide with access to the portal.'] },
      ],
      [
        { transferReasonId: await transferReasonId(db(), org, 'guide-leaving'), timestampDetail: null },
        { timestampDetail: ['Last day of the guide is required.'] },
      ],
    ];
    for (const [change, messages] of cases) {
      const answer = await t.request(org.guide, 'POST', PATH, { body: await requestBody(org, change) });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(messagesOf(answer.body)).toEqual(messages);
    }
    const request = await createTransferRequest(db(), org);
    const badAudit = await t.request(org.supervisor, 'PATCH', `${PATH}/audit/${request.id}`, {
      body: {
        approval: 'approve',
        receivingGuideId: org.otherGuide.id,
        effectiveAt: Date.now(),
        auditorComment: 'x'.repeat(501),
      },
    });
    expect(badAudit.status).toBe(400);
    expect((await requestsOf(org.member.id)).map((r) => r.approval)).toEqual([null]);
    expect(await db().select().from(feedItems).where(eq(feedItems.memberId, org.member.id))).toEqual([]);
    expect(await guideOf(org.member.id)).toBe(org.guide.id);
  });

  it('another organisation’s member, guide, reason or request answers 404 and nothing is written', async () => {
    const [org, other] = [await t.organisation(), await t.organisation('Other')];
    const theirReason = await transferReasonId(db(), other, 'caseload-balancing');
    for (const change of [
      { memberId: other.member.id },
      { receivingGuideId: other.guide.id },
      { transferReasonId: theirReason },
    ]) {
      const answer = await t.request(org.supervisor, 'POST', PATH, { body: await requestBody(org, change) });
      expect(answer.status, JSON.stringify(change)).toBe(404);
    }
    const theirs = await createTransferRequest(db(), other);
    expect(
      (
        await t.request(org.supervisor, 'PATCH', `${PATH}/audit/${theirs.id}`, {
          body: { approval: 'approve', receivingGuideId: org.otherGuide.id, effectiveAt: Date.now() },
        })
      ).status,
    ).toBe(404);
    const mine = await createTransferRequest(db(), org);
    expect(
      (
        await t.request(org.supervisor, 'PATCH', `${PATH}/audit/${mine.id}`, {
          body: { approval: 'approve', receivingGuideId: other.otherGuide.id, effectiveAt: Date.now() },
        })
      ).status,
    ).toBe(404);
    expect((await t.request(org.guide, 'GET', `${PATH}?guideId=${other.guide.id}`)).status).toBe(404);
    expect((await requestsOf(org.member.id)).map((r) => r.approval)).toEqual([null]);
    expect((await requestsOf(other.member.id)).map((r) => r.approval)).toEqual([null]);
  });
});
