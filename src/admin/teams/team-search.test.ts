import { describe, expect, it } from 'vitest';
import { matchesTeamSearch } from './team-search.ts';

describe('matchesTeamSearch', () => {
  it.each([
    ['', ['North'], true],
    ['north', ['North side', 'Acme Health'], true],
    ['acme north', ['North side', 'Acme Health'], true],
    ['peñ', ['Peña outreach'], true],
    ['pena', ['Peña outreach'], true],
    ['3125550100', ['West', null, 'Care line (+13125550100)'], true],
    ['south', ['North side', 'Acme Health'], false],
    ['north acme south', ['North side', 'Acme Health'], false],
  ] as const)('%s in %j: %s', (search, texts, found) => {
    expect(matchesTeamSearch(search, texts)).toBe(found);
  });
});
