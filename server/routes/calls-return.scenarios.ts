/** The walks' scenarios for the operations of calls-return.ts (gathered in server/testing/scenarios.ts). */
import { createCall } from '../testing/factories.ts';
import { READ } from '../testing/grids.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { callsReturnHandlers } from './calls-return.ts';

export const callsReturnScenarios = {
  returnCall: {
    // Call back: an unknown caller's incoming call is anyone's in the organisation to return.
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          id: uuid(),
          callId: (
            await createCall(db, o, {
              incoming: true,
              subjectId: null,
              originatorUserId: null,
              receiverUserId: o.guide.id,
              originatorPhoneNumber: '+14155550142',
            })
          ).id,
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: {
          id: crypto.randomUUID(),
          callId: (await createCall(db, foreign, { incoming: true, subjectId: null, originatorUserId: null })).id,
        },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      // A member's incoming call returned: the new call with its interaction and feed item.
      const call = await createCall(db, org, {
        incoming: true,
        originatorUserId: org.member.id,
        originatorPhoneNumber: '+14155550143',
        receiverUserId: org.guide.id,
        receiverPhoneNumber: '+15550000100',
      });
      return () => callAs(org.guide, { body: { id: crypto.randomUUID(), callId: call.id } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof callsReturnHandlers>>;
