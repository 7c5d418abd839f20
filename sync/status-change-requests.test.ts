/**
 * Member status change requests in the engine, on a hand-driven backend: the pending requests of
 * a guide's members (the docket's Pending events) with the member's name, a new request arriving
 * live, an audit shown at once that takes the row out of the pending list, and the member's
 * status following the server's change; one request by id (a feed item's) following it too.
 */
import { describe, expect, it } from 'vitest';
import type { MemberRecordRow, PendingStatusChangeRequestRow, StatusChangeRequestRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, settle } from './testing/fake-backend.ts';
import { makeStatusChangeRequest } from './testing/fake-status-changes.ts';

const G = '6a0d9c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const M2 = '1c8f4d2b-3a5e-4f6b-8c7d-8e9f0a1b2c3d';
const R1 = '2d9a5e3c-4b6f-4a7c-8d8e-9f0a1b2c3d4e';
const R2 = '3e0b6f4d-5c7a-4b8d-9e9f-0a1b2c3d4e5f';
const R3 = '4f1c7a5e-6d8b-4c9e-8f0a-1b2c3d4e5f6a';

describe('status change requests in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado', { assignedGuideId: G, memberStatusId: 1 }));
    backend.upsert('user', makeMember(M2, 'Ana', 'Lopez', { assignedGuideId: 'g9' }));
    backend.upsert(
      'memberStatusChangeRequest',
      makeStatusChangeRequest(R1, { memberId: M, createdAt: '2026-11-20T10:00:00.000Z' }),
    );
    backend.upsert(
      'memberStatusChangeRequest',
      makeStatusChangeRequest(R2, { memberId: M, approval: 'deny', createdAt: '2026-11-19T10:00:00.000Z' }),
    );
  });

  const pending = (guideId: string) =>
    sync.open<PendingStatusChangeRequestRow>('pendingStatusChangeRequests', { guideId });

  it("the pending requests about a guide's members, with the member's name; audited ones and other guides' members are not listed", async () => {
    const mine = await pending(G);
    expect(
      mine.rows().map(({ id, memberId, memberName, createdAt, effectiveAt, status }) => ({
        id,
        memberId,
        memberName,
        createdAt,
        effectiveAt,
        status,
      })),
    ).toEqual([
      {
        id: R1,
        memberId: M,
        memberName: 'Rosa Delgado',
        createdAt: '2026-11-20T10:00:00.000Z',
        effectiveAt: '2026-11-20T06:00:00.000Z',
        status: 'pending',
      },
    ]);
  });

  it('a new request made elsewhere shows live, oldest first', async () => {
    const view = await pending(G);
    const rosa = { id: M, name: 'Rosa Delgado', firstName: 'Rosa', lastName: 'Delgado', assignedGuideId: G };
    sync.backend.upsert(
      'memberStatusChangeRequest',
      makeStatusChangeRequest(R3, { memberId: M, member: rosa, createdAt: '2026-11-21T09:00:00.000Z' }),
    );
    sync.backend.deliverAll();
    await settle();
    sync.frames.run();
    expect(view.rows().map((r) => r.id)).toEqual([R1, R3]);
  });

  it("an approval leaves the pending list at once; the feed item's request and the member's status follow the server's changes", async () => {
    const view = await pending(G);
    const one = await sync.open<StatusChangeRequestRow>('statusChangeRequest', { requestId: R1 });
    const record = await sync.open<MemberRecordRow>('memberRecord', { memberId: M });
    expect(one.rows()[0]).toMatchObject({ id: R1, approval: null });
    const done = sync.engine.mutate('auditStatusChangeRequest', {
      id: R1,
      approval: 'approve',
      auditorComment: 'Fine',
    });
    await settle();
    sync.frames.run();
    expect(view.rows()).toEqual([]);
    expect(one.rows()[0]).toMatchObject({ approval: 'approve' });
    await sync.confirm(done);
    await settle();
    sync.frames.run();
    expect(record.rows()[0]?.memberStatusId).toBe(2);
    expect(one.rows()[0]).toMatchObject({ appliedAt: '2026-11-21T12:00:00.000Z', auditorName: 'Samuel Okafor' });
  });
});
