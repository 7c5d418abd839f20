import { describe, expect, it } from 'vitest';
import { scheduledEventSource, type PendingRow } from './pending-sources.ts';
import { sortPendingRows } from './pending-sort.ts';

const event = (
  id: string,
  type: string,
  date: string,
  time: string | null,
  extra: { memberName?: string; snoozedUntil?: string | null } = {},
) => ({
  id,
  type,
  date,
  time,
  note: null,
  visitLocationAddressId: null,
  visitLocation: null,
  resolved: false,
  snoozedUntil: extra.snoozedUntil ?? null,
  userId: 'g1',
  memberId: `m-${id}`,
  memberName: extra.memberName ?? `Member ${id}`,
  memberStatusId: null,
});
const context = (nowIso: string, zone = 'America/Chicago') => ({
  docketDay: { guideId: 'g1', day: '2026-11-20', dayStart: 0, dayEnd: 0 },
  nowMs: Date.parse(nowIso),
  timeZone: zone,
});
const labels = { event: (row: PendingRow) => row.kind, status: () => '' };
const keys = (rows: PendingRow[]) => rows.map((row) => row.key.replace('scheduledEvent:', ''));

describe('the pending tabs', () => {
  const rows = [
    event('reminder', 'reminder', '2026-11-20', '08:00'),
    event('call-late', 'call', '2026-11-20', '09:00', { memberName: 'Zed' }),
    event('visit', 'visit', '2026-11-20', '16:00', { memberName: 'Ana' }),
    event('message', 'message', '2026-11-20', null),
    event('tbd', 'tbd', '2026-11-19', null),
    event('call', 'call', '2026-11-20', '15:00', { memberName: 'Bea' }),
    event('snoozed', 'call', '2026-11-19', '10:00', { snoozedUntil: '2026-11-20T18:00:00Z' }),
  ];

  it('split at now in the zone: late ones have passed and are not snoozed past now', () => {
    const all = scheduledEventSource.rows(rows, context('2026-11-20T10:00:00-06:00'));
    expect(keys(all.filter((row) => row.late)).sort()).toEqual(['call-late', 'reminder', 'tbd']);
    // The same instant in Honolulu is 06:00: only yesterday's anytime event is late there.
    const honolulu = scheduledEventSource.rows(rows, context('2026-11-20T10:00:00-06:00', 'Pacific/Honolulu'));
    expect(keys(honolulu.filter((row) => row.late))).toEqual(['tbd']);
  });

  it('sort in the pending-event order (visit, call, message, ..., workflow phase), then by when each falls due', () => {
    const pending = scheduledEventSource.rows(rows, context('2026-11-20T10:00:00-06:00')).filter((row) => !row.late);
    expect(keys(sortPendingRows(pending, null, labels, 'en'))).toEqual(['visit', 'snoozed', 'call', 'message']);
  });

  it('a column sort orders by it, ties kept in the pending-event order', () => {
    const pending = scheduledEventSource.rows(rows, context('2026-11-20T10:00:00-06:00')).filter((row) => !row.late);
    expect(keys(sortPendingRows(pending, { column: 'member', direction: 'ascending' }, labels, 'en'))).toEqual([
      'visit',
      'call',
      'message',
      'snoozed',
    ]);
    expect(keys(sortPendingRows(pending, { column: 'dateTime', direction: 'descending' }, labels, 'en'))).toEqual([
      'message',
      'visit',
      'call',
      'snoozed',
    ]);
  });
});
