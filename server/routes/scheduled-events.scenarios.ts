/**
 * The walks' scenarios for the operations of scheduled-events.ts (gathered in server/testing/scenarios.ts).
 * - Scheduled events: the guide's own; another guide's needs CAN_MANAGE_OTHER_GUIDES_WORK.
 * - Scheduled events: the foreign member's path, and the foreign event under one's own member's path.
 */
import { createScheduledEvent, createTodo } from '../testing/factories.ts';
import { OWN_WORK, READ } from '../testing/grids.ts';
import { today, uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { scheduledEventHandlers } from './scheduled-events.ts';

export const scheduledEventsScenarios = {
  memberScheduledEvents: {
    authorization: { request: ({ o }) => ({ params: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id } }) },
  },
  createScheduledEvent: {
    authorization: {
      request: ({ o }) => ({
        params: { memberId: o.member.id },
        body: { id: uuid(), type: 'call', date: today(), time: '10:00', note: 'Check in' },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        params: { memberId: foreign.member.id },
        body: { type: 'call', date: '2026-03-10', time: '10:00', note: 'Mine now' },
      }),
    },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, {
          params: { memberId: org.member.id },
          body: { type: 'call', date: '2026-03-10', time: '10:00', note: 'Check in' },
        }),
  },
  updateScheduledEvent: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { memberId: o.member.id, scheduledEventId: (await createScheduledEvent(db, o)).id },
        body: { note: 'Moved' },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => {
        const theirs = await createScheduledEvent(db, foreign);
        return { params: { memberId: home.member.id, scheduledEventId: theirs.id }, body: { note: 'Mine now' } };
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const event = await createScheduledEvent(db, org);
      return () =>
        callAs(org.guide, {
          params: { memberId: org.member.id, scheduledEventId: event.id },
          body: { resolved: true },
        });
    },
  },
  deleteScheduledEvent: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { memberId: o.member.id, scheduledEventId: (await createScheduledEvent(db, o)).id },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { memberId: foreign.member.id, scheduledEventId: (await createScheduledEvent(db, foreign)).id },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      // With a todo about it: the todo lets go of the event (and is done) in the same write.
      const event = await createScheduledEvent(db, org);
      await createTodo(db, org, { type: 'SCHEDULED_EVENT', scheduledEventId: event.id });
      return () => callAs(org.guide, { params: { memberId: org.member.id, scheduledEventId: event.id } });
    },
  },
  snoozeScheduledEvent: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { memberId: o.member.id, scheduledEventId: (await createScheduledEvent(db, o)).id },
        body: { until: '2030-01-01T00:00:00.000Z' },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, home, foreign }) => {
        const theirs = await createScheduledEvent(db, foreign);
        return {
          params: { memberId: home.member.id, scheduledEventId: theirs.id },
          body: { until: '2030-01-01T00:00:00.000Z' },
        };
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const event = await createScheduledEvent(db, org);
      return () =>
        callAs(org.guide, {
          params: { memberId: org.member.id, scheduledEventId: event.id },
          body: { until: '2030-01-01T00:00:00.000Z' },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof scheduledEventHandlers>>;
