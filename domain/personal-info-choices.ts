/**
 * The pick lists of a member's personal information (spec part 2 section 9): race, ethnicity and
 * reported language. The English entries are the stored values; the portal words them in the
 * reader's language. The spec does not give the language list's exact entries ('about 65 entries
 * ending with Other language'): these are the languages most spoken in US homes after English
 * (the census's detailed list), American Sign Language, and 'Other language' last.
 *
 * The record keeps race and ethnicity as one summary, 'race followed by ethnicity in brackets'
 * (part 2 section 3): `White (Hispanic, Latino, or Spanish)`, or the race alone.
 */

export const RACES = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'Other race',
  'Not specified',
  'Chose not to say',
] as const;
export type Race = (typeof RACES)[number];

export const ETHNICITIES = [
  'Hispanic, Latino, or Spanish',
  'Not Hispanic, Latino, or Spanish',
  'Not specified',
] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

export const REPORTED_LANGUAGES = [
  'Albanian',
  'American Sign Language',
  'Amharic',
  'Arabic',
  'Armenian',
  'Bengali',
  'Bosnian',
  'Bulgarian',
  'Burmese',
  'Cantonese',
  'Cape Verdean Creole',
  'Chuukese',
  'Croatian',
  'Czech',
  'Dari',
  'Dutch',
  'English',
  'Farsi',
  'French',
  'German',
  'Greek',
  'Gujarati',
  'Haitian Creole',
  'Hebrew',
  'Hindi',
  'Hmong',
  'Hungarian',
  'Igbo',
  'Ilocano',
  'Indonesian',
  'Italian',
  'Japanese',
  'Karen',
  'Khmer',
  'Kinyarwanda',
  'Korean',
  'Kurdish',
  'Lao',
  'Mandarin',
  'Marshallese',
  'Navajo',
  'Nepali',
  'Pashto',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Romanian',
  'Russian',
  'Samoan',
  'Serbian',
  'Somali',
  'Spanish',
  'Swahili',
  'Tagalog',
  'Tamil',
  'Telugu',
  'Thai',
  'Tigrinya',
  'Tongan',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
  'Yiddish',
  'Yoruba',
  'Other language',
] as const;
export type ReportedLanguage = (typeof REPORTED_LANGUAGES)[number];

/** The message a value outside a pick list gets (server and form alike). */
export const notListedMessage = (label: string) => `${label} must be one of the listed choices.`;

export const isRace = (value: string): value is Race => (RACES as readonly string[]).includes(value);
export const isEthnicity = (value: string): value is Ethnicity => (ETHNICITIES as readonly string[]).includes(value);
export const isReportedLanguage = (value: string): value is ReportedLanguage =>
  (REPORTED_LANGUAGES as readonly string[]).includes(value);

/** The stored summary: the race, then the ethnicity in brackets when there is one. */
export function raceEthnicitySummary(race: Race, ethnicity: Ethnicity | null): string {
  return ethnicity ? `${race} (${ethnicity})` : race;
}

/** A summary's race and ethnicity; undefined for a text that is not one the lists make. */
export function parseRaceEthnicitySummary(summary: string): { race: Race; ethnicity: Ethnicity | null } | undefined {
  const match = /^(.+?)(?: \((.+)\))?$/.exec(summary);
  const race = match?.[1] ?? '';
  const ethnicity = match?.[2] ?? null;
  if (!isRace(race)) return undefined;
  if (ethnicity === null) return { race, ethnicity: null };
  return isEthnicity(ethnicity) ? { race, ethnicity } : undefined;
}
