import { FEED_ITEM_TYPES, TASK_FEED_ITEM_TYPES, type FeedItemType } from '../../domain/index.ts';

/** The activity feed's filter types (spec part 1 section 2, "Activity feed"). */
export const FEED_FILTERS = ['call', 'message', 'visit', 'note', 'task'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/**
 * The feed item types the chosen filters ask for, in the catalogue's order whatever the order of
 * choosing, so the same choice is the same live query.
 *
 * @example
 *   feedTypesOf(['task', 'call']) // ['call', 'member_status_change_request', 'member_transfer_request', 'assigned_workflow_phase']
 */
export function feedTypesOf(filters: readonly FeedFilter[]): FeedItemType[] {
  const wanted = new Set<FeedItemType>(
    filters.flatMap((filter) => (filter === 'task' ? [...TASK_FEED_ITEM_TYPES] : [filter])),
  );
  return FEED_ITEM_TYPES.filter((type) => wanted.has(type));
}

/** Turns one filter on or off, keeping the filters' own order. */
export function toggleFeedFilter(selected: readonly FeedFilter[], filter: FeedFilter, on: boolean): FeedFilter[] {
  return FEED_FILTERS.filter((f) => (f === filter ? on : selected.includes(f)));
}
