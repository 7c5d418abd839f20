import { describe, expect, it } from 'vitest';
import {
  auditTransferBody,
  createTransferBody,
  mayAuditTransfers,
  mayEditTransfer,
  mayRequestTransfer,
  transferAutoApproves,
  transferIsDue,
  transferStatusOf,
  type TransferApproval,
} from './member-transfers.ts';

const AUDIT = ['CAN_VIEW_CASELOAD', 'CAN_AUDIT_MEMBER_TRANSFER_REQUESTS'];
const GUIDE = ['CAN_VIEW_CASELOAD'];

describe('who may request a transfer, and whose request approves itself', () => {
  it.each([
    ['the member’s guide', 'g1', GUIDE, 'g1', true, false],
    ['another guide', 'g2', GUIDE, 'g1', false, false],
    ['another guide, member unassigned', 'g2', GUIDE, null, false, false],
    ['an auditor, member not theirs', 'a1', AUDIT, 'g1', true, true],
    ['an auditor, member unassigned', 'a1', AUDIT, null, true, true],
    ['an auditor who is the member’s guide', 'g1', AUDIT, 'g1', true, true],
  ] as const)('%s', (_who, userId, permissions, assignedGuideId, mayRequest, autoApproves) => {
    const user = { userId, permissions };
    expect(mayRequestTransfer(user, { assignedGuideId })).toBe(mayRequest);
    expect(transferAutoApproves(user)).toBe(autoApproves);
    expect(mayAuditTransfers(user)).toBe(autoApproves);
  });

  it('a member-level grant of the audit permission counts too', () => {
    expect(mayAuditTransfers({ permissions: GUIDE }, ['CAN_AUDIT_MEMBER_TRANSFER_REQUESTS'])).toBe(true);
  });
});

describe('a transfer’s state', () => {
  const at = '2026-11-25T12:00:00.000Z';
  it.each([
    [null, null, 'pending'],
    ['approve', null, 'approved'],
    ['deny', null, 'denied'],
    [null, at, 'deleted'],
    ['approve', at, 'deleted'],
    ['deny', new Date(at), 'deleted'],
  ] as [TransferApproval | null, string | Date | null, string][])(
    'approval %s, deleted %s: %s',
    (approval, deletedAt, status) => {
      expect(transferStatusOf({ approval, deletedAt })).toBe(status);
    },
  );

  it('only the creator edits, and only while pending', () => {
    const pending = { approval: null, deletedAt: null, creatorId: 'g1' };
    expect(mayEditTransfer({ userId: 'g1', permissions: GUIDE }, pending)).toBe(true);
    expect(mayEditTransfer({ userId: 'a1', permissions: AUDIT }, pending)).toBe(false);
    expect(mayEditTransfer({ userId: 'g1', permissions: GUIDE }, { ...pending, approval: 'deny' })).toBe(false);
    expect(
      mayEditTransfer({ userId: 'g1', permissions: GUIDE }, { ...pending, deletedAt: '2026-11-25T00:00:00Z' }),
    ).toBe(false);
  });

  it.each([
    ['approved, effective before now', 'approve', '2026-11-25T11:59:59.999Z', null, true],
    ['approved, effective exactly now', 'approve', '2026-11-25T12:00:00.000Z', null, true],
    ['approved, effective later', 'approve', '2026-11-25T12:00:00.001Z', null, false],
    ['approved, already applied', 'approve', '2026-11-25T11:00:00.000Z', '2026-11-25T11:00:00.000Z', false],
    ['pending', null, '2026-11-25T11:00:00.000Z', null, false],
    ['denied', 'deny', '2026-11-25T11:00:00.000Z', null, false],
    ['approved without an effective time', 'approve', null, null, false],
  ] as [string, TransferApproval | null, string | null, string | null, boolean][])(
    'due: %s',
    (_case, approval, effectiveAt, appliedAt, due) => {
      expect(
        transferIsDue({ approval, deletedAt: null, effectiveAt, appliedAt }, Date.parse('2026-11-25T12:00:00.000Z')),
      ).toBe(due);
    },
  );
});

describe('request schemas', () => {
  const ids = {
    memberId: crypto.randomUUID(),
    receivingGuideId: crypto.randomUUID(),
    transferReasonId: crypto.randomUUID(),
  };

  it('trims the comment and stores an empty detail as none', () => {
    const out = createTransferBody({ ...ids, commentToReceivingGuide: '  Hello  ', stringDetail: '   ' });
    expect(out).toMatchObject({ commentToReceivingGuide: 'Hello', stringDetail: null });
  });

  it.each([
    [{ commentToReceivingGuide: '' }, 'Comment to receiving guide is required.'],
    [{ commentToReceivingGuide: 'x'.repeat(501) }, 'Comment to receiving guide must be at most 500 characters.'],
    [{ commentToReceivingGuide: 'ok', timestampDetail: 1.5 }, 'Date is not valid.'],
  ])('refuses %o', (change, message) => {
    const out = createTransferBody({ ...ids, ...change });
    expect(out instanceof Error || (out as { summary?: string }).summary).toBeTruthy();
    expect(String((out as { summary?: string }).summary)).toContain(message);
  });

  it('the review needs an approval, a receiving guide and an effective time; its comment is at most 500', () => {
    const ok = auditTransferBody({
      approval: 'approve',
      receivingGuideId: ids.receivingGuideId,
      effectiveAt: Date.UTC(2026, 10, 25),
      auditorComment: '  ',
    });
    expect(ok).toMatchObject({ approval: 'approve', auditorComment: null });
    const long = auditTransferBody({
      approval: 'deny',
      receivingGuideId: ids.receivingGuideId,
      effectiveAt: Date.UTC(2026, 10, 25),
      auditorComment: 'x'.repeat(501),
    });
    expect(String((long as { summary?: string }).summary)).toContain('Comment must be at most 500 characters.');
  });
});
