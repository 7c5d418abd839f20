import { describe, expect, it } from 'vitest';
import type { EntityShape } from '../../domain/index.ts';
import { referralFromProgram } from './referral-from-program.ts';

type Program = EntityShape<'resourceProgram'>;

/** A program of the directory, as the resource hub's search answers it. */
function makeProgram(id: string, name: string, overrides: Partial<Program> = {}): Program {
  return {
    id,
    findHelpId: `local-${id}`,
    clientId: null,
    name,
    providerName: 'Neighbors United',
    description: 'Free groceries every week.',
    serviceTags: ['food-pantry'],
    phoneNumber: '+13125550100',
    url: null,
    streetAddress: '100 Main St',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60608',
    nationwide: false,
    hours: null,
    eligibility: null,
    languages: ['en'],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

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
