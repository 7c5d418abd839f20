/**
 * The walks' scenarios for the operations of messages.ts (gathered in server/testing/scenarios.ts).
 * - Texts: any staff user with the permission texts any member of the organisation; a scheduled text is
 *   its guide's work.
 * - Texts: the other organisation's member in the body or query, its scheduled text by id.
 * - Texts: sent now (the message, its interaction, the member, the feed item, its files), scheduled, and
 *   the carrier's receipt.
 */
import { createPhoneNumber } from '../testing/factories.ts';
import { ANY_STAFF, OWN_WORK, READ } from '../testing/grids.ts';
import { today } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createScheduledText, sendableNumber } from './messages-testing.ts';
import type { messagesHandlers } from './messages.ts';

export const messagesScenarios = {
  createMessage: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          subjectId: o.member.id,
          text: 'Hello',
          phoneNumberId: (await createPhoneNumber(db, o, { isPrimary: false })).id,
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign, foreignPhone }) => ({
        body: { subjectId: foreign.member.id, text: 'Mine now', phoneNumberId: foreignPhone.id },
      }),
    },
    write: async ({ t, org, callAs }) => {
      const phone = await sendableNumber(t, org);
      return () =>
        callAs(org.guide, {
          body: { subjectId: org.member.id, text: 'Hello from your guide', phoneNumberId: phone.id },
        });
    },
  },
  updateMessage: {
    authorization: {
      request: async ({ t, o }) => ({
        params: { messageId: (await createScheduledText(t, o)).id },
        body: { text: 'Changed' },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ t, foreign }) => ({
        params: { messageId: (await createScheduledText(t, foreign)).id },
        body: { text: 'Mine now' },
      }),
      by: 'superAdmin',
    },
    write: async ({ t, org, callAs }) => {
      const text = await createScheduledText(t, org);
      return () => callAs(org.guide, { params: { messageId: text.id }, body: { text: 'Changed my mind' } });
    },
  },
  deleteMessage: {
    authorization: {
      request: async ({ t, o }) => ({ params: { messageId: (await createScheduledText(t, o)).id } }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ t, foreign }) => ({ params: { messageId: (await createScheduledText(t, foreign)).id } }),
      by: 'superAdmin',
    },
    write: async ({ t, org, callAs }) => {
      const text = await createScheduledText(t, org);
      return () => callAs(org.guide, { params: { messageId: text.id } });
    },
  },
  sendScheduledMessage: {
    authorization: {
      request: async ({ t, o }) => ({ params: { messageId: (await createScheduledText(t, o)).id } }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ t, foreign }) => ({ params: { messageId: (await createScheduledText(t, foreign)).id } }),
      by: 'superAdmin',
    },
    write: async ({ t, org, callAs }) => {
      const text = await createScheduledText(t, org);
      return () => callAs(org.guide, { params: { messageId: text.id } });
    },
  },
  scheduledMessages: {
    authorization: {
      request: ({ o }) => ({ query: { memberId: o.member.id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  schedulingStatus: {
    authorization: {
      request: () => ({ query: { date: today() } }),
      expect: ANY_STAFF,
    },
    isolation: { nothingForeign: () => ({ query: { date: '2030-01-07' } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof messagesHandlers>>;
