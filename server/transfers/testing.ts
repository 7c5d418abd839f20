/** Test data for transfer requests: an organisation's default reasons by key, and a pending request. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { memberTransferReasons, memberTransferRequests } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';

export async function transferReasonId(db: Db, org: { organisationId: string }, key: string): Promise<string> {
  const [reason] = await db
    .select({ id: memberTransferReasons.id })
    .from(memberTransferReasons)
    .where(and(eq(memberTransferReasons.organisationId, org.organisationId), eq(memberTransferReasons.key, key)));
  if (!reason) throw new Error(`no transfer reason ${key}`);
  return reason.id;
}

/** A pending request by the organisation's guide to move its member to the other guide (reason: caseload balancing). */
export async function createTransferRequest(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof memberTransferRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(memberTransferRequests)
    .values({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: org.clientId,
      memberId: org.member.id,
      originatingGuideId: org.guide.id,
      receivingGuideId: org.otherGuide.id,
      creatorId: org.guide.id,
      realCreatorId: org.guide.id,
      transferReasonId: await transferReasonId(db, org, 'caseload-balancing'),
      commentToReceivingGuide: 'Please take over.',
      stringDetail: 'Balancing',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('transfer request not created');
  return row;
}
