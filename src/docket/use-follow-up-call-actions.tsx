import { useCallback, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FEED_PAGE_SIZE, hasPermission } from '../../domain/index.ts';
import type { FollowUpRow } from '../../sync/client/index.ts';
import { Dialog, Spinner, type MenuAction } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { canHost } from '../dialog-host/can-host.ts';
import { DialogHost } from '../dialog-host/DialogHost.tsx';
import type { DialogRequest } from '../dialog-host/hosted-dialogs.tsx';
import { followUpCallActions } from './follow-up-call-actions.ts';
import { followUpVisit } from './follow-up-visit.ts';

interface EditingVisit {
  memberId: string;
  interactionId: string;
}

/**
 * The Follow up menu's actions on the item (spec part 1 section 2): Call now on a follow-up about a
 * call (Call back, Complete call, Complete note) places a new call to its member; Review call on a
 * Complete call or Complete note opens that call's dialog to record its outcome and note. A review
 * task (CALL_AUDIT) opens the calls page's review, not this. Text now on a Text back follow-up
 * opens the text message dialog. Edit on a Complete visit or Complete note about a visit opens the
 * Visit dialog on that visit, for whom the server lets edit it (its guide with CAN_CREATE_VISITS, or
 * a holder of CAN_MANAGE_OTHER_GUIDES_WORK).
 */
export function useFollowUpCallActions(guideId: string): {
  callActionsFor: (row: FollowUpRow) => MenuAction[];
  callDialogs: ReactNode;
} {
  const { t } = useLingui();
  const user = useActingUser();
  const mayEditVisits =
    hasPermission(user.userPermissions, 'CAN_CREATE_VISITS') &&
    (guideId === user.id || hasPermission(user.userPermissions, 'CAN_MANAGE_OTHER_GUIDES_WORK'));
  const [hosting, setHosting] = useState<DialogRequest | undefined>();
  const [editing, setEditing] = useState<EditingVisit | undefined>();
  const callActionsFor = useCallback(
    (row: FollowUpRow): MenuAction[] => {
      const memberId = row.memberId;
      const { callNow, reviewCallId, textNow, editVisitId } = followUpCallActions(row);
      if (!memberId) return [];
      if (editVisitId)
        return mayEditVisits && canHost('visit')
          ? [{ id: 'edit', label: t`Edit`, onSelect: () => setEditing({ memberId, interactionId: editVisitId }) }]
          : [];
      if (textNow && canHost('textMessage'))
        return [{ id: 'text-now', label: t`Text now`, onSelect: () => setHosting({ kind: 'textMessage', memberId }) }];
      if (!callNow) return [];
      const actions: MenuAction[] = [
        { id: 'call-now', label: t`Call now`, onSelect: () => setHosting({ kind: 'phoneCall', memberId }) },
      ];
      if (reviewCallId)
        actions.push({
          id: 'review-call',
          label: t`Review call`,
          onSelect: () => setHosting({ kind: 'phoneCall', memberId, callId: reviewCallId }),
        });
      return actions;
    },
    [t, mayEditVisits],
  );
  return {
    callActionsFor,
    callDialogs: (
      <>
        <DialogHost request={hosting} onClose={() => setHosting(undefined)} />
        {editing ? <FollowUpVisitEditor {...editing} onClose={() => setEditing(undefined)} /> : null}
      </>
    ),
  };
}

/** The Visit dialog on the follow-up's visit, once the member's visits are read (the feed's visit items). */
function FollowUpVisitEditor({ memberId, interactionId, onClose }: EditingVisit & { onClose: () => void }) {
  const { t } = useLingui();
  const feed = useLive('memberFeed', { memberId, types: ['visit'], upTo: FEED_PAGE_SIZE });
  useReportLiveError(feed);
  const visit = followUpVisit(feed.rows, interactionId);
  if (visit) return <DialogHost request={{ kind: 'visit', memberId, visit }} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} title={t`Edit visit`}>
      {feed.status === 'loading' ? (
        <Spinner label={t`Loading`} />
      ) : (
        <p role="alert">{t`This visit could not be found.`}</p>
      )}
    </Dialog>
  );
}
