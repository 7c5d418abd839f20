import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { OPERATIONS, transferStatusOf } from '../../domain/index.ts';
import { Badge, type BadgeTone } from '../../ui/index.ts';
import { useCatalogue, useLive, type LiveRow } from '../data/index.ts';
import { guideNameOf } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { useTransferWords } from './use-transfer-words.ts';

type Request = LiveRow<'memberTransferRequest'>;

const STATUS_TONES: Record<ReturnType<typeof transferStatusOf>, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  deleted: 'neutral',
};

/** A transfer request's state as a chip: Pending review, Approved or Denied. */
export function TransferStatusBadge({ request }: { request: Pick<Request, 'approval' | 'deletedAt'> }) {
  const words = useTransferWords();
  const status = transferStatusOf(request);
  return <Badge tone={STATUS_TONES[status]}>{words.status[status]}</Badge>;
}

/**
 * What a transfer request says (the review form and the feed show it): who asked and when, from
 * and to which guide, the reason with its detail, the comment, and once reviewed the decision.
 */
export function TransferRequestSummary({ request }: { request: Request }) {
  const { t } = useLingui();
  const words = useTransferWords();
  const reasons = useCatalogue(OPERATIONS.memberTransferReasons);
  const addresses = useLive('memberAddresses', { memberId: request.memberId });
  const { state: team } = useTeamDirectory();
  const reason =
    reasons.status === 'ready' ? reasons.data.data.find((row) => row.id === request.transferReasonId) : undefined;
  const formatInstant = useFormatInstant();
  const guide = (id: string | null) => (id ? (guideNameOf(team, id) ?? t`A guide no longer listed`) : t`No guide`);
  const address = addresses.rows.find((row) => row.id === request.numericDetail);
  const detail = request.timestampDetail
    ? formatInstant(request.timestampDetail, 'date')
    : request.numericDetail
      ? address
        ? [address.line1, address.city, address.state, address.zip].join(', ')
        : t`An address no longer on file`
      : request.stringDetail;

  const rows: [string, ReactNode][] = [
    [t`Member`, request.memberName ?? ''],
    [t`Status`, <TransferStatusBadge key="status" request={request} />],
    [t`Requested by`, `${guide(request.creatorId)}, ${formatInstant(request.createdAt, 'dateTime')}`],
    [t`From guide`, guide(request.originatingGuideId)],
    [t`To guide`, guide(request.receivingGuideId)],
    [words.labels.reason, reason ? words.reasonText(reason) : ''],
  ];
  if (reason && detail) rows.push([words.detailLabel(reason), detail]);
  rows.push([words.labels.comment, request.commentToReceivingGuide]);
  if (request.approval === 'approve' && request.effectiveAt)
    rows.push([words.labels.effectiveDate, formatInstant(request.effectiveAt, 'date')]);
  if (request.auditorComment) rows.push([t`Auditor comment`, request.auditorComment]);

  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-transfer-request={request.id}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
