import { describe, expect, it } from 'vitest';
import { moveNeed } from './needs-order.ts';

describe('moving a need', () => {
  it.each([
    ['up one', 'c', 1, ['a', 'c', 'b', 'd']],
    ['down one', 'a', 1, ['b', 'a', 'c', 'd']],
    ['dropped on the first', 'd', 0, ['d', 'a', 'b', 'c']],
    ['past the end stays last', 'b', 9, ['a', 'c', 'd', 'b']],
  ] as const)('%s', (_why, id, to, order) => expect(moveNeed(['a', 'b', 'c', 'd'], id, to)).toEqual(order));
  it('answers nothing when nothing moves', () => {
    expect(moveNeed(['a', 'b'], 'a', 0)).toBeUndefined();
    expect(moveNeed(['a', 'b'], 'x', 0)).toBeUndefined();
  });
});
