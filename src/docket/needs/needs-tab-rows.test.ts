import { describe, expect, it } from 'vitest';
import type { DocketNeedRow } from '../../../sync/client/index.ts';
import { filterNeeds, needsWithTasks } from './needs-tab-rows.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const row = (id: string, fields: Partial<DocketNeedRow> = {}): DocketNeedRow => ({
  id,
  memberId: 'm1',
  memberName: 'Rosa Delgado',
  issueLabel: 'Food insecurity',
  expiresAt: new Date(NOW + 20 * DAY).toISOString(),
  fulfilledAt: null,
  abandonedAt: null,
  needRequiresAction: false,
  lastActionAt: null,
  ...fields,
});

describe('the Needs tab rows', () => {
  const rows = [
    row('soon', { expiresAt: new Date(NOW + 10 * DAY).toISOString() }),
    row('later-needs-action', { needRequiresAction: true }),
    row('later-no-action-needed'),
    row('soon-but-acted', {
      expiresAt: new Date(NOW + 3 * DAY).toISOString(),
      lastActionAt: new Date(NOW - 29 * DAY).toISOString(),
    }),
    row('soon-acted-long-ago', {
      expiresAt: new Date(NOW + 3 * DAY).toISOString(),
      lastActionAt: new Date(NOW - 31 * DAY).toISOString(),
    }),
    row('just-past-ten-days', { expiresAt: new Date(NOW + 10 * DAY + 1).toISOString() }),
    row('expired', { expiresAt: new Date(NOW - 1).toISOString(), needRequiresAction: true }),
  ];

  it('gives Expiring Soon within 10 days, else Needs Action; a recent action or an expiry takes the need off', () => {
    expect(needsWithTasks(rows, NOW).map((r) => [r.id, r.task])).toEqual([
      ['soon-acted-long-ago', 'ExpiringSoon'],
      ['soon', 'ExpiringSoon'],
      ['later-needs-action', 'NeedsAction'],
    ]);
  });

  it('narrows by the chosen filters, none chosen meaning both', () => {
    const tasks = needsWithTasks(rows, NOW);
    expect(filterNeeds(tasks, ['expiring']).map((r) => r.id)).toEqual(['soon-acted-long-ago', 'soon']);
    expect(filterNeeds(tasks, ['needsAction']).map((r) => r.id)).toEqual(['later-needs-action']);
    expect(filterNeeds(tasks, [])).toHaveLength(3);
  });

  it('orders by due date whatever the order it is given', () => {
    expect(needsWithTasks([...rows].reverse(), NOW).map((r) => r.id)).toEqual([
      'soon-acted-long-ago',
      'soon',
      'later-needs-action',
    ]);
  });

  it('keeps a row’s identity while its need and task stay the same', () => {
    const first = needsWithTasks(rows, NOW);
    const again = needsWithTasks(rows, NOW + 60_000);
    const before = new Map(first.map((row) => [row.id, row]));
    expect(again.filter((row) => before.has(row.id)).every((row) => row === before.get(row.id))).toBe(true);
    expect(again.length).toBeGreaterThan(0);
  });
});
