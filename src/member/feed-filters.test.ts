import { describe, expect, it } from 'vitest';
import { FEED_FILTERS, feedTypesOf, toggleFeedFilter } from './feed-filters.ts';

describe('feed filters', () => {
  it('asks for every feed type when every filter is on', () => {
    expect(feedTypesOf(FEED_FILTERS)).toEqual([
      'call',
      'message',
      'visit',
      'note',
      'member_status_change_request',
      'member_transfer_request',
      'assigned_workflow_phase',
    ]);
  });

  it('expands task into the status change request, transfer request and workflow phase types', () => {
    expect(feedTypesOf(['task'])).toEqual([
      'member_status_change_request',
      'member_transfer_request',
      'assigned_workflow_phase',
    ]);
  });

  it('gives the same types whatever order the filters were chosen in (one live query, not two)', () => {
    expect(feedTypesOf(['note', 'call'])).toEqual(feedTypesOf(['call', 'note']));
    expect(feedTypesOf([])).toEqual([]);
  });

  it('toggles one filter and keeps the rest in order', () => {
    expect(toggleFeedFilter(['call', 'message', 'note'], 'message', false)).toEqual(['call', 'note']);
    expect(toggleFeedFilter(['note'], 'call', true)).toEqual(['call', 'note']);
  });
});
