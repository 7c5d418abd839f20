/**
 * A member's needs on the real server: the Needs tab's rows in their order; a new need and an
 * action (with its referral) shown at once and confirmed by the server's changes; fulfilling
 * closes it at once; a change the server refuses (a fulfilled need stopped) is put back; another
 * guide's extension and the history arrive live.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { insertNeed, needsCatalogue, type NeedsCatalogueIds } from '../server/needs/factories.ts';
import type { MemberNeedRow, NeedActionRow, NeedHistoryRow, ResourceReferralRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

describe('needs', () => {
  const ids = { food: '', income: '' };
  let catalogue: NeedsCatalogueIds;
  const sync = engineOnServer({
    async seed({ db, org }) {
      catalogue = await needsCatalogue(db, org.organisationId);
      const seed = {
        organisationId: org.organisationId,
        memberId: org.member.id,
        createdById: org.guide.id,
        reason: '<p>Skips meals</p>',
        identifiedAt: new Date('2026-11-01T12:00:00.000Z'),
        expiresAt: new Date('2026-12-01T05:00:00.000Z'),
      };
      ids.food = await insertNeed(db, { ...seed, issueKey: 'food-insecurity', sortOrder: 0 });
      ids.income = await insertNeed(db, { ...seed, issueKey: 'low-income', sortOrder: 1 });
    },
  });

  const needs = () => sync.open<MemberNeedRow>('memberNeeds', { memberId: sync.org.member.id });

  it("lists the member's needs in their order, and a reorder shows at once and stays", async () => {
    const view = await needs();
    expect(view.rows().map((row) => row.id)).toEqual([ids.food, ids.income]);
    sync.hold();
    const done = sync.engine.mutate('reorderNeeds', { memberId: sync.org.member.id, needIds: [ids.income, ids.food] });
    sync.frames.run();
    expect(view.rows().map((row) => row.id)).toEqual([ids.income, ids.food]);
    sync.release();
    await sync.confirm(done);
    expect(view.rows().map((row) => row.id)).toEqual([ids.income, ids.food]);
  });

  it('a new need shows at once at the end, and is confirmed with its history', async () => {
    const view = await needs();
    const id = crypto.randomUUID();
    sync.hold();
    const done = sync.engine.mutate('createNeed', {
      id,
      memberId: sync.org.member.id,
      issueId: catalogue.issueId('transportation-insecurity'),
      reason: '<p>No ride to the clinic</p>',
      issueLabel: 'Transportation insecurity',
      expiresAt: '2026-12-21T05:00:00.000Z',
    });
    sync.frames.run();
    expect(view.rows().at(-1)).toMatchObject({ id, issueLabel: 'Transportation insecurity', fulfilledAt: null });
    sync.release();
    await sync.confirm(done);
    expect(view.rows().map((row) => row.id)).toEqual([ids.food, ids.income, id]);
    const history = await sync.open<NeedHistoryRow>('needHistory', { needId: id });
    expect(history.rows().map((row) => row.kind)).toEqual(['identified']);
  });

  it('an action with a referral that fulfils the need shows at once, and the history arrives with it', async () => {
    const memberId = sync.org.member.id;
    const view = await needs();
    const actions = await sync.open<NeedActionRow>('needActions', { memberId, needId: ids.food });
    const referrals = await sync.open<ResourceReferralRow>('memberResourceReferrals', { memberId, needId: ids.food });
    const history = await sync.open<NeedHistoryRow>('needHistory', { needId: ids.food });
    const id = crypto.randomUUID();
    sync.hold();
    const done = sync.engine.mutate('createNeedAction', {
      needId: ids.food,
      memberId,
      id,
      activityId: catalogue.activityId('community-referral'),
      date: '2026-11-20',
      durationInMinutes: 15,
      description: 'Referred to the pantry',
      markAsFulfilled: true,
      resourceReferrals: [{ id: crypto.randomUUID(), resourceName: 'Northside Food Bank' }],
    });
    sync.frames.run();
    expect(actions.rows().map((row) => row.id)).toEqual([id]);
    expect(view.rows()[0]).toMatchObject({ id: ids.food, canDelete: false });
    expect(view.rows()[0]?.fulfilledAt).not.toBeNull();
    sync.release();
    await sync.confirm(done);
    expect(referrals.rows().map((row) => row.resourceName)).toEqual(['Northside Food Bank']);
    expect(
      history
        .rows()
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['actionTaken', 'fulfilled', 'identified', 'resourceReferred']);
  });

  it('fulfilling closes the need at once; stopping a fulfilled need is refused, and its row is put back', async () => {
    const view = await needs();
    sync.hold();
    const done = sync.engine.mutate('fulfilNeed', { needId: ids.income, comment: 'Enrolled in SNAP' });
    sync.frames.run();
    expect(view.rows()[1]).toMatchObject({ fulfilledComment: 'Enrolled in SNAP' });
    sync.release();
    await sync.confirm(done);
    expect(view.rows()[1]?.fulfilledAt).toMatch(/^2026-11-21T12:00/);

    sync.hold();
    const refused = sync.engine.mutate('stopPursuingNeed', { needId: ids.income });
    sync.frames.run();
    expect(view.rows()[1]?.abandonedAt).not.toBeNull();
    sync.release();
    await expect(refused).rejects.toMatchObject({ status: 409 });
    sync.frames.run();
    expect(view.rows()[1]).toMatchObject({ abandonedAt: null, fulfilledComment: 'Enrolled in SNAP' });
  });

  it("another guide's extension arrives live", async () => {
    const view = await needs();
    const before = view.rows()[0]!.expiresAt;
    // A need is extended only in its last 7 days: five days on, it expires in five.
    sync.clock.advance(5 * 86_400_000);
    await sync
      .as(sync.org.supervisor)
      .call(OPERATIONS.updateUserNeed, { params: { userNeedId: ids.food }, body: { shouldExtend: true } });
    await sync.settled();
    expect(view.rows()[0]!.expiresAt > before).toBe(true);
  });
});
