/**
 * The walks' scenarios for the operations of public-routes.ts (gathered in server/testing/scenarios.ts).
 * - Consent: the public site's operations take the link's key, never a staff token.
 * - The key is the credential: whoever holds a member's key may answer, whatever token comes along (and
 *   unknown keys are throttled: routes/consent tests).
 */
import { EVERYONE } from '../testing/grids.ts';
import { consentTermsOf } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { publicConsentHandlers } from './public-routes.ts';
import { createConsentFixture, createMemberLink, TCPA, TREAT } from './testing.ts';

export const publicRoutesScenarios = {
  consentLink: {
    authorization: {
      request: async ({ db, o }) => ({ params: { key: await createMemberLink(db, o, o.member.id) } }),
      expect: EVERYONE,
    },
    isolation: { exempt: 'public: the link key is the credential' },
  },
  consentAllTerms: {
    authorization: {
      request: async ({ db, o }) => ({ query: { key: await createMemberLink(db, o, o.member.id) } }),
      expect: EVERYONE,
    },
    isolation: { exempt: 'public: the link key is the credential' },
  },
  consentForm: {
    authorization: {
      request: async ({ db, o }) => ({
        query: { key: await createMemberLink(db, o, o.member.id), term: TREAT },
      }),
      expect: EVERYONE,
    },
    isolation: { exempt: 'public: the link key is the credential' },
  },
  answerConsentForm: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          consentLinkKey: await createMemberLink(db, o, o.member.id),
          termId: (await consentTermsOf(db, o)).termIds[TCPA]!,
          consented: true,
          consentIdentityId: null,
        },
      }),
      expect: EVERYONE,
    },
    isolation: { exempt: 'public: the link key is the credential, and it names one member of one organisation' },
    write: async ({ db, org, callAs }) => {
      const fixture = await createConsentFixture(db, org);
      return () =>
        callAs(null, { body: { consented: true, termId: fixture.termIds[TCPA]!, consentLinkKey: fixture.key } });
    },
  },
  confirmConsentIdentity: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          consentLinkKey: await createMemberLink(db, o, o.member.id),
          name: 'Member Name',
          dateOfBirth: '01/31/1970',
        },
      }),
      expect: EVERYONE,
    },
    isolation: { exempt: 'public: the link key is the credential' },
    write: async ({ db, org, callAs }) => {
      const fixture = await createConsentFixture(db, org);
      return () =>
        callAs(null, { body: { consentLinkKey: fixture.key, name: 'Member Alpha', dateOfBirth: '01/31/1970' } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof publicConsentHandlers>>;
