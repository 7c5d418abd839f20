import { useLingui } from '@lingui/react/macro';
import { hasPermission } from '../../domain/index.ts';
import { Dialog, Spinner } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { CallReviewDrawer } from './CallReviewDrawer.tsx';

export interface CallSummaryDrawerProps {
  callId: string;
  onClose: () => void;
}

/**
 * The review drawer opened by a call's id outside the calls page (the Phone call dialog's View
 * summary): 'My notes' is written and autosaved there by who may write the call's note, the guide
 * on the call or a holder of CAN_MANAGE_OTHER_GUIDES_WORK (the server checks the same), read-only
 * for anyone else. The call is live, so a note saved in another browser shows here.
 */
export function CallSummaryDrawer({ callId, onClose }: CallSummaryDrawerProps) {
  const { t } = useLingui();
  const user = useActingUser();
  const call = useLive('callReview', { callId });
  useReportLiveError(call);
  const row = call.rows[0];
  if (!row) {
    return (
      <Dialog open onClose={onClose} title={t`Call summary`}>
        {call.status === 'error' ? (
          <p role="alert">{t`This call could not be loaded.`}</p>
        ) : (
          <Spinner label={t`Loading`} />
        )}
      </Dialog>
    );
  }
  const mayWrite =
    hasPermission(user.userPermissions, 'CAN_CALL_MEMBERS') &&
    row.memberId !== null &&
    (row.guideId === user.id || hasPermission(user.userPermissions, 'CAN_MANAGE_OTHER_GUIDES_WORK'));
  return (
    <CallReviewDrawer
      call={row}
      narrow={!user.featureFlags.includes('call-data-quality')}
      editable={mayWrite}
      onClose={onClose}
    />
  );
}
