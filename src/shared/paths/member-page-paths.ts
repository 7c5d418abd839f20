/**
 * Where the member page lives (spec part 1 section 2): under the docket or the member list of a
 * guide, and /avon-patient?id= for a link from the external record system.
 */
import { DOCKET_GUIDE_ROUTE, docketMemberPath, docketPath } from './docket-paths.ts';
import { memberListMemberPath, memberListPath, MEMBER_LIST_MEMBER_ROUTE } from './member-list-paths.ts';
import { UNKNOWN_GUIDE_ID } from './sections.ts';

export const DOCKET_MEMBER_ROUTE = `${DOCKET_GUIDE_ROUTE}/member/:memberId`;
export { MEMBER_LIST_MEMBER_ROUTE };
export const EXTERNAL_PATIENT_PATH = '/avon-patient';

/** Which section the member page was opened from: its back button returns there. */
export type MemberPageOrigin = 'docket' | 'member-list';

/** Query parameters of the member page. */
export const MEMBER_PAGE_PARAMS = {
  feedItemType: 'feedItemExternalType',
  feedItemId: 'feedItemExternalId',
  // needId (the Needs tab, scrolled to that need) and showGoals=true (the Goals tab) are accepted and
  // kept in the address; their tabs arrive with the needs and goals features.
  needId: 'needId',
  showGoals: 'showGoals',
} as const;

export function memberPagePath(origin: MemberPageOrigin, guideId: string, memberId: string): string {
  return origin === 'docket' ? docketMemberPath(guideId, memberId) : memberListMemberPath(guideId, memberId);
}

/** The back button: the docket or the member list of the path's guide. */
export function memberPageBackPath(origin: MemberPageOrigin, guideId: string): string {
  return origin === 'docket' ? docketPath(guideId) : memberListPath(guideId);
}

/**
 * The address to replace the current one with when the member's assigned guide is not the path's
 * guide, keeping the query string; undefined when it already is, or when the member has no guide
 * (the page then stays where it is).
 */
export function assignedGuideAddress(
  origin: MemberPageOrigin,
  pathGuideId: string,
  memberId: string,
  assignedGuideId: string | null,
  search: string,
): string | undefined {
  if (!assignedGuideId || assignedGuideId === pathGuideId) return undefined;
  const path = memberPagePath(origin, assignedGuideId, memberId);
  return search ? `${path}?${search}` : path;
}

/** The link 'Copy member link' copies: the member page under the member's own guide. */
export function shareableMemberPath(
  origin: MemberPageOrigin,
  assignedGuideId: string | null,
  memberId: string,
): string {
  return memberPagePath(origin, assignedGuideId ?? UNKNOWN_GUIDE_ID, memberId);
}

/** The feed item a link asks to highlight (both parameters present), else undefined. */
export function linkedFeedItem(search: URLSearchParams): { type: string; id: string } | undefined {
  const type = search.get(MEMBER_PAGE_PARAMS.feedItemType);
  const id = search.get(MEMBER_PAGE_PARAMS.feedItemId);
  return type && id ? { type, id } : undefined;
}
