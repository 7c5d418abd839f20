/**
 * Backend clients (`server/auth/backend-clients.ts`): a system of an organisation's partner (a health
 * plan's, a clinic's) that reads FHIR with no user behind it, by OAuth client credentials
 * (SMART Backend Services: a signed JWT assertion, no shared secret).
 * - `client_id`: as the identity provider knows it (the embedded provider's, or an external one's).
 * - `public_jwks`: the client's public keys, which the embedded provider checks its assertions with;
 *   null for a client registered at an external provider (which checks them itself).
 * - `scopes`: what the organisation granted it (`system/*.read`).
 * A revoked client's tokens stop working on their next request; its row stays (the audit trail
 * names it).
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './organisation.ts';

export const backendClients = pgTable(
  'backend_clients',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    publicJwks: jsonb('public_jwks').$type<{ keys: Record<string, unknown>[] }>(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('backend_clients_client_id_idx').on(t.clientId),
    check('backend_clients_name_length', sql`char_length(${t.name}) between 1 and 120`),
  ],
);
