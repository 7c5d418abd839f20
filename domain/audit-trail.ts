/**
 * The HIPAA audit trail as the examiner view reads it: an entry's shape and the filters. Entries
 * hold ids, operation names, statuses, times and addresses, never a member's information; staff
 * names are added for the examiner.
 */
import { type } from 'arktype';
import { isoInstant, pagination, uuid } from './api/params.ts';
import type { EntityKind } from './entities/index.ts';

export const AUDIT_OUTCOMES = ['allowed', 'refused', 'failed'] as const;
export type AuditOutcomeName = (typeof AUDIT_OUTCOMES)[number];

/** Why an entry breaks the chain: its fields do not hash to its hash, it does not link to the entry before, or entries before it are missing. */
export const CHAIN_BREAK_REASONS = ['hash', 'link', 'gap'] as const;
export type ChainBreakReason = (typeof CHAIN_BREAK_REASONS)[number];

/**
 * What an admin write changed (issue #33): per object of an administered kind (customers, teams,
 * users, templates, needs content...), each field that changed with its value before and after, as
 * short text. Never a member's information: only administered kinds are compared (server/audit/admin-changes.ts).
 */
export const auditChangeSchema = type({
  entity: 'string',
  id: 'string',
  op: "'created' | 'updated' | 'deleted'",
  /** False when the object had no earlier recorded state (made before changes were kept): `before` is unknown. */
  beforeKnown: 'boolean',
  fields: type({ name: 'string', before: 'string | null', after: 'string | null' }).array(),
});
export type AuditChange = typeof auditChangeSchema.infer;

/**
 * The kinds an administrator manages, whose writes the trail records field by field: configuration
 * and staff, never a member's information. The change log's partial index covers exactly these.
 */
export const ADMINISTERED_KINDS = [
  'customer',
  'consentTerm',
  'team',
  'internalPhoneNumber',
  'adminUser',
  'messageTemplateCategory',
  'needsMetadata',
  'trainingProviderStatus',
  'surveyRecord',
  'learnMoreRecord',
  'surveyAssignment',
  'customerSegment',
] as const satisfies readonly EntityKind[];

export const AUDIT_CHANGE_LIMITS = {
  /** Fields listed per object; more are counted in a last field named '…'. */
  fieldsPerObject: 40,
  /** Characters of a value kept (the rest is cut with an ellipsis). */
  value: 200,
} as const;

export const auditEntrySchema = type({
  seq: 'number',
  at: 'string',
  userId: 'string',
  userName: 'string | null',
  actingAsUserId: 'string | null',
  actingAsUserName: 'string | null',
  operation: 'string',
  memberIds: 'string[]',
  statusCode: 'number',
  outcome: type.enumerated(...AUDIT_OUTCOMES),
  clientAddress: 'string',
  changes: auditChangeSchema.array(),
});
export type AuditEntryView = typeof auditEntrySchema.infer;

/** The page size of the examiner's table and of the CSV export's reads (the contract's maximum). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_PAGE_SIZE = 500;

/**
 * Filters: a member, a user (who called, or whom they acted as), an operation name, and entries
 * at or after `from` and before `to`. Newest first, `page-start` an offset.
 */
export const auditTrailQuery = pagination.and({
  'memberId?': uuid,
  'userId?': uuid,
  'operation?': /^[A-Za-z]{1,100}$/,
  'from?': isoInstant,
  'to?': isoInstant,
});
export type AuditTrailFilters = Pick<typeof auditTrailQuery.infer, 'memberId' | 'userId' | 'operation' | 'from' | 'to'>;

export const chainReportSchema = type({
  checked: 'number',
  broken: type({ seq: 'number', reason: type.enumerated(...CHAIN_BREAK_REASONS) }).or('null'),
});
