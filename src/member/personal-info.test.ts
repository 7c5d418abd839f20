import { describe, expect, it } from 'vitest';
import { accepted, updatePersonalInfoBody } from '../../domain/index.ts';
import { personalInfoRequest, personalInfoValues } from './personal-info.ts';

const none = {
  preferredName: null,
  namePronunciation: null,
  pronouns: null,
  reportedLanguage: null,
  raceEthnicitySummary: null,
  language: null,
};

describe('personalInfoValues', () => {
  it('starts from the member, none as an empty text', () => {
    expect(personalInfoValues(none)).toEqual({
      preferredName: '',
      namePronunciation: '',
      pronouns: '',
      reportedLanguage: '',
      raceEthnicitySummary: '',
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
      raceEthnicitySummary: '',
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
      raceEthnicitySummary: 'Asian (Not Hispanic)',
      language: 'es',
    });
    expect(request).toEqual({
      preferredName: ' Lu ',
      namePronunciation: 'LOO',
      pronouns: 'they/them/theirs',
      reportedLanguage: 'Tagalog',
      raceEthnicitySummary: 'Asian (Not Hispanic)',
      language: 'es',
    });
    expect(accepted(updatePersonalInfoBody, request)).toMatchObject({
      preferredName: 'Lu',
      pronouns: 'they/them/theirs',
      language: 'es',
    });
  });

  it('takes the resolver output (none already null), and sends pronouns or a language it does not offer as none or not at all', () => {
    expect(personalInfoRequest({ ...none, pronouns: 'xe/xem', language: 'fr' })).toEqual({
      preferredName: null,
      namePronunciation: null,
      pronouns: null,
      reportedLanguage: null,
      raceEthnicitySummary: null,
    });
  });
});
