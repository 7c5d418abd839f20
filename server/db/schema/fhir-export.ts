/**
 * FHIR Bulk Data exports of a customer's roster (`server/fhir/export-*.ts`). The job's state lives
 * here, not in a server's memory, so any instance answers its status and any instance may carry
 * it on: a worker claims a job with `FOR UPDATE SKIP LOCKED` and holds a lease it renews per
 * batch of members; a lease that lapsed (its instance died) is claimed again and the job resumes
 * after its cursor, since each batch's lines and the cursor commit together.
 * - `fhir_export_jobs`: the kick-off (who, which customer, `_type`, `_since`), progress, lease, expiry.
 * - `fhir_export_chunks`: the NDJSON, a chunk per batch and resource type, in order; the members
 *   each chunk holds (the audit trail names them when the file is read).
 * - `fhir_export_included`: the questionnaires and staff already written, so each is written once.
 * Deleting a job (cancelled, expired) deletes its chunks with it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { backendClients } from './backend-clients.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const fhirExportJobs = pgTable(
  'fhir_export_jobs',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => clients.id),
    /** Who kicked it off, a user or a backend client (one of the two): only they read its status and files. */
    requestedById: uuid('requested_by_id').references(() => users.id),
    requestedByClientId: uuid('requested_by_client_id').references(() => backendClients.id),
    /** The kick-off's URL, answered in the manifest's `request`. */
    request: text('request').notNull(),
    /** `_type`, null: every type. */
    types: text('types').array(),
    since: ts('since'),
    /** queued, running, complete, failed. */
    status: text('status').notNull(),
    /** The manifest's transactionTime: resources as of the kick-off. */
    transactionTime: ts('transaction_time').notNull(),
    membersTotal: integer('members_total').notNull(),
    membersDone: integer('members_done').notNull().default(0),
    /** The last member written (members go in id order), so a resumed job skips none and repeats none. */
    cursor: uuid('cursor'),
    leaseOwner: uuid('lease_owner'),
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
    /** After it the job and its files are gone (status 404). */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('fhir_export_jobs_claim_idx').on(t.status, t.createdAt),
    index('fhir_export_jobs_expiry_idx').on(t.expiresAt),
    check('fhir_export_jobs_one_requester', sql`num_nonnulls(${t.requestedById}, ${t.requestedByClientId}) = 1`),
  ],
);

export const fhirExportChunks = pgTable(
  'fhir_export_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => fhirExportJobs.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    seq: integer('seq').notNull(),
    /** How many resources (lines) the chunk holds. */
    lines: integer('lines').notNull(),
    /** NDJSON: one resource a line, each line ending with a newline. */
    body: text('body').notNull(),
    memberIds: uuid('member_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.resourceType, t.seq] })],
);

export const fhirExportIncluded = pgTable(
  'fhir_export_included',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => fhirExportJobs.id, { onDelete: 'cascade' }),
    /** `Type/id`. */
    resource: text('resource').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.resource] })],
);
