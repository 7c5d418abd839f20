import { describe, expect, it } from 'vitest';
import {
  assignedGuideAddress,
  linkedFeedItem,
  memberPageBackPath,
  memberPagePath,
  shareableMemberPath,
} from './member-page-paths.ts';

describe('member page paths', () => {
  it('lives under the docket or the member list of a guide', () => {
    expect(memberPagePath('docket', 'g1', 'm1')).toBe('/docket/guide/g1/member/m1');
    expect(memberPagePath('member-list', 'g1', 'm1')).toBe('/member-list/guide/g1/member/m1');
    expect(memberPageBackPath('docket', 'g1')).toBe('/docket/guide/g1');
    expect(memberPageBackPath('member-list', 'g1')).toBe('/member-list/guide/g1');
  });

  it("moves to the member's assigned guide, keeping the query string", () => {
    expect(
      assignedGuideAddress('member-list', 'unknown', 'm1', 'g2', 'feedItemExternalType=call&feedItemExternalId=c1'),
    ).toBe('/member-list/guide/g2/member/m1?feedItemExternalType=call&feedItemExternalId=c1');
    expect(assignedGuideAddress('docket', 'g1', 'm1', 'g2', '')).toBe('/docket/guide/g2/member/m1');
  });

  it('stays for the right guide, and for a member without one', () => {
    expect(assignedGuideAddress('docket', 'g1', 'm1', 'g1', 'x=1')).toBeUndefined();
    expect(assignedGuideAddress('docket', 'g1', 'm1', null, '')).toBeUndefined();
  });

  it("shares the member's page under their own guide, 'unknown' without one", () => {
    expect(shareableMemberPath('member-list', 'g2', 'm1')).toBe('/member-list/guide/g2/member/m1');
    expect(shareableMemberPath('docket', null, 'm1')).toBe('/docket/guide/unknown/member/m1');
  });

  it('reads the linked feed item only when both parameters are there', () => {
    expect(linkedFeedItem(new URLSearchParams('feedItemExternalType=message&feedItemExternalId=s1'))).toEqual({
      type: 'message',
      id: 's1',
    });
    expect(linkedFeedItem(new URLSearchParams('feedItemExternalType=message'))).toBeUndefined();
    expect(linkedFeedItem(new URLSearchParams('needId=n1'))).toBeUndefined();
  });
});
