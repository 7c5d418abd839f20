/**
 * The Edit personal information dialog's values: the member's record -> the form's values, and the
 * form's values -> the request `updatePersonalInfo` sends (`domain/member-info.ts`
 * `updatePersonalInfoBody`). Texts left empty clear the field (null), no pronouns is null, and a
 * language left unchosen is not sent (the member's language cannot be cleared).
 */
import { MEMBER_LANGUAGES, PRONOUNS, type Pronouns } from '../../domain/index.ts';

/** What the dialog edits: every field a text ('' for none), as the inputs hold them. */
export interface PersonalInfoValues {
  preferredName: string;
  namePronunciation: string;
  pronouns: string;
  reportedLanguage: string;
  raceEthnicitySummary: string;
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
    raceEthnicitySummary: member.raceEthnicitySummary ?? '',
    language: member.language ?? '',
  };
}

const isPronouns = (value: string): value is Pronouns => (PRONOUNS as readonly string[]).includes(value);
const isLanguage = (value: string): value is (typeof MEMBER_LANGUAGES)[number] =>
  (MEMBER_LANGUAGES as readonly string[]).includes(value);

/**
 * What the dialog sends: texts as typed (the schema trims them; empty or blank is none), pronouns
 * null when none of the choices is chosen, and the language only when it is one the portal offers.
 * Takes the form's values or the resolver's output (where none is already null).
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
    raceEthnicitySummary: text(values.raceEthnicitySummary),
    ...(isLanguage(language) ? { language } : {}),
  };
}
