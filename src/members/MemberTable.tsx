import { useCallback, useMemo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { MemberListRow } from '../../sync/client/index.ts';
import { mayRequestTransfer } from '../../domain/index.ts';
import { Menu, Table, type MenuAction, type TableColumn, type TableSort } from '../../ui/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { TransferRequestDialog, type TransferMember } from '../transfers/TransferRequestDialog.tsx';
import { formatEventDay } from './member-list-format.ts';
import { memberListMemberPath } from '../shared/paths/member-list-paths.ts';
import { useCopyMemberLink } from './use-copy-member-link.ts';
import { useMemberListLabels } from './use-member-list-labels.ts';
import { useMemberStatusNames } from '../shared/member/use-member-statuses.ts';

export interface MemberTableProps {
  /** Whose member list this is: member pages open under this guide. */
  guideId: string;
  rows: readonly MemberListRow[];
  /** The server's sort, as the table shows it; column ids are the server's `orderBy` names. */
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
}

const memberName = (row: MemberListRow) => `${row.firstName} ${row.lastName}`;

/**
 * The member list's table (spec part 1 section 2): Name, Status, Assigned guide, Last event,
 * Outreach phase, Address, and a menu per row. Sorted and paged by the server, so the table only
 * reports the sort. The name is the row's link; a click elsewhere on the row opens it too.
 */
export function MemberTable({ guideId, rows, sort, onSortChange }: MemberTableProps) {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const labels = useMemberListLabels();
  const statusName = useMemberStatusNames();
  const copyLink = useCopyMemberLink();
  const [, navigate] = useLocation();
  const timeZone = resolveTimeZone(user.timeZone);
  const locale = i18n.locale;
  const [transferFor, setTransferFor] = useState<TransferMember | null>(null);
  const requester = useMemo(
    () => ({ userId: user.id, permissions: user.userPermissions }),
    [user.id, user.userPermissions],
  );

  // Stable columns and click handler let the table re-render only the rows that changed.
  const columns = useMemo<TableColumn<MemberListRow>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        sortable: true,
        cell: (row) => (
          <Link
            href={memberListMemberPath(guideId, row.id)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            {memberName(row)}
          </Link>
        ),
      },
      { id: 'memberStatus', header: t`Status`, sortable: true, cell: (row) => statusName(row.memberStatusId) },
      {
        id: 'assignedGuide',
        header: t`Assigned guide`,
        sortable: true,
        cell: (row) =>
          row.assignedGuideName ?? (
            <span className="text-slate-700">{row.assignedGuideId ? t`Unknown guide` : t`Unassigned`}</span>
          ),
      },
      {
        id: 'lastEventAt',
        header: t`Last event`,
        sortable: true,
        cell: (row) => {
          const day = formatEventDay(row.lastEventAt ?? null, locale, timeZone);
          if (!day || !row.lastEventAt) return null;
          return (
            <span className="whitespace-nowrap">
              <time dateTime={row.lastEventAt}>{day}</time>
              {row.lastEventType ? (
                <span className="text-slate-700"> · {labels.eventType(row.lastEventType)}</span>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'outreachPhase',
        header: t`Outreach phase`,
        sortable: true,
        cell: (row) => (row.outreachPhase ? labels.outreachPhase(row.outreachPhase) : null),
      },
      { id: 'address', header: t`Address`, cell: (row) => row.shortAddress },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => {
          const name = memberName(row);
          const items: MenuAction[] = [];
          if (mayRequestTransfer(requester, { assignedGuideId: row.assignedGuideId ?? null })) {
            items.push({
              id: 'request-transfer',
              label: t`Request member transfer`,
              onSelect: () => setTransferFor({ id: row.id, name, assignedGuideId: row.assignedGuideId ?? null }),
            });
          }
          items.push({
            id: 'copy-member-link',
            label: t`Copy member link`,
            onSelect: () => copyLink(memberListMemberPath(guideId, row.id)),
          });
          return (
            <Menu
              lazy
              trigger={<Ellipsis aria-hidden="true" className="size-5" />}
              triggerLabel={t`Actions for ${name}`}
              items={items}
            />
          );
        },
      },
    ],
    [t, guideId, statusName, labels, locale, timeZone, copyLink, requester],
  );

  const onRowClick = useCallback(
    (row: MemberListRow) => navigate(memberListMemberPath(guideId, row.id)),
    [navigate, guideId],
  );
  return (
    <>
      <Table
        caption={t`Members`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={onSortChange}
        onRowClick={onRowClick}
        virtualize
      />
      {transferFor ? <TransferRequestDialog member={transferFor} onClose={() => setTransferFor(null)} /> : null}
    </>
  );
}
