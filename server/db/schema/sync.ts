/**
 * The change log and its per-organisation sequence, idempotency records and the audit trail.
 * Invariant: a change row is appended in the same transaction as the write it describes, and the
 * organisation's head row is locked for that transaction, so sequence order equals commit order and
 * a reader never sees N+1 before N.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMINISTERED_KINDS } from '../../../domain/audit-trail.ts';
import { organisationId, organisations } from './organisation.ts';

/** The head of each organisation's change log. */
export const organisationSequences = pgTable('organisation_sequences', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id),
  head: bigint('head', { mode: 'number' }).notNull().default(0),
});

export const changeLog = pgTable(
  'change_log',
  {
    organisationId: organisationId(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'upsert' or 'delete' (a tombstone). */
    op: text('op').notNull(),
    /** The one user who may see this change (notifications); null: every staff user of the organisation. */
    privateTo: uuid('private_to'),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.seq] }),
    // An administered object's latest state, the "before" of the next admin write's audit entry
    // (server/audit/admin-changes.ts). Partial: the other kinds' writes do not maintain it.
    index('change_log_administered_idx')
      .on(t.organisationId, t.entity, t.entityId, t.seq)
      .where(sql.raw(`entity in (${ADMINISTERED_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
  ],
);

/** Small server-wide settings shared by all instances (the embedded provider's signing keys). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organisationId: organisationId(),
    key: text('key').notNull(),
    /** Null for a provider's webhook (server/providers/webhook-replay.ts): the key is its event's own id, no user sent it. */
    userId: uuid('user_id'),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    /** The last change sequence of the write, so a replay can answer the same `x-change-seq`. */
    changeSeq: bigint('change_seq', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.key] }),
    // Claims past their keeping (server/http/idempotency-retention.ts), oldest first: a user's, and a webhook's.
    index('idempotency_keys_created_idx').on(t.createdAt),
    index('idempotency_keys_webhook_created_idx')
      .on(t.createdAt)
      .where(sql`user_id is null`),
  ],
);

/**
 * The first, unchained log of writes and impersonated calls: no longer written (the audit trail,
 * audit-trail.ts, records every call); kept so its rows stay readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    organisationId: organisationId(),
    realUserId: uuid('real_user_id').notNull(),
    actingUserId: uuid('acting_user_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
  },
  (t) => [index('audit_log_real_user_idx').on(t.realUserId, t.at)],
);

/** The embedded identity provider's state (sessions, codes, grants), shared by every instance. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
  ],
);
