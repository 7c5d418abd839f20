/**
 * Member status change requests in the engine, on the real server: the pending requests of a
 * guide's members (the docket's Pending events) with the member's name, a new request arriving
 * live, a supervisor's audit shown at once that takes the row out of the pending list, and the
 * member's status following the server's change; one request by id (a feed item's) following it too.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import { users } from '../server/db/schema/index.ts';
import { createMemberOf } from '../server/testing/factories.ts';
import { createStatusChangeRequest } from '../server/testing/status-change-factories.ts';
import type { MemberRecordRow, PendingStatusChangeRequestRow, StatusChangeRequestRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

/** Reference ids (catalogue positions): new 1, attempted 2. */
const ATTEMPTED = 2;

describe('status change requests in the engine', () => {
  let pendingId = '';
  const sync = engineOnServer({
    async seed({ db, org }) {
      pendingId = (
        await createStatusChangeRequest(db, org, {
          createdAt: new Date('2026-11-20T10:00:00.000Z'),
          effectiveAt: new Date('2026-11-20T06:00:00.000Z'),
        })
      ).id;
      await createStatusChangeRequest(db, org, { approval: 'deny', createdAt: new Date('2026-11-19T10:00:00.000Z') });
      // A pending request about another guide's member: not on this guide's list.
      const theirs = await createMemberOf(db, org, { firstName: 'Ana' });
      await db.update(users).set({ assignedGuideId: org.otherGuide.id }).where(eq(users.id, theirs));
      await createStatusChangeRequest(db, org, { memberId: theirs, creatorId: org.otherGuide.id });
    },
  });

  const pending = (guideId: string) =>
    sync.open<PendingStatusChangeRequestRow>('pendingStatusChangeRequests', { guideId });

  it("the pending requests about a guide's members, with the member's name; audited ones and other guides' members are not listed", async () => {
    const mine = await pending(sync.org.guide.id);
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
        id: pendingId,
        memberId: sync.org.member.id,
        memberName: 'Member Organisation',
        createdAt: '2026-11-20T10:00:00.000Z',
        effectiveAt: '2026-11-20T06:00:00.000Z',
        status: 'pending',
      },
    ]);
  });

  it('a new request made in another tab shows live, oldest first', async () => {
    const view = await pending(sync.org.guide.id);
    const made = await sync.as(sync.org.guide).call(OPERATIONS.createStatusChangeRequest, {
      body: {
        memberId: sync.org.member.id,
        memberStatusId: ATTEMPTED,
        effectiveAt: sync.clock.now() - 3_600_000,
        creatorComment: 'Left a voicemail',
      },
    });
    await sync.settled();
    expect(view.rows().map((r) => r.id)).toEqual([pendingId, made.body.memberStatusChangeRequest.id]);
  });

  it("a supervisor's approval leaves the pending list at once; the feed item's request and the member's status follow the server's changes", async () => {
    await sync.signIn(sync.org.supervisor);
    const view = await pending(sync.org.guide.id);
    const one = await sync.open<StatusChangeRequestRow>('statusChangeRequest', { requestId: pendingId });
    const record = await sync.open<MemberRecordRow>('memberRecord', { memberId: sync.org.member.id });
    expect(one.rows()[0]).toMatchObject({ id: pendingId, approval: null });
    expect(record.rows()[0]?.memberStatusId).toBe(1);
    sync.hold();
    const done = sync.engine.mutate('auditStatusChangeRequest', {
      id: pendingId,
      approval: 'approve',
      auditorComment: 'Fine',
    });
    sync.frames.run();
    expect(view.rows()).toEqual([]);
    expect(one.rows()[0]).toMatchObject({ approval: 'approve', appliedAt: null });
    sync.release();
    await sync.confirm(done);
    expect(record.rows()[0]?.memberStatusId).toBe(ATTEMPTED);
    expect(one.rows()[0]).toMatchObject({
      appliedAt: expect.stringMatching(/^2026-11-21T12:00/),
      auditorName: 'Supervisor Tester',
    });
  });
});
