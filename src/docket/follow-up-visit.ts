/**
 * The visit a Complete visit or Complete note follow-up is about, as the Visit dialog edits it
 * ('Edit' in the Follow up menu): found among the member's feed items by its interaction.
 */
import type { MemberFeedRow } from '../../sync/client/index.ts';
import type { DialogRequest } from '../dialog-host/hosted-dialogs.tsx';

export type FollowUpVisit = NonNullable<DialogRequest['visit']>;

/** The visit of the interaction among the feed's rows; undefined while the store holds no visit row of it. */
export function followUpVisit(rows: readonly MemberFeedRow[], interactionId: string): FollowUpVisit | undefined {
  const item = rows.find((row) => row.externalItemType === 'visit' && row.interactionId === interactionId);
  if (!item?.interactionId || !item.visitCreatedAt || !item.visitCreatedBy || !item.visitEndTime) return undefined;
  return {
    id: item.interactionId,
    feedItemId: item.id,
    createdAt: item.visitCreatedAt,
    createdBy: item.visitCreatedBy,
    startTime: item.timestamp,
    endTime: item.visitEndTime,
    addressId: item.visitAddressId ?? null,
    location: item.visitLocation ?? null,
    outcomeId: item.outcomeId === null || item.outcomeId === undefined ? null : Number(item.outcomeId),
    outcomeDetails: item.visitOutcomeDetails ?? null,
    note: item.note ?? null,
    scheduledEventId: item.visitScheduledEventId ?? null,
  };
}
