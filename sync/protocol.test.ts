import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOps, diffOrderedKeys } from './protocol.ts';

const rowsOf = (keys: readonly string[]) => keys.map((id) => ({ id }));
const diff = (before: readonly string[], after: readonly string[], changed: readonly string[] = []) =>
  diffOrderedKeys(before, after, (id) => ({ id }), new Set(changed));
const applied = (before: readonly string[], after: readonly string[]) =>
  applyOps(rowsOf(before), (row) => row.id, diff(before, after)).map((row) => row.id);

describe('diffOrderedKeys: the ops a screen applies to follow its query', () => {
  const list = Array.from({ length: 500 }, (_, i) => `k${i}`);

  it('one row moving far down the list, or up, costs one op', () => {
    const down = [...list.slice(0, 3), ...list.slice(4, 450), list[3]!, ...list.slice(450)];
    expect(diff(list, down)).toEqual([{ op: 'move', key: 'k3', index: 449 }]);
    expect(applied(list, down)).toEqual(down);
    const up = [list[400]!, ...list.slice(0, 400), ...list.slice(401)];
    expect(diff(list, up)).toEqual([{ op: 'move', key: 'k400', index: 0 }]);
  });

  it('an insert, a delete and an update: one op each, the update only for a row still there', () => {
    const after = ['new', ...list.slice(1)];
    expect(diff(list, after, ['k7', 'k0', 'new'])).toEqual([
      { op: 'delete', key: 'k0' },
      { op: 'insert', key: 'new', row: { id: 'new' }, index: 0 },
      { op: 'update', key: 'k7', row: { id: 'k7' } },
    ]);
  });

  it('turns any list into any other, with no more moves than keys out of order', () => {
    const keys = fc.uniqueArray(fc.constantFrom(...list.slice(0, 30)), { maxLength: 30 });
    fc.assert(
      fc.property(keys, keys, (before, after) => {
        expect(applied(before, after)).toEqual(after);
        const common = before.filter((key) => after.includes(key));
        const moves = diff(before, after).filter((op) => op.op === 'move').length;
        expect(moves).toBeLessThanOrEqual(common.length);
      }),
      { numRuns: 500 },
    );
  });
});
