import { describe, expect, it } from 'vitest';
import { groupNotifications, notificationPath } from './notification-target.ts';

describe('opening a notification', () => {
  it('goes to the member page under the member’s guide, with the call or request highlighted on the feed', () => {
    expect(
      notificationPath({ memberId: 'm1', memberGuideId: 'g1', externalItemType: null, externalItemId: null }),
    ).toBe('/member-list/guide/g1/member/m1');
    expect(
      notificationPath({ memberId: 'm1', memberGuideId: null, externalItemType: 'call', externalItemId: 'c1' }),
    ).toBe('/member-list/guide/unknown/member/m1?feedItemExternalType=call&feedItemExternalId=c1');
    expect(
      notificationPath({
        memberId: 'm1',
        memberGuideId: 'g1',
        externalItemType: 'member_status_change_request',
        externalItemId: 'r1',
      }),
    ).toContain('feedItemExternalType=member_status_change_request&feedItemExternalId=r1');
    expect(
      notificationPath({ memberId: null, memberGuideId: null, externalItemType: null, externalItemId: null }),
    ).toBeNull();
  });

  it('groups by the catalogue’s sort order and leaves out empty groups', () => {
    const groups = [
      { key: 'calls', label: 'Calls', sortOrder: 2 },
      { key: 'messages', label: 'Messages', sortOrder: 1 },
      { key: 'requests', label: 'Requests', sortOrder: 4 },
    ];
    const rows = [
      { id: 'a', notificationGroupType: 'calls' },
      { id: 'b', notificationGroupType: 'messages' },
      { id: 'c', notificationGroupType: 'new-kind' },
    ];
    expect(groupNotifications(rows, groups).map((g) => [g.key, g.rows.map((r) => r.id)])).toEqual([
      ['messages', ['b']],
      ['calls', ['a']],
      ['new-kind', ['c']],
    ]);
  });
});
