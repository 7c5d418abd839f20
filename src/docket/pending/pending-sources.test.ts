import { describe, expect, it } from 'vitest';
import { statusChangeRequestSource, transferRequestSource, workflowPhaseSource } from './pending-sources.ts';

const context = (timeZone: string) => ({
  docketDay: { guideId: 'g1', day: '2026-03-01', dayStart: 0, dayEnd: 0 },
  nowMs: Date.parse('2026-03-01T12:00:00Z'),
  timeZone,
});
const request = {
  id: 'r1',
  memberId: 'm1',
  memberName: 'Rosa Delgado',
  memberStatusId: 3,
  createdAt: '2026-03-01T02:30:00.000Z',
  effectiveAt: '2026-03-01T00:00:00.000Z',
  status: 'pending' as const,
};

describe('request sources of the Pending events tab', () => {
  it('dates a status change request when it was made, in the docket zone, never late, and links its feed item', () => {
    const [row] = statusChangeRequestSource.rows([request], context('America/Chicago'));
    expect(row).toMatchObject({
      key: 'statusChangeRequest:r1',
      kind: 'statusChangeRequest',
      memberName: 'Rosa Delgado',
      memberStatusId: 3,
      date: '2026-02-28',
      time: '20:30',
      late: false,
    });
    expect(row?.source === 'request' && row.requestHref).toBe(
      '/docket/guide/g1/member/m1?feedItemExternalType=member_status_change_request&feedItemExternalId=r1',
    );
  });

  it('reads the same instant as March 1 in UTC, and links a transfer request to its own feed item', () => {
    const [row] = transferRequestSource.rows([request], context('UTC'));
    expect(row).toMatchObject({ kind: 'transferRequest', date: '2026-03-01', time: '02:30' });
    expect(row?.source === 'request' && row.requestHref).toContain(
      'feedItemExternalType=member_transfer_request&feedItemExternalId=r1',
    );
  });
});

describe('the workflow phase source of the Pending and Late events tabs', () => {
  const phase = {
    id: 'a1',
    memberId: 'm1',
    memberName: 'Rosa Delgado',
    memberStatusId: 3,
    title: 'Getting started',
    dueDate: '2026-03-01',
    availableDate: '2026-02-20T00:00:00.000Z',
    remindLaterAt: null,
    eventId: undefined,
    eventDate: undefined,
    eventTime: undefined,
    eventResolved: undefined,
    eventSnoozedUntil: undefined,
  };
  const rows = (changes: Partial<typeof phase> | Record<string, unknown>) =>
    workflowPhaseSource.rows([{ ...phase, ...changes } as typeof phase], context('UTC'));

  it.each([
    ['available, due today: pending, anytime', {}, { date: '2026-03-01', time: null, late: false }],
    ['available, due yesterday: late', { dueDate: '2026-02-28' }, { date: '2026-02-28', late: true }],
    [
      'attached to an event: dated by it, late as it is',
      { eventId: 'e1', eventDate: '2026-03-01', eventTime: '09:00', eventResolved: false, eventSnoozedUntil: null },
      { date: '2026-03-01', time: '09:00', late: true },
    ],
  ])('%s', (_, changes, expected) => {
    const [row] = rows(changes);
    expect(row).toMatchObject({ key: 'workflowPhase:a1', kind: 'workflowPhase', ...expected });
    expect(row?.source === 'workflowPhase' && row.workflowHref).toBe('/docket/guide/g1/member/m1#workflow-phases');
  });

  it.each([
    ['due after the docket day', { dueDate: '2026-03-05' }],
    ['not available yet', { availableDate: '2026-03-02T00:00:00.000Z' }],
    ['reminded today: back tomorrow', { remindLaterAt: '2026-03-01T10:00:00.000Z' }],
    [
      'attached to an event after the day',
      { eventId: 'e1', eventDate: '2026-03-04', eventTime: null, eventResolved: false, eventSnoozedUntil: null },
    ],
  ])('none when %s', (_, changes) => {
    expect(rows(changes)).toEqual([]);
  });
});
