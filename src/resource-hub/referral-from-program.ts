/**
 * A resource referral's fields from a hub program: what the referral form would ask for, filled
 * from the directory. A phone the referral cannot hold (a short service number such as 988) is
 * left out rather than refused: the program's detail still shows it.
 */
import type { EntityShape } from '../../domain/index.ts';

export interface ProgramReferralFields {
  resourceName: string;
  phoneNumber: string | null;
  url: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  programId: string;
}

const PHONE = /^\+1\d{10}$/;
const ZIP = /^\d{5}$/;

export function referralFromProgram(program: EntityShape<'resourceProgram'>): ProgramReferralFields {
  return {
    resourceName: program.name.slice(0, 200),
    phoneNumber: program.phoneNumber && PHONE.test(program.phoneNumber) ? program.phoneNumber : null,
    url: program.url,
    streetAddress: program.streetAddress,
    city: program.city,
    state: program.state,
    zipcode: program.zipcode && ZIP.test(program.zipcode) ? program.zipcode : null,
    programId: program.id,
  };
}
