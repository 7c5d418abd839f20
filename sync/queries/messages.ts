/** A member's texts waiting for their time: the '{n} text(s) scheduled' banner and its drawer, by send time. */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery } from './define.ts';

export interface ScheduledMessageRow {
  id: string;
  memberId: string;
  userId: string;
  text: string;
  fileIds: readonly string[];
  phoneNumberId: number;
  scheduledEventId: string | null;
  sendAt: string;
  createdAt: string;
}

export const memberScheduledMessages = defineQuery<{ memberId: string }, ScheduledMessageRow>({
  name: 'memberScheduledMessages',
  pages: ({ memberId }) => [page(OPERATIONS.scheduledMessages, { query: { memberId } })],
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
