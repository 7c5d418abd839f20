import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntryView, AuditOutcomeName } from '../../domain/index.ts';
import { Badge, Table, type BadgeTone, type TableColumn } from '../../ui/index.ts';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { AuditChangesCell } from './AuditChangesCell.tsx';

const OUTCOME_TONES: Record<AuditOutcomeName, BadgeTone> = { allowed: 'success', refused: 'warning', failed: 'danger' };

/** The entries of one page, newest first (the server's order: the table does not sort itself). */
export function AuditTrailTable({ rows }: { rows: readonly AuditEntryView[] }) {
  const { t } = useLingui();
  const formatInstant = useFormatInstant();
  const columns = useMemo((): TableColumn<AuditEntryView>[] => {
    const outcomes: Record<AuditOutcomeName, string> = { allowed: t`Allowed`, refused: t`Refused`, failed: t`Failed` };
    return [
      {
        id: 'at',
        header: t`Time`,
        cell: (e) => <time dateTime={e.at}>{formatInstant(e.at, 'dateTimeSeconds')}</time>,
        className: 'whitespace-nowrap',
      },
      {
        id: 'user',
        header: t`User`,
        cell: (e) => {
          const who = e.userName ?? e.userId;
          const asWhom = e.actingAsUserName ?? e.actingAsUserId;
          return asWhom ? t`${who} as ${asWhom}` : who;
        },
      },
      { id: 'operation', header: t`Operation`, cell: (e) => <code className="text-sm">{e.operation}</code> },
      {
        id: 'members',
        header: t`Members`,
        cell: (e) =>
          e.memberIds.length > 3
            ? t`${e.memberIds.length} members`
            : e.memberIds.map((id) => (
                <code key={id} className="block text-xs">
                  {id}
                </code>
              )),
      },
      {
        id: 'outcome',
        header: t`Outcome`,
        cell: (e) => (
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            <Badge tone={OUTCOME_TONES[e.outcome]}>{outcomes[e.outcome]}</Badge>
            <span className="text-sm text-slate-700 tabular-nums">{e.statusCode}</span>
          </span>
        ),
      },
      { id: 'address', header: t`Address`, cell: (e) => <code className="text-xs">{e.clientAddress}</code> },
      { id: 'changes', header: t`Changes`, cell: (e) => <AuditChangesCell changes={e.changes} /> },
    ];
  }, [t, formatInstant]);
  return (
    <Table
      caption={t`Audit trail entries, newest first`}
      columns={columns}
      rows={rows}
      rowKey={(e) => String(e.seq)}
      virtualize
    />
  );
}
