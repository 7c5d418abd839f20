import { describe, expect, it } from 'vitest';
import {
  MEMBER_CHANGE_FIELDS,
  MEMBER_CHANGE_SUBJECTS,
  notListedMessage,
  phoneNumberFields,
} from '../../../domain/index.ts';
import {
  changeFieldLabel,
  changeValueText,
  normalizePhoneInput,
  wordSchemaMessage,
  type ChangeFieldLabels,
  type ChangeValueWords,
  type SchemaMessageWords,
} from './member-info-text.ts';

describe('normalizePhoneInput', () => {
  it.each([
    ['(415) 555-0100', '+14155550100'],
    ['415.555.0100', '+14155550100'],
    ['+1 415 555 0100', '+14155550100'],
    ['14155550100', '+14155550100'],
    ['', ''],
    ['  ', ''],
  ])('%j -> %j', (typed, sent) => expect(normalizePhoneInput(typed)).toBe(sent));

  it('keeps a wrong digit count wrong, so the schema refuses it with the spec message', () => {
    for (const typed of ['415555010', '4155550100 9', '24155550100']) {
      const out = phoneNumberFields({ number: normalizePhoneInput(typed), description: 'Home' });
      expect(String(out)).toContain('Phone number requires 10 digits.');
    }
  });
});

const words: SchemaMessageWords = {
  phoneNumber: 'El número requiere 10 dígitos.',
  email: 'Correo no válido',
  state: 'Estado: 2 letras.',
  zip: 'Código: 5 dígitos.',
  atMost: (label, max) => `${label} admite como máximo ${max} caracteres.`,
  required: (label) => `${label} es obligatorio.`,
  notListed: (label) => `${label} debe ser una de las opciones de la lista.`,
};

describe('wordSchemaMessage', () => {
  it("words the domain schema's messages with the form's own label", () => {
    expect(wordSchemaMessage('Phone number requires 10 digits.', 'Número', words)).toBe(words.phoneNumber);
    expect(wordSchemaMessage('Description must be at most 20 characters.', 'Descripción', words)).toBe(
      'Descripción admite como máximo 20 caracteres.',
    );
    expect(wordSchemaMessage('City is required.', 'Ciudad', words)).toBe('Ciudad es obligatorio.');
    expect(wordSchemaMessage('Zip must be 5 digits.', 'Código', words)).toBe(words.zip);
    expect(wordSchemaMessage(notListedMessage('Reported language'), 'Idioma declarado', words)).toBe(
      'Idioma declarado debe ser una de las opciones de la lista.',
    );
  });

  it('leaves a message it does not know as it is', () => {
    expect(wordSchemaMessage('Something else', 'X', words)).toBe('Something else');
  });
});

describe('changeFieldLabel', () => {
  // Labels as the hook builds them; here the English ones from the domain.
  const labels = Object.fromEntries(
    MEMBER_CHANGE_SUBJECTS.map((subject) => [
      subject,
      Object.fromEntries(MEMBER_CHANGE_FIELDS[subject].map(([field, label]) => [field, `~${label}`])),
    ]),
  ) as ChangeFieldLabels;

  it("labels a change by its subject and field key, not the entry's English label", () => {
    expect(changeFieldLabel(labels, 'address', 'description', 'Label')).toBe('~Label');
    expect(changeFieldLabel(labels, 'phoneNumber', 'description', 'Description')).toBe('~Description');
    expect(changeFieldLabel(labels, 'personalInfo', 'pronouns', 'Pronouns')).toBe('~Pronouns');
  });

  it("keeps the entry's label for a subject or field this build does not know", () => {
    expect(changeFieldLabel(labels, 'address', 'county', 'County')).toBe('County');
    expect(changeFieldLabel(labels, 'vehicle', 'make', 'Make')).toBe('Make');
  });
});

describe('changeValueText', () => {
  const words: ChangeValueWords = {
    yes: 'Sí',
    no: 'No',
    pronouns: { 'he/him/his': 'él', other: 'Otro' },
    languageName: (code) => ({ en: 'inglés', es: 'español' })[code],
    reportedLanguage: (value) => ({ Spanish: 'Español' })[value] ?? value,
    raceEthnicity: (summary) => (summary === 'White (Not specified)' ? 'Blanco (No especificado)' : summary),
  };

  it('words booleans, the language and pronouns codes', () => {
    expect(changeValueText('primary', 'true', words)).toBe('Sí');
    expect(changeValueText('primary', 'false', words)).toBe('No');
    expect(changeValueText('language', 'es', words)).toBe('español');
    expect(changeValueText('pronouns', 'he/him/his', words)).toBe('él');
  });

  it('words the pick lists: reported language, race and ethnicity', () => {
    expect(changeValueText('reportedLanguage', 'Spanish', words)).toBe('Español');
    expect(changeValueText('raceEthnicitySummary', 'White (Not specified)', words)).toBe('Blanco (No especificado)');
  });

  it('keeps other values, an unknown code and a text that only looks like a boolean as they are', () => {
    expect(changeValueText('description', 'true', words)).toBe('true');
    expect(changeValueText('reportedLanguage', 'es', words)).toBe('es');
    expect(changeValueText('language', 'fr', words)).toBe('fr');
    expect(changeValueText('pronouns', 'xe/xem', words)).toBe('xe/xem');
    expect(changeValueText('line1', '1 Main St', words)).toBe('1 Main St');
  });

  it('leaves none (null or empty) for the caller to word', () => {
    expect(changeValueText('preferredName', null, words)).toBeUndefined();
    expect(changeValueText('preferredName', '', words)).toBeUndefined();
  });
});
