/**
 * The docket's Needs tab and the Goals tab's needs on the real server: the open needs of the
 * guide's members, each with its member's name, in an order a change never moves; an action
 * recorded, a need fulfilled or a member moved to another guide changes or takes the row away live.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { userNeeds, users } from '../server/db/schema/index.ts';
import { insertNeed, needsCatalogue, type NeedsCatalogueIds } from '../server/needs/factories.ts';
import { createMemberOf } from '../server/testing/factories.ts';
import { createTransferRequest } from '../server/transfers/testing.ts';
import type { DocketNeedRow, GoalNeedRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

describe('docket needs', () => {
  const ids = { rosa: '', ana: '', theirs: '', fulfilled: '' };
  let catalogue: NeedsCatalogueIds;
  const sync = engineOnServer({
    async seed({ db, org }) {
      catalogue = await needsCatalogue(db, org.organisationId);
      const ana = await createMemberOf(db, org, { firstName: 'Ana' });
      const omar = await createMemberOf(db, org, { firstName: 'Omar' });
      await db.update(users).set({ assignedGuideId: org.otherGuide.id }).where(eq(users.id, omar));
      const need = (memberId: string, issueKey: string, expiresAt: string) =>
        insertNeed(db, {
          organisationId: org.organisationId,
          memberId,
          createdById: org.guide.id,
          issueKey,
          reason: '<p>Skips meals</p>',
          identifiedAt: new Date('2026-11-01T15:00:00.000Z'),
          expiresAt: new Date(expiresAt),
        });
      ids.rosa = await need(org.member.id, 'food-insecurity', '2026-12-10T06:00:00.000Z');
      ids.ana = await need(ana, 'social-isolation', '2026-11-25T06:00:00.000Z');
      ids.theirs = await need(omar, 'food-insecurity', '2026-12-01T06:00:00.000Z');
      ids.fulfilled = await need(org.member.id, 'low-income', '2026-12-01T06:00:00.000Z');
      await db
        .update(userNeeds)
        .set({ fulfilledAt: new Date('2026-11-10T15:00:00.000Z') })
        .where(eq(userNeeds.id, ids.fulfilled));
    },
  });

  const docket = () => sync.open<DocketNeedRow>('docketNeeds', { guideId: sync.org.guide.id });
  /** The rows in the engine's order: by id, whatever changes. */
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

  it("lists the open needs of the guide's members with the member's name, in an order a change never moves", async () => {
    const tab = await docket();
    expect(tab.rows().map((row) => [row.id, row.memberName, row.issueLabel])).toEqual(
      byId([
        { id: ids.rosa, name: 'Member Organisation', issue: 'Food insecurity' },
        { id: ids.ana, name: 'Ana Member', issue: 'Social isolation' },
      ]).map((row) => [row.id, row.name, row.issue]),
    );
    const order = tab.rows().map((row) => row.id);
    // Ana's need is in its last week, so it may be extended: its expiry moves, its row does not.
    await sync
      .as(sync.org.guide)
      .call(OPERATIONS.updateUserNeed, { params: { userNeedId: ids.ana }, body: { shouldExtend: true } });
    await sync.settled();
    expect(tab.rows().find((row) => row.id === ids.ana)?.expiresAt).not.toBe('2026-11-25T06:00:00.000Z');
    expect(tab.rows().map((row) => row.id)).toEqual(order);
  });

  it('follows an action, a fulfilment and a transfer live', async () => {
    const { org } = sync;
    const tab = await docket();
    const supervisor = sync.as(org.supervisor);
    await supervisor.call(OPERATIONS.createNeedAction, {
      params: { needId: ids.rosa },
      body: {
        id: crypto.randomUUID(),
        activityId: catalogue.activityId('community-referral'),
        date: '2026-11-20',
        durationInMinutes: 15,
        description: 'Called the pantry',
        markAsFulfilled: false,
        resourceReferrals: [],
      },
    });
    await sync.settled();
    expect(tab.rows().find((row) => row.id === ids.rosa)?.lastActionAt).toEqual(expect.any(String));

    await supervisor.call(OPERATIONS.updateUserNeed, {
      params: { userNeedId: ids.ana },
      body: { fulfilled: true, comment: 'Joined a club' },
    });
    await sync.settled();
    expect(tab.rows().map((row) => row.id)).toEqual([ids.rosa]);

    // The member moves to the other guide: an approved transfer, effective now.
    const transfer = await createTransferRequest(sync.db, org);
    await supervisor.call(OPERATIONS.auditMemberTransferRequest, {
      params: { id: transfer.id },
      body: { approval: 'approve', receivingGuideId: org.otherGuide.id, effectiveAt: sync.clock.now() - 60_000 },
    });
    await sync.settled();
    expect(tab.rows()).toEqual([]);
  });

  it("reads a member's needs for the Goals tab, fulfilled ones too, each change live", async () => {
    const goals = await sync.open<GoalNeedRow>('memberGoalNeeds', { memberId: sync.org.member.id });
    expect(
      goals
        .rows()
        .map((row) => row.id)
        .sort(),
    ).toEqual([ids.rosa, ids.fulfilled].sort());
    await sync
      .as(sync.org.otherGuide)
      .call(OPERATIONS.updateUserNeed, { params: { userNeedId: ids.rosa }, body: { abandoned: true } });
    await sync.settled();
    expect(goals.rows().find((row) => row.id === ids.rosa)).toMatchObject({
      abandonedAt: expect.stringMatching(/^2026-11-21T12:00/),
      closedById: sync.org.otherGuide.id,
    });
  });
});
