/**
 * The walks' scenarios for the operations of member-info.ts (gathered in server/testing/scenarios.ts).
 * - Contact details and personal information (any staff user keeps any member's up to date).
 * - Contact details: each scenario changes the most it can (a primary cleared or promoted beside the
 *   row).
 */
import { createAddress, createEmailAddress, createPhoneNumber, testPhone } from '../testing/factories.ts';
import { ANY_STAFF, READ } from '../testing/grids.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { memberInfoHandlers } from './member-info.ts';

export const memberInfoScenarios = {
  phoneNumberDetails: {
    authorization: {
      request: () => ({
        query: { phoneNumber: '+13125550100' },
      }),
      expect: ANY_STAFF,
    },
    // The lookup reads no table: asked for another organisation's number it answers the line, never whose it is.
    isolation: { nothingForeign: ({ foreignPhone }) => ({ query: { phoneNumber: foreignPhone.number } }) },
  },
  addPhoneNumber: {
    authorization: {
      request: ({ o }) => ({
        body: {
          memberId: o.member.id,
          number: `+1312555${String(Math.floor(Math.random() * 9000) + 1000)}`,
          description: 'Mobile',
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: { memberId: foreign.member.id, number: '+13125550188', description: 'Mobile' },
      }),
    },
    write: async ({ db, org, callAs }) => {
      await createPhoneNumber(db, org);
      return () =>
        callAs(org.guide, {
          body: { memberId: org.member.id, number: testPhone(), description: 'Work', primary: true },
        });
    },
  },
  updatePhoneNumber: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { phoneId: (await createPhoneNumber(db, o, { isPrimary: false })).id },
        body: { description: 'Work' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreignPhone }) => ({
        params: { phoneId: foreignPhone.id },
        body: { description: 'Mine now', primary: true },
      }),
    },
    write: async ({ db, org, callAs }) => {
      await createPhoneNumber(db, org);
      const phone = await createPhoneNumber(db, org, { isPrimary: false });
      return () => callAs(org.guide, { params: { phoneId: phone.id }, body: { description: 'Work', primary: true } });
    },
  },
  deletePhoneNumber: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { phoneId: (await createPhoneNumber(db, o, { isPrimary: false })).id },
      }),
      expect: READ,
    },
    isolation: { notFound: ({ foreignPhone }) => ({ params: { phoneId: foreignPhone.id } }) },
    write: async ({ db, org, callAs }) => {
      const phone = await createPhoneNumber(db, org);
      await createPhoneNumber(db, org, { isPrimary: false });
      return () => callAs(org.guide, { params: { phoneId: phone.id } });
    },
  },
  addEmailAddress: {
    authorization: {
      request: ({ o }) => ({
        body: { memberId: o.member.id, emailAddress: `m-${uuid().slice(0, 8)}@example.com` },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({ body: { memberId: foreign.member.id, emailAddress: 'someone@example.com' } }),
    },
    write: async ({ db, org, callAs }) => {
      await createEmailAddress(db, org);
      return () =>
        callAs(org.guide, { body: { memberId: org.member.id, emailAddress: 'rosa.walk@example.com', primary: true } });
    },
  },
  updateEmailAddress: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { emailId: (await createEmailAddress(db, o, { isPrimary: false })).id },
        body: { description: 'Work' },
      }),
      expect: READ,
    },
    isolation: { notFound: ({ foreignEmailId }) => ({ params: { emailId: foreignEmailId }, body: { primary: true } }) },
    write: async ({ db, org, callAs }) => {
      await createEmailAddress(db, org);
      const email = await createEmailAddress(db, org, { isPrimary: false });
      return () => callAs(org.guide, { params: { emailId: email.id }, body: { description: 'Work', primary: true } });
    },
  },
  deleteEmailAddress: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { emailId: (await createEmailAddress(db, o, { isPrimary: false })).id },
      }),
      expect: READ,
    },
    isolation: { notFound: ({ foreignEmailId }) => ({ params: { emailId: foreignEmailId } }) },
    write: async ({ db, org, callAs }) => {
      const email = await createEmailAddress(db, org);
      await createEmailAddress(db, org, { isPrimary: false });
      return () => callAs(org.guide, { params: { emailId: email.id } });
    },
  },
  addAddress: {
    authorization: {
      request: ({ o }) => ({
        body: { memberId: o.member.id, line1: '2 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: { memberId: foreign.member.id, line1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
      }),
    },
    write: async ({ db, org, callAs }) => {
      await createAddress(db, org);
      return () =>
        callAs(org.guide, {
          body: {
            memberId: org.member.id,
            line1: '2 Oak Ave',
            city: 'Evanston',
            state: 'IL',
            zip: '60201',
            primary: true,
          },
        });
    },
  },
  updateAddress: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { addressId: (await createAddress(db, o, { isPrimary: false })).id },
        body: { line1: '3 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreignAddressId }) => ({
        params: { addressId: foreignAddressId },
        body: { line1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const address = await createAddress(db, org);
      return () =>
        callAs(org.guide, {
          params: { addressId: address.id },
          body: { line1: '2 Oak Ave', city: 'Evanston', state: 'IL', zip: '60201' },
        });
    },
  },
  setPrimaryAddress: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { addressId: (await createAddress(db, o, { isPrimary: false })).id },
      }),
      expect: READ,
    },
    isolation: { notFound: ({ foreignAddressId }) => ({ params: { addressId: foreignAddressId } }) },
    write: async ({ db, org, callAs }) => {
      await createAddress(db, org);
      const address = await createAddress(db, org, { isPrimary: false, line1: '9 Elm St' });
      return () => callAs(org.guide, { params: { addressId: address.id } });
    },
  },
  deleteAddress: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { addressId: (await createAddress(db, o, { isPrimary: false })).id },
      }),
      expect: READ,
    },
    isolation: { notFound: ({ foreignAddressId }) => ({ params: { addressId: foreignAddressId } }) },
    write: async ({ db, org, callAs }) => {
      const address = await createAddress(db, org);
      await createAddress(db, org, { isPrimary: false, line1: '9 Elm St' });
      return () => callAs(org.guide, { params: { addressId: address.id } });
    },
  },
  updatePersonalInfo: {
    authorization: {
      request: ({ o }) => ({ params: { memberId: o.member.id }, body: { preferredName: 'Sunny' } }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id }, body: { preferredName: 'Mine now' } }),
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {
          params: { memberId: org.member.id },
          body: { preferredName: 'Rosie', pronouns: 'she/her/hers', language: 'es' },
        }),
  },
  memberChangeLogs: {
    authorization: { request: ({ o }) => ({ params: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof memberInfoHandlers>>;
