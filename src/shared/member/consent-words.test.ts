import { describe, expect, it } from 'vitest';
import { answerChannel, consentState, termTextsIn } from './consent-words.ts';

describe('consent words', () => {
  it('reads null as Incomplete, true as Accepted, false as Rejected', () => {
    expect([null, true, false].map(consentState)).toEqual(['incomplete', 'accepted', 'rejected']);
  });
  it('tells how an answer was given: by SMS reply, by staff, through the link', () => {
    expect(answerChannel({ ipAddress: 'SMS', consentLinkId: null, internalSubmitterUserId: null })).toBe('sms');
    expect(answerChannel({ ipAddress: '10.0.0.1', consentLinkId: null, internalSubmitterUserId: 'g1' })).toBe('staff');
    expect(answerChannel({ ipAddress: '203.0.113.9', consentLinkId: 'l1', internalSubmitterUserId: null })).toBe(
      'link',
    );
  });
  it('picks the Spanish texts for a Spanish reader', () => {
    const texts = {
      en: { name: 'Consent', shortName: 'C', text: '', infoText: null, acceptText: 'Yes', rejectText: null },
      es: { name: 'Consentimiento', shortName: 'C', text: '', infoText: null, acceptText: 'Sí', rejectText: null },
    };
    expect(termTextsIn(texts, 'es-MX').name).toBe('Consentimiento');
    expect(termTextsIn(texts, 'en-US').name).toBe('Consent');
  });
});
