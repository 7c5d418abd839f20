/**
 * The HIPAA audit trail (45 CFR 164.312(b)): one row per API call about a member's protected
 * information. Append-only (a trigger in the migration refuses UPDATE, DELETE and TRUNCATE) and
 * tamper-evident: each organisation's entries form a hash chain, `hash` = SHA-256 over `prev_hash`
 * and the entry's canonical fields (`server/audit/chain.ts`). It holds ids, operation names,
 * statuses, times and addresses, never a member's name, a body, a query string or a URL; an admin
 * write adds what it changed in administered configuration and staff records (`changes`).
 *
 * No foreign key to organisations: the trail outlives the data it describes (a demo reset that
 * truncates organisations must not take the trail with it, and could not: truncation is refused).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditTrail = pgTable(
  'audit_trail',
  {
    organisationId: uuid('organisation_id').notNull(),
    /** 1, 2, 3... per organisation: a missing entry is a gap. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    /** Who: the person behind the token. */
    userId: uuid('user_id').notNull(),
    /** Whom they acted as (the impersonation header), null when acting as themselves. */
    actingAsUserId: uuid('acting_as_user_id'),
    /** The contract's operation name (domain/contracts). */
    operation: text('operation').notNull(),
    /** The members the call was about (sorted, no duplicates; empty when none could be named). */
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    statusCode: integer('status_code').notNull(),
    /** 'allowed' (2xx/3xx), 'refused' (4xx) or 'failed' (5xx). */
    outcome: text('outcome').notNull(),
    /** The client's address, through trusted proxies only (TRUST_PROXY). */
    clientAddress: text('client_address').notNull(),
    /**
     * An admin write's changes, field by field (domain AuditChange[]), as the exact JSON text the hash
     * covers (jsonb would reorder its keys); null for every other call.
     */
    changes: text('changes'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.seq] }),
    index('audit_trail_at_idx').on(t.organisationId, t.at),
    index('audit_trail_user_idx').on(t.organisationId, t.userId, t.at),
    index('audit_trail_members_idx').using('gin', t.memberIds),
  ],
);

/**
 * The end of each organisation's chain: its last entry's number and hash (seq 0 and the genesis
 * hash before the first). A batch of appends locks it first (`insert ... on conflict do update`,
 * which waits for and returns the latest version of the row) and moves it to its last entry in the
 * same transaction, so appends of one organisation are serialized by its row lock and the chain
 * cannot fork. It also anchors the tail: entries removed from the end leave the head ahead of the
 * last entry.
 */
export const auditTrailHeads = pgTable('audit_trail_heads', {
  organisationId: uuid('organisation_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
