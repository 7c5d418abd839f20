import { describe, expect, it } from 'vitest';
import { accepted, updatePersonalInfoBody } from '../../domain/index.ts';
import { ethnicityWithoutRace, personalInfoRequest, personalInfoValues } from './personal-info.ts';

const none = {
  preferredName: null,
  namePronunciation: null,
  pronouns: null,
  reportedLanguage: null,
  raceEthnicitySummary: null,
  language: null,
};
/** The form's values with nothing chosen, as the resolver's output holds them. */
const values = { ...none, race: null, ethnicity: null };

describe('personalInfoValues', () => {
  it('starts from the member, none as an empty text', () => {
    expect(personalInfoValues(none)).toEqual({
      preferredName: '',
      namePronunciation: '',
      pronouns: '',
      reportedLanguage: '',
      race: '',
      ethnicity: '',
      language: '',
    });
    expect(
      personalInfoValues({ ...none, preferredName: 'Lu', pronouns: 'she/her/hers', language: 'es' }),
    ).toMatchObject({ preferredName: 'Lu', pronouns: 'she/her/hers', language: 'es' });
  });
});

describe('personalInfoRequest', () => {
  it('sends empty or blank texts and no pronouns as none, and leaves an unchosen language out', () => {
    const request = personalInfoRequest({
      preferredName: '',
      namePronunciation: '  ',
      pronouns: '',
      reportedLanguage: '',
      race: '',
      ethnicity: '',
      language: '',
    });
    expect(request).toEqual({
      preferredName: null,
      namePronunciation: null,
      pronouns: null,
      reportedLanguage: null,
      raceEthnicitySummary: null,
    });
    expect('language' in request).toBe(false);
  });

  it('sends the values chosen, and the schema accepts them', () => {
    const request = personalInfoRequest({
      preferredName: ' Lu ',
      namePronunciation: 'LOO',
      pronouns: 'they/them/theirs',
      reportedLanguage: 'Tagalog',
      race: 'Asian',
      ethnicity: 'Not Hispanic, Latino, or Spanish',
      language: 'es',
    });
    expect(request).toEqual({
      preferredName: ' Lu ',
      namePronunciation: 'LOO',
      pronouns: 'they/them/theirs',
      reportedLanguage: 'Tagalog',
      raceEthnicitySummary: 'Asian (Not Hispanic, Latino, or Spanish)',
      language: 'es',
    });
    expect(accepted(updatePersonalInfoBody, request)).toMatchObject({
      preferredName: 'Lu',
      pronouns: 'they/them/theirs',
      language: 'es',
    });
  });

  it('takes the resolver output (none already null), and sends pronouns or a language it does not offer as none or not at all', () => {
    expect(personalInfoRequest({ ...values, pronouns: 'xe/xem', language: 'fr' })).toEqual({
      preferredName: null,
      namePronunciation: null,
      pronouns: null,
      reportedLanguage: null,
      raceEthnicitySummary: null,
    });
  });
});

describe('race and ethnicity: two pick lists, one summary (#38)', () => {
  it('starts from the summary: the race, and the ethnicity in brackets', () => {
    expect(personalInfoValues({ ...none, raceEthnicitySummary: 'White (Hispanic, Latino, or Spanish)' })).toMatchObject(
      { race: 'White', ethnicity: 'Hispanic, Latino, or Spanish' },
    );
    expect(personalInfoValues({ ...none, raceEthnicitySummary: 'Asian' })).toMatchObject({
      race: 'Asian',
      ethnicity: '',
    });
  });

  it('keeps a summary the lists do not make whole, so the dialog shows it and the schema refuses it', () => {
    const start = personalInfoValues({ ...none, raceEthnicitySummary: 'Asian (Not Hispanic)' });
    expect(start).toMatchObject({ race: 'Asian (Not Hispanic)', ethnicity: '' });
    const request = personalInfoRequest(start);
    expect(request.raceEthnicitySummary).toBe('Asian (Not Hispanic)');
    expect(String(updatePersonalInfoBody(request))).toBe('Race and ethnicity must be one of the listed choices.');
  });

  it('sends the race alone, or none; an ethnicity without a race asks for the race', () => {
    expect(personalInfoRequest({ ...values, race: 'Other race' }).raceEthnicitySummary).toBe('Other race');
    expect(personalInfoRequest({ ...values, ethnicity: 'Not specified' }).raceEthnicitySummary).toBeNull();
    expect(ethnicityWithoutRace({ race: '', ethnicity: 'Not specified' })).toBe(true);
    expect(ethnicityWithoutRace({ race: 'White', ethnicity: 'Not specified' })).toBe(false);
  });

  it('a reported language outside the list is refused with the list message', () => {
    const request = personalInfoRequest({ ...values, reportedLanguage: 'Klingon' });
    expect(String(updatePersonalInfoBody(request))).toBe('Reported language must be one of the listed choices.');
  });
});
