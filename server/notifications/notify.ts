/**
 * The one way the server tells a guide something (spec part 1 section 2 "Notification centre"):
 * `notify(tx, changes, ...)` inside the write that caused it, so the notification commits (and is
 * published) with what it reports, or not at all. The row and its `notification` change are
 * private to the guide (the entity's audience is the `guideId` field): nobody else reads or hears
 * of it. See /work/notes/notifications.md for callers.
 */
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationTarget, type NotificationType } from '../../domain/index.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../db/schema/index.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentNotification } from '../presenters/work.ts';

export interface Notice {
  organisationId: string;
  /** The member's customer (the row's owner, as every row has one). */
  clientId: string;
  /** Who is told: the member's guide, the reviewer, the requester. Null or undefined: nobody (a no-op). */
  guideId: string | null | undefined;
  memberId: string;
  type: NotificationType;
  /** What opening it shows; without it the member's page. */
  target?: { type: NotificationTarget; id: string };
  /** Defaults to now (the transaction's time is close enough for ordering the panel). */
  at?: Date;
}

/** Writes the notification and records its private change. Returns its id, or null when there is nobody to tell. */
export async function notify(tx: Tx, changes: ChangeRecorder, notice: Notice): Promise<string | null> {
  if (!notice.guideId) return null;
  const definition = NOTIFICATION_TYPES[notice.type];
  const member = (await memberSummaries(tx, [notice.memberId])).get(notice.memberId) ?? null;
  const [row] = await tx
    .insert(notifications)
    .values({
      id: randomUUID(),
      organisationId: notice.organisationId,
      clientId: notice.clientId,
      guideId: notice.guideId,
      memberId: notice.memberId,
      label: definition.label,
      // The stored English text names the member; the portal words it from the type and the embedded member.
      description: definition.description.replace('{name}', member?.name ?? 'A member'),
      notificationGroupType: definition.group,
      notificationType: notice.type,
      externalItemType: notice.target?.type ?? null,
      externalItemId: notice.target?.id ?? null,
      ...(notice.at ? { createdAt: notice.at } : {}),
    })
    .returning();
  if (!row) return null;
  changes.record({
    entity: 'notification',
    id: row.id,
    op: 'upsert',
    data: presentNotification(row, member),
    created: true,
  });
  return row.id;
}

/**
 * A transfer or status-change request was decided: its creator hears of it, unless they decided it
 * themselves (an auditor's own request). Opening it shows the request on the member's feed.
 */
export async function notifyRequestDecided(
  tx: Tx,
  changes: ChangeRecorder,
  decided: {
    kind: 'transfer' | 'statusChange';
    requestId: string;
    creatorId: string;
    deciderId: string;
    approved: boolean;
    member: { id: string; organisationId: string; clientId: string };
  },
): Promise<string | null> {
  if (decided.creatorId === decided.deciderId) return null;
  const transfer = decided.kind === 'transfer';
  const type: NotificationType = transfer
    ? decided.approved
      ? 'transfer_request_approved'
      : 'transfer_request_denied'
    : decided.approved
      ? 'status_change_request_approved'
      : 'status_change_request_denied';
  return notify(tx, changes, {
    organisationId: decided.member.organisationId,
    clientId: decided.member.clientId,
    guideId: decided.creatorId,
    memberId: decided.member.id,
    type,
    target: { type: transfer ? 'member_transfer_request' : 'member_status_change_request', id: decided.requestId },
  });
}

/** Tells the member's assigned guide (none assigned: nobody). For writers that hold only the member's id. */
export async function notifyAssignedGuide(
  tx: Tx,
  changes: ChangeRecorder,
  notice: Omit<Notice, 'organisationId' | 'clientId' | 'guideId'>,
): Promise<string | null> {
  const [member] = await tx
    .select({ organisationId: users.organisationId, clientId: users.clientId, guideId: users.assignedGuideId })
    .from(users)
    .where(eq(users.id, notice.memberId))
    .limit(1);
  if (!member?.clientId) return null;
  return notify(tx, changes, {
    ...notice,
    organisationId: member.organisationId,
    clientId: member.clientId,
    guideId: member.guideId,
  });
}
