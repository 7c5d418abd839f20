/**
 * The walks' scenarios for the operations of audit-trail.ts (gathered in server/testing/scenarios.ts).
 * - The audit trail: admins only.
 */
import { ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { auditTrailHandlers } from './audit-trail.ts';

export const auditTrailScenarios = {
  auditTrail: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id, 'page-size': 10 } }),
      expect: ADMINS_ANYWHERE,
    },
    // The other organisation's entries never show, whatever the filters name (routes/audit-trail.test.ts makes some first).
    isolation: {
      nothingForeign: ({ foreign }) => ({ query: { memberId: foreign.member.id, 'page-size': 500 } }),
      by: 'superAdmin',
    },
  },
  verifyAuditTrail: {
    authorization: { request: () => ({}), expect: ADMINS_ANYWHERE },
    isolation: { nothingForeign: () => ({}), by: 'superAdmin' },
  },
} satisfies ScenariosOf<HandledBy<typeof auditTrailHandlers>>;
