/**
 * Member transfer requests in the engine, on a hand-driven backend: a guide's pending requests
 * (the docket's Pending events) with the member's name, a new request arriving live, a review
 * shown at once that takes the row out of the pending list, and the member moving with the
 * server's changes.
 */
import { describe, expect, it } from 'vitest';
import type { MemberRecordRow, MemberTransferRow, PendingTransferRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, settle } from './testing/fake-backend.ts';
import { makeTransferRequest } from './testing/fake-transfers.ts';

const G = '6a0d9c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const G2 = '7b1e0d2f-3c4a-4d6e-9f0a-1b2c3d4e5f6a';
const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const M2 = '1c8f4d2b-3a5e-4f6b-8c7d-8e9f0a1b2c3d';
const R1 = '2d9a5e3c-4b6f-4a7c-8d8e-9f0a1b2c3d4e';
const R2 = '3e0b6f4d-5c7a-4b8d-9e9f-0a1b2c3d4e5f';
const R3 = '4f1c7a5e-6d8b-4c9e-8f0a-1b2c3d4e5f6a';
const summary = (id: string, name: string, guide: string) => ({
  id,
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1]!,
  assignedGuideId: guide,
});

describe('member transfer requests in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado', { assignedGuideId: G }));
    backend.upsert('user', makeMember(M2, 'Ana', 'Lopez', { assignedGuideId: G2 }));
    const rosa = summary(M, 'Rosa Delgado', G);
    backend.upsert(
      'memberTransferRequest',
      makeTransferRequest(R1, {
        memberId: M,
        originatingGuideId: G,
        receivingGuideId: G2,
        member: rosa,
        createdAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    backend.upsert(
      'memberTransferRequest',
      makeTransferRequest(R2, {
        memberId: M,
        originatingGuideId: G,
        receivingGuideId: G2,
        member: rosa,
        approval: 'deny',
        createdAt: '2026-11-19T10:00:00.000Z',
      }),
    );
  });

  const pending = (guideId: string) => sync.open<PendingTransferRow>('pendingTransferRequests', { guideId });

  it("a guide's pending requests, moving a member away or to them, with the member's name; reviewed ones are not listed", async () => {
    const mine = await pending(G);
    expect(
      mine
        .rows()
        .map(({ id, memberId, memberName, createdAt, status }) => ({ id, memberId, memberName, createdAt, status })),
    ).toEqual([
      { id: R1, memberId: M, memberName: 'Rosa Delgado', createdAt: '2026-11-20T10:00:00.000Z', status: 'pending' },
    ]);
    const receiving = await pending(G2);
    expect(receiving.rows().map((r) => r.id)).toEqual([R1]);
  });

  it('a new request made elsewhere shows live', async () => {
    const view = await pending(G2);
    sync.backend.upsert(
      'memberTransferRequest',
      makeTransferRequest(R3, {
        memberId: M2,
        originatingGuideId: 'g9',
        receivingGuideId: G2,
        member: summary(M2, 'Ana Lopez', 'g9'),
        createdAt: '2026-11-21T09:00:00.000Z',
      }),
    );
    sync.backend.deliverAll();
    await settle();
    sync.frames.run();
    expect(view.rows().map((r) => [r.id, r.memberName])).toEqual([
      [R1, 'Rosa Delgado'],
      [R3, 'Ana Lopez'],
    ]);
  });

  it("an approval leaves the pending list at once; the member's guide follows the server's change", async () => {
    const view = await pending(G);
    const requests = await sync.open<MemberTransferRow>('memberTransferRequests', { memberId: M });
    const record = await sync.open<MemberRecordRow>('memberRecord', { memberId: M });
    const one = await sync.open<MemberTransferRow>('memberTransferRequest', { requestId: R1 });
    expect(one.rows().map((r) => [r.id, r.memberName, r.approval])).toEqual([[R1, 'Rosa Delgado', null]]);
    expect(requests.rows().map((r) => [r.id, r.approval])).toEqual([
      [R1, null],
      [R2, 'deny'],
    ]);
    const done = sync.engine.mutate('auditMemberTransferRequest', {
      id: R1,
      approval: 'approve',
      receivingGuideId: G2,
      effectiveAt: Date.parse('2026-11-21T06:00:00.000Z'),
      auditorComment: ' Fine ',
    });
    await settle();
    sync.frames.run();
    expect(view.rows()).toEqual([]);
    expect(requests.rows()[0]).toMatchObject({
      id: R1,
      approval: 'approve',
      auditorComment: 'Fine',
      effectiveAt: '2026-11-21T06:00:00.000Z',
    });
    await sync.confirm(done);
    await settle();
    sync.frames.run();
    expect(record.rows()[0]?.assignedGuideId).toBe(G2);
    expect(requests.rows()[0]).toMatchObject({ appliedAt: '2026-11-21T12:00:00.000Z' });
    expect(one.rows()[0]).toMatchObject({ approval: 'approve', appliedAt: '2026-11-21T12:00:00.000Z' });
  });
});
