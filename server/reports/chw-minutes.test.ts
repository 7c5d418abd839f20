import { type } from 'arktype';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, OPERATIONS } from '../../domain/index.ts';
import { writeWithChanges } from '../db/changes.ts';
import { auditTrail, chwMonthClosings, clients, needActions, organisations, type calls } from '../db/schema/index.ts';
import { presentTelephonyCall } from '../telephony/present.ts';
import { createNeed, needsCatalogue } from '../needs/factories.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { entityRow } from '../testing/entity-rows.ts';
import { createCall, createMemberOf, type TestOrganisation } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createVisit } from '../testing/note-visit-factories.ts';

const at = (iso: string) => new Date(iso);

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('the CHW minutes report on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  /**
   * A call written directly, with its change recorded as the telephony path records it: the report's
   * kept counts hear of work through the change log.
   */
  async function recordedCall(org: TestOrganisation, overrides: Partial<typeof calls.$inferInsert>) {
    const call = await createCall(db(), org, overrides);
    await writeWithChanges(db(), org.organisationId, async (tx, changes) =>
      changes.record({ entity: 'call', id: call.id, op: 'upsert', data: await presentTelephonyCall(tx, call) }),
    );
    return call;
  }

  /** An organisation in Chicago's zone, with a connected call, a visit during it and an action of the member's guide. */
  async function novemberOfWork(org: TestOrganisation) {
    await db()
      .update(organisations)
      .set({ timeZone: 'America/Chicago' })
      .where(eq(organisations.id, org.organisationId));
    // 9:00 to 9:25 am in Chicago: 25 minutes of talk.
    const call = await createCall(db(), org, {
      timeStarted: at('2026-11-03T14:59:00Z'),
      timeConnected: at('2026-11-03T15:00:00Z'),
      timeEnded: at('2026-11-03T15:25:00Z'),
    });
    // A call that rang but never connected counts nothing.
    await createCall(db(), org, { timeStarted: at('2026-11-05T15:00:00Z'), timeEnded: at('2026-11-05T15:01:00Z') });
    // A visit from 9:15 to 9:45 am: its first 10 minutes were the call's.
    const visit = await createVisit(db(), org, { createdAt: at('2026-11-03T15:15:00Z') });
    const { activityId } = await needsCatalogue(db(), org.organisationId);
    const needId = await createNeed(db(), org);
    // Recorded directly: the API dates an action no earlier than a week ago, and this is last November.
    const action = (values: { date: string; durationInMinutes: number; visitId?: string }) =>
      db()
        .insert(needActions)
        .values(
          entityRow(ENTITIES.needAction, {
            organisationId: org.organisationId,
            needId,
            memberId: org.member.id,
            activityId: activityId('follow-up'),
            description: 'Found a food pantry near home',
            creatorId: org.guide.id,
            createdAt: at(`${values.date}T18:00:00Z`),
            ...values,
          }),
        );
    // An action of 10 minutes on its own counts; one about the visit is the visit's time already.
    await action({ date: '2026-11-04', durationInMinutes: 10 });
    await action({ date: '2026-11-03', durationInMinutes: 30, visitId: visit.id });
    return { call, visit };
  }

  it('counts a member’s month once across overlapping work, in the organisation’s zone, against G0019', async () => {
    const org = await t.organisation('Alpha');
    const { call, visit } = await novemberOfWork(org);
    const answer = await as(t, org.supervisor).call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } });
    expect(answer.status).toBe(200);
    expect(OPERATIONS.chwMinutesReport.response(answer.body)).not.toBeInstanceOf(type.errors);
    expect(answer.body.timeZone).toBe('America/Chicago');
    const [row, ...others] = answer.body.rows;
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      memberId: org.member.id,
      clientId: org.clientId,
      guideId: org.guide.id,
      minutes: 25 + 20 + 10,
      g0019: false,
      g0022Units: 0,
      byStaff: [{ staffId: org.guide.id, minutes: 55 }],
    });
    // Names and thresholds are given once, beside the rows.
    expect(answer.body.customers.find((customer) => customer.id === org.clientId)).toMatchObject({
      initialMinutes: 60,
      addOnMinutes: 30,
    });
    expect(answer.body.people).toEqual([{ id: org.guide.id, name: expect.stringMatching(/\S/) }]);
    const opened = await as(t, org.supervisor).call(OPERATIONS.chwMinutesOfMember, {
      params: { memberId: org.member.id },
      query: { month: '2026-11' },
    });
    expect(opened.body.minutes).toBe(55);
    expect(opened.body.activities.map((a) => [a.id, a.kind, a.minutes])).toEqual([
      [call.id, 'call', 25],
      [visit.id, 'visit', 20],
      [expect.any(String), 'needAction', 10],
    ]);

    // Ten minutes more on the last evening of October, 11:55 pm to 12:10 am in Chicago: 10 of them are November's.
    await recordedCall(org, {
      timeStarted: at('2026-11-01T04:55:00Z'),
      timeConnected: at('2026-11-01T04:55:00Z'),
      timeEnded: at('2026-11-01T05:10:00Z'),
    });
    const november = await as(t, org.superAdmin).call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } });
    expect(november.body.rows[0]).toMatchObject({ minutes: 65, g0019: true, g0022Units: 0 });
    const october = await as(t, org.superAdmin).call(OPERATIONS.chwMinutesReport, { query: { month: '2026-10' } });
    expect(october.body.rows[0]).toMatchObject({ minutes: 5 });
  });

  it('keeps a month’s counts and counts again what changed: new work, a deletion, a move of the organisation’s zone', async () => {
    const org = await t.organisation('Alpha');
    await novemberOfWork(org);
    const report = async () =>
      (await as(t, org.supervisor).call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } })).body.rows.map(
        (row) => [row.memberId, row.minutes],
      );
    expect(await report()).toEqual([[org.member.id, 55]]);

    // Another member's half-hour call: counted at the next asking, beside the first member's kept count.
    const other = await createMemberOf(db(), org, { firstName: 'Other' });
    await recordedCall(org, {
      subjectId: other,
      receiverUserId: other,
      timeStarted: at('2026-11-12T15:00:00Z'),
      timeConnected: at('2026-11-12T15:00:00Z'),
      timeEnded: at('2026-11-12T15:30:00Z'),
    });
    expect(await report()).toEqual([
      [org.member.id, 55],
      [other, 30],
    ]);

    // The 10-minute action deleted, as a deletion is recorded (naming no member): the month is counted again.
    const [action] = await db()
      .select({ id: needActions.id })
      .from(needActions)
      .where(and(eq(needActions.memberId, org.member.id), isNull(needActions.visitId)));
    await writeWithChanges(db(), org.organisationId, async (tx, changes) => {
      await tx.delete(needActions).where(eq(needActions.id, action!.id));
      changes.record({ entity: 'needAction', id: action!.id, op: 'delete', data: null });
    });
    expect(await report()).toEqual([
      [org.member.id, 45],
      [other, 30],
    ]);

    // 11:30 pm on October 31st in Chicago, half past midnight on November 1st in New York: 20 minutes of
    // October's until the organisation moves to New York's zone, November's after.
    await recordedCall(org, {
      timeStarted: at('2026-11-01T04:30:00Z'),
      timeConnected: at('2026-11-01T04:30:00Z'),
      timeEnded: at('2026-11-01T04:50:00Z'),
    });
    expect(await report()).toEqual([
      [org.member.id, 45],
      [other, 30],
    ]);
    await db()
      .update(organisations)
      .set({ timeZone: 'America/New_York' })
      .where(eq(organisations.id, org.organisationId));
    expect(await report()).toEqual([
      [org.member.id, 65],
      [other, 30],
    ]);
  });

  it('keeps a closed month’s figures through later edits, counts them again when reopened, and closes only a past month once', async () => {
    const org = await t.organisation('Alpha');
    await novemberOfWork(org);
    const supervisor = as(t, org.supervisor);
    const report = async () =>
      (await supervisor.call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } })).body;
    const lateCall = {
      timeStarted: at('2026-11-20T15:00:00Z'),
      timeConnected: at('2026-11-20T15:00:00Z'),
      timeEnded: at('2026-11-20T15:40:00Z'),
    };
    // An edit made before closing is counted in at the closing, though nobody asked for the report since.
    await recordedCall(org, lateCall);
    const closed = await supervisor.call(OPERATIONS.closeChwMonth, { body: { month: '2026-11' } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ month: '2026-11', closedById: org.supervisor.id });
    const atClosing = await report();
    expect(atClosing.rows.map((row) => [row.memberId, row.minutes])).toEqual([[org.member.id, 95]]);
    expect(atClosing.closing).toEqual({ closedAt: closed.body.closedAt, closedByName: expect.stringMatching(/\S/) });

    // Later edits are recorded, but the closed month's figures stay.
    await recordedCall(org, {
      ...lateCall,
      timeStarted: at('2026-11-21T15:00:00Z'),
      timeConnected: at('2026-11-21T15:00:00Z'),
      timeEnded: at('2026-11-21T16:00:00Z'),
    });
    expect((await report()).rows.map((row) => row.minutes)).toEqual([95]);
    const again = await supervisor.call(OPERATIONS.closeChwMonth, { body: { month: '2026-11' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This month is already closed.' });

    // Reopened, it counts what its activities are now.
    const reopened = await supervisor.call(OPERATIONS.reopenChwMonth, { params: { month: '2026-11' } });
    expect(reopened.status).toBe(200);
    const now = await report();
    expect(now.rows.map((row) => row.minutes)).toEqual([155]);
    expect(now.closing).toBeNull();
    expect((await supervisor.call(OPERATIONS.reopenChwMonth, { params: { month: '2026-11' } })).status).toBe(404);

    // This month has not ended: nothing is written.
    const thisMonth = new Date().toISOString().slice(0, 7);
    const early = await supervisor.call(OPERATIONS.closeChwMonth, { body: { month: thisMonth } });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ message: 'Only a month that has ended can be closed.' });
    expect(
      await db().select().from(chwMonthClosings).where(eq(chwMonthClosings.organisationId, org.organisationId)),
    ).toEqual([]);
    expect((await as(t, org.guide).call(OPERATIONS.closeChwMonth, { body: { month: '2026-10' } })).status).toBe(403);
  });

  it('reads each customer’s own thresholds, and narrows to a customer or to a guide’s caseload', async () => {
    const org = await t.organisation('Alpha');
    await novemberOfWork(org);
    await db()
      .update(clients)
      .set({ chwInitialMinutes: 40, chwAddOnMinutes: 10 })
      .where(eq(clients.id, org.otherClientId));
    const elsewhere = await createMemberOf(db(), org, { clientId: org.otherClientId, firstName: 'Other' });
    await createCall(db(), org, {
      subjectId: elsewhere,
      receiverUserId: elsewhere,
      originatorUserId: org.otherGuide.id,
      clientId: org.otherClientId,
      timeStarted: at('2026-11-10T15:00:00Z'),
      timeConnected: at('2026-11-10T15:00:00Z'),
      timeEnded: at('2026-11-10T15:50:00Z'),
    });
    const supervisor = as(t, org.supervisor);
    const other = await supervisor.call(OPERATIONS.chwMinutesReport, {
      query: { month: '2026-11', clientId: org.otherClientId },
    });
    expect(other.body.rows.map((row) => row.memberId)).toEqual([elsewhere]);
    expect(other.body.rows[0]?.byStaff).toEqual([{ staffId: org.otherGuide.id, minutes: 50 }]);
    expect(other.body.customers.map((customer) => customer.id).sort()).toEqual(
      [org.clientId, org.otherClientId].sort(),
    );
    // The month's counts, kept by the narrowed asking, are the whole organisation's.
    const all = await supervisor.call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } });
    expect(all.body.rows.map((row) => [row.memberId, row.minutes, row.g0019, row.g0022Units])).toEqual([
      [org.member.id, 55, false, 0],
      [elsewhere, 50, true, 1],
    ]);
    // Both members are the guide's caseload (the factory assigns them so).
    const caseload = await supervisor.call(OPERATIONS.chwMinutesReport, {
      query: { month: '2026-11', guideId: org.guide.id },
    });
    expect(caseload.body.rows).toHaveLength(2);
    const none = await supervisor.call(OPERATIONS.chwMinutesReport, {
      query: { month: '2026-11', guideId: org.otherGuide.id },
    });
    expect(none.body.rows).toEqual([]);
  });

  it('answers a page of the ranked members with the whole list’s counts, naming and auditing only the page', async () => {
    const org = await t.organisation('Alpha');
    await novemberOfWork(org);
    const second = await createMemberOf(db(), org, { firstName: 'Second' });
    await createCall(db(), org, {
      subjectId: second,
      receiverUserId: second,
      originatorUserId: org.otherGuide.id,
      timeStarted: at('2026-11-10T15:00:00Z'),
      timeConnected: at('2026-11-10T15:00:00Z'),
      timeEnded: at('2026-11-10T16:10:00Z'),
    });
    const supervisor = as(t, org.supervisor);
    const page = (start: number) =>
      supervisor.call(OPERATIONS.chwMinutesReport, {
        query: { month: '2026-11', 'page-start': start, 'page-size': 1 },
      });

    // 70 minutes rank before 55; both pages count the whole list.
    const first = await page(0);
    expect(first.body).toMatchObject({ total: 2, reachingG0019: 1 });
    expect(first.body.rows.map((row) => [row.memberId, row.minutes, row.byStaff])).toEqual([
      [second, 70, [{ staffId: org.otherGuide.id, minutes: 70 }]],
    ]);
    expect(first.body.people.map((person) => person.id).sort()).toEqual([org.guide.id, org.otherGuide.id].sort());
    const auditedMembers = async () =>
      (
        await db()
          .select({ memberIds: auditTrail.memberIds })
          .from(auditTrail)
          .where(and(eq(auditTrail.organisationId, org.organisationId), eq(auditTrail.operation, 'chwMinutesReport')))
          .orderBy(desc(auditTrail.seq))
          .limit(1)
      )[0]?.memberIds;
    expect(await auditedMembers()).toEqual([second]);

    const next = await page(1);
    expect(next.body).toMatchObject({ total: 2, reachingG0019: 1 });
    expect(next.body.rows.map((row) => [row.memberId, row.minutes])).toEqual([[org.member.id, 55]]);
    expect(await auditedMembers()).toEqual([org.member.id]);
    expect((await page(2)).body).toMatchObject({ total: 2, rows: [] });

    // Without a page size, every row (the CSV's reading); a page size past the bound is refused.
    const all = await supervisor.call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } });
    expect(all.body.rows.map((row) => row.memberId)).toEqual([second, org.member.id]);
    const tooMany = await supervisor.call(OPERATIONS.chwMinutesReport, {
      query: { month: '2026-11', 'page-size': 501 },
    });
    expect(tooMany.status).toBe(400);
  });

  it('refuses guides, another organisation’s customer or guide, and a month that is not one', async () => {
    const org = await t.organisation('Alpha');
    const foreign = await t.organisation('Beta');
    expect((await as(t, org.guide).call(OPERATIONS.chwMinutesReport, { query: { month: '2026-11' } })).status).toBe(
      403,
    );
    const supervisor = as(t, org.supervisor);
    for (const query of [
      { month: '2026-11', clientId: foreign.clientId },
      { month: '2026-11', guideId: foreign.guide.id },
    ])
      expect((await supervisor.call(OPERATIONS.chwMinutesReport, { query })).status).toBe(404);
    const foreignMember = await as(t, org.supervisor).call(OPERATIONS.chwMinutesOfMember, {
      params: { memberId: foreign.member.id },
      query: { month: '2026-11' },
    });
    expect(foreignMember.status).toBe(404);
    for (const month of ['2026-13', '2026-1', '26-11', '2026-11-01'])
      expect((await supervisor.call(OPERATIONS.chwMinutesReport, { query: { month } })).status).toBe(400);
  });
});
