/**
 * A member's personal and contact information without its request schemas (spec part 2 sections 3,
 * 5 and 9): the limits, the choices and what a Member file updates entry names. Apart from
 * `member-info.ts` (which re-exports all of it) so the sync worker, which uses these, does not load
 * arktype with the forms' schemas.
 */

export * from './personal-info-choices.ts';

export const MEMBER_INFO_LIMITS = {
  /** Phone description, e-mail description and address label (part 2 section 9). */
  description: 20,
  /** RFC 5321's longest address. */
  emailAddress: 254,
  addressLine: 100,
  city: 60,
  preferredName: 100,
  namePronunciation: 100,
  reportedLanguage: 50,
  raceEthnicitySummary: 200,
  /** The Member file updates dialog reads at most this many entries a page. */
  changeLogPageSize: 100,
} as const;

/** Part 2 section 9. */
export const PRONOUNS = ['she/her/hers', 'he/him/his', 'they/them/theirs', 'other'] as const;
export type Pronouns = (typeof PRONOUNS)[number];

/** The member's language (the portal's two). */
export const MEMBER_LANGUAGES = ['en', 'es'] as const;

/** What the telephony lookup says a number is; null when it does not know. */
export const PHONE_TYPES = ['landline', 'mobile', 'voip'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const PHONE_NUMBER_MESSAGE = 'Phone number requires 10 digits.';

/** What a Member file updates entry is about. */
export const MEMBER_CHANGE_SUBJECTS = ['phoneNumber', 'emailAddress', 'address', 'personalInfo'] as const;
export type MemberChangeSubject = (typeof MEMBER_CHANGE_SUBJECTS)[number];

/** The dialog's title for each subject (English; the portal words them from the subject key). */
export const MEMBER_CHANGE_SUBJECT_LABELS: Record<MemberChangeSubject, string> = {
  phoneNumber: 'Phone number',
  emailAddress: 'Email address',
  address: 'Address',
  personalInfo: 'Personal information',
};

/**
 * The fields an entry's detailed changes name, per subject, in the order shown: key and English
 * label. Values travel as text: booleans 'true'/'false', codes as they are ('en', 'he/him/his').
 */
export const MEMBER_CHANGE_FIELDS = {
  phoneNumber: [
    ['number', 'Number'],
    ['description', 'Description'],
    ['primary', 'Primary'],
    ['type', 'Type'],
    ['carrier', 'Carrier'],
  ],
  emailAddress: [
    ['emailAddress', 'Email address'],
    ['description', 'Description'],
    ['primary', 'Primary'],
  ],
  address: [
    ['description', 'Label'],
    ['line1', 'Address line 1'],
    ['line2', 'Address line 2'],
    ['city', 'City'],
    ['state', 'State'],
    ['zip', 'Zip'],
    ['primary', 'Primary'],
  ],
  personalInfo: [
    ['preferredName', 'Preferred name'],
    ['namePronunciation', 'Name pronunciation'],
    ['pronouns', 'Pronouns'],
    ['reportedLanguage', 'Reported language'],
    ['raceEthnicitySummary', 'Race and ethnicity'],
    ['language', 'Language'],
    ['segment', 'Segment'],
  ],
} as const satisfies Record<MemberChangeSubject, readonly (readonly [string, string])[]>;
