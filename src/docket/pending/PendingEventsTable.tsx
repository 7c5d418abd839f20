import { useCallback, useMemo } from 'react';
import { Ellipsis } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { Temporal } from 'temporal-polyfill';
import type { PendingEventKind } from '../../../domain/index.ts';
import { Menu, Table, type MenuAction, type TableColumn } from '../../../ui/index.ts';
import { useMemberStatusNames } from '../../shared/member/use-member-statuses.ts';
import { EventDateTime } from '../../scheduled-events/EventDateTime.tsx';
import { useEventActions } from '../../dialog-host/use-event-actions.tsx';
import { docketMemberPath } from '../../shared/paths/docket-paths.ts';
import { useDocketPagination } from '../use-docket-pagination.ts';
import { useTabBounds } from '../use-tab-bounds.ts';
import type { PendingRow } from './pending-sources.ts';
import { isPendingColumn, sortPendingRows, type PendingLabels } from './pending-sort.ts';

export interface PendingEventsTableProps {
  guideId: string;
  rows: readonly PendingRow[];
  /** Which tab shows the table: each remembers its own sort and page. */
  tab: 'pendingEvents' | 'lateEvents';
  caption: string;
  today: Temporal.PlainDate;
  timeZone: string;
}

/**
 * The Pending events and Late events table: Member, Status, Event, Date/time, each sortable
 * (ascending, descending, then back to the pending-event sort order), and a menu per row: a
 * scheduled event's actions, or View request. A row leads to its member. Pages of 25; the sort
 * and page are remembered per guide and tab.
 */
export function PendingEventsTable({ guideId, rows, tab, caption, today, timeZone }: PendingEventsTableProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const statusName = useMemberStatusNames();
  const bounds = useTabBounds(guideId, tab, isPendingColumn);
  const pagination = useDocketPagination(bounds, t`Pages of ${caption}`);
  const sort = useMemo(
    () =>
      bounds.sort && isPendingColumn(bounds.sort.columnId)
        ? { column: bounds.sort.columnId, direction: bounds.sort.direction }
        : null,
    [bounds.sort],
  );
  const memberPath = useCallback((memberId: string) => docketMemberPath(guideId, memberId), [guideId]);
  const { actionsFor, dialogs } = useEventActions({ timeZone, memberPath });
  const labels = useMemo<PendingLabels>(() => {
    const kinds: Record<PendingEventKind, string> = {
      visit: t`Visit`,
      call: t`Call`,
      message: t`Message`,
      statusChangeRequest: t`Status change request`,
      transferRequest: t`Transfer request`,
      workflowPhase: t`Workflow`,
      tbd: t`TBD`,
    };
    return { event: (row) => kinds[row.kind], status: (row) => statusName(row.memberStatusId) };
  }, [t, statusName]);
  const sorted = useMemo(() => sortPendingRows(rows, sort, labels, i18n.locale), [rows, sort, labels, i18n.locale]);

  const todayIso = today.toString();
  const columns = useMemo<TableColumn<PendingRow>[]>(() => {
    // A plain click follows an in-app link without reloading the app; other clicks use the link.
    const inAppLink = (id: string, label: string, href: string): MenuAction => ({
      id,
      label,
      href,
      onSelect: () => navigate(href),
    });
    return [
      {
        id: 'member',
        header: t`Member`,
        sortable: true,
        cell: (row) => (
          <Link
            href={memberPath(row.memberId)}
            className="font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            {row.memberName ?? t`Unknown member`}
          </Link>
        ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: labels.status },
      { id: 'event', header: t`Event`, sortable: true, cell: labels.event },
      {
        id: 'dateTime',
        header: t`Date/time`,
        sortable: true,
        cell: (row) => <EventDateTime date={row.date} time={row.time} today={today} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t`Actions`}</span>,
        className: 'w-12 text-right',
        cell: (row) => {
          const items: MenuAction[] =
            row.source === 'scheduledEvent'
              ? actionsFor(row.event)
              : row.source === 'workflowPhase'
                ? [inAppLink('view-workflow', t`View workflow`, row.workflowHref)]
                : [inAppLink('view-request', t`View request`, row.requestHref)];
          return (
            <Menu
              lazy
              trigger={<Ellipsis aria-hidden="true" className="size-5" />}
              triggerLabel={t`Actions for ${row.memberName ?? t`Unknown member`}, ${labels.event(row)}`}
              items={items}
            />
          );
        },
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `today` is read through its ISO day
  }, [t, labels, memberPath, actionsFor, todayIso, navigate]);

  const onRowClick = useCallback((row: PendingRow) => navigate(memberPath(row.memberId)), [navigate, memberPath]);
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={sorted}
        rowKey={(row) => row.key}
        sort={bounds.sort}
        onSortChange={bounds.setSort}
        pagination={pagination}
        onRowClick={onRowClick}
      />
      {dialogs}
    </>
  );
}
