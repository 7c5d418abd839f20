/**
 * A demo member's reported language and race and ethnicity, from the pick lists of part 2 section 9
 * (never free text: the contract refuses anything else, and the Edit personal information dialog
 * would show the value as not in the list). About a fifth are not recorded. Drawn from a stream of
 * its own per member, so adding it changed nothing else the seed makes.
 */
import { raceEthnicitySummary, type Ethnicity, type Race, type ReportedLanguage } from '../../domain/index.ts';
import { rngFor } from './random.ts';

export interface SeededPersonalInfo {
  reportedLanguage: ReportedLanguage | null;
  raceEthnicitySummary: string | null;
}

const RACE_MIX: readonly (readonly [Race, number])[] = [
  ['White', 40],
  ['Black or African American', 22],
  ['Asian', 8],
  ['American Indian or Alaska Native', 3],
  ['Native Hawaiian or Other Pacific Islander', 2],
  ['Other race', 12],
  ['Not specified', 8],
  ['Chose not to say', 5],
];
const OTHER_LANGUAGES: readonly ReportedLanguage[] = [
  'Vietnamese',
  'Mandarin',
  'Tagalog',
  'Arabic',
  'Korean',
  'Haitian Creole',
  'Russian',
  'Somali',
  'American Sign Language',
  'Other language',
];

export function personalInfoFor(
  seed: number,
  index: number,
  member: { spanish: boolean; language: string },
): SeededPersonalInfo {
  const rng = rngFor(seed, 'personal-info', index);
  const recorded = rng.chance(0.8);
  const race = rng.weighted(RACE_MIX);
  const ethnicity: Ethnicity | null = rng.chance(0.15)
    ? null
    : member.spanish
      ? rng.weighted([
          ['Hispanic, Latino, or Spanish', 9],
          ['Not specified', 1],
        ] as const)
      : rng.weighted([
          ['Not Hispanic, Latino, or Spanish', 9],
          ['Not specified', 1],
        ] as const);
  // A member who reads the portal's texts in Spanish speaks it; another with a Spanish name often does.
  const reportedLanguage: ReportedLanguage = member.spanish
    ? member.language === 'es' || rng.chance(0.4)
      ? 'Spanish'
      : 'English'
    : rng.chance(0.85)
      ? 'English'
      : rng.pick(OTHER_LANGUAGES);
  if (!recorded) return { reportedLanguage: null, raceEthnicitySummary: null };
  return { reportedLanguage, raceEthnicitySummary: raceEthnicitySummary(race, ethnicity) };
}
