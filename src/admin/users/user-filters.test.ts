import { describe, expect, it } from 'vitest';
import { matchesUserFilter, teamsSummary } from './user-filters.ts';

const ana = {
  firstName: 'Ana',
  lastName: 'Peña',
  email: 'ana.pena@example.org',
  role: 'GUIDE',
  teams: [{ teamId: 't1' }, { teamId: 't2' }],
};
const all = { search: '', role: '', teamId: '' };

describe('matchesUserFilter', () => {
  it.each([
    [all, true],
    [{ ...all, search: 'pena ana' }, true],
    [{ ...all, search: 'example.org' }, true],
    [{ ...all, search: 'bob' }, false],
    [{ ...all, role: 'GUIDE' }, true],
    [{ ...all, role: 'PROVIDER' }, false],
    [{ ...all, teamId: 't2' }, true],
    [{ ...all, teamId: 't3' }, false],
    [{ search: 'ana', role: 'GUIDE', teamId: 't3' }, false],
  ])('%j: %s', (filter, found) => {
    expect(matchesUserFilter(ana, filter)).toBe(found);
  });
});

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
