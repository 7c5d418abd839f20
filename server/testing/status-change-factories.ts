/** Status change requests made straight in the database, for suites that need one in a given state. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { feedItems, memberStatusChangeRequests } from '../db/schema/index.ts';
import type { TestOrganisation } from './factories.ts';

/** A pending request by the organisation's guide about its member (to status 2, attempted, effective now), with its feed item. */
export async function createStatusChangeRequest(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof memberStatusChangeRequests.$inferInsert> = {},
) {
  const now = new Date();
  const [row] = await db
    .insert(memberStatusChangeRequests)
    .values({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: org.clientId,
      memberId: org.member.id,
      memberStatusId: 2,
      effectiveAt: now,
      creatorId: org.guide.id,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('request not created');
  await db.insert(feedItems).values({
    id: randomUUID(),
    organisationId: row.organisationId,
    clientId: row.clientId,
    memberId: row.memberId,
    timestamp: now,
    externalItemType: 'member_status_change_request',
    externalItemId: row.id,
  });
  return row;
}
