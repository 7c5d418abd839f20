import { describe, expect, it } from 'vitest';
import { teamsSummary } from './user-filters.ts';

describe('teamsSummary', () => {
  const names: Record<string, string> = { a: 'North', b: 'South', c: 'East' };
  it('names the first team and lists the rest, skipping teams it cannot name', () => {
    expect(teamsSummary(['a', 'gone', 'b', 'c'], (id) => names[id])).toEqual({
      first: 'North',
      more: ['South', 'East'],
    });
    expect(teamsSummary([], (id) => names[id])).toEqual({ first: null, more: [] });
  });
});
