/**
 * The Edit personal information dialog's values: the member's record -> the form's values, and the
 * form's values -> the request `updatePersonalInfo` sends (`domain/member-info.ts`
 * `updatePersonalInfoBody`). Texts left empty clear the field (null), no pronouns is null, and a
 * language left unchosen is not sent (the member's language cannot be cleared). Race and ethnicity
 * are two pick lists sent as one summary, 'race (ethnicity)' (part 2 sections 3 and 9).
 *
 * A stored value the pick lists do not hold (entered before they existed) starts as the field's
 * value, so the dialog shows it and the schema asks for a listed choice instead of clearing it.
 */
import { MEMBER_LANGUAGES, parseRaceEthnicitySummary, PRONOUNS, type Pronouns } from '../../domain/index.ts';

/** What the dialog edits: every field a text ('' for none), as the inputs hold them. */
export interface PersonalInfoValues {
  preferredName: string;
  namePronunciation: string;
  pronouns: string;
  reportedLanguage: string;
  race: string;
  ethnicity: string;
  language: string;
}

/** The member's personal information as `memberRecord` shows it (undefined until the whole record is loaded). */
export interface PersonalInfoRecord {
  preferredName?: string | null;
  namePronunciation?: string | null;
  pronouns?: string | null;
  reportedLanguage?: string | null;
  raceEthnicitySummary?: string | null;
  language?: string | null;
}

export interface PersonalInfoRequest {
  preferredName: string | null;
  namePronunciation: string | null;
  pronouns: Pronouns | null;
  reportedLanguage: string | null;
  raceEthnicitySummary: string | null;
  language?: (typeof MEMBER_LANGUAGES)[number];
}

/** The dialog's starting values: the member's, none as ''. */
export function personalInfoValues(member: PersonalInfoRecord): PersonalInfoValues {
  return {
    preferredName: member.preferredName ?? '',
    namePronunciation: member.namePronunciation ?? '',
    pronouns: member.pronouns ?? '',
    reportedLanguage: member.reportedLanguage ?? '',
    ...raceEthnicityValues(member.raceEthnicitySummary ?? ''),
    language: member.language ?? '',
  };
}

/** A stored summary as the two pick lists' values; one they do not make stays whole in the race's. */
function raceEthnicityValues(summary: string): { race: string; ethnicity: string } {
  const parsed = parseRaceEthnicitySummary(summary);
  return parsed ? { race: parsed.race, ethnicity: parsed.ethnicity ?? '' } : { race: summary, ethnicity: '' };
}

const isPronouns = (value: string): value is Pronouns => (PRONOUNS as readonly string[]).includes(value);
const isLanguage = (value: string): value is (typeof MEMBER_LANGUAGES)[number] =>
  (MEMBER_LANGUAGES as readonly string[]).includes(value);

/**
 * What the dialog sends: texts as typed (the schema trims them; empty or blank is none), pronouns
 * null when none of the choices is chosen, the language only when it is one the portal offers, and
 * the race followed by the ethnicity in brackets (none without a race: the dialog asks for one).
 */
export function personalInfoRequest(values: { [K in keyof PersonalInfoValues]: string | null }): PersonalInfoRequest {
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);
  const pronouns = values.pronouns ?? '';
  const language = values.language ?? '';
  return {
    preferredName: text(values.preferredName),
    namePronunciation: text(values.namePronunciation),
    pronouns: isPronouns(pronouns) ? pronouns : null,
    reportedLanguage: text(values.reportedLanguage),
    raceEthnicitySummary: summaryOf(values.race ?? '', values.ethnicity ?? ''),
    ...(isLanguage(language) ? { language } : {}),
  };
}

function summaryOf(race: string, ethnicity: string): string | null {
  if (!race.trim()) return null;
  return ethnicity.trim() ? `${race} (${ethnicity})` : race;
}

/** An ethnicity chosen without a race: the summary has no place for it, so the race is asked for. */
export function ethnicityWithoutRace(values: Pick<PersonalInfoValues, 'race' | 'ethnicity'>): boolean {
  return !values.race.trim() && Boolean(values.ethnicity.trim());
}
