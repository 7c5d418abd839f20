/** Test rows for the hospitalizations dashboard and the notification centre (server tests, the walks). */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { hospitalizations, notifications } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';

/** A stay of the organisation's member (first customer) unless overridden; admitted yesterday, not discharged. */
export async function createHospitalization(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof hospitalizations.$inferInsert> = {},
) {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(hospitalizations)
    .values({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: org.clientId,
      memberId: org.member.id,
      hospital: 'Mercy General',
      admitDate: yesterday,
      admitComplaint: 'Chest pain',
      followUpType: 'TRC',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('hospitalization not created');
  return row;
}

/** A notification for `guideId` about the organisation's member; unseen unless `seen`. */
export async function createGuideNotification(db: Db, org: TestOrganisation, guideId: string, seen = false) {
  const [row] = await db
    .insert(notifications)
    .values({
      id: randomUUID(),
      organisationId: org.organisationId,
      clientId: org.clientId,
      guideId,
      memberId: org.member.id,
      label: 'New text message',
      description: 'A member sent you a text message',
      notificationGroupType: 'messages',
      notificationType: 'inbound_text',
      seenAt: seen ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('notification not created');
  return row;
}
