/** The walks' scenarios for the operations of member.ts (gathered in server/testing/scenarios.ts). */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { createAlert, createStatusEvent } from '../testing/factories.ts';
import { READ, SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { memberHandlers } from './member.ts';

export const memberScenarios = {
  getUser: {
    authorization: { request: ({ o }) => ({ params: { userId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { userId: foreign.member.id } }) },
  },
  memberViewed: {
    authorization: { request: ({ o }) => ({ params: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id } }) },
    // Only the audit trail records a view: the walk must see no client-visible table change.
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, { params: { memberId: org.member.id } }),
  },
  memberStatusEvents: {
    authorization: { request: ({ o }) => ({ params: { memberId: o.member.id } }), expect: READ },
    isolation: { notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id } }) },
  },
  dismissMemberStatus: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { statusEventId: (await createStatusEvent(db, o, 'unable-to-re-engage')).id },
      }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: ({ foreignStatusEventId }) => ({ params: { statusEventId: foreignStatusEventId } }),
      by: 'supervisor',
    },
    write: async ({ db, org, callAs }) => {
      const event = await createStatusEvent(db, org, 'unable-to-newly-engage');
      return () => callAs(org.supervisor, { params: { statusEventId: event.id } });
    },
  },
  alerts: {
    authorization: { request: ({ o }) => ({ query: { memberId: o.member.id } }), expect: READ },
    // The global list leaking nothing of the other organisation is checked in routes/member.test.ts.
    isolation: { notFound: ({ foreign }) => ({ query: { memberId: foreign.member.id } }) },
  },
  dismissAlert: {
    authorization: {
      request: async ({ db, o }) => ({ params: { alertId: (await createAlert(db, o)).id } }),
      expect: READ,
    },
    isolation: { notFound: ({ foreignAlertId }) => ({ params: { alertId: foreignAlertId } }) },
    write: async ({ db, org, callAs }) => {
      const alert = await createAlert(db, org);
      return () => callAs(org.guide, { params: { alertId: alert.id } });
    },
  },
  memberByExternalPatientId: {
    authorization: {
      request: async ({ db, o }) => {
        const patientId = `AV-${o.member.id.slice(0, 8)}`;
        await db.update(users).set({ externalPatientId: patientId }).where(eq(users.id, o.member.id));
        return { query: { patientId } };
      },
      expect: READ,
    },
    isolation: { notFound: ({ foreignPatientId }) => ({ query: { patientId: foreignPatientId } }) },
  },
  registerExternalPatient: {
    authorization: {
      request: async ({ freshMember }) => ({
        body: { memberId: await freshMember() },
      }),
      expect: READ,
    },
    isolation: { notFound: ({ foreign }) => ({ body: { memberId: foreign.member.id } }) },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.guide, { body: { memberId: org.member.id } }),
  },
} satisfies ScenariosOf<HandledBy<typeof memberHandlers>>;
