/** The walks' scenarios for the operations of messages-templates.ts (gathered in server/testing/scenarios.ts). */
import { ANY_STAFF, READ } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { messageTemplateHandlers } from './messages-templates.ts';
import { createTemplateCategory } from './admin-message-templates.scenarios.ts';

export const messagesTemplatesScenarios = {
  messageTemplates: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: {
      // The other organisation's own category never lists (admin-message-templates.ts keeps them per organisation).
      nothingForeign: async ({ db, foreign }) => {
        await createTemplateCategory(db, foreign);
        return {};
      },
    },
  },
  messageTemplateVariables: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  messageSuggestions: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof messageTemplateHandlers>>;
