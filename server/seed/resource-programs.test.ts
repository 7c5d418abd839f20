/** The demo directory: programs near every demo zip code, tagged with the hub's taxonomy only, under unique directory ids. */
import { describe, expect, it } from 'vitest';
import { SERVICE_TAG_KEYS } from '../../domain/index.ts';
import { CITIES } from './places.ts';
import { resourceProgramRows } from './resource-programs.ts';

describe('the demo resource directory', () => {
  const rows = resourceProgramRows('00000000-0000-4000-8000-000000000001', 7);

  it('serves every zip code the demo members live in with food and housing programs', () => {
    for (const zip of CITIES.flatMap((city) => city.zips)) {
      const serving = rows.filter((row) => !row.nationwide && row.servedZipcodes.includes(zip));
      expect(
        serving.some((row) => row.serviceTags.includes('food-pantry') || row.serviceTags.includes('meals')),
        zip,
      ).toBe(true);
      expect(
        serving.some((row) => row.serviceTags.includes('help-pay-for-housing')),
        zip,
      ).toBe(true);
    }
  });

  it('tags programs with the taxonomy only, and serves each program’s own zip code (a nationwide one every zip code)', () => {
    for (const row of rows) {
      for (const tag of row.serviceTags) expect(SERVICE_TAG_KEYS).toContain(tag);
      if (row.zipcode) expect(row.servedZipcodes).toContain(row.zipcode);
      if (row.nationwide) expect(row.servedZipcodes).toEqual(['*']);
      expect(row.keywords.length).toBeGreaterThan(0);
    }
  });

  it('is deterministic, with unique directory ids and fictional local phone numbers', () => {
    expect(resourceProgramRows('00000000-0000-4000-8000-000000000001', 7)).toEqual(rows);
    expect(new Set(rows.map((row) => row.directoryId)).size).toBe(rows.length);
    for (const row of rows.filter((r) => !r.nationwide)) expect(row.phoneNumber).toMatch(/^\+1\d{3}55501\d{2}$/);
  });
});
