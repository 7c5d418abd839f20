/**
 * The hospitals' HL7 v2 ADT feed (server/adt): every message received, kept with its outcome so
 * nothing a hospital sent is lost. `raw` is PHI (names, dates of birth, diagnoses): it lives in
 * this table only, never in logs or change rows.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hospitalizations } from './activity.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** applied: written; unmatched: no member (or no stay) to apply it to; rejected: malformed; duplicate: a control id seen before. */
export type AdtMessageStatus = 'applied' | 'unmatched' | 'rejected' | 'duplicate';

export const adtMessages = pgTable(
  'adt_messages',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    /** The customer whose feed it came in on. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    transport: text('transport').$type<'mllp' | 'http'>().notNull(),
    /** MSH-3^MSH-4: control ids are unique per sending application and facility. */
    sender: text('sender'),
    /** MSH-10. */
    controlId: text('control_id'),
    /** MSH-9, e.g. ADT^A01. */
    messageType: text('message_type'),
    raw: text('raw').notNull(),
    receivedAt: ts('received_at').notNull(),
    status: text('status').$type<AdtMessageStatus>().notNull(),
    /** Why it was not applied (no PHI: field names and codes only). */
    reason: text('reason'),
    ackCode: text('ack_code').$type<'AA' | 'AE' | 'AR'>().notNull(),
    memberId: uuid('member_id').references(() => users.id),
    /** PV1-19: a cancel that arrives before what it cancels waits here for its stay (server/adt/apply-adt.ts). */
    visitNumber: text('visit_number'),
    /** EVN-2, else MSH-7, as the sender wrote it (14 digits, the sender's clock): orders a cancel against what it cancels. */
    eventTime: text('event_time'),
    hospitalizationId: uuid('hospitalization_id').references(() => hospitalizations.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One original per control id: a resent message finds it and is kept as a duplicate.
    uniqueIndex('adt_messages_control_idx')
      .on(t.clientId, t.sender, t.controlId)
      .where(sql`status <> 'duplicate'`),
    index('adt_messages_review_idx').on(t.organisationId, t.status, t.receivedAt),
    index('adt_messages_pending_cancel_idx')
      .on(t.memberId, t.visitNumber)
      .where(sql`status = 'unmatched'`),
  ],
);
