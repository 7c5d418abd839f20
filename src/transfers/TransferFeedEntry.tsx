import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { mayAuditTransfers, mayEditTransfer, OPERATIONS } from '../../domain/index.ts';
import { Button } from '../../ui/index.ts';
import { useCatalogue, useLive } from '../data/index.ts';
import { guideNameOf } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { TransferRequestDialog } from './TransferRequestDialog.tsx';
import { TransferStatusBadge } from './TransferRequestSummary.tsx';
import { TransferReviewDialog } from './TransferReviewDialog.tsx';
import { useTransferWords } from './use-transfer-words.ts';

/**
 * A `member_transfer_request` feed item's body: the request's state (live: a review elsewhere
 * shows at once; an approval effective later says when), where it moves the member and why, the
 * comment, and for a pending request a
 * Review action for auditors and Edit for its creator.
 */
export function TransferFeedEntry({ requestId }: { requestId: string }) {
  const { t } = useLingui();
  const words = useTransferWords();
  const user = useActingUser();
  const formatInstant = useFormatInstant();
  const view = useLive('memberTransferRequest', { requestId });
  const reasons = useCatalogue(OPERATIONS.memberTransferReasons);
  const { state: team } = useTeamDirectory();
  const [open, setOpen] = useState<'review' | 'edit' | null>(null);
  const request = view.rows[0];
  if (!request) return null;

  const reason =
    reasons.status === 'ready' ? reasons.data.data.find((row) => row.id === request.transferReasonId) : undefined;
  const receiving = guideNameOf(team, request.receivingGuideId) ?? t`A guide no longer listed`;
  const actor = { userId: user.id, permissions: user.userPermissions };
  const pending = request.approval === null && request.deletedAt === null;
  return (
    <div className="mt-1 flex flex-col gap-1" data-transfer-request={request.id}>
      <p className="flex flex-wrap items-center gap-2">
        <TransferStatusBadge request={request} />
        <span className="text-slate-900">{t`To ${receiving}`}</span>
        {reason ? <span className="text-slate-700">· {words.reasonText(reason)}</span> : null}
        {request.approval === 'approve' && !request.appliedAt && request.effectiveAt ? (
          <span className="text-slate-700">· {t`Takes effect ${formatInstant(request.effectiveAt, 'date')}`}</span>
        ) : null}
      </p>
      <p className="whitespace-pre-wrap text-slate-900">{request.commentToReceivingGuide}</p>
      {request.auditorComment ? (
        <p className="whitespace-pre-wrap text-slate-700">{t`Auditor comment: ${request.auditorComment}`}</p>
      ) : null}
      {pending ? (
        <div className="flex gap-2">
          {mayAuditTransfers(actor) ? (
            <Button size="sm" variant="primary" onClick={() => setOpen('review')}>
              {t`Review`}
            </Button>
          ) : null}
          {mayEditTransfer(actor, request) ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen('edit')}>
              {t`Edit`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open === 'review' ? <TransferReviewDialog request={request} onClose={() => setOpen(null)} /> : null}
      {open === 'edit' ? (
        <TransferRequestDialog
          member={{ id: request.memberId, name: request.memberName ?? '', assignedGuideId: request.originatingGuideId }}
          request={request}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
