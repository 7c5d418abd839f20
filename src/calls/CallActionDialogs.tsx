import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CallLogRow } from '../../sync/client/index.ts';
import { Spinner } from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { AssignMemberDialog } from './AssignMemberDialog.tsx';
import { CallBackDialog } from './CallBackDialog.tsx';
import { callParties, memberSideNumber } from './log-rows.ts';
import { ShareCallDialog } from './ShareCallDialog.tsx';
import { useAssignments } from './use-call-actions.ts';

// Tiptap and the transcript stay out of the page's chunk until a summary is opened.
const CallReviewDrawer = lazy(() =>
  import('./CallReviewDrawer.tsx').then((module) => ({ default: module.CallReviewDrawer })),
);

export type CallAction = {
  kind: 'assignCall' | 'assignPhone' | 'callBack' | 'share' | 'summary' | 'transcript';
  row: CallLogRow;
};

/** The dialog a row's menu item opens. */
export function CallActionDialogs({ action, onClose }: { action: CallAction; onClose: () => void }) {
  const { t } = useLingui();
  const { assignCall, addPhoneNumber, assigned } = useAssignments();
  const share = useMutation('shareCall');
  const { row } = action;
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
    case 'callBack':
      return <CallBackDialog row={row} onClose={onClose} />;
    case 'share':
      return (
        <ShareCallDialog
          reviewing={(row.reviews ?? [])
            .filter((review) => review.completedAt === null)
            .map((review) => review.assigneeId)}
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
