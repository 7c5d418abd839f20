/**
 * The walks' scenarios for the operations of calls-telephony.ts (gathered in server/testing/scenarios.ts).
 * - Phone calls: placed through the API (the carrier dials), then the carrier's reports about it.
 */
import { placeCallAs } from '../telephony/testing.ts';
import { createCall, createPhoneNumber } from '../testing/factories.ts';
import { OWN_WORK, READ } from '../testing/grids.ts';
import { uuid } from '../testing/scenario-helpers.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { callsTelephonyHandlers } from './calls-telephony.ts';

export const callsTelephonyScenarios = {
  placeCall: {
    authorization: {
      request: async ({ db, o }) => ({
        body: {
          id: uuid(),
          targetUserId: o.member.id,
          phoneNumberId: (await createPhoneNumber(db, o, { isPrimary: false })).id,
          resourceInteraction: false,
        },
      }),
      expect: READ,
    },
    isolation: {
      notFound: ({ foreign, foreignPhone }) => ({
        body: {
          id: crypto.randomUUID(),
          targetUserId: foreign.member.id,
          phoneNumberId: foreignPhone.id,
          resourceInteraction: false,
        },
      }),
    },
    write: async ({ db, org, callAs }) => {
      const phone = await createPhoneNumber(db, org, {
        number: `+1415555${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}1`,
      });
      return () =>
        callAs(org.guide, {
          body: {
            id: crypto.randomUUID(),
            targetUserId: org.member.id,
            phoneNumberId: phone.id,
            resourceInteraction: false,
          },
        });
    },
  },
  updateCall: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { callId: (await createCall(db, o)).id },
        body: { outcomeId: 4, note: null },
      }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { callId: (await createCall(db, foreign)).id },
        body: { outcomeId: 4, note: null },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      // A connected, ended call without an outcome (its Complete call follow-up closes too).
      const call = await createCall(db, org, {
        originatorUserId: org.guide.id,
        timeConnected: new Date(Date.now() - 600_000),
        timeEnded: new Date(),
        status: 'ENDED',
      });
      return () => callAs(org.guide, { params: { callId: call.id }, body: { outcomeId: 4, note: null } });
    },
  },
  hangUpCall: {
    authorization: {
      request: async ({ db, o }) => ({ params: { callId: (await createCall(db, o, { status: 'ACTIVE' })).id } }),
      expect: OWN_WORK,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { callId: (await createCall(db, foreign, { status: 'ACTIVE' })).id },
      }),
      by: 'superAdmin',
    },
    write: async ({ t, org, callAs }) => {
      const { id } = await placeCallAs(t, org);
      return () => callAs(org.guide, { params: { callId: id } });
    },
  },
  getCall: {
    authorization: {
      request: async ({ db, o }) => ({ params: { callId: (await createCall(db, o)).id } }),
      expect: READ,
    },
    isolation: { notFound: async ({ db, foreign }) => ({ params: { callId: (await createCall(db, foreign)).id } }) },
  },
  callRecordings: {
    authorization: {
      request: async ({ db, o }) => ({ params: { callId: (await createCall(db, o)).id } }),
      expect: READ,
    },
    isolation: { notFound: async ({ db, foreign }) => ({ params: { callId: (await createCall(db, foreign)).id } }) },
  },
} satisfies ScenariosOf<HandledBy<typeof callsTelephonyHandlers>>;
