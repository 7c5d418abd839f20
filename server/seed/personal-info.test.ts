import { describe, expect, it } from 'vitest';
import { accepted, updatePersonalInfoBody } from '../../domain/index.ts';
import { personalInfoFor } from './personal-info.ts';

describe('a demo member’s reported language, race and ethnicity (#38)', () => {
  const members = Array.from({ length: 400 }, (_, index) =>
    personalInfoFor(1, index, { spanish: index % 3 === 0, language: index % 6 === 0 ? 'es' : 'en' }),
  );

  it('are values of the pick lists, which the contract takes as they are', () => {
    for (const info of members) expect(accepted(updatePersonalInfoBody, info), JSON.stringify(info)).toEqual(info);
  });

  it('are recorded for most members, with several languages, races and ethnicities', () => {
    const recorded = members.filter((info) => info.reportedLanguage !== null);
    expect(recorded.length).toBeGreaterThan(members.length / 2);
    expect(new Set(recorded.map((info) => info.reportedLanguage)).size).toBeGreaterThan(4);
    expect(new Set(recorded.map((info) => info.raceEthnicitySummary)).size).toBeGreaterThan(8);
  });

  it('a member who reads the portal in Spanish reports Spanish', () => {
    const spanish = Array.from({ length: 50 }, (_, index) =>
      personalInfoFor(1, index, { spanish: true, language: 'es' }),
    ).filter((info) => info.reportedLanguage !== null);
    expect(spanish.length).toBeGreaterThan(0);
    for (const info of spanish) expect(info.reportedLanguage).toBe('Spanish');
  });
});
