/** Texts waiting for their time (spec part 2 section 4 "Messages": scheduled while `sendAt` is set and it is not sent). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/** A scheduled text: the member's '{n} text(s) scheduled' banner and drawer. It leaves when sent or deleted. */
export const scheduledMessage = defineEntity({
  kind: 'scheduledMessage',
  schema: type({
    id: 'string',
    memberId: 'string',
    userId: 'string',
    text: 'string',
    fileIds: 'string[]',
    phoneNumberId: 'number',
    scheduledEventId: 'string | null',
    sendAt: 'string',
    createdAt: 'string',
  }),
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
export const messageTemplateCategory = defineEntity({
  kind: 'messageTemplateCategory',
  schema: type({
    id: 'string',
    name: 'string',
    sortOrder: 'number',
    stageKey: 'string | null',
    templates: messageTemplateSchema.array(),
  }),
  audience: { kind: 'organisation' },
});
