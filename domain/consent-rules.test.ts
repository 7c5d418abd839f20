import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkConsentChoice,
  checkIdentityField,
  checkIdentityForm,
  consentLanguageFrom,
  consentStatusOf,
  firstTermToShow,
  flattenPropertyErrors,
  isConsentLinkKey,
  joinConstraintMessages,
  nextUnansweredTerm,
  parseDateOfBirth,
} from './consent-rules.ts';
import { consentFormBody, consentIdentityBody } from './consent.ts';

const terms = (...answers: (boolean | null)[]) => answers.map((consented, i) => ({ key: `t${i}`, consented }));

describe('consent status and flow', () => {
  it('null is pending, true accepted, false rejected', () => {
    expect([consentStatusOf(null), consentStatusOf(true), consentStatusOf(false)]).toEqual([
      'pending',
      'accepted',
      'rejected',
    ]);
  });

  it('goes to the next unanswered term after the current one, then wraps to earlier ones, then ends', () => {
    expect(nextUnansweredTerm(terms(null, null, null), 't0')?.key).toBe('t1');
    expect(nextUnansweredTerm(terms(true, false, null), 't1')?.key).toBe('t2');
    expect(nextUnansweredTerm(terms(null, true, true), 't2')?.key).toBe('t0');
    expect(nextUnansweredTerm(terms(true, true, true), 't2')).toBeUndefined();
    expect(nextUnansweredTerm(terms(null, true), 'missing')?.key).toBe('t0');
  });

  it('never points back at the current term and always ends once everything is answered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.boolean(), { nil: null }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (answers, pick) => {
          const list = terms(...answers);
          const current = list[pick % list.length]!.key;
          const next = nextUnansweredTerm(list, current);
          if (next) expect(next.key).not.toBe(current);
          expect(next === undefined).toBe(list.every((t) => t.key === current || t.consented !== null));
        },
      ),
    );
  });

  it('Begin Enrollment starts at the first unanswered term, or the first term', () => {
    expect(firstTermToShow(terms(true, null))?.key).toBe('t1');
    expect(firstTermToShow(terms(true, false))?.key).toBe('t0');
    expect(firstTermToShow([])).toBeUndefined();
  });
});

describe('consentLanguageFrom', () => {
  it('honours order and weights, falls back to English', () => {
    expect(consentLanguageFrom('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(consentLanguageFrom('fr-FR,en;q=0.5,es;q=0.7')).toBe('es');
    expect(consentLanguageFrom('de')).toBe('en');
    expect(consentLanguageFrom(undefined)).toBe('en');
    expect(consentLanguageFrom('es;q=0')).toBe('en');
  });
});

describe('link keys', () => {
  it('are 43 base64url characters', () => {
    expect(isConsentLinkKey('a'.repeat(43))).toBe(true);
    expect(isConsentLinkKey('a'.repeat(42))).toBe(false);
    expect(isConsentLinkKey(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isConsentLinkKey(42)).toBe(false);
  });
});

describe('form checks (spec part 2 section 5)', () => {
  it('a response is required', () => {
    expect(checkConsentChoice(null)).toBe('responseRequired');
    expect(checkConsentChoice(false)).toBeNull();
  });

  it('name at least 2 characters, date of birth at least 8, e-mail valid, the rest optional', () => {
    expect(checkIdentityField('name', ' ')).toBe('required');
    expect(checkIdentityField('name', 'R')).toBe('nameTooShort');
    expect(checkIdentityField('name', 'Ro')).toBeNull();
    expect(checkIdentityField('dateOfBirth', '4/1/61')).toBe('dateOfBirthTooShort');
    expect(checkIdentityField('dateOfBirth', '04011961')).toBeNull();
    expect(checkIdentityField('email', 'rosa@')).toBe('emailInvalid');
    expect(checkIdentityField('email', '')).toBeNull();
    expect(checkIdentityField('zip', '')).toBeNull();
    expect(
      checkIdentityForm({ name: '', dateOfBirth: '', email: 'x', line1: '', city: '', state: '', zip: '' }),
    ).toEqual({ name: 'required', dateOfBirth: 'required', email: 'emailInvalid' });
  });

  it('reads dates of birth as members type them and refuses impossible ones', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    expect(parseDateOfBirth('04/12/1961', today)).toBe('1961-04-12');
    expect(parseDateOfBirth('4/2/1961', today)).toBe('1961-04-02');
    expect(parseDateOfBirth('04121961', today)).toBe('1961-04-12');
    expect(parseDateOfBirth('1961-04-12', today)).toBe('1961-04-12');
    expect(parseDateOfBirth('02/30/1961', today)).toBeNull();
    expect(parseDateOfBirth('13/45/1961', today)).toBeNull();
    expect(parseDateOfBirth('01/01/2027', today)).toBeNull();
    expect(parseDateOfBirth('01/01/1850', today)).toBeNull();
  });
});

describe('server errors on a form', () => {
  it('flattens nested children into field paths and joins constraint messages with a space', () => {
    const flat = flattenPropertyErrors([
      { property: 'name', constraints: { minLength: 'too short', pattern: 'letters only' } },
      { property: 'address', children: [{ property: 'zip', constraints: { pattern: 'zip must be 5 digits' } }] },
    ]);
    expect(Object.keys(flat)).toEqual(['name', 'address.zip']);
    expect(joinConstraintMessages(flat.name!)).toBe('too short letters only');
    expect(flat['address.zip']).toEqual([{ code: 'pattern', message: 'zip must be 5 digits' }]);
  });

  it('the server schema reports every invalid identity field at once', () => {
    const result = consentIdentityBody({
      name: 'R',
      dateOfBirth: '13/45/1961',
      email: 'x',
      zip: '1',
      state: 'Illinois',
      consentLinkKey: 'k',
    });
    expect(result instanceof Error || 'summary' in (result as object)).toBe(true);
    const paths = [...(result as Iterable<{ path: readonly PropertyKey[] }>)].map((e) => String(e.path[0])).sort();
    expect(paths).toEqual(['dateOfBirth', 'email', 'name', 'state', 'zip']);
  });

  it('accepts a minimal identity and an answer body', () => {
    expect(consentIdentityBody({ name: 'Rosa', dateOfBirth: '04/12/1961', consentLinkKey: 'k' })).toMatchObject({
      name: 'Rosa',
    });
    expect(
      consentFormBody({
        consented: false,
        termId: '00000000-0000-4000-8000-000000000001',
        consentIdentityId: null,
        consentLinkKey: 'k',
      }),
    ).toMatchObject({ consented: false });
  });
});
