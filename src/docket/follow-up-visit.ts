/**
 * The visit a Complete visit or Complete note follow-up is about, as the Visit dialog edits it
 * ('Edit' in the Follow up menu): found among the member's feed items by its interaction.
 */
import type { MemberFeedRow } from '../../sync/client/index.ts';
import { existingVisitOf, type ExistingVisit } from '../visits/index.tsx';

/** The visit of the interaction among the feed's rows; undefined while the store holds no visit row of it. */
export function followUpVisit(rows: readonly MemberFeedRow[], interactionId: string): ExistingVisit | undefined {
  const item = rows.find((row) => row.externalItemType === 'visit' && row.interactionId === interactionId);
  return item ? existingVisitOf(item) : undefined;
}
