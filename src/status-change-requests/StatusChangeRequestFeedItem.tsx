import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { mayAuditStatusChange } from '../../domain/index.ts';
import { Button } from '../../ui/index.ts';
import { useLive } from '../data/index.ts';
import { StatusChangeChip, useEffectiveDay } from './StatusChangeDetails.tsx';
import { StatusChangeRequestDialog } from './StatusChangeRequestDialog.tsx';
import { useStatusChangeContext } from './use-status-change-context.ts';

export interface StatusChangeRequestFeedItemProps {
  /** The feed item's `externalItemId`: the request's id. */
  requestId: string | null;
  /** The feed's kind label ('Status change request') and the item's time. */
  kind: string;
  time: ReactNode;
}

/**
 * A status change request in the member's feed: the requested status, its effective date, its
 * chip (Pending, Approved, Declined, Scheduled) and View, or Review for an auditor who may audit
 * it, which opens the full-screen request. Live: an audit elsewhere changes the chip at once.
 */
export function StatusChangeRequestFeedItem({ requestId, kind, time }: StatusChangeRequestFeedItemProps) {
  const { t } = useLingui();
  const requests = useLive('statusChangeRequest', requestId ? { requestId } : undefined);
  const request = requests.rows[0];
  // The member page already reads the record: this shares its query.
  const record = useLive('memberRecord', request ? { memberId: request.memberId } : undefined);
  const member = record.rows[0];
  const context = useStatusChangeContext({ memberStageId: member?.memberStageId ?? null });
  const effectiveDay = useEffectiveDay(context.timeZone);
  const [open, setOpen] = useState(false);
  const status = context.statusById(request?.memberStatusId);
  const reviewable = request
    ? mayAuditStatusChange({ userId: context.userId, permissions: context.permissions }, request)
    : false;
  return (
    <div data-status-change-request={requestId ?? ''}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{kind}</span>
        {request ? (
          <>
            <span className="text-slate-800">{t`${status?.name ?? ''} from ${effectiveDay(request.effectiveAt)}`}</span>
            <StatusChangeChip request={request} nowMs={context.nowMs} />
            {member ? (
              <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
                {reviewable ? t`Review` : t`View`}
                <span className="sr-only"> {t`status change request`}</span>
              </Button>
            ) : null}
          </>
        ) : null}
        <span className="ml-auto text-sm text-slate-700 tabular-nums">{time}</span>
      </p>
      {request?.creatorComment ? (
        <p className="mt-1 whitespace-pre-wrap text-slate-900">{request.creatorComment}</p>
      ) : null}
      {open && member && request ? (
        <StatusChangeRequestDialog member={member} request={request} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
