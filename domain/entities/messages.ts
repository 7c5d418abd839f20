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
