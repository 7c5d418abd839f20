/** A guide's work: todos, scheduled events, priority contacts, and the outcome catalogues. */
import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const interactionOutcomes = pgTable('interaction_outcomes', {
  id: integer('id').primaryKey(),
  /** 'call' or 'visit': visits add wrong-address and inaccessible. */
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  name: text('name').notNull(),
  deprecatedAt: ts('deprecated_at'),
});

export const scheduledEvents = pgTable(
  'scheduled_events',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    date: date('date').notNull(),
    time: text('time'),
    note: text('note'),
    /** The member's address the visit is at (no foreign key: an address is deleted outright; visitLocation keeps its text). */
    visitLocationAddressId: uuid('visit_location_address_id'),
    visitLocation: text('visit_location'),
    /** Where that address was placed when the visit was planned (null: free text, or not placed), kept with its text. */
    visitLatitude: doublePrecision('visit_latitude'),
    visitLongitude: doublePrecision('visit_longitude'),
    resolved: boolean('resolved').notNull().default(false),
    snoozedUntil: ts('snoozed_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_events_user_date_idx').on(t.userId, t.date),
    index('scheduled_events_member_idx').on(t.memberId),
  ],
);

export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The guide whose docket shows the todo. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    memberId: uuid('member_id').references(() => users.id),
    type: text('type').notNull(),
    date: ts('date').notNull(),
    completedAt: ts('completed_at'),
    snoozedUntil: ts('snoozed_until'),
    scheduledEventId: uuid('scheduled_event_id').references(() => scheduledEvents.id),
    /** What the todo is about (call, message, visit, hospitalization ...) and its id. */
    externalItemType: text('external_item_type'),
    externalItemId: text('external_item_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('todos_user_date_idx').on(t.userId, t.date), index('todos_member_idx').on(t.memberId)],
);

export const priorityContacts = pgTable(
  'priority_contacts',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => users.id),
    sortOrder: integer('sort_order').notNull(),
    priorityLevel: text('priority_level').notNull(),
  },
  (t) => [index('priority_contacts_guide_idx').on(t.guideId)],
);
