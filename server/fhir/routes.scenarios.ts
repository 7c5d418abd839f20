/**
 * The walks' scenarios for the FHIR operations (gathered in server/testing/scenarios.ts).
 * - The capability statement and SMART's discovery document: public, the same for everyone.
 * - A member's `$everything`: supervisors and admins; another organisation's member is not found.
 */
import { EVERYONE, SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { fhirHandlers } from './routes.ts';

export const fhirScenarios = {
  fhirMetadata: {
    authorization: { request: () => ({}), expect: EVERYONE },
    isolation: { nothingForeign: () => ({}) },
  },
  fhirSmartConfiguration: {
    authorization: { request: () => ({}), expect: EVERYONE },
    isolation: { nothingForeign: () => ({}) },
  },
  fhirPatientEverything: {
    authorization: { request: ({ o }) => ({ params: { memberId: o.member.id } }), expect: SUPERVISORS },
    isolation: { notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id } }), by: 'superAdmin' },
  },
} satisfies ScenariosOf<HandledBy<typeof fhirHandlers>>;
