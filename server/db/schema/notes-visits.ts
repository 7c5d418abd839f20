/**
 * Visits and autosaved drafts. A note is an `interactions` row of type 'note' alone; a visit is an
 * `interactions` row of type 'visit' (member, guide, start, duration, outcome, note) and a `visits`
 * row under the same id with what only visits have.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { interactions } from './activity.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const visits = pgTable(
  'visits',
  {
    /** The interaction's id. */
    id: uuid('id')
      .primaryKey()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    endTime: ts('end_time').notNull(),
    /** The member's address (no foreign key: an address may be deleted later, the visit keeps its id); null is 'Other'. */
    addressId: uuid('address_id'),
    location: text('location'),
    outcomeDetails: text('outcome_details'),
    /** The scheduled event the visit answers (no foreign key: the event may be deleted later). */
    scheduledEventId: uuid('scheduled_event_id'),
  },
  (t) => [index('visits_member_idx').on(t.memberId)],
);

export const noteDrafts = pgTable(
  'note_drafts',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    /** notes, events or visits */
    type: text('type').notNull(),
    text: text('text').notNull(),
    version: integer('version').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('note_drafts_owner_idx').on(t.userId, t.subjectId, t.type)],
);
