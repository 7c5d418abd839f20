/**
 * Text messages (spec part 2 section 7 "Messages"): templates, template variables and suggestions
 * per member, scheduled texts and the scheduling status of a day, sending now or at a time,
 * editing, deleting and sending a scheduled text now; and the carrier's signed delivery receipts.
 * A text sent now answers its feed item (recorded last: the engine confirms on it); a scheduled one
 * answers its scheduled message.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { createMessageBody, memberMessagesQuery, schedulingStatusQuery, updateMessageBody } from '../messages.ts';
import { defineOperation } from './define.ts';

const sends = { permission: 'CAN_SEND_PATIENT_MESSAGE' } as const;
const reads = { permission: 'CAN_VIEW_CASELOAD' } as const;
const messageParams = type({ messageId: uuid });

/** The organisation's template categories with their templates, each by sort order (admins write them: admin-message-templates.ts). */
export const messageTemplates = defineOperation({
  method: 'GET',
  path: '/chat/messages/templates',
  response: type({ data: ENTITIES.messageTemplateCategory.schema.array() }),
  lists: 'messageTemplateCategory',
  access: reads,
});

/** The member's values for the templates' `{{variables}}`; null where the member has none. */
export const messageTemplateVariables = defineOperation({
  method: 'GET',
  path: '/chat/messages/template-variables',
  query: memberMessagesQuery,
  response: type({ variables: 'Record<string, string | null>' }),
  access: reads,
});

export const messageSuggestions = defineOperation({
  method: 'GET',
  path: '/chat/messages/suggestions',
  query: memberMessagesQuery,
  response: type({ textSuggestions: 'string[]' }),
  access: reads,
});

/** The member's texts waiting for their time, by send time. */
export const scheduledMessages = defineOperation({
  method: 'GET',
  path: '/chat/messages/scheduled',
  query: memberMessagesQuery,
  response: type({ data: ENTITIES.scheduledMessage.schema.array() }),
  lists: 'scheduledMessage',
  access: reads,
});

/** Whether the caller may schedule another text today, and one more to be sent on `date`. */
export const schedulingStatus = defineOperation({
  method: 'GET',
  path: '/chat/messages/scheduling-status',
  query: schedulingStatusQuery,
  response: type({ canSchedule: 'boolean', canSend: 'boolean', scheduledLimit: 'number', sendingLimit: 'number' }),
  access: sends,
});

export const createMessage = defineOperation({
  method: 'POST',
  path: '/chat/messages',
  body: createMessageBody,
  response: type({ feedItem: ENTITIES.feedItem.schema, scheduledMessage: 'null' }).or({
    feedItem: 'null',
    scheduledMessage: ENTITIES.scheduledMessage.schema,
  }),
  access: sends,
  idempotent: true,
});

/** A scheduled text only: a sent one is history. */
export const updateMessage = defineOperation({
  method: 'PATCH',
  path: '/chat/messages/:messageId',
  params: messageParams,
  body: updateMessageBody,
  response: ENTITIES.scheduledMessage.schema,
  access: sends,
  idempotent: true,
});

export const deleteMessage = defineOperation({
  method: 'DELETE',
  path: '/chat/messages/:messageId',
  params: messageParams,
  response: type({ id: 'string' }),
  access: sends,
  idempotent: true,
});

/** Sends a scheduled text now: it leaves the schedule and joins the feed. */
export const sendScheduledMessage = defineOperation({
  method: 'POST',
  path: '/chat/messages/:messageId/send',
  params: messageParams,
  response: ENTITIES.feedItem.schema,
  access: sends,
  idempotent: true,
});

/** The carrier's delivery receipt, signed like the inbound webhook. */
export const smsStatus = defineOperation({
  method: 'POST',
  path: '/webhooks/sms/status',
  body: type({
    messageId: uuid,
    carrierId: '0 < string <= 64',
    status: "'queued' | 'sent' | 'delivered' | 'failed' | 'undelivered'",
    errorCode: '0 <= number.integer <= 99999 | null',
  }),
  rawBody: true,
  response: type({ id: 'string', smsStatus: 'string' }).or({ ignored: 'true' }),
  access: 'public',
});
