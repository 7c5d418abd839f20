/** Test helpers for calls: a call placed through the API and carried along by the simulated carrier, and signed webhooks. */
import type { TestOrganisation } from '../testing/factories.ts';
import { createPhoneNumber, testPhone } from '../testing/factories.ts';
import type { TestServer } from '../testing/harness.ts';
import type { Delivery } from './call-scripts.ts';
import { deliverWebhook } from './deliver.ts';

/** A signed webhook from the carrier to the test server, signed by the server's clock (a test may have moved it). */
export const carrierSays = (t: TestServer, path: Delivery['path'], body: Record<string, unknown>) =>
  deliverWebhook(t.baseUrl, t.config.telephonyWebhookSecret, { path, body }, t.server.context.clock.now());

/** A clock tests move by hand (the server's and the carrier's time). */
export function manualClock(start = Date.parse('2026-03-10T15:00:00.000Z')) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Moves the test's clock and lets the simulated carrier report what is due by then. */
export const carrierLater = (t: TestServer, clock: ReturnType<typeof manualClock>) => async (ms: number) => {
  clock.advance(ms);
  await t.server.carrier.runDue();
};

/** The member's callable number and a placed call to it, as the guide's dialog does. */
export async function placeCallAs(
  t: TestServer,
  org: TestOrganisation,
  user: { id: string } = org.guide,
  overrides: Record<string, unknown> = {},
  suffix = '1234',
) {
  // The last four digits choose how the simulated line answers (call-scripts.ts): '1234' answers.
  const phone = await createPhoneNumber(t.testDb.database.db, org, { number: `${testPhone().slice(0, 8)}${suffix}` });
  const id = crypto.randomUUID();
  const answer = await t.request(user, 'POST', '/calls', {
    body: { id, targetUserId: org.member.id, phoneNumberId: phone.id, resourceInteraction: false, ...overrides },
  });
  return { id, phone, answer };
}
