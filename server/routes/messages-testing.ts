/** Test support for texts: a number the simulated carrier delivers to, and a scheduled text. */
import { ENTITIES } from '../../domain/index.ts';
import { scheduledMessages } from '../db/schema/index.ts';
import { entityRow } from '../testing/entity-rows.ts';
import { createPhoneNumber, type TestOrganisation } from '../testing/factories.ts';
import type { TestServer } from '../testing/harness.ts';

/** A member's number ending in `ending` (the simulated carrier's outcome: server/providers/sms-simulator.ts). */
export function numberEndingIn(ending: string): string {
  return `+1${String(200_000 + Math.floor(Math.random() * 799_999))}${ending}`.slice(0, 12);
}

/** A number of the organisation's member (or another member) the simulated carrier delivers to. */
export function sendableNumber(
  t: TestServer,
  org: TestOrganisation,
  options: { ending?: string; memberId?: string } = {},
) {
  return createPhoneNumber(t.testDb.database.db, org, {
    number: numberEndingIn(options.ending ?? '7777'),
    ...(options.memberId ? { userId: options.memberId } : {}),
  });
}

/** A text the org's guide scheduled for tomorrow at 9:00 (UTC day; the window is not checked here). */
export async function createScheduledText(
  t: TestServer,
  org: TestOrganisation,
  overrides: Partial<typeof scheduledMessages.$inferInsert> = {},
): Promise<typeof scheduledMessages.$inferSelect> {
  const phone = await sendableNumber(t, org);
  const [row] = await t.testDb.database.db
    .insert(scheduledMessages)
    .values(
      entityRow(ENTITIES.scheduledMessage, {
        organisationId: org.organisationId,
        clientId: org.clientId,
        memberId: org.member.id,
        userId: org.guide.id,
        phoneNumberId: phone.id,
        text: 'See you tomorrow',
        sendAt: new Date(Date.now() + 86_400_000),
        ...overrides,
      }),
    )
    .returning();
  if (!row) throw new Error('scheduled text not created');
  return row;
}
