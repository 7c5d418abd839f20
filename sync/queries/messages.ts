/** A member's texts waiting for their time: the '{n} text(s) scheduled' banner and its drawer, by send time. */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export const memberScheduledMessages = defineQuery({
  name: 'memberScheduledMessages',
  pages: ({ memberId }: { memberId: string }) => [page(OPERATIONS.scheduledMessages, { query: { memberId } })],
  query:
    ({ memberId }, { scheduledMessage }) =>
    (q) =>
      q
        .from({ message: scheduledMessage })
        .where(({ message }) => eq(message.memberId, memberId))
        // ISO instants of one format sort as their times do.
        .orderBy(({ message }) => message.sendAt, 'asc')
        .orderBy(({ message }) => message.id, 'asc')
        .select(({ message }) => ({
          id: message.id,
          memberId: message.memberId,
          userId: message.userId,
          text: message.text,
          fileIds: message.fileIds,
          phoneNumberId: message.phoneNumberId,
          scheduledEventId: message.scheduledEventId,
          sendAt: message.sendAt,
          createdAt: message.createdAt,
        })),
});
export type ScheduledMessageRow = RowOf<typeof memberScheduledMessages>;
