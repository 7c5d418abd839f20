/** The walks' scenarios for the operations of http-feed.ts (gathered in server/testing/scenarios.ts). */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { publicRefused } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { adtMessageText, sendAdtOverHttp } from './adt-simulator.ts';
import type { adtFeedHandlers } from './http-feed.ts';

export const httpFeedScenarios = {
  adtInbound: {
    authorization: {
      request: () => ({ headers: { 'content-type': 'text/plain' }, body: 'MSH|^~\\&|' }),
      expect: publicRefused('401'),
    },
    isolation: {
      exempt:
        'a hospital feed signed per customer, with no staff user; isolation across organisations is in adt/adt-feed.test.ts',
    },
    write: async ({ t, db, org }) => {
      // An admission: the feed's write that touches the most tables (the stay and the guide's follow-up).
      await db
        .update(users)
        .set({ externalPatientId: `AV-${Math.floor(Math.random() * 1e8)}` })
        .where(eq(users.id, org.member.id));
      const [member] = await db.select().from(users).where(eq(users.id, org.member.id));
      const text = adtMessageText(
        'A01',
        { patientId: member?.externalPatientId ?? '', familyName: 'X', givenName: 'Y' },
        { visitNumber: 'V1', admittedAt: new Date() },
      );
      return () => sendAdtOverHttp(t.baseUrl, { secret: t.config.adtFeedSecret ?? '', clientId: org.clientId }, text);
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adtFeedHandlers>>;
