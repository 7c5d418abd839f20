/** A guide's docket and activity: todos, scheduled events, priority contacts, interactions, the member feed, notifications. */
import { type } from 'arktype';
import {
  feedItemsQuery,
  guideParams,
  guideTodoParams,
  interactionsQuery,
  notificationsQuery,
  scheduledEventsQuery,
  snoozeBody,
  todosQuery,
} from '../api/params.ts';
import { ENTITIES, type EntityShape } from '../entities/index.ts';
import { defineOperation } from './define.ts';
import { listOf } from './shapes.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;

/** A guide's todos in (date, id) order; `page-size` at most 500, the rest by keyset. */
export const guideTodos = defineOperation({
  method: 'GET',
  path: '/users/:guideId/todos',
  params: guideParams,
  query: todosQuery,
  response: listOf(ENTITIES.todo.schema),
  lists: 'todo',
  keyset: (last: EntityShape<'todo'>) => ({ 'after-date': last.date, 'after-id': last.id }),
  access: caseload,
});

/** Snooze until a time, or 'No action needed' (done). Another guide's todo needs CAN_MANAGE_OTHER_GUIDES_WORK. */
export const snoozeTodo = defineOperation({
  method: 'POST',
  path: '/users/:guideId/todos/:todoId/snooze',
  params: guideTodoParams,
  body: snoozeBody,
  response: ENTITIES.todo.schema,
  access: caseload,
  idempotent: true,
});

export const guideScheduledEvents = defineOperation({
  method: 'GET',
  path: '/users/:guideId/scheduled-events/guide',
  params: guideParams,
  query: scheduledEventsQuery,
  response: listOf(ENTITIES.scheduledEvent.schema),
  lists: 'scheduledEvent',
  access: caseload,
});

export const guidePriorityContacts = defineOperation({
  method: 'GET',
  path: '/users/priority-contact/guide/:guideId',
  params: guideParams,
  response: listOf(ENTITIES.priorityContact.schema),
  lists: 'priorityContact',
  access: caseload,
});

export const guideInteractions = defineOperation({
  method: 'GET',
  path: '/interaction/guide/:guideId',
  params: guideParams,
  query: interactionsQuery,
  response: listOf(ENTITIES.interaction.schema),
  lists: 'interaction',
  access: caseload,
});

export const feedItems = defineOperation({
  method: 'GET',
  path: '/feeds/items',
  query: feedItemsQuery,
  response: type({ data: ENTITIES.feedItem.schema.array(), hasMore: 'boolean' }),
  lists: 'feedItem',
  keyset: (last: EntityShape<'feedItem'>) => ({ 'after-item-id': last.id }),
  access: caseload,
});

/** The acting user's own notifications only; nobody reads another's. */
export const myNotifications = defineOperation({
  method: 'GET',
  path: '/notifications/guide',
  query: notificationsQuery,
  response: type({ data: ENTITIES.notification.schema.array(), unreadCount: 'number', 'count?': 'number' }),
  lists: 'notification',
  access: 'app-access',
});
