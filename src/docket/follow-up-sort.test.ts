import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FollowUpRow } from '../../sync/client/index.ts';
import { sortFollowUps, type FollowUpLabels } from './follow-up-sort.ts';

const labels: FollowUpLabels = {
  event: (row) => (row.type === 'TEXT_BACK' ? 'Message' : 'Call'),
  task: (row) => (row.type === 'TEXT_BACK' ? 'Text back' : 'Call back'),
};

function followUp(id: string, memberName: string | null, type: string, dateMs: number): FollowUpRow {
  return {
    id,
    type,
    date: new Date(dateMs).toISOString(),
    dateMs,
    memberId: memberName ? `m-${memberName}` : null,
    memberName,
    externalItemType: null,
    externalItemId: null,
    followUpRank: 0,
  };
}

// Engine order: call backs first, then text backs (the spec's follow-up order).
const rows = [
  followUp('1', 'Zoe Park', 'CALL_BACK', 300),
  followUp('2', 'ana Ruiz', 'CALL_BACK', 100),
  followUp('3', null, 'TEXT_BACK', 200),
  followUp('4', 'Ángel Soto', 'TEXT_BACK', 50),
];
const ids = (sorted: readonly FollowUpRow[]) => sorted.map((row) => row.id);

describe('sortFollowUps', () => {
  it("keeps the engine's follow-up order when no column is chosen", () => {
    expect(sortFollowUps(rows, null, labels, 'en')).toBe(rows);
  });

  it('sorts members by name the way the reader reads them (case and accents aside), rows without a member last', () => {
    expect(ids(sortFollowUps(rows, { column: 'member', direction: 'ascending' }, labels, 'en'))).toEqual([
      '2',
      '4',
      '1',
      '3',
    ]);
    expect(ids(sortFollowUps(rows, { column: 'member', direction: 'descending' }, labels, 'en'))).toEqual([
      '1',
      '4',
      '2',
      '3',
    ]);
  });

  it('sorts by date and time', () => {
    expect(ids(sortFollowUps(rows, { column: 'dateTime', direction: 'ascending' }, labels, 'en'))).toEqual([
      '4',
      '2',
      '3',
      '1',
    ]);
    expect(ids(sortFollowUps(rows, { column: 'dateTime', direction: 'descending' }, labels, 'en'))).toEqual([
      '1',
      '3',
      '2',
      '4',
    ]);
  });

  it('sorts by the shown labels and keeps the engine order among equals, both ways', () => {
    expect(ids(sortFollowUps(rows, { column: 'task', direction: 'ascending' }, labels, 'en'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(ids(sortFollowUps(rows, { column: 'event', direction: 'descending' }, labels, 'en'))).toEqual([
      '3',
      '4',
      '1',
      '2',
    ]);
  });

  it('only reorders: the same rows come out, ordered by the column, ties in engine order', () => {
    const row = fc.record({
      name: fc.option(fc.constantFrom('A', 'b', 'C'), { nil: null }),
      type: fc.constantFrom('CALL_BACK', 'TEXT_BACK'),
      dateMs: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 30 }),
        fc.constantFrom('ascending' as const, 'descending' as const),
        (drawn, direction) => {
          const input = drawn.map((r, i) => followUp(String(i), r.name, r.type, r.dateMs));
          const sorted = sortFollowUps(input, { column: 'dateTime', direction }, labels, 'en');
          expect([...ids(sorted)].sort()).toEqual([...ids(input)].sort());
          for (let i = 1; i < sorted.length; i++) {
            const a = sorted[i - 1]!;
            const b = sorted[i]!;
            const order = direction === 'ascending' ? a.dateMs - b.dateMs : b.dateMs - a.dateMs;
            expect(order).toBeLessThanOrEqual(0);
            if (a.dateMs === b.dateMs) expect(Number(a.id)).toBeLessThan(Number(b.id));
          }
        },
      ),
    );
  });
});
