import { MEMBER_LIST_PATH, UNKNOWN_GUIDE_ID } from './sections.ts';

/** Routes of the member list section (spec part 1 section 2). */
export const MEMBER_LIST_GUIDE_ROUTE = `${MEMBER_LIST_PATH}/guide/:guideId`;
export const MEMBER_LIST_MEMBER_ROUTE = `${MEMBER_LIST_GUIDE_ROUTE}/member/:memberId`;
/** Links from before the member list had guides in its paths. */
export const OLD_MEMBER_ROUTE = '/members/:memberId';

export function memberListPath(guideId: string): string {
  return `${MEMBER_LIST_PATH}/guide/${encodeURIComponent(guideId)}`;
}

/** The member page reached from a guide's member list. */
export function memberListMemberPath(guideId: string, memberId: string): string {
  return `${memberListPath(guideId)}/member/${encodeURIComponent(memberId)}`;
}

/** /members/{oldMemberId} -> the member page without a known guide (the member page fixes it up). */
export function oldMemberPath(memberId: string): string {
  return memberListMemberPath(UNKNOWN_GUIDE_ID, memberId);
}
