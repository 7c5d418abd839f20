import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PropertyError } from '../../domain/index.ts';
import type { CallLogRow, SyncError } from '../../sync/client/index.ts';
import { ConfirmDialog, useToast } from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { PhoneCallDialog } from './phone-call/index.tsx';
import { memberSideNumber } from './log-rows.ts';

/**
 * Call back (spec part 1 section 2; POST /calls/return, section 7): 'Return unknown call' or
 * 'Return call to' the member asks 'Do you want to return a phone call to' the number; Yes dials
 * that number, a member's or an unknown caller's alike (no phone number needs assigning first),
 * and the Phone call dialog follows the new call. An unknown caller's call stays unassigned until
 * Assign call names its member (then its outcome and notes can be recorded).
 */
export function CallBackDialog({ row, onClose }: { row: CallLogRow; onClose: () => void }) {
  const { t } = useLingui();
  const showToast = useToast();
  const [busy, setBusy] = useState(false);
  const [callId, setCallId] = useState<string | null>(null);
  const refused = useCallback(
    (failure: SyncError) =>
      showToast({ tone: 'error', message: failure.body?.userMessage || t`An error occurred. Please try again.` }),
    [showToast, t],
  );
  const options = useMemo(
    () => ({ onFailure: refused, onInvalid: (_errors: PropertyError[], failure: SyncError) => refused(failure) }),
    [refused],
  );
  const returnCall = useMutation('returnCall', options);
  const shown = formatPhoneNumber(memberSideNumber(row));
  const name = row.memberName;

  if (callId) return <PhoneCallDialog memberId={row.memberId} callId={callId} onClose={onClose} />;
  return (
    <ConfirmDialog
      open
      tone="primary"
      busy={busy}
      title={name ? t`Return call to ${name}` : t`Return unknown call`}
      description={t`Do you want to return a phone call to ${shown}?`}
      confirmLabel={t`Yes`}
      cancelLabel={t`No`}
      onConfirm={() => {
        // The new call's id is made here, so a retried request neither dials twice nor stores two calls.
        const id = crypto.randomUUID();
        setBusy(true);
        void returnCall({ id, callId: row.id }).then((placed) => {
          setBusy(false);
          if (placed) setCallId(id);
          else onClose();
        });
      }}
      onCancel={onClose}
    />
  );
}
