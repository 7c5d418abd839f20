/** The HIPAA audit trail's examiner view (admin tools): the organisation's entries, and the check of its hash chain. */
import { type } from 'arktype';
import { auditEntrySchema, auditTrailQuery, chainReportSchema } from '../audit-trail.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;

/** The organisation's entries, filtered, newest first, a page at a time (`page-size` at most 500), with their count. */
export const auditTrail = defineOperation({
  method: 'GET',
  path: '/admin/audit-trail',
  query: auditTrailQuery,
  response: type({ data: auditEntrySchema.array(), count: 'number' }),
  access: admin,
});

/** The organisation's chain, checked from its first entry: how many entries, and the first broken one. */
export const verifyAuditTrail = defineOperation({
  method: 'GET',
  path: '/admin/audit-trail/verify',
  response: chainReportSchema,
  access: admin,
});
