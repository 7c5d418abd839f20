import { describe, expect, it } from 'vitest';
import { makeProgram } from '../../sync/testing/fake-resources.ts';
import { referralFromProgram } from './referral-from-program.ts';

describe('a referral from a program', () => {
  it('carries the program’s name, contact details, address and id', () => {
    expect(referralFromProgram(makeProgram('p1', 'Pilsen Food Pantry', { url: 'https://pantry.example.org' }))).toEqual(
      {
        resourceName: 'Pilsen Food Pantry',
        phoneNumber: '+13125550100',
        url: 'https://pantry.example.org',
        streetAddress: '100 Main St',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60608',
        programId: 'p1',
      },
    );
  });

  it('leaves out a short service number and a missing address', () => {
    const fields = referralFromProgram(
      makeProgram('p2', '988 Suicide & Crisis Lifeline', {
        phoneNumber: '988',
        streetAddress: null,
        city: null,
        state: null,
        zipcode: null,
        nationwide: true,
      }),
    );
    expect(fields).toMatchObject({ phoneNumber: null, streetAddress: null, zipcode: null, programId: 'p2' });
  });
});
