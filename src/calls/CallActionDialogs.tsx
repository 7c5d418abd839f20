import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CallLogRow } from '../../sync/client/index.ts';
import { ConfirmDialog, Spinner, useToast } from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';
import { formatPhoneNumber } from '../member/member-info-format.ts';
import { AssignMemberDialog } from './AssignMemberDialog.tsx';
import { PhoneCallDialog } from '../phone-call/index.tsx';
import { callParties, memberSideNumber } from './log-rows.ts';
import { ShareCallDialog } from './ShareCallDialog.tsx';
import { useAssignments } from './use-call-actions.ts';

// Tiptap and the transcript stay out of the page's chunk until a summary is opened.
const CallReviewDrawer = lazy(() => import('./CallReviewDrawer.tsx').then((module) => ({ default: module.CallReviewDrawer })));

export type CallAction = { kind: 'assignCall' | 'assignPhone' | 'callBack' | 'share' | 'summary' | 'transcript'; row: CallLogRow };

/** The dialog a row's menu item opens. */
export function CallActionDialogs({ action, onClose }: { action: CallAction; onClose: () => void }) {
  const { t } = useLingui();
  const showToast = useToast();
  const { assignCall, addPhoneNumber, assigned } = useAssignments();
  const share = useMutation('shareCall');
  const { row } = action;
  // Yes on Call back: the phone call dialog places a new call to the member.
  const [calling, setCalling] = useState(false);
  const from = callParties(row).from;
  const number = memberSideNumber(row);

  switch (action.kind) {
    case 'assignCall':
      return (
        <AssignMemberDialog
          title={t`Assign call`}
          description={t`The call from ${from}`}
          onAssign={async (member) => assigned(await assignCall({ callId: row.id, subjectId: member.id }))}
          onClose={onClose}
        />
      );
    case 'assignPhone': {
      const shown = formatPhoneNumber(number);
      return (
        <AssignMemberDialog
          title={t`Assign phone number`}
          description={t`${shown} becomes one of the member's phone numbers.`}
          withDescription
          onAssign={async (member, description) => {
            if (!(await addPhoneNumber({ memberId: member.id, number, description }))) return false;
            // The call itself goes to that member too, unless it was assigned by hand already.
            return assigned(row.assignedAt ? true : await assignCall({ callId: row.id, subjectId: member.id }));
          }}
          onClose={onClose}
        />
      );
    }
    case 'callBack': {
      const name = row.memberName;
      const shown = formatPhoneNumber(number);
      if (calling && row.memberId) return <PhoneCallDialog memberId={row.memberId} onClose={onClose} />;
      return (
        <ConfirmDialog
          open
          tone="primary"
          title={name ? t`Return call to ${name}` : t`Return unknown call`}
          description={t`Do you want to return a phone call to ${shown}?`}
          confirmLabel={t`Yes`}
          cancelLabel={t`No`}
          onConfirm={() => {
            if (row.memberId) return setCalling(true);
            // Calls are placed to a member's number: an unknown caller is assigned first.
            showToast({ tone: 'info', message: t`Assign the call to a member first, then call them back.` });
            onClose();
          }}
          onCancel={onClose}
        />
      );
    }
    case 'share':
      return (
        <ShareCallDialog
          reviewing={row.reviews.filter((review) => review.completedAt === null).map((review) => review.assigneeId)}
          onShare={(assigneeIds) => share({ callId: row.id, assigneeIds })}
          onClose={onClose}
        />
      );
    case 'summary':
    case 'transcript':
      return (
        <Suspense fallback={<Spinner label={t`Loading`} />}>
          <CallReviewDrawer call={row} narrow={action.kind === 'transcript'} onClose={onClose} />
        </Suspense>
      );
  }
}
