/**
 * The walks' scenarios for the operations of admin-phone-numbers.ts (gathered in server/testing/scenarios.ts).
 * - Phone Number Management: admins only; another organisation's number is not found.
 */
import { randomInt } from 'node:crypto';
import { ADMINS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import { createInternalNumber } from './admin-teams.scenarios.ts';
import type { adminPhoneNumbersHandlers } from './admin-phone-numbers.ts';

/** A valid US number no other test holds (numbers are unique across organisations). */
export const uniqueNumber = () => `+1312${String(randomInt(2_000_000, 9_999_999))}`;

export const numberBody = (overrides: { isDefault?: boolean; supportUserIds?: string[] } = {}) => ({
  displayName: 'Outreach line',
  description: 'Calls to new members',
  number: uniqueNumber(),
  timezone: 'America/Chicago',
  isDefault: overrides.isDefault ?? false,
  isFeedbackNumber: false,
  sid: null,
  friendlyName: null,
  supportUserIds: overrides.supportUserIds ?? [],
});

export const adminPhoneNumbersScenarios = {
  createInternalPhoneNumber: {
    // Its support user is the target's guide, so another organisation's target is not found.
    authorization: { request: ({ o }) => ({ body: numberBody({ supportUserIds: [o.guide.id] }) }), expect: ADMINS },
    isolation: {
      notFound: ({ foreign }) => ({ body: numberBody({ supportUserIds: [foreign.guide.id] }) }),
      by: 'superAdmin',
    },
    write: async ({ org, callAs }) => {
      return () => callAs(org.superAdmin, { body: numberBody({ isDefault: true, supportUserIds: [org.guide.id] }) });
    },
  },
  updateInternalPhoneNumber: {
    authorization: {
      request: async ({ db, o }) => ({ params: { id: await createInternalNumber(db, o) }, body: numberBody() }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: await createInternalNumber(db, foreign) },
        body: numberBody(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const id = await createInternalNumber(db, org);
      return () => callAs(org.superAdmin, { params: { id }, body: numberBody({ isDefault: true }) });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminPhoneNumbersHandlers>>;
