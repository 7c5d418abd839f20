export const DOCKET_PATH = '/docket';
export const DOCKET_GUIDE_ROUTE = '/docket/guide/:guideId';

export function docketPath(guideId: string): string {
  return `${DOCKET_PATH}/guide/${encodeURIComponent(guideId)}`;
}

/** The member page reached from a guide's docket (spec part 1 section 2). */
export function docketMemberPath(guideId: string, memberId: string): string {
  return `${docketPath(guideId)}/member/${encodeURIComponent(memberId)}`;
}
