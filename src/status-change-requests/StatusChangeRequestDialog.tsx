import { useLingui } from '@lingui/react/macro';
import { mayAuditStatusChange, mayEditStatusChange } from '../../domain/index.ts';
import { Button, Dialog } from '../../ui/index.ts';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { StatusChangeDetails, type StatusChangeRequestRow } from './StatusChangeDetails.tsx';
import { StatusChangeRequestForm } from './StatusChangeRequestForm.tsx';
import { StatusChangeReview } from './StatusChangeReview.tsx';
import { useStatusChangeContext } from './use-status-change-context.ts';

/**
 * The full-screen "Member status change request" (spec part 2 section 2): a new request's form;
 * for a request, the creator's edit while it is pending, the auditor's review, or else the
 * request as it stands.
 */
export function StatusChangeRequestDialog({
  member,
  request,
  onClose,
}: {
  member: MemberRecord;
  request?: StatusChangeRequestRow;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const context = useStatusChangeContext(member);
  if (!request) return <StatusChangeRequestForm member={member} context={context} onClose={onClose} />;
  const user = { userId: context.userId, permissions: context.permissions };
  if (mayAuditStatusChange(user, request))
    return <StatusChangeReview member={member} request={request} context={context} onClose={onClose} />;
  if (mayEditStatusChange(user, request))
    return <StatusChangeRequestForm member={member} request={request} context={context} onClose={onClose} />;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen
      title={t`Status change request`}
      actions={<Button onClick={onClose}>{t`Close`}</Button>}
    >
      <p className="mb-3 text-slate-800">{t`Member: ${member.name}`}</p>
      <StatusChangeDetails request={request} context={context} />
    </Dialog>
  );
}
