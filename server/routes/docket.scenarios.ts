/** The walks' scenarios for the operations of docket.ts (gathered in server/testing/scenarios.ts). */
import { createTodo } from '../testing/factories.ts';
import { OWN_WORK, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { docketHandlers } from './docket.ts';

export const docketScenarios = {
  guideTodos: {
    authorization: { request: ({ o }) => ({ params: { guideId: o.guide.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { guideId: foreign.guide.id } }) },
  },
  snoozeTodo: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { guideId: o.guide.id, todoId: (await createTodo(db, o)).id },
        body: { noActionNeeded: true },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: ({ foreign, foreignTodoId }) => ({
        params: { guideId: foreign.guide.id, todoId: foreignTodoId },
        body: { noActionNeeded: true },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const todo = await createTodo(db, org);
      return () =>
        callAs(org.guide, { params: { guideId: org.guide.id, todoId: todo.id }, body: { noActionNeeded: true } });
    },
  },
  guideScheduledEvents: {
    authorization: { request: ({ o }) => ({ params: { guideId: o.guide.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { guideId: foreign.guide.id } }) },
  },
  guidePriorityContacts: {
    authorization: {
      request: ({ o }) => ({ params: { guideId: o.guide.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ params: { guideId: foreign.guide.id } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof docketHandlers>>;
