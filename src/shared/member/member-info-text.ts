/**
 * Pure words for the Member info dialogs: the phone input as typed -> the number the API takes,
 * the request schemas' English messages (`domain/member-info.ts`, shared with the server) in the
 * reader's language, and a Member file updates field's label (from its subject and field keys) and values.
 */
import type { MemberChangeSubject } from '../../../domain/index.ts';

/**
 * What a phone input sends: '+1' and the digits typed ('(415) 555-0100' -> '+14155550100'; a
 * leading country code 1 on eleven digits is dropped). Too few or too many digits stay too few or
 * too many, so the schema answers 'Phone number requires 10 digits.'; nothing typed stays ''.
 */
export function normalizePhoneInput(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits ? `+1${digits}` : '';
}

/** The schema messages the dialogs can meet, in the reader's language. */
export interface SchemaMessageWords {
  phoneNumber: string;
  email: string;
  state: string;
  zip: string;
  atMost: (label: string, max: number) => string;
  required: (label: string) => string;
  /** A value outside a pick list (`notListedMessage`). */
  notListed: (label: string) => string;
}

/**
 * A schema (or server) message in the reader's words; `label` is the field's label as the form
 * shows it. A message this does not know stays as it is (English).
 */
export function wordSchemaMessage(message: string, label: string, words: SchemaMessageWords): string {
  if (message === 'Phone number requires 10 digits.') return words.phoneNumber;
  if (message === 'Email is not valid') return words.email;
  if (message === 'State must be 2 letters.') return words.state;
  if (message === 'Zip must be 5 digits.') return words.zip;
  const atMost = /^.+ must be at most (\d+) characters\.$/.exec(message);
  if (atMost) return words.atMost(label, Number(atMost[1]));
  if (/^.+ is required\.$/.test(message)) return words.required(label);
  if (/^.+ must be one of the listed choices\.$/.test(message)) return words.notListed(label);
  return message;
}

/** Each subject's field labels in the reader's language (the hook fills them from the catalog). */
export type ChangeFieldLabels = { [S in MemberChangeSubject]: Readonly<Record<string, string>> };

/** A detailed change's label: from the subject and field keys; a field this build does not know keeps the entry's own label. */
export function changeFieldLabel(labels: ChangeFieldLabels, subject: string, field: string, fallback: string): string {
  const ofSubject = (labels as Partial<Record<string, Readonly<Record<string, string>>>>)[subject];
  return ofSubject?.[field] ?? fallback;
}

/**
 * The words a detailed change's value needs: yes and no, the pronoun choices, a language's name,
 * and the pick lists' values (reported language, race and ethnicity).
 */
export interface ChangeValueWords {
  yes: string;
  no: string;
  pronouns: Readonly<Record<string, string>>;
  languageName: (code: string) => string | undefined;
  reportedLanguage: (value: string) => string;
  raceEthnicity: (summary: string) => string;
}

/**
 * A detailed change's old or new value as the dialog shows it: booleans ('true', 'false') as yes
 * and no, the member's language and pronouns codes as words, any other value as it is; none (null
 * or empty) is undefined, for the caller to word.
 */
export function changeValueText(field: string, value: string | null, words: ChangeValueWords): string | undefined {
  if (value === null || value === '') return undefined;
  if (field === 'primary' && (value === 'true' || value === 'false')) return value === 'true' ? words.yes : words.no;
  if (field === 'language') return words.languageName(value) ?? value;
  if (field === 'pronouns') return words.pronouns[value] ?? value;
  if (field === 'reportedLanguage') return words.reportedLanguage(value);
  if (field === 'raceEthnicitySummary') return words.raceEthnicity(value);
  return value;
}
