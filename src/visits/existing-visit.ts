/** A recorded visit as the Visit dialog edits it, read from the member feed's visit item. */
import type { LiveRow } from '../data/index.ts';
import type { ExistingVisit } from './visit-form.ts';

/** The visit a feed row holds, when it has its visit row (visits recorded before it do not). */
export function existingVisitOf(item: LiveRow<'memberFeed'>): ExistingVisit | undefined {
  if (!item.interactionId || !item.visitCreatedAt || !item.visitCreatedBy || !item.visitEndTime) return undefined;
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
