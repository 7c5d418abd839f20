/** Texts waiting for their time (spec part 2 section 4 "Messages": scheduled while `sendAt` is set and it is not sent). */
import { type } from 'arktype';
import { column } from './columns.ts';
import { defineTableEntity } from './define.ts';

/** A scheduled text: the member's '{n} text(s) scheduled' banner and drawer. It leaves when sent or deleted. */
export const scheduledMessage = defineTableEntity({
  kind: 'scheduledMessage',
  table: 'scheduled_messages',
  columns: {
    id: column.uuid().primaryKey(),
    /** The member's customer, kept with the row; clients know it from the member. */
    clientId: column.uuid().internal(),
    memberId: column.uuid(),
    /** The guide who scheduled it (and sends it, when the time comes). */
    userId: column.uuid(),
    /** The member's number it goes to. */
    phoneNumberId: column.integer(),
    text: column.text(),
    fileIds: column.jsonb<string[]>('string[]').default([]),
    scheduledEventId: column.uuid().nullable(),
    sendAt: column.timestamp(),
    /** Given by the server's clock (the day's scheduling limit counts by it), not the database's. */
    createdAt: column.timestamp(),
    updatedAt: column.timestamp().internal(),
  },
  audience: { kind: 'organisation' },
});

/** A message template, inside its category (spec part 3 section 3 "Message template"). */
export const messageTemplateSchema = type({
  id: 'string',
  template: 'string',
  categoryId: 'string',
  sortOrder: 'number',
  /** Offered for every customer; else only for `clientIds` (the spec's template_clients). */
  allClients: 'boolean',
  clientIds: 'string[]',
});

/**
 * A template category with its templates, by sort order (spec part 3 section 3 "Message category").
 * Templates travel inside their category, few to a category: a template's write records its
 * category's change, so every open text dialog and admin page follows it.
 */
export const messageTemplateCategory = defineTableEntity({
  kind: 'messageTemplateCategory',
  table: 'message_template_categories',
  columns: {
    /** Unique within the organisation (the table's key is the pair). */
    id: column.text(),
    name: column.text(),
    sortOrder: column.integer(),
    /** The member stage the category suits (member_stages.key); null: any. */
    stageKey: column.text().nullable(),
    createdAt: column.createdAt().internal(),
    templates: column.computedOf(messageTemplateSchema.array()),
  },
  audience: { kind: 'organisation' },
});
