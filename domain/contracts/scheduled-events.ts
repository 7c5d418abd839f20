/**
 * A member's scheduled events (spec part 2 section 7 "Scheduled events"; part 1 section 7's
 * docket calls): read the member's open events, schedule one, edit, clear (`resolved: true`),
 * snooze a late one, delete.
 *
 * An event belongs to the guide who scheduled it (`userId`: their docket shows it). Changing
 * another guide's event needs CAN_MANAGE_OTHER_GUIDES_WORK. Every write answers the event in its
 * entity's shape (a delete: its id) and records it as a `scheduledEvent` change.
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { createScheduledEventBody, snoozeScheduledEventBody, updateScheduledEventBody } from '../scheduled-events.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const memberParams = type({ memberId: uuid });
const eventParams = type({ memberId: uuid, scheduledEventId: uuid });

/** The member's open (unresolved) events, by date and time. */
export const memberScheduledEvents = defineOperation({
  method: 'GET',
  path: '/users/:memberId/scheduled-events',
  params: memberParams,
  response: type({ data: ENTITIES.scheduledEvent.schema.array() }),
  lists: 'scheduledEvent',
  access: caseload,
});

/** Schedules an event for the member on the acting user's docket, under the client-made `id` when given. */
export const createScheduledEvent = defineOperation({
  method: 'POST',
  path: '/users/:memberId/scheduled-events',
  params: memberParams,
  body: createScheduledEventBody,
  response: ENTITIES.scheduledEvent.schema,
  access: caseload,
  idempotent: true,
});

/** Edits (reschedules) an event, or clears it with `resolved: true`. */
export const updateScheduledEvent = defineOperation({
  method: 'PATCH',
  path: '/users/:memberId/scheduled-events/:scheduledEventId',
  params: eventParams,
  body: updateScheduledEventBody,
  response: ENTITIES.scheduledEvent.schema,
  access: caseload,
  idempotent: true,
});

export const deleteScheduledEvent = defineOperation({
  method: 'DELETE',
  path: '/users/:memberId/scheduled-events/:scheduledEventId',
  params: eventParams,
  response: type({ id: 'string' }),
  access: caseload,
  idempotent: true,
});

/** Snoozes a late event until an instant: it leaves the Late events tab until then. */
export const snoozeScheduledEvent = defineOperation({
  method: 'POST',
  path: '/users/:memberId/scheduled-events/:scheduledEventId/snooze',
  params: eventParams,
  body: snoozeScheduledEventBody,
  response: ENTITIES.scheduledEvent.schema,
  access: caseload,
  idempotent: true,
});
