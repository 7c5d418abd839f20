/** The walks' scenarios for the operations of staff-reads.ts (gathered in server/testing/scenarios.ts). */
import { READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { staffConsentReadHandlers } from './staff-reads.ts';

export const staffReadsScenarios = {
  memberConsentTerms: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  memberConsentAnswers: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  memberConsentHistory: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof staffConsentReadHandlers>>;
