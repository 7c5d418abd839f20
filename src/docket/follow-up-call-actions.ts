/** The Follow up menu's call actions, pure (the hook in use-follow-up-call-actions.tsx opens them). */
import type { FollowUpRow } from '../../sync/client/index.ts';
import { followUpEvent, followUpTask } from './follow-up-kinds.ts';

/**
 * Which actions a follow-up offers: Call now for one about a call with a member, Review call when
 * it names the call to complete, Text now for a Text back, Edit (the visit's dialog) for a Complete
 * visit or Complete note about a visit, with the visit's interaction id.
 */
export function followUpCallActions(
  row: Pick<FollowUpRow, 'type' | 'memberId' | 'externalItemType' | 'externalItemId'>,
): { callNow: boolean; reviewCallId: string | null; textNow: boolean; editVisitId: string | null } {
  const task = followUpTask(row);
  const textNow = Boolean(row.memberId) && task === 'textBack';
  const editVisitId =
    row.memberId &&
    row.externalItemType === 'visit' &&
    row.externalItemId &&
    (task === 'completeVisit' || task === 'completeNote')
      ? row.externalItemId
      : null;
  if (!row.memberId || followUpEvent(row) !== 'call' || !['callBack', 'completeCall', 'completeNote'].includes(task))
    return { callNow: false, reviewCallId: null, textNow, editVisitId };
  const callId = row.externalItemType === 'call' ? row.externalItemId : null;
  return {
    callNow: true,
    reviewCallId: callId && (task === 'completeCall' || task === 'completeNote') ? callId : null,
    textNow,
    editVisitId,
  };
}
