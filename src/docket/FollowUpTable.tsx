import { useCallback, useMemo } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { Temporal } from 'temporal-polyfill';
import type { FollowUpRow } from '../../sync/client/index.ts';
import { Menu, Table, type TableColumn } from '../../ui/index.ts';
import { docketMemberPath } from '../shared/paths/docket-paths.ts';
import { FollowUpDateTime } from './FollowUpDateTime.tsx';
import { followUpDestination } from './follow-up-destination.ts';
import { isFollowUpColumn, sortFollowUps } from './follow-up-sort.ts';
import { useTabBounds } from './use-tab-bounds.ts';
import { useDocketPagination } from './use-docket-pagination.ts';
import { useDocketLabels } from './use-docket-labels.ts';
import { useNoActionNeeded } from './use-no-action-needed.ts';
import { useFollowUpCallActions } from './use-follow-up-call-actions.tsx';

const MENU_ORDER = ['call-now', 'text-now', 'no-action-needed', 'edit', 'review-call'];

export interface FollowUpTableProps {
  guideId: string;
  rows: readonly FollowUpRow[];
  today: Temporal.PlainDate;
  timeZone: string;
}

/**
 * The Follow up table: Member, Event, Task, Date / time, each sortable (ascending, descending,
 * then back to the follow-up order), and a menu per row, in pages of 25. A row leads to its
 * member. The sort and the page are remembered per guide.
 */
export function FollowUpTable({ guideId, rows, today, timeZone }: FollowUpTableProps) {
  const { t, i18n } = useLingui();
  const labels = useDocketLabels();
  const [, navigate] = useLocation();
  const bounds = useTabBounds(guideId, 'followUp', isFollowUpColumn);
  const pagination = useDocketPagination(bounds, t`Pages of follow ups`);
  const sort = useMemo(
    () =>
      bounds.sort && isFollowUpColumn(bounds.sort.columnId)
        ? { column: bounds.sort.columnId, direction: bounds.sort.direction }
        : null,
    [bounds.sort],
  );
  const noActionNeeded = useNoActionNeeded(guideId);
  const { callActionsFor, callDialogs } = useFollowUpCallActions(guideId);
  const sorted = useMemo(() => sortFollowUps(rows, sort, labels, i18n.locale), [rows, sort, labels, i18n.locale]);

  // Stable columns and click handler let the table re-render only the rows that changed.
  const todayIso = today.toString();
  const columns = useMemo<TableColumn<FollowUpRow>[]>(
    () => [
      {
        id: 'member',
        header: t`Member`,
        sortable: true,
        cell: (row) =>
          row.memberId ? (
            <Link
              href={docketMemberPath(guideId, row.memberId)}
              className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              {row.memberName ?? t`Unknown member`}
            </Link>
          ) : (
            <span className="text-slate-600">{t`No member`}</span>
          ),
      },
      { id: 'event', header: t`Event`, sortable: true, cell: (row) => labels.event(row) },
      { id: 'task', header: t`Task`, sortable: true, cell: (row) => labels.task(row) },
      {
        id: 'dateTime',
        header: t`Date / time`,
        sortable: true,
        cell: (row) => <FollowUpDateTime iso={row.date} epochMs={row.dateMs} today={today} timeZone={timeZone} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => {
          const name = row.memberName ?? t`No member`;
          const task = labels.task(row);
          // In the spec's order (part 1 section 2): Call now, Text now, No action needed, Edit, Review call.
          const items = [
            ...callActionsFor(row),
            { id: 'no-action-needed', label: t`No action needed`, onSelect: () => noActionNeeded(row.id) },
          ].sort((a, b) => MENU_ORDER.indexOf(a.id) - MENU_ORDER.indexOf(b.id));
          return (
            <Menu
              lazy
              trigger={<Ellipsis aria-hidden="true" className="size-5" />}
              triggerLabel={t`Actions for ${name}, ${task}`}
              items={items}
            />
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `today` is read through its ISO day
    [t, labels, guideId, noActionNeeded, callActionsFor, timeZone, todayIso],
  );

  const onRowClick = useCallback(
    (row: FollowUpRow) => {
      const destination = followUpDestination(row, guideId);
      if (destination) navigate(destination);
    },
    [navigate, guideId],
  );
  return (
    <>
      <Table
        caption={t`Follow ups`}
        columns={columns}
        rows={sorted}
        rowKey={(row) => row.id}
        sort={bounds.sort}
        onSortChange={bounds.setSort}
        onRowClick={onRowClick}
        // Pages of 25 like the other tabs, the page remembered with the sort. A long docket (a few
        // hundred follow-ups) drawn whole was most of the main thread's work for the first row,
        // for showing the docket again and for each change (issue #13).
        pagination={pagination}
      />
      {callDialogs}
    </>
  );
}
