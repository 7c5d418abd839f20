/**
 * The walks' scenarios for the reports (gathered in server/testing/scenarios.ts): the CHW minutes
 * report is for supervisors and admins; another organisation's customer is not found. Closing a
 * month is theirs too, in their own organisation whatever the target: each call closes a month of
 * its own (a month closes once), and another organisation's closing of the same month is no obstacle.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { chwMonthClosings } from '../db/schema/index.ts';
import { grid } from '../testing/authorization.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { SUPERVISORS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { chwClosingHandlers } from './chw-closings.ts';
import type { reportHandlers } from './chw-minutes.ts';

/** Supervisors and admins, in their own organisation: the call names no object of another. */
const SUPERVISORS_AT_HOME = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: 'ok ok ok',
  superAdmin: 'ok ok ok',
});

/** A past month no other call of this process closes: 2000-01 onwards, one a call. */
let monthsTaken = 0;
function anotherPastMonth(): string {
  const n = monthsTaken++;
  return `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** Closes the month in the organisation directly, as if one of its supervisors had. */
async function closedMonth(db: Db, org: TestOrganisation, month = anotherPastMonth()): Promise<string> {
  await db.insert(chwMonthClosings).values({
    id: randomUUID(),
    organisationId: org.organisationId,
    month,
    closedAt: new Date(),
    closedById: org.supervisor.id,
  });
  return month;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

export const reportScenarios = {
  chwMinutesReport: {
    authorization: {
      request: ({ o }) => ({ query: { month: thisMonth(), clientId: o.clientId } }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ query: { month: thisMonth(), clientId: foreign.clientId } }),
      by: 'superAdmin',
    },
  },
  chwMinutesOfMember: {
    authorization: {
      request: ({ o }) => ({ params: { memberId: o.member.id }, query: { month: thisMonth() } }),
      expect: SUPERVISORS,
    },
    isolation: {
      notFound: ({ foreign }) => ({ params: { memberId: foreign.member.id }, query: { month: thisMonth() } }),
      by: 'superAdmin',
    },
  },
  closeChwMonth: {
    authorization: { request: () => ({ body: { month: anotherPastMonth() } }), expect: SUPERVISORS_AT_HOME },
    isolation: {
      nothingForeign: async ({ db, foreign }) => ({ body: { month: await closedMonth(db, foreign) } }),
      by: 'supervisor',
    },
    write: async ({ org, callAs }) => {
      const month = anotherPastMonth();
      return () => callAs(org.supervisor, { body: { month } });
    },
  },
  reopenChwMonth: {
    authorization: {
      request: async ({ db, home }) => ({ params: { month: await closedMonth(db, home) } }),
      expect: SUPERVISORS_AT_HOME,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({ params: { month: await closedMonth(db, foreign) } }),
      by: 'supervisor',
    },
    write: async ({ db, org, callAs }) => {
      const month = await closedMonth(db, org);
      return () => callAs(org.supervisor, { params: { month } });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof reportHandlers> | HandledBy<typeof chwClosingHandlers>>;
