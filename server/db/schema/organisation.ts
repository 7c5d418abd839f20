/**
 * The tenant: a care organisation. Every tenant-scoped row carries `organisation_id`; the change
 * log, its sequence and the socket rooms are per organisation.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** The organisation's own zone: the calendar months of its reports (CHW minutes) are read in it. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The column every tenant-scoped table starts with. */
export const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id);
