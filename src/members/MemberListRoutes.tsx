import { Redirect, useSearch } from 'wouter';
import { UNKNOWN_GUIDE_ID } from '../shared/paths/sections.ts';
import { MemberListPage } from './MemberListPage.tsx';
import { memberListPath, oldMemberPath } from '../shared/paths/member-list-paths.ts';

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** /member-list without a guide shows the current guide's list (the guide being viewed), keeping any query. */
export function MemberListRedirect({ currentGuideId }: { currentGuideId: string }) {
  const search = useSearch();
  return <Redirect to={withSearch(memberListPath(currentGuideId), search)} replace />;
}

/**
 * /member-list/guide/{guideId}: that guide's list (the path's guide is now the current guide, see
 * shell/current-guide.ts). 'unknown' marks a member without a guide and has no list of its own.
 */
export function MemberListRoute({ guideId, currentGuideId }: { guideId: string; currentGuideId: string }) {
  const search = useSearch();
  if (guideId === UNKNOWN_GUIDE_ID) return <Redirect to={withSearch(memberListPath(currentGuideId), search)} replace />;
  // A new guide is a new list: nothing of the previous guide's view carries over.
  return <MemberListPage key={guideId} guideId={guideId} />;
}

/** /members/{oldMemberId}, from before the member list had guides in its paths. */
export function OldMemberRedirect({ memberId }: { memberId: string }) {
  const search = useSearch();
  return <Redirect to={withSearch(oldMemberPath(memberId), search)} replace />;
}
