/** The walks' scenarios for the operations of staff-routes.ts (gathered in server/testing/scenarios.ts). */
import { createPhoneNumber } from '../testing/factories.ts';
import { READ } from '../testing/grids.ts';
import { consentTermsOf } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { staffConsentHandlers } from './staff-routes.ts';
import { createConsentFixture, createMember, TCPA } from './testing.ts';

export const staffRoutesScenarios = {
  createConsentLink: {
    authorization: { request: ({ o }) => ({ body: { userId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ body: { userId: foreign.member.id } }) },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, { body: { userId: org.member.id } }),
  },
  sendConsentText: {
    authorization: {
      request: async ({ db, o }) => {
        await consentTermsOf(db, o);
        return {
          body: {
            userId: o.member.id,
            phoneNumberId: String((await createPhoneNumber(db, o, { isPrimary: false })).id),
          },
        };
      },
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign, foreignPhone }) => ({
        body: { userId: foreign.member.id, phoneNumberId: String(foreignPhone.id) },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const phone = await createPhoneNumber(db, org);
      return () => callAs(org.guide, { body: { userId: org.member.id, phoneNumberId: String(phone.id) } });
    },
  },
  memberConsents: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  recordStaffConsent: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          memberId: o.member.id,
          termId: (await consentTermsOf(db, o)).termIds[TCPA]!,
          consented: true,
          consentIdentityId: null,
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign, foreignConsent }) => ({
        body: {
          memberId: foreign.member.id,
          termId: Object.values(foreignConsent.termIds)[0]!,
          consented: true,
          consentIdentityId: null,
        },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const fixture = await createConsentFixture(db, org);
      const memberId = await createMember(db, org);
      return () =>
        callAs(org.guide, {
          body: { memberId, termId: fixture.termIds[TCPA]!, consented: true, consentIdentityId: null },
        });
    },
  },
  recordStaffConsentIdentity: {
    authorization: {
      request: ({ o }) => ({
        body: { memberId: o.member.id, name: 'Member Name', dateOfBirth: '1970-01-31' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        body: { memberId: foreign.member.id, name: 'Member Foreign', dateOfBirth: '1970-01-31' },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const memberId = await createMember(db, org);
      return () => callAs(org.guide, { body: { memberId, name: 'Extra Member', dateOfBirth: '1970-01-31' } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof staffConsentHandlers>>;
