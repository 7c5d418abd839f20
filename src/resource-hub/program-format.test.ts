import { describe, expect, it } from 'vitest';
import { formatPhone, programAddress } from './program-format.ts';

describe('program format', () => {
  it('joins the parts of the address a program has', () => {
    expect(programAddress({ streetAddress: '100 Main St', city: 'Chicago', state: 'IL', zipcode: '60608' })).toBe(
      '100 Main St, Chicago, IL 60608',
    );
    expect(programAddress({ streetAddress: null, city: 'Chicago', state: 'IL', zipcode: null })).toBe('Chicago, IL');
    expect(programAddress({ streetAddress: null, city: null, state: null, zipcode: null })).toBe('');
  });

  it('formats US numbers and keeps short service numbers', () => {
    expect(formatPhone('+13125550123')).toBe('(312) 555-0123');
    expect(formatPhone('988')).toBe('988');
  });
});
