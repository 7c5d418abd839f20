/**
 * A member's needs on a hand-driven backend: the Needs tab's rows in their order; a new need and
 * an action (with its referral) shown at once and confirmed by the server's changes; fulfilling
 * closes it at once; another guide's change and the history arrive live.
 */
import { describe, expect, it } from 'vitest';
import type { EntityShape } from '../domain/index.ts';
import type { MemberNeedRow, NeedActionRow, NeedHistoryRow, ResourceReferralRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember } from './testing/fake-backend.ts';

const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const N1 = '6a000000-0000-4000-8000-000000000001';
const N2 = '6a000000-0000-4000-8000-000000000002';
const ISSUE = '6b000000-0000-4000-8000-000000000001';
const ACTIVITY = '6c000000-0000-4000-8000-000000000001';

const need = (id: string, sortOrder: number, fields: Partial<EntityShape<'need'>> = {}): EntityShape<'need'> => ({
  id,
  memberId: M,
  member: { id: M, name: 'Rosa Delgado', firstName: 'Rosa', lastName: 'Delgado' },
  issueId: ISSUE,
  issueLabel: 'Food insecurity',
  zCode: 'Z59.41',
  categoryId: null,
  domainId: null,
  reason: '<p>Skips meals</p>',
  identifiedAt: '2026-11-01T12:00:00.000Z',
  expiresAt: '2026-12-01T05:00:00.000Z',
  abandonedAt: null,
  closedById: null,
  fulfilledAt: null,
  fulfilledComment: null,
  needRequiresAction: true,
  canDelete: true,
  sortOrder,
  createdById: 'g1',
  assignedSurveyId: null,
  lastActionAt: null,
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...fields,
});

describe('needs', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado'));
    backend.upsert('need', need(N1, 0));
    backend.upsert('need', need(N2, 1, { issueLabel: 'Low income' }));
  });

  const needs = () => sync.open<MemberNeedRow>('memberNeeds', { memberId: M });

  it("lists the member's needs in their order, and a reorder shows at once", async () => {
    const view = await needs();
    expect(view.rows().map((row) => row.id)).toEqual([N1, N2]);
    const done = sync.engine.mutate('reorderNeeds', { memberId: M, needIds: [N2, N1] });
    sync.frames.run();
    expect(view.rows().map((row) => row.id)).toEqual([N2, N1]);
    await settleWrite(done);
    expect(view.rows().map((row) => row.id)).toEqual([N2, N1]);
  });

  it('a new need shows at once at the end, and is confirmed with its history', async () => {
    const view = await needs();
    const id = crypto.randomUUID();
    const done = sync.engine.mutate('createNeed', {
      id,
      memberId: M,
      issueId: ISSUE,
      reason: '<p>No ride to the clinic</p>',
      issueLabel: 'Transportation insecurity',
      expiresAt: '2026-12-21T05:00:00.000Z',
    });
    sync.frames.run();
    expect(view.rows().at(-1)).toMatchObject({ id, issueLabel: 'Transportation insecurity', fulfilledAt: null });
    await sync.confirm(done);
    const history = await sync.open<NeedHistoryRow>('needHistory', { needId: id });
    expect(history.rows().map((row) => row.kind)).toEqual(['identified']);
  });

  it('an action with a referral that fulfils the need shows at once, and the history arrives with it', async () => {
    const view = await needs();
    const actions = await sync.open<NeedActionRow>('needActions', { memberId: M, needId: N1 });
    const referrals = await sync.open<ResourceReferralRow>('memberResourceReferrals', { memberId: M, needId: N1 });
    const history = await sync.open<NeedHistoryRow>('needHistory', { needId: N1 });
    const id = crypto.randomUUID();
    const done = sync.engine.mutate('createNeedAction', {
      needId: N1,
      memberId: M,
      id,
      activityId: ACTIVITY,
      date: '2026-11-20',
      durationInMinutes: 15,
      description: 'Referred to the pantry',
      markAsFulfilled: true,
      resourceReferrals: [{ id: crypto.randomUUID(), resourceName: 'Northside Food Bank' }],
    });
    sync.frames.run();
    expect(actions.rows().map((row) => row.id)).toEqual([id]);
    expect(view.rows()[0]).toMatchObject({ id: N1, canDelete: false });
    expect(view.rows()[0]?.fulfilledAt).not.toBeNull();
    await sync.confirm(done);
    await sync.flush();
    expect(referrals.rows().map((row) => row.resourceName)).toEqual(['Northside Food Bank']);
    expect(
      history
        .rows()
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['actionTaken', 'fulfilled', 'resourceReferred']);
  });

  it('fulfilling closes the need at once; a refused write puts it back', async () => {
    const view = await needs();
    const done = sync.engine.mutate('fulfilNeed', { needId: N2, comment: 'Enrolled in SNAP' });
    sync.frames.run();
    expect(view.rows()[1]).toMatchObject({ fulfilledComment: 'Enrolled in SNAP' });
    await sync.confirm(done);
    expect(view.rows()[1]).toMatchObject({ fulfilledAt: '2026-11-21T12:00:00.000Z' });

    sync.backend.failNextPost = { status: 409, message: 'The need is Fulfilled: it cannot be changed' };
    const refused = sync.engine.mutate('stopPursuingNeed', { needId: N1 });
    sync.frames.run();
    expect(view.rows()[0]?.abandonedAt).not.toBeNull();
    await expect(refused).rejects.toBeDefined();
    sync.frames.run();
    expect(view.rows()[0]?.abandonedAt).toBeNull();
  });

  it("another guide's extension arrives live", async () => {
    const view = await needs();
    sync.backend.upsert('need', need(N1, 0, { expiresAt: '2026-12-31T05:00:00.000Z' }));
    await sync.flush();
    expect(view.rows()[0]?.expiresAt).toBe('2026-12-31T05:00:00.000Z');
  });

  async function settleWrite(done: Promise<unknown>) {
    await sync.confirm(done);
    await sync.flush();
  }
});
