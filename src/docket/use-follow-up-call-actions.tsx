import { useCallback, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FollowUpRow } from '../../sync/client/index.ts';
import type { MenuAction } from '../../ui/index.ts';
import { canHost } from '../dialog-host/can-host.ts';
import { DialogHost } from '../dialog-host/DialogHost.tsx';
import type { DialogRequest } from '../dialog-host/hosted-dialogs.tsx';
import { followUpCallActions } from './follow-up-call-actions.ts';

/**
 * The Follow up menu's call actions (spec part 1 section 2): Call now on a follow-up about a call
 * (Call back, Complete call, Complete note) places a new call to its member; Review call on a
 * Complete call or Complete note opens that call's dialog to record its outcome and note. A review
 * task (CALL_AUDIT) opens the calls page's review, not this. Text now on a Text back follow-up
 * opens the text message dialog.
 */
export function useFollowUpCallActions(): {
  callActionsFor: (row: FollowUpRow) => MenuAction[];
  callDialogs: ReactNode;
} {
  const { t } = useLingui();
  const [hosting, setHosting] = useState<DialogRequest | undefined>();
  const callActionsFor = useCallback(
    (row: FollowUpRow): MenuAction[] => {
      const memberId = row.memberId;
      const { callNow, reviewCallId, textNow } = followUpCallActions(row);
      if (!memberId) return [];
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
    [t],
  );
  return { callActionsFor, callDialogs: <DialogHost request={hosting} onClose={() => setHosting(undefined)} /> };
}
