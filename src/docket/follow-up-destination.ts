import { callsPagePath } from '../calls/calls-paths.ts';
import { docketMemberPath } from '../shared/paths/docket-paths.ts';

/**
 * Where a click on a Follow up row leads (spec part 1 section 2): a call review, or a call no
 * member is assigned to yet, to the calls page showing only unassigned calls; anything else about a
 * member to the member's page; nothing otherwise.
 */
export function followUpDestination(
  row: { type: string; memberId: string | null; externalItemType: string | null },
  guideId: string,
): string | null {
  if (row.type === 'CALL_AUDIT' || (row.externalItemType === 'call' && !row.memberId))
    return callsPagePath({ onlyUnassigned: true });
  return row.memberId ? docketMemberPath(guideId, row.memberId) : null;
}
