/**
 * Texts waiting for their time (spec part 2 "Schedule a message"): a scheduled text is its own row
 * until the server sends it (`jobs`: sendDueTexts), when it becomes an `sms_messages` row with its
 * feed item, sent by the job (`was_sent_by_cron_job`), and this row goes. Until then it shows only in
 * the member's '{n} text(s) scheduled' banner and drawer, never in feeds or the calls page.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { messageTemplateCategory, scheduledMessage } from '../../../domain/entities/messages.ts';
import { entityTable } from '../entity-table.ts';
import { organisationId } from './organisation.ts';
import { clients, phoneNumbers, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const scheduledMessages = entityTable(scheduledMessage, {
  before: { organisationId: organisationId() },
  references: {
    clientId: () => clients.id,
    memberId: () => users.id,
    userId: () => users.id,
    phoneNumberId: () => phoneNumbers.id,
  },
  extra: (t) => [
    index('scheduled_messages_send_at_idx').on(t.sendAt),
    index('scheduled_messages_member_idx').on(t.memberId, t.sendAt),
    index('scheduled_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
});

/**
 * Message templates by category (spec part 3 "Message templates"; part 2 section 7), kept per
 * organisation. Ids are text, unique within the organisation: the catalogue every organisation
 * starts with keeps its keys ('introductions', 'intro-first'), an admin's new ones are uuids.
 */
/** The unique index of a category's name in its organisation, case aside (`refusingTakenName` names it). */
export const CATEGORY_NAME_INDEX = 'message_template_categories_name_idx';

export const messageTemplateCategories = entityTable(messageTemplateCategory, {
  before: { organisationId: organisationId() },
  extra: (t) => [
    primaryKey({ columns: [t.organisationId, t.id] }),
    uniqueIndex(CATEGORY_NAME_INDEX).on(t.organisationId, sql`lower(${t.name})`),
  ],
});

export const messageTemplates = pgTable(
  'message_templates',
  {
    organisationId: organisationId(),
    id: text('id').notNull(),
    categoryId: text('category_id').notNull(),
    template: text('template').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Offered for every customer; else only for `clientIds` (the spec's template_clients). */
    allClients: boolean('all_clients').notNull().default(true),
    clientIds: jsonb('client_ids').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({
      columns: [t.organisationId, t.categoryId],
      foreignColumns: [messageTemplateCategories.organisationId, messageTemplateCategories.id],
    }),
    index('message_templates_category_idx').on(t.organisationId, t.categoryId),
  ],
);
