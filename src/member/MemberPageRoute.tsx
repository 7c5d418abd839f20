import { MemberPage } from './MemberPage.tsx';
import type { MemberPageOrigin } from '../shared/paths/member-page-paths.ts';

/**
 * /docket/guide/{guideId}/member/{memberId} and /member-list/guide/{guideId}/member/{memberId}.
 * Another member is another page: nothing of the previous member's state carries over. A new
 * guide in the path (the move to the assigned guide) keeps the page and its feed as they are.
 */
export function MemberPageRoute({
  origin,
  guideId,
  memberId,
}: {
  origin: MemberPageOrigin;
  guideId: string;
  memberId: string;
}) {
  return <MemberPage key={memberId} memberId={memberId} from={{ origin, guideId }} />;
}
