import { useCallback, useMemo, useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { DocketNeedTask } from '../../../domain/index.ts';
import type { LiveStatus } from '../../../ui/index.ts';
import { Menu, sortRows, Table, type MenuAction, type TableColumn } from '../../../ui/index.ts';
import { LoadingDialogBoundary, onVisit } from '../../shared/screen/on-visit.tsx';
import { docketMemberPath } from '../../shared/paths/docket-paths.ts';
import { dateTimeFormat } from '../../shared/format/date-time.ts';
import { useDocketPagination } from '../use-docket-pagination.ts';
import { useTabBounds } from '../use-tab-bounds.ts';
import { NeedsFilters } from './NeedsFilters.tsx';
import { filterNeeds, type NeedsFilter, type NeedsTabRow } from './needs-tab-rows.ts';
import type { NeedDialogRequest } from './NeedDialogs.tsx';
import { LiveListState } from '../../shared/screen/LiveListState.tsx';

// The dialogs bring the needs forms (react-hook-form, arktype): they load when one first opens.
const NeedDialogs = onVisit(async () => (await import('./NeedDialogs.tsx')).NeedDialogs);

export interface NeedsPanelProps {
  guideId: string;
  status: LiveStatus;
  /** The needs with a task now (`needsWithTasks`). */
  rows: readonly NeedsTabRow[];
  timeZone: string;
}

/**
 * The docket's Needs tab (spec part 1 section 2): Member, Issue, Task (Expiring Soon or Needs
 * Action), Due Date; filters Expiring and Needs Action; a menu per row with View need details, Add
 * action and, for a need expiring soon, Extend time window (the needs feature's dialogs). Live: a
 * need that gets an action, is fulfilled or extended past 10 days changes or leaves the list.
 */
export function NeedsPanel({ guideId, status, rows, timeZone }: NeedsPanelProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<NeedsFilter[]>([]);
  const [dialog, setDialog] = useState<NeedDialogRequest | undefined>();
  const closeDialog = useCallback(() => setDialog(undefined), []);

  const columns = useMemo<TableColumn<NeedsTabRow>[]>(() => {
    const tasks: Record<DocketNeedTask, string> = { ExpiringSoon: t`Expiring Soon`, NeedsAction: t`Needs Action` };
    const day = dateTimeFormat(i18n.locale, { timeZone, month: 'short', day: '2-digit', year: 'numeric' });
    return [
      {
        id: 'member',
        header: t`Member`,
        sortable: true,
        sortValue: (row) => row.memberName,
        cell: (row) => (
          <Link
            href={docketMemberPath(guideId, row.memberId)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            {row.memberName}
          </Link>
        ),
      },
      {
        id: 'issue',
        header: t`Issue`,
        sortable: true,
        sortValue: (row) => row.issueLabel ?? '',
        cell: (row) => row.issueLabel ?? t`No issue`,
      },
      {
        id: 'task',
        header: t`Task`,
        sortable: true,
        sortValue: (row) => tasks[row.task],
        cell: (row) => tasks[row.task],
      },
      {
        id: 'dueDate',
        header: t`Due Date`,
        sortable: true,
        sortValue: (row) => Date.parse(row.expiresAt),
        cell: (row) => <time dateTime={row.expiresAt}>{day.format(new Date(row.expiresAt))}</time>,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => {
          const items: MenuAction[] = [
            {
              id: 'details',
              label: t`View need details`,
              onSelect: () => setDialog({ kind: 'details', needId: row.id, memberId: row.memberId }),
            },
            {
              id: 'action',
              label: t`Add action`,
              onSelect: () => setDialog({ kind: 'addAction', needId: row.id, memberId: row.memberId }),
            },
          ];
          if (row.task === 'ExpiringSoon')
            items.push({
              id: 'extend',
              label: t`Extend time window`,
              onSelect: () => setDialog({ kind: 'extend', needId: row.id, memberId: row.memberId }),
            });
          const name = row.memberName;
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
    ];
  }, [t, i18n.locale, timeZone, guideId]);

  const bounds = useTabBounds(guideId, 'needs', (id) => columns.some((column) => column.id === id && column.sortable));
  const pagination = useDocketPagination(bounds, t`Pages of needs`);
  const shown = useMemo(
    () => sortRows(filterNeeds(rows, filters), columns, bounds.sort),
    [rows, filters, columns, bounds.sort],
  );
  return (
    <div className="flex flex-col gap-3">
      <NeedsFilters selected={filters} onChange={setFilters} />
      <LiveListState status={status} count={shown.length}>
        <Table
          caption={t`Needs`}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          sort={bounds.sort}
          onSortChange={bounds.setSort}
          pagination={pagination}
          onRowClick={(row) => navigate(docketMemberPath(guideId, row.memberId))}
        />
      </LiveListState>
      {dialog ? (
        <LoadingDialogBoundary>
          <NeedDialogs request={dialog} onClose={closeDialog} />
        </LoadingDialogBoundary>
      ) : null}
    </div>
  );
}
