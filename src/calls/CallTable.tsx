import { useMemo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { callRowLabel, hasPermission, offersCallBack, ownOpenReview } from '../../domain/index.ts';
import type { CallLogRow } from '../../sync/client/index.ts';
import { Menu, Table, type MenuAction, type TableColumn } from '../../ui/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { formatDuration } from '../shared/format/duration.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { CallActionDialogs, type CallAction } from './CallActionDialogs.tsx';
import { CallStatusChip } from './CallStatusChip.tsx';
import { callParties, formatDateTime, offersAssignCall } from './log-rows.ts';
import { useCloseReview } from './use-call-actions.ts';
import { VoicemailPlayer } from './VoicemailPlayer.tsx';

/**
 * The Calls tab's table (spec part 1 section 2): From, To, Date and time, Voicemail, Duration,
 * Status and a menu per row. Searched, filtered and paged by the server; each row follows its
 * call's changes in place. The menu offers what the row and the reader allow.
 */
export function CallTable({ rows }: { rows: readonly CallLogRow[] }) {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const timeZone = resolveTimeZone(user.timeZone);
  const locale = i18n.locale;
  const [action, setAction] = useState<CallAction | null>(null);
  const closeReview = useCloseReview();
  const viewer = useMemo(
    () => ({
      userId: user.id,
      canAssignReviews: hasPermission(user.userPermissions, 'CAN_ASSIGN_CALL_REVIEWS'),
      canManageFeedback: hasPermission(user.userPermissions, 'CAN_MANAGE_MEMBER_FEEDBACK'),
      dataQuality: user.featureFlags.includes('call-data-quality'),
    }),
    [user.id, user.userPermissions, user.featureFlags],
  );

  const columns = useMemo<TableColumn<CallLogRow>[]>(() => {
    const menuOf = (row: CallLogRow): MenuAction[] => {
      const items: MenuAction[] = [];
      if (offersAssignCall(row))
        items.push({
          id: 'assign-call',
          label: t`Assign call`,
          onSelect: () => setAction({ kind: 'assignCall', row }),
        });
      items.push({
        id: 'assign-phone',
        label: t`Assign phone number`,
        onSelect: () => setAction({ kind: 'assignPhone', row }),
      });
      if (offersCallBack(row, viewer.canManageFeedback))
        items.push({ id: 'call-back', label: t`Call back`, onSelect: () => setAction({ kind: 'callBack', row }) });
      if (viewer.canAssignReviews)
        items.push({ id: 'share', label: t`Share call`, onSelect: () => setAction({ kind: 'share', row }) });
      const mine = ownOpenReview(row.reviews, viewer.userId);
      if (mine)
        items.push({
          id: 'no-action',
          label: t`No action required`,
          onSelect: () => void closeReview({ callId: row.id, auditId: mine.id }),
        });
      if (viewer.dataQuality)
        items.push({ id: 'summary', label: t`View summary`, onSelect: () => setAction({ kind: 'summary', row }) });
      else if (row.status === 'ENDED' || row.wentToVoicemail)
        items.push({
          id: 'transcript',
          label: t`View transcript`,
          onSelect: () => setAction({ kind: 'transcript', row }),
        });
      return items;
    };
    return [
      { id: 'from', header: t`From`, cell: (row) => callParties(row).from },
      { id: 'to', header: t`To`, cell: (row) => callParties(row).to },
      {
        id: 'time',
        header: t`Date and time`,
        cell: (row) => (
          <time dateTime={row.timeStarted} className="whitespace-nowrap">
            {formatDateTime(row.timeStarted, locale, timeZone)}
          </time>
        ),
      },
      {
        id: 'voicemail',
        header: t`Voicemail`,
        cell: (row) => {
          if (!row.voicemailFileId) return null;
          return <VoicemailPlayer fileId={row.voicemailFileId} from={callParties(row).from} />;
        },
      },
      {
        id: 'duration',
        header: t`Duration`,
        cell: (row) => <span className="tabular-nums">{formatDuration(row.duration)}</span>,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (row) => (
          <div className="flex flex-col items-start gap-1">
            <CallStatusChip label={callRowLabel(row, viewer)} />
            {row.status === 'FAILED' && row.receiverLogged === false ? (
              <p className="max-w-56 text-xs text-slate-700">
                <strong>{t`Unable to reach Guide`}</strong>{' '}
                {t`The guide's phone may be in airplane mode or on Do Not Disturb.`}
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => {
          const from = callParties(row).from;
          return (
            <Menu
              lazy
              trigger={<Ellipsis aria-hidden="true" className="size-5" />}
              triggerLabel={t`Actions for the call from ${from}`}
              items={menuOf(row)}
            />
          );
        },
      },
    ];
  }, [t, locale, timeZone, viewer, closeReview]);

  return (
    <>
      <Table caption={t`Calls`} columns={columns} rows={rows} rowKey={(row) => row.id} virtualize />
      {action ? <CallActionDialogs action={action} onClose={() => setAction(null)} /> : null}
    </>
  );
}
