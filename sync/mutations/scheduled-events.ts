/**
 * Scheduled event writes: schedule (under a client-made id, shown at once), reschedule or clear
 * (`resolved: true`: the event leaves the lists at once), snooze a late one, delete. Optimistic
 * rows go through the contract's body schema, so they show what the server will store and
 * arguments it refuses change nothing locally; a refusal rolls the change back.
 */
import {
  type createScheduledEventBody,
  OPERATIONS,
  type updateScheduledEventBody,
  type BodyOf,
} from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

/** `id`: the client-made uuid; `userId`: the acting user, whose docket the event joins (the server decides; this only shapes the optimistic row). */
export type CreateScheduledEventArgs = BodyOf<typeof OPERATIONS.createScheduledEvent> & {
  id: string;
  memberId: string;
  userId: string;
};

export const createScheduledEvent = defineMutation({
  operation: OPERATIONS.createScheduledEvent,
  request: ({ memberId, userId: _userId, ...body }: CreateScheduledEventArgs) => ({ params: { memberId }, body }),
  optimistic: (collections, { memberId, userId, ...body }) => {
    const event = asSent<typeof createScheduledEventBody>(body);
    if (!event) return;
    collections.scheduledEvent.insert({
      id: body.id,
      type: event.type,
      date: event.date,
      time: event.time,
      note: event.note,
      userId,
      memberId,
      createdBy: userId,
      visitLocationAddressId: event.visitLocationAddressId ?? null,
      visitLocation: event.visitLocation ?? null,
      resolved: false,
      snoozedUntil: null,
    });
  },
  confirms: (_args, answer) => ({ entity: 'scheduledEvent', id: answer.id }),
});

export type UpdateScheduledEventArgs = BodyOf<typeof OPERATIONS.updateScheduledEvent> & {
  memberId: string;
  scheduledEventId: string;
};

export const updateScheduledEvent = defineMutation({
  operation: OPERATIONS.updateScheduledEvent,
  request: ({ memberId, scheduledEventId, ...body }: UpdateScheduledEventArgs) => ({
    params: { memberId, scheduledEventId },
    body,
  }),
  optimistic: (collections, { memberId: _memberId, scheduledEventId, ...body }) => {
    const patch = asSent<typeof updateScheduledEventBody>(body);
    if (!collections.scheduledEvent.has(scheduledEventId)) return;
    collections.scheduledEvent.update(scheduledEventId, (draft) => {
      if (patch.type !== undefined) draft.type = patch.type;
      if (patch.date !== undefined) draft.date = patch.date;
      if (patch.time !== undefined) draft.time = patch.time;
      if (patch.note !== undefined) draft.note = patch.note;
      if (patch.resolved !== undefined) draft.resolved = patch.resolved;
      // The server words an address as its one line; until it answers, the text shown stays.
      if (patch.visitLocationAddressId !== undefined) draft.visitLocationAddressId = patch.visitLocationAddressId;
      if (patch.visitLocation !== undefined) draft.visitLocation = patch.visitLocation;
    });
  },
  confirms: (args) => ({ entity: 'scheduledEvent', id: args.scheduledEventId }),
});

export interface ScheduledEventIdArgs {
  memberId: string;
  scheduledEventId: string;
}

export const deleteScheduledEvent = defineMutation({
  operation: OPERATIONS.deleteScheduledEvent,
  request: (args: ScheduledEventIdArgs) => ({ params: args }),
  optimistic: (collections, args) => {
    if (collections.scheduledEvent.has(args.scheduledEventId)) collections.scheduledEvent.delete(args.scheduledEventId);
  },
  confirms: (args) => ({ entity: 'scheduledEvent', id: args.scheduledEventId }),
});

export type SnoozeScheduledEventArgs = ScheduledEventIdArgs & { until: string };

export const snoozeScheduledEvent = defineMutation({
  operation: OPERATIONS.snoozeScheduledEvent,
  request: ({ until, ...params }: SnoozeScheduledEventArgs) => ({ params, body: { until } }),
  optimistic: (collections, args) => {
    if (!collections.scheduledEvent.has(args.scheduledEventId)) return;
    collections.scheduledEvent.update(args.scheduledEventId, (draft) => void (draft.snoozedUntil = args.until));
  },
  confirms: (args) => ({ entity: 'scheduledEvent', id: args.scheduledEventId }),
});
