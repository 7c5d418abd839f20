/**
 * The docket's Needs tab and the Goals tab's needs on a hand-driven backend: the open needs of the
 * guide's members, soonest expiry first, each with its member's name; an action recorded, a need
 * fulfilled or a member moved to another guide changes or takes the row away live.
 */
import { describe, expect, it } from 'vitest';
import type { DocketNeedRow, GoalNeedRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember } from './testing/fake-backend.ts';
import { makeNeed, withGuideNeeds } from './testing/fake-resources.ts';

const G = 'g1';
const id = (n: number) => `5c1d0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('docket needs', () => {
  const sync = engineScreenEach(
    (backend) => {
      const rosa = makeMember(id(1), 'Rosa', 'Delgado');
      const ana = makeMember(id(2), 'Ana', 'Ruiz');
      const other = makeMember(id(3), 'Omar', 'Khan', { assignedGuideId: 'g2' });
      for (const member of [rosa, ana, other]) backend.upsert('user', member);
      backend.upsert('need', makeNeed(id(11), rosa, { expiresAt: '2026-12-10T06:00:00.000Z' }));
      backend.upsert(
        'need',
        makeNeed(id(12), ana, { expiresAt: '2026-11-25T06:00:00.000Z', issueLabel: 'Social isolation' }),
      );
      backend.upsert('need', makeNeed(id(13), other));
      backend.upsert('need', makeNeed(id(14), rosa, { fulfilledAt: '2026-11-10T15:00:00.000Z' }));
    },
    { http: withGuideNeeds },
  );

  it("lists the open needs of the guide's members with the member's name, in an order a change never moves", async () => {
    const tab = await sync.open<DocketNeedRow>('docketNeeds', { guideId: G });
    expect(tab.rows().map((row) => [row.id, row.memberName, row.issueLabel])).toEqual([
      [id(11), 'Rosa Delgado', 'Food insecurity'],
      [id(12), 'Ana Ruiz', 'Social isolation'],
    ]);
    sync.backend.upsert('need', { ...sync.backend.tables.need.get(id(11))!, expiresAt: '2027-02-01T06:00:00.000Z' });
    await sync.flush();
    expect(tab.rows().map((row) => row.id)).toEqual([id(11), id(12)]);
  });

  it('follows an action, a fulfilment and a transfer live', async () => {
    const tab = await sync.open<DocketNeedRow>('docketNeeds', { guideId: G });
    sync.backend.upsert('need', { ...sync.backend.tables.need.get(id(11))!, lastActionAt: '2026-11-20T15:00:00.000Z' });
    await sync.flush();
    expect(tab.rows().find((row) => row.id === id(11))?.lastActionAt).toBe('2026-11-20T15:00:00.000Z');
    sync.backend.upsert('need', { ...sync.backend.tables.need.get(id(12))!, fulfilledAt: '2026-11-20T15:00:00.000Z' });
    await sync.flush();
    expect(tab.rows().map((row) => row.id)).toEqual([id(11)]);
    sync.backend.upsert('user', { ...sync.backend.tables.user.get(id(1))!, assignedGuideId: 'g2' });
    await sync.flush();
    expect(tab.rows()).toEqual([]);
  });

  it("reads a member's needs for the Goals tab, in the member's order, each change live", async () => {
    const goals = await sync.open<GoalNeedRow>('memberGoalNeeds', { memberId: id(1) });
    expect(
      goals
        .rows()
        .map((row) => row.id)
        .sort(),
    ).toEqual([id(11), id(14)]);
    sync.backend.upsert('need', {
      ...sync.backend.tables.need.get(id(11))!,
      abandonedAt: '2026-11-20T15:00:00.000Z',
      closedById: G,
    });
    await sync.flush();
    expect(goals.rows().find((row) => row.id === id(11))).toMatchObject({
      abandonedAt: '2026-11-20T15:00:00.000Z',
      closedById: G,
    });
  });
});
