/**
 * Member transfer requests in the engine, on the real server: a guide's pending requests (the
 * docket's Pending events) with the member's name, a new request arriving live, and a supervisor's
 * review shown at once that takes the row out of the pending list, the member moving to the
 * receiving guide with the server's changes.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { createMemberOf } from '../server/testing/factories.ts';
import { createTransferRequest, transferReasonId } from '../server/transfers/testing.ts';
import type { MemberRecordRow, MemberTransferRow, PendingTransferRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

describe('member transfer requests in the engine', () => {
  const ids = { pending: '', denied: '' };
  const sync = engineOnServer({
    async seed({ db, org }) {
      ids.pending = (await createTransferRequest(db, org, { createdAt: new Date('2026-11-20T10:00:00.000Z') })).id;
      ids.denied = (
        await createTransferRequest(db, org, {
          createdAt: new Date('2026-11-19T10:00:00.000Z'),
          approval: 'deny',
          deniedAt: new Date('2026-11-19T11:00:00.000Z'),
        })
      ).id;
    },
  });

  const pending = (guideId: string) => sync.open<PendingTransferRow>('pendingTransferRequests', { guideId });

  it("a guide's pending requests, moving a member away or to them, with the member's name; reviewed ones are not listed", async () => {
    const mine = await pending(sync.org.guide.id);
    expect(
      mine
        .rows()
        .map(({ id, memberId, memberName, createdAt, status }) => ({ id, memberId, memberName, createdAt, status })),
    ).toEqual([
      {
        id: ids.pending,
        memberId: sync.org.member.id,
        memberName: 'Member Organisation',
        createdAt: '2026-11-20T10:00:00.000Z',
        status: 'pending',
      },
    ]);
    await sync.signIn(sync.org.otherGuide);
    const receiving = await pending(sync.org.otherGuide.id);
    expect(receiving.rows().map((r) => r.id)).toEqual([ids.pending]);
  });

  it('a new request made by another guide shows live, after the older one', async () => {
    const { db, org } = sync;
    await sync.signIn(org.otherGuide);
    const view = await pending(org.otherGuide.id);
    const ana = await createMemberOf(db, org, { firstName: 'Ana' });
    const made = await sync.as(org.guide).call(OPERATIONS.createMemberTransferRequest, {
      body: {
        memberId: ana,
        receivingGuideId: org.otherGuide.id,
        transferReasonId: await transferReasonId(db, org, 'caseload-balancing'),
        commentToReceivingGuide: 'Please take over Ana.',
        stringDetail: 'Balancing',
      },
    });
    await sync.settled();
    expect(view.rows().map((r) => [r.id, r.memberName])).toEqual([
      [ids.pending, 'Member Organisation'],
      [made.body.id, 'Ana Member'],
    ]);
  });

  it("a supervisor's approval leaves the pending list at once; the member's guide follows the server's change", async () => {
    const { org } = sync;
    await sync.signIn(org.supervisor);
    const view = await pending(org.guide.id);
    const requests = await sync.open<MemberTransferRow>('memberTransferRequests', { memberId: org.member.id });
    const record = await sync.open<MemberRecordRow>('memberRecord', { memberId: org.member.id });
    const one = await sync.open<MemberTransferRow>('memberTransferRequest', { requestId: ids.pending });
    expect(one.rows().map((r) => [r.id, r.memberName, r.approval])).toEqual([
      [ids.pending, 'Member Organisation', null],
    ]);
    expect(requests.rows().map((r) => [r.id, r.approval])).toEqual([
      [ids.pending, null],
      [ids.denied, 'deny'],
    ]);
    expect(record.rows()[0]?.assignedGuideId).toBe(org.guide.id);

    sync.hold();
    const done = sync.engine.mutate('auditMemberTransferRequest', {
      id: ids.pending,
      approval: 'approve',
      receivingGuideId: org.otherGuide.id,
      effectiveAt: Date.parse('2026-11-21T06:00:00.000Z'),
      auditorComment: ' Fine ',
    });
    sync.frames.run();
    // Before the server has seen it: the optimistic review.
    expect(view.rows()).toEqual([]);
    expect(requests.rows()[0]).toMatchObject({
      id: ids.pending,
      approval: 'approve',
      auditorComment: 'Fine',
      effectiveAt: '2026-11-21T06:00:00.000Z',
      appliedAt: null,
    });
    expect(record.rows()[0]?.assignedGuideId).toBe(org.guide.id);

    sync.release();
    await sync.confirm(done);
    expect(record.rows()[0]?.assignedGuideId).toBe(org.otherGuide.id);
    // Applied by the server, at its time (the transfer routes read the system clock, not the test's).
    expect(requests.rows()[0]?.appliedAt).toEqual(expect.any(String));
    expect(one.rows()[0]).toMatchObject({ approval: 'approve', auditorId: org.supervisor.id });
    expect(view.rows()).toEqual([]);
  });
});
