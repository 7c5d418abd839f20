/** A supervisor's view of the caseload (issue #35): figures per guide and team (rules in `domain/caseload.ts`). */
import { caseloadQuery, caseloadSummarySchema } from '../caseload.ts';
import { OVERSEES_CARE } from '../supervision.ts';
import { defineOperation } from './define.ts';

/** `GET /caseload/summary`: the organisation's guides (or one guide) with their caseload's figures. */
export const caseloadSummary = defineOperation({
  method: 'GET',
  path: '/caseload/summary',
  query: caseloadQuery,
  response: caseloadSummarySchema,
  access: { permission: OVERSEES_CARE },
});
