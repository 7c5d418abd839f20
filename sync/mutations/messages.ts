/**
 * Texts: the writes of the Text message dialog and of the scheduled texts drawer.
 *
 * Sending or scheduling a text has no optimistic row: the server makes the text, its feed item
 * and its interaction (or the scheduled text) under ids of its own, and the row it answers,
 * recorded last, confirms the write and shows it on every open feed or drawer at once. Send now
 * and Delete take the scheduled text out of the drawer at once (it leaves the schedule either
 * way; the sent text joins the feed with the server's change); a refusal puts it back.
 */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import type { Collections } from '../store/entity-store.ts';
import { defineMutation } from './define.ts';

export type CreateMessageArgs = BodyOf<typeof OPERATIONS.createMessage>;

/** Sends a text now, or schedules it with `sendAt` (the scheduled-sms flag). */
export const createMessage = defineMutation({
  operation: OPERATIONS.createMessage,
  request: (args: CreateMessageArgs) => ({ body: args }),
  optimistic: () => undefined,
  // A text sent now answers its feed item, a scheduled one its scheduled text: each is recorded last.
  confirms: (_args, answer) =>
    answer.feedItem
      ? { entity: 'feedItem', id: answer.feedItem.id }
      : { entity: 'scheduledMessage', id: answer.scheduledMessage.id },
});

export interface ScheduledMessageIdArgs {
  messageId: string;
}

/** Drops the scheduled text from the store, if it is there: it has left the schedule. */
function unschedule(collections: Collections, messageId: string): void {
  if (collections.scheduledMessage.has(messageId)) collections.scheduledMessage.delete(messageId);
}

/** Send now: the server sends it at once, records its feed item, then deletes the scheduled text (last). */
export const sendScheduledMessage = defineMutation({
  operation: OPERATIONS.sendScheduledMessage,
  request: (args: ScheduledMessageIdArgs) => ({ params: { messageId: args.messageId } }),
  optimistic: (collections, args) => unschedule(collections, args.messageId),
  confirms: (args) => ({ entity: 'scheduledMessage', id: args.messageId }),
});

/** Deletes a scheduled text: it will not be sent. */
export const deleteMessage = defineMutation({
  operation: OPERATIONS.deleteMessage,
  request: (args: ScheduledMessageIdArgs) => ({ params: { messageId: args.messageId } }),
  optimistic: (collections, args) => unschedule(collections, args.messageId),
  confirms: (args) => ({ entity: 'scheduledMessage', id: args.messageId }),
});
